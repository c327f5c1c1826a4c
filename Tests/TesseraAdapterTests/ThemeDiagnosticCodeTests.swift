import Testing
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraTheme

/// The run-time codes of the adapters and the build-time catalog are one numbering.
@Suite struct ThemeDiagnosticCodeTests {
    @Test func everyRunTimeCodeIsInTheCatalog() {
        let catalog = Set(DiagnosticCode.allCases.map(\.rawValue))
        for code in ThemeDiagnostic.Code.allCases {
            #expect(catalog.contains(code.rawValue), "\(code) is missing from DiagnosticCode")
        }
    }

    @Test func theCatalogsAdapterRangeIsExactlyTheRunTimeCodes() {
        let adapterRange = DiagnosticCode.allCases.filter { (830...849).contains(Int($0.rawValue.dropFirst(2)) ?? 0) }.map(\.rawValue)
        #expect(Set(adapterRange) == Set(ThemeDiagnostic.Code.allCases.map(\.rawValue)))
        #expect(DiagnosticCode.fontNotInstalled.rawValue == ThemeDiagnostic.Code.fontNotInstalled.rawValue)
        #expect(DiagnosticCode.shadowLayerNotDrawn.rawValue == ThemeDiagnostic.Code.shadowLayerNotDrawn.rawValue)
    }
}
