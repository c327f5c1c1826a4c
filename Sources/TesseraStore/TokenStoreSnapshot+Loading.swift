public import Foundation
import TesseraDiagnostics
import TesseraTokens

extension TokenStoreSnapshot {
    /// Loads tokens from a file or a directory: DTCG token files, a resolver document
    /// (`*.resolver.json`), or the white-label layout (`tokens.json`, `colors.json`,
    /// `sizes.json`, optional `textStyles.json`), validated by the same engine as
    /// `tessera validate`. There is no snapshot when the tokens have errors.
    public static func load(contentsOf url: URL, options: TokenStoreOptions = TokenStoreOptions()) -> TokenStoreLoadResult {
        load(paths: [url.path], fileSystem: LocalFileSystem(), options: options)
    }

    /// Loads several files (or directories) that form one token set, such as the four files of the white-label layout.
    public static func load(contentsOf urls: [URL], options: TokenStoreOptions = TokenStoreOptions()) -> TokenStoreLoadResult {
        load(paths: urls.map(\.path), fileSystem: LocalFileSystem(), options: options)
    }

    /// Loads tokens held in memory (downloaded, say), one entry per file name. The names decide how a
    /// file is read (`textStyles.json`, `.json5`) and appear in diagnostics. When one of them is a resolver
    /// document (`*.resolver.json`), it is what is loaded, and its `$ref`s are looked up among the other names.
    /// The names are read as relative to one folder, which a `$ref` may not leave.
    public static func load(files: [String: Data], options: TokenStoreOptions = TokenStoreOptions()) -> TokenStoreLoadResult {
        var reading = options.readingOptions
        reading.root = "."
        return load(files: files, options: options, reading: reading)
    }

    /// Loads one token document held in memory; `fileName` names it in diagnostics. It has no files
    /// beside it: a `$ref` to a file is an error.
    public static func load(data: Data, fileName: String = "tokens.json", options: TokenStoreOptions = TokenStoreOptions())
        -> TokenStoreLoadResult
    {
        var reading = options.readingOptions
        reading.root = "."
        reading.readsReferencedFiles = false
        return load(files: [fileName: data], options: options, reading: reading)
    }

    private static func load(files: [String: Data], options: TokenStoreOptions, reading: ReadingOptions) -> TokenStoreLoadResult {
        let fileSystem = InMemoryFileSystem(data: files.mapValues { [UInt8]($0) })
        let resolvers = files.keys.filter(TokenProject.isResolverFileName)
        let paths = resolvers.count == 1 ? resolvers : files.keys.sorted()
        return load(paths: paths, fileSystem: fileSystem, options: options, reading: reading)
    }

    /// Loads a resource of a bundle: a token file, a resolver document, or a folder of token files
    /// (`Bundle.main`, `"ConfigTokens"`, no extension, for the seed's `Resources/ConfigTokens`).
    public static func load(
        bundle: Bundle, resource name: String, withExtension fileExtension: String? = nil, subdirectory: String? = nil,
        options: TokenStoreOptions = TokenStoreOptions()
    ) -> TokenStoreLoadResult {
        guard let url = bundle.url(forResource: name, withExtension: fileExtension, subdirectory: subdirectory) else {
            let fullName = fileExtension.map { "\(name).\($0)" } ?? name
            return TokenStoreLoadResult(
                snapshot: nil,
                diagnostics: [
                    Diagnostic(
                        severity: .error, code: .storeResourceMissing,
                        message: "the bundle at \(bundle.bundleURL.path) has no resource \(subdirectory.map { "\($0)/" } ?? "")\(fullName)",
                        fixIt: "add \(fullName) to the target's resources")
                ])
        }
        return load(contentsOf: url, options: options)
    }

    static func load(
        paths: [String], fileSystem: any TokenFileSystem, options: TokenStoreOptions, reading: ReadingOptions? = nil
    ) -> TokenStoreLoadResult {
        let diagnostics = DiagnosticEngine()
        guard
            let project = TokenProject.loadDTCG(
                paths: paths, options: reading ?? options.readingOptions, diagnostics: diagnostics, fileSystem: fileSystem),
            !diagnostics.hasErrors
        else {
            return TokenStoreLoadResult(snapshot: nil, diagnostics: diagnostics.diagnostics)
        }
        let storage = SnapshotBuilder(project: project, options: options).build()
        guard !diagnostics.hasErrors else { return TokenStoreLoadResult(snapshot: nil, diagnostics: diagnostics.diagnostics) }
        return TokenStoreLoadResult(
            snapshot: TokenStoreSnapshot(storage: storage, theme: storage.defaultTheme), diagnostics: diagnostics.diagnostics)
    }
}

extension TokenStoreOptions {
    var readingOptions: ReadingOptions {
        var reading = ReadingOptions(strict: strict)
        reading.root = root?.path
        return reading
    }
}
