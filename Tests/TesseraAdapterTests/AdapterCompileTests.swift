import Foundation
import Testing
import TesseraTestSupport

/// The adapters compile on Linux against stand-ins of exactly the SwiftUI and UIKit API they use,
/// and the checks are real: a typo, a wrong type or a call from the wrong actor fails the build.
@Suite struct AdapterCompileTests {
    @Test func adaptersCompileAgainstTheStandInsWithoutWarnings() throws {
        let directory = try AdapterBuild.built.get()
        for adapter in AdapterBuild.adapters {
            let object = directory.appendingPathComponent("\(adapter).o")
            #expect(FileManager.default.fileExists(atPath: object.path), "\(adapter) was not compiled")
        }
    }

    @Test func theSampleAppCompilesWithTheGeneratedAcmeTokens() throws {
        let directory = try AdapterBuild.built.get()
        let output = try AdapterBuild.typeCheckApp(
            [
                AdapterBuild.path("Tests/StandIns/SampleApp/AcmeSampleApp.swift"),
                AdapterBuild.path("Tests/GeneratedCodeTests/Generated/AcmeTokens.swift"),
            ], in: directory)
        #expect(output.isEmpty, "\(output)")
    }

    @Test func swiftUITypesKeepTheirNamesInCodeExtendingTheGeneratedTokens() throws {
        // The example has groups `color`, `font`, `duration` and `transition`: their types must not
        // shadow SwiftUI's `Color`, `Font`, `Text` or `Animation` inside an extension of the root type.
        let directory = try AdapterBuild.built.get()
        let snippet = try SwiftCompiler.temporaryDirectory(prefix: "tessera-shadowing").appendingPathComponent("Shadowing.swift")
        try """
            import SwiftUI
            import TesseraSwiftUI
            import TesseraTheme

            extension AcmeTokens {
                func swatch(for traits: TokenTraits) -> (Color, Font, Text, Animation) {
                    let color: Color = Color(token: color.text.primary.resolved(for: traits))
                    let font: Font = Font.system(size: 17)
                    let motion: Animation = Animation.token(transition.expand.resolved(for: traits))
                    return (color, font, Text("Swatch"), motion)
                }
            }
            """.write(to: snippet, atomically: true, encoding: .utf8)
        let output = try AdapterBuild.typeCheckApp(
            [snippet, AdapterBuild.path("Tests/GeneratedCodeTests/Generated/AcmeTokens.swift")], in: directory)
        #expect(output.isEmpty, "\(output)")
    }

    @Test func aMisspelledSwiftUICallFailsTheBuild() throws {
        let complaint = try AdapterBuild.complaint(
            building: "TesseraSwiftUI", file: "TypographyModifier.swift",
            replacing: ".lineSpacing(CGFloat(", with: ".lineSpace(CGFloat(")
        #expect(complaint?.contains("lineSpace") == true, "\(complaint ?? "compiled")")
    }

    @Test func aWrongArgumentTypeFailsTheBuild() throws {
        // UIKit takes its own weight type; the token's weight must be converted.
        let complaint = try AdapterBuild.complaint(
            building: "TesseraUIKit", file: "UIFont+Token.swift",
            replacing: "let weight = UIFont.Weight(font.weight.standard)", with: "let weight = font.weight")
        #expect(complaint?.contains("cannot convert value of type 'TokenFontWeight' to expected argument type 'UIFont.Weight'") == true, "\(complaint ?? "compiled")")
    }

    @Test func aMissingUnknownDefaultOverAnSDKEnumFailsTheBuild() throws {
        // The stand-ins are built with library evolution, as Apple's modules are.
        let complaint = try AdapterBuild.complaint(
            building: "TesseraSwiftUI", file: "ThemeEnvironment.swift",
            replacing: "        @unknown default: self = .large\n", with: "")
        #expect(complaint?.contains("@unknown default") == true, "\(complaint ?? "compiled")")
    }

    @Test func callingMainActorUIKitFromAnotherActorFailsTheBuild() throws {
        // UILabel is main-actor isolated; the helper must be too (it is, as a UILabel extension).
        let complaint = try AdapterBuild.complaint(
            building: "TesseraUIKit", file: "TokenTypography+UIKit.swift",
            replacing: "extension UILabel {", with: "extension UILabel {\n    nonisolated func clear() { attributedText = nil }\n")
        #expect(complaint?.contains("main actor-isolated property 'attributedText'") == true, "\(complaint ?? "compiled")")
    }

