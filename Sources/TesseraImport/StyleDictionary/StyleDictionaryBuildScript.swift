import TesseraTokens

/// A JavaScript module among the inputs that builds the tokens with Style Dictionary
/// (`import StyleDictionary from 'style-dictionary'`, `require("style-dictionary")`): Style
/// Dictionary 4 projects configure their build in such a module rather than a `config.json`
/// (Spindle's `build-tokens.mjs`), and their files, written in DTCG syntax, mean what Style
/// Dictionary reads in them (a written type labels a token; a reference places its target's value).
enum StyleDictionaryBuildScript {
    /// How many modules are opened at most, and how much of each is read: an import is at the top.
    static let moduleLimit = 16
    static let prefixLimit = 64 * 1024

    /// The first of `modules` that imports Style Dictionary, if any.
    static func firstImporting(among modules: [String], fileSystem: any TokenFileSystem) -> String? {
        for path in modules.prefix(moduleLimit) {
            guard let bytes = try? fileSystem.read(path) else { continue }
            if importsStyleDictionary(String(decoding: bytes.prefix(prefixLimit), as: UTF8.self)) { return path }
        }
        return nil
    }

    /// Whether `source` names the `style-dictionary` package (or one of its subpaths) as a module
    /// specifier: in quotes, right after `from`, `import`, `require(` or `import(`.
    static func importsStyleDictionary(_ source: String) -> Bool {
        let bytes = Array(source.utf8)
        let name = Array("style-dictionary".utf8)
        let quotes: Set<UInt8> = [UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`")]
        var index = 1
        while index + name.count <= bytes.count {
            defer { index += 1 }
            guard quotes.contains(bytes[index - 1]), bytes[index..<index + name.count].elementsEqual(name) else { continue }
            let end = index + name.count
            guard end < bytes.count, bytes[end] == bytes[index - 1] || bytes[end] == UInt8(ascii: "/") else { continue }
            var keywordEnd = index - 1
            while keywordEnd > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(bytes[keywordEnd - 1]) {
                keywordEnd -= 1
            }
            let keyword = String(decoding: bytes[max(0, keywordEnd - 8)..<keywordEnd], as: UTF8.self)
            if ["from", "import", "require(", "import("].contains(where: keyword.hasSuffix) { return true }
        }
        return false
    }
}
