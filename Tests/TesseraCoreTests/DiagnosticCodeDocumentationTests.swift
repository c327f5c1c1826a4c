import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Every diagnostic code is documented, and codes are unique and well-formed.
@Suite struct DiagnosticCodeDocumentationTests {
    static let page: String = {
        let url = PackagePaths.root.appendingPathComponent("Documentation/Diagnostics.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test(arguments: DiagnosticCode.allCases)
    func codeIsDocumented(_ code: DiagnosticCode) {
        #expect(Self.page.contains("| \(code.rawValue) |"), "Documentation/Diagnostics.md has no row for \(code)")
    }

    @Test func codesAreUniqueAndFormatted() {
        let raw = DiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        for code in raw {
            #expect(code.count == 6 && code.hasPrefix("TS") && Int(code.dropFirst(2)) != nil, "\(code)")
        }
    }
}

@Suite struct DiagnosticCodeNumberTests {
    /// Counting by code indexes an array with the number after `TS`: every code must have four digits.
    @Test(arguments: DiagnosticCode.allCases)
    func everyCodeIsTSAndFourDigits(_ code: DiagnosticCode) {
        #expect(code.rawValue.count == 6 && code.rawValue.hasPrefix("TS"), "\(code.rawValue)")
        #expect(code.rawValue.dropFirst(2).allSatisfy(\.isASCII) && code.number > 0, "\(code.rawValue)")
    }
}