    @Test func aPublicSignatureLeakingAnInternalImportFailsTheBuild() throws {
        let complaint = try AdapterBuild.complaint(
            building: "TesseraSwiftUI", file: "Theme.swift",
            replacing: "public import TesseraTheme", with: "import TesseraTheme")
        #expect(complaint?.contains("imported as 'internal'") == true, "\(complaint ?? "compiled")")
    }
}

/// The stand-ins stay minimal: every function and property they declare is used by an adapter,
/// the sample app or the preview catalogs' template (protocol requirements and result-builder
/// entry points aside).
@Suite struct StandInMinimalityTests {
    /// Names the compiler calls on the adapters' behalf, or that a declaration needs to exist.
    static let requiredByTheLanguage: Set<String> = [
        "body", "update", "path", "inset", "resolve", "read", "write", "defaultValue", "identifier", "name",
        "affectsColorAppearance", "buildBlock", "buildExpression", "buildIf", "buildEither", "buildLimitedAvailability",
        "wrappedValue", "description", "rawValue", "value", "content", "modifier", "data",
        // Default arguments of faithful signatures (`StrokeStyle.init`, `RoundedRectangle.init`).
        "miter", "circular",
    ]

    static func declaredNames(in source: String) -> Set<String> {
        let pattern = #/(?:func|var|let|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)/#
        return Set(source.matches(of: pattern).map { String($0.output.1) })
    }

    @Test(arguments: AdapterBuild.standIns)
    func everyDeclarationIsUsed(_ module: String) throws {
        let standIn = try String(
            contentsOf: AdapterBuild.path("Tests/StandIns/\(module)/\(module).swift"), encoding: .utf8)
        var users = try String(
            contentsOf: AdapterBuild.path("Tests/StandIns/SampleApp/AcmeSampleApp.swift"), encoding: .utf8)
        users += try String(contentsOf: AdapterBuild.path("Sources/TesseraCodegen/PreviewCatalogGenerator.swift"), encoding: .utf8)
        for adapter in AdapterBuild.adapters {
            for source in try AdapterBuild.sources(in: "Sources/\(adapter)") {
                users += try String(contentsOf: source, encoding: .utf8)
            }
        }
        let unused = Self.declaredNames(in: standIn)
            .subtracting(Self.requiredByTheLanguage)
            .filter { !users.contains($0) }
        #expect(unused.isEmpty, "declared in the \(module) stand-in but used by no adapter: \(unused.sorted())")
    }
}

/// The usage shown in Documentation/Adapters.md (and proposed for the README) is code the
/// sample app contains, so the compile test above covers it.
@Suite struct DocumentedUsageTests {
    @Test func everyLineOfTheDocumentedExamplesIsInTheSampleApp() throws {
        let page = try String(contentsOf: AdapterBuild.path("Documentation/Adapters.md"), encoding: .utf8)
        let sample = try String(
            contentsOf: AdapterBuild.path("Tests/StandIns/SampleApp/AcmeSampleApp.swift"), encoding: .utf8)
        let sampleLines = Set(sample.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let blocks = page.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == 2)
        for block in blocks {
            for line in block.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
            where !line.isEmpty && !line.hasPrefix("import ") && !line.hasPrefix("//") {
                #expect(sampleLines.contains(line), "not in the sample app: \(line)")
            }
        }
    }

    @Test func theMotionExampleIsInTheSampleApp() throws {
        let page = try String(contentsOf: AdapterBuild.path("Documentation/Motion.md"), encoding: .utf8)
        let sample = try String(
            contentsOf: AdapterBuild.path("Tests/StandIns/SampleApp/AcmeSampleApp.swift"), encoding: .utf8)
        let sampleLines = Set(sample.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let blocks = page.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == 1)
        for line in blocks.joined().split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
        where !line.isEmpty && !line.hasPrefix("import ") && !line.hasPrefix("//") {
            #expect(sampleLines.contains(line), "not in the sample app: \(line)")
        }
    }
}
