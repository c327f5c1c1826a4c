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

    /// Lays out and checks the catalog's colorsets, writing nothing yet. A symbolic link or a file
    /// in the way inside the catalog ends the run with status 2; colliding names are problems in
    /// the tokens and are left for the caller's error check.
    func prepareAssetCatalog(_ path: String?, table: ThemeTable, report: DiagnosticReport) throws
        -> (writer: AssetCatalogWriter, prepared: AssetCatalogWriter.Prepared)?
    {
        guard let path else { return nil }
        let writer = AssetCatalogWriter(catalog: path, diagnostics: report.diagnostics)
        let brands = AssetCatalogBrand.brands(from: table, diagnostics: report.diagnostics)
        guard let prepared = writer.prepare(brands) else {
            let blocked = report.diagnostics.diagnostics.contains {
                $0.severity == .error && [.assetCatalogUnusable, .assetCatalogEntryBlocked].contains($0.code)
            }
            if blocked {
                report.printText()
                throw ExitCode.usageOrIO
            }
            return nil
        }
        return (writer, prepared)
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
