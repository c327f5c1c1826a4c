public import TesseraCodegen
public import TesseraDiagnostics
public import TesseraDiff
import TesseraTokens

/// The style-guide site `tessera docs` writes: a page that opens from disk and shows every token
/// of a ``ThemeTable`` in the permutation the visitor picks, with the Swift that reads it.
///
/// The site is `index.html`, `style.css`, `app.js` and `tokens.js`, the data the script reads
/// (a script assigning JSON, since a page opened from disk may not `fetch` its folder), and,
/// with a ``TokenDiff``, `changes.html`. The pages load nothing from outside the folder and
/// forbid inline scripts with a Content-Security-Policy; the script puts every text from
/// token files into the page with `textContent`, so no element or attribute comes from them.
///
/// Values come from the table's ``ThemeMatrix``: each token once per combination of the
/// modifiers it depends on, never the product of all modifiers.
public struct DocsSite {
    /// One file of the site.
    public struct File: Sendable {
        /// The name inside the output folder.
        public var name: String
        public var contents: String
    }

    /// Shown in the header and the page title.
    public var title: String
    public var table: ThemeTable
    /// The names of the generated Swift (root type, rem base) the page shows for each token.
    public var swiftOptions: SwiftGeneratorOptions
    /// `lint`'s contrast findings (TS0910); others are ignored.
    public var lintFindings: [Diagnostic]
    /// With `--diff`: the changes from the old version, as `tessera diff` reports them.
    public var diff: TokenDiff?

    public init(title: String, table: ThemeTable, swiftOptions: SwiftGeneratorOptions, lintFindings: [Diagnostic] = [], diff: TokenDiff? = nil) {
        self.title = title
        self.table = table
        self.swiftOptions = swiftOptions
        self.lintFindings = lintFindings
        self.diff = diff
    }

    /// The file names the site consists of, with or without a diff: what `tessera docs` writes.
    public static func fileNames(withChanges: Bool) -> [String] {
        ["index.html", "style.css", "app.js", "tokens.js"] + (withChanges ? ["changes.html"] : [])
    }

    /// Every file of the site, in ``fileNames(withChanges:)`` order.
    public func files() -> [File] {
        var files = [
            File(name: "index.html", contents: DocsAssets.page(kind: "tokens")),
            File(name: "style.css", contents: DocsAssets.style),
            File(name: "app.js", contents: DocsAssets.script),
            File(name: "tokens.js", contents: data()),
        ]
        if diff != nil { files.append(File(name: "changes.html", contents: DocsAssets.page(kind: "changes"))) }
        return files
    }

    /// `tokens.js`: `window.TESSERA_DOCS = {…};`.
    public func data() -> String {
        var builder = DocsDataBuilder(site: self)
        return builder.build()
    }
}
