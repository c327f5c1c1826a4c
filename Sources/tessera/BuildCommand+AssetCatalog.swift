import ArgumentParser
import TesseraCodegen
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// `--asset-catalog` / `assetCatalog:`: the colorsets written beside the Swift.
extension BuildCommand {
    /// Refuses an unusable catalog path before any work, as an unusable output path is (exit status 2).
    func checkAssetCatalogPath(_ path: String?, position: SourcePosition? = nil, report: DiagnosticReport) throws {
        guard let path, !AssetCatalogWriter(catalog: path, diagnostics: report.diagnostics, position: position).checkCatalogPath()
        else { return }
        report.printText()
        throw ExitCode.usageOrIO
    }

    /// Writes the prepared catalog; returns the line that says what changed.
    func writeAssetCatalog(
        _ catalog: (writer: AssetCatalogWriter, prepared: AssetCatalogWriter.Prepared)?, report: DiagnosticReport
    ) throws -> String? {
        guard let catalog else { return nil }
        guard let outcome = catalog.writer.write(catalog.prepared) else {
            report.printText()
            throw ExitCode.usageOrIO
        }
        let path = catalog.writer.catalog
        guard outcome.written + outcome.removed > 0 else { return "\(path) is up to date\n" }
        var parts = ["\(outcome.colorSets) colorset\(outcome.colorSets == 1 ? "" : "s")"]
        if outcome.removed > 0 { parts.append("\(outcome.removed) removed") }
        return "wrote \(path) (\(parts.joined(separator: ", ")))\n"
    }
}
