import Foundation
import Testing
@testable import TesseraTheme

@Suite struct FontResolutionTests {
    /// A resolver whose device has exactly `installed`, logging into a fresh log.
    func resolver(installed: Set<String>) -> (TokenFontResolver, ThemeDiagnosticLog) {
        let log = ThemeDiagnosticLog()
        return (TokenFontResolver(log: log) { installed.contains($0) }, log)
    }

    let acmeBody = TokenTypography(
        fontFamily: TokenFontFamily(["Inter", "SF Pro Text", "system-ui", "sans-serif"]),
        fontSize: TokenDimension(17), fontWeight: TokenFontWeight(600), letterSpacing: .zero, lineHeight: 1.4)

    @Test func installedCustomFamilyIsUsed() {
        let (resolver, log) = resolver(installed: ["Inter"])
        let font = resolver.font(for: acmeBody)
        #expect(font.choice == .custom(family: "Inter"))
        #expect(font.size == 17)
        #expect(font.weight.standard == .semibold)
        #expect(font.textStyle == .body)
        #expect(log.diagnostics.isEmpty)
    }

    @Test func missingFontFallsBackToTheSystemFontOfTheSameSizeAndWeightWithADiagnostic() {
        let (resolver, log) = resolver(installed: [])
        let font = resolver.font(for: acmeBody)
        #expect(font.choice == .system(.default))
        #expect(font.size == 17)
        #expect(font.weight == TokenFontWeight(600))
        #expect(log.diagnostics.count == 1)
        let diagnostic = log.diagnostics[0]
        #expect(diagnostic.code == .fontNotInstalled)
        #expect(diagnostic.code.rawValue == "TS0830")
        #expect(diagnostic.subject == "Inter")
        #expect(diagnostic.message == "font family 'Inter' is not installed; text is drawn in the system font at 17 pt, weight 600")
        #expect(diagnostic.fix?.contains("UIAppFonts") == true)
    }

    @Test func theSeedsSingleCustomFamilyFallsBackToTheSystemFont() {
        // textStyles.json names one family ("CustomFont") with no fallbacks.
        let (resolver, log) = resolver(installed: ["Helvetica"])
        let choice = resolver.choice(for: TokenFontFamily("CustomFont"), size: 14, weight: .bold)
        #expect(choice == .system(.default))
        #expect(log.diagnostics.map(\.message) == ["font family 'CustomFont' is not installed; text is drawn in the system font at 14 pt, weight 700"])
    }

    @Test func aListedInstalledFallbackIsUsedButTheMissingPreferenceIsStillReported() {
        let (resolver, log) = resolver(installed: ["Menlo"])
        let family = TokenFontFamily(["JetBrains Mono", "Menlo", "monospace"])
        #expect(resolver.choice(for: family, size: 13, weight: .regular) == .custom(family: "Menlo"))
        #expect(log.diagnostics.first?.message.contains("the fallback family 'Menlo' at 13 pt") == true)
    }

    @Test func genericFamiliesPickTheSystemDesign() {
        let (resolver, log) = resolver(installed: [])
        #expect(resolver.choice(for: TokenFontFamily(["Fira Code", "ui-monospace"]), size: 13, weight: .regular) == .system(.monospaced))
        #expect(resolver.choice(for: TokenFontFamily(["serif"]), size: 13, weight: .regular) == .system(.serif))
        #expect(resolver.choice(for: TokenFontFamily(["SF Pro Rounded"]), size: 13, weight: .regular) == .system(.rounded))
        #expect(resolver.choice(for: TokenFontFamily([]), size: 13, weight: .regular) == .system(.default))
        // Only the missing custom font was reported; system names are never "missing".
        #expect(log.diagnostics.map(\.subject) == ["Fira Code"])
        #expect(log.diagnostics[0].message.contains("the monospaced system font"))
    }

    @Test func eachMissingFamilyIsReportedOnceAndObserversHearIt() {
        let (resolver, log) = resolver(installed: [])
        let heard = LockedArray()
        log.observe { heard.append($0.subject) }
        for size in [12.0, 17, 34] {
            _ = resolver.choice(for: TokenFontFamily("Inter"), size: size, weight: .regular)
        }
        _ = resolver.choice(for: TokenFontFamily("Nunito Sans"), size: 17, weight: .regular)
        _ = resolver.choice(for: TokenFontFamily("Inter"), size: 17, weight: .bold)
        #expect(log.diagnostics.map(\.subject) == ["Inter", "Nunito Sans"])
        #expect(heard.values == ["Inter", "Nunito Sans"])
        #expect(log.diagnostics[0].description.hasPrefix("warning: font family 'Inter' is not installed"))
        #expect(log.diagnostics[0].description.contains("[TS0830]\n  fix: "))
    }

    @Test func concurrentReportsKeepOneCopy() async {
        let log = ThemeDiagnosticLog()
        let diagnostic = ThemeDiagnostic(code: .fontNotInstalled, subject: "Inter", message: "m")
        let firsts = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<64 { group.addTask { log.report(diagnostic) } }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(firsts == 1)
        #expect(log.diagnostics.count == 1)
    }

    @Test func systemFamilyNames() {
        #expect(TokenFontDesign(familyName: " 'System-UI' ") == .default)
        #expect(TokenFontDesign(familyName: "SF Mono") == .monospaced)
        #expect(TokenFontDesign(familyName: "New York") == .serif)
        #expect(TokenFontDesign(familyName: "Inter") == nil)
        #expect(TokenFontFamily(["SF Pro Rounded"]).isSystem)
        #expect(!TokenFontFamily(["monospace"]).isSystem)
    }

    @Test func appleWeightNames() {
        #expect(TokenFontWeight(100).standard == .ultraLight)
        #expect(TokenFontWeight(200).standard == .thin)
        #expect(TokenFontWeight(450).standard == .medium)
        #expect(TokenFontWeight(650).standard == .bold)
        #expect(TokenFontWeight(1000).standard == .black)
        #expect(TokenFontWeight(1).standard == .ultraLight)
    }
}

/// A thread-safe list for observer callbacks.
final class LockedArray: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ value: String) { lock.withLock { storage.append(value) } }
    var values: [String] { lock.withLock { storage } }
}
