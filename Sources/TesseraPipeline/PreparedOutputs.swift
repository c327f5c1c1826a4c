public import Foundation
public import TesseraCodegen
public import TesseraDiagnostics
import TesseraSyntax
public import TesseraTokens

/// The outputs of a ``BuildPipeline`` run, checked and held in memory, nothing written: what
/// `tessera build` writes once no error was reported.
public struct PreparedOutputs {
    /// An asset catalog laid out against its folder, ready for ``AssetCatalogWriter/write(_:)``.
    public typealias AssetCatalog = (writer: AssetCatalogWriter, prepared: AssetCatalogWriter.Prepared)

    public let project: TokenProject
    public let table: ThemeTable
    /// The `TokenKey` namespace's source (`keys:`), or nil for none.
    public let keys: String?
    /// The catalog (`assetCatalog:`), or nil for none or when it cannot be written.
    public let assetCatalog: AssetCatalog?
    /// The generator of the Swift (`output:`), or nil when no Swift is made.
    public let swift: SwiftGenerator?
    /// The template the output renders instead of Tessera's Swift (`template:`), and where
    /// `tessera.yml` names it.
    public let template: (path: String, position: SourcePosition?)?
    let fileSystem: any TokenFileSystem
    let diagnostics: DiagnosticEngine

    /// The generated Swift, handed to `sink` a block at a time as it is rendered (a file of
    /// 100,000 tokens is tens of megabytes); its problems (TS0600, TS0420) are reported as it goes.
    @discardableResult
    public func renderSwift(to sink: any GeneratedTextSink) -> SwiftGenerator.DecidedNames? {
        swift?.render(to: sink)
    }

    /// The generated Swift, whole (for standard output).
    public func swiftData() -> Data {
        swift?.renderData() ?? Data()
    }

    /// The template applied to the tokens; nil after reporting why it cannot be (TS0100, TS0603,
    /// TS0606, TS0642).
    public func renderTemplate() -> String? {
        guard let template, let swift else { return nil }
        return TemplateRenderer.render(
            templateAt: template.path, position: template.position, fileSystem: fileSystem, table: table, options: swift.options,
            diagnostics: diagnostics)
    }

    /// The SwiftUI preview catalogs of the generated tokens (`build --previews`).
    public func previews() -> String {
        PreviewCatalogGenerator(table: table, options: swift?.options ?? SwiftGeneratorOptions()).render()
    }

    /// Reports what rendering the output reports, keeping no text (`tessera validate`).
    func check() -> SwiftGenerator.DecidedNames? {
        if template != nil {
            _ = renderTemplate()
            return nil
        }
        return swift?.check()
    }
}
