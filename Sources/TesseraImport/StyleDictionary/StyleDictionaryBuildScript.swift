import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// A JavaScript or TypeScript module among the inputs that builds the tokens with Style Dictionary
/// (`import StyleDictionary from 'style-dictionary'`, `require("style-dictionary")`, or a platform's
/// module typed with `import type { PlatformConfig } from 'style-dictionary/types'`): Style
/// Dictionary 4 projects configure their build in such a module rather than a `config.json`
/// (Spindle's `build-tokens.mjs`), and their files, written in DTCG syntax, mean what Style
/// Dictionary reads in them (a written type labels a token; a reference places its target's value).
/// Tessera runs no JavaScript: what it reads of a module is its literal text, the platforms'
/// `transformGroup: 'web'` and `transforms: ['size/px', …]` as a `config.json` would write them.
struct StyleDictionaryBuildScript {
    var path: String
    var bytes: [UInt8]

    /// How many modules are opened at most, and how much of each is read. A TypeScript build keeps each
    /// platform in a module of its own (Apollo's `src/builder/platforms/web.ts`, `ios.ts`, beside its
    /// hooks, formats and transforms), so a few dozen.
    static let moduleLimit = 64
    static let prefixLimit = 256 * 1024

    /// The modules among `modules` that import Style Dictionary, at most `limit` of them.
    /// A module that a manifest's script hands to Style Dictionary's command line (`configuredByCommand`,
    /// paths normalized) counts too: the command line reads its default export as the configuration.
    static func importing(
        among modules: [String], fileSystem: any TokenFileSystem, limit: Int = moduleLimit, configuredByCommand: Set<String> = []
    ) -> [Self] {
        var found: [Self] = []
        var others: [Self] = []
        for path in modules.prefix(moduleLimit) {
            guard let bytes = try? fileSystem.read(path) else { continue }
            let text = Array(bytes.prefix(prefixLimit))
            if found.count < limit, importsStyleDictionary(text) || configuredByCommand.contains(Paths.normalize(path)) {
                found.append(Self(path: path, bytes: text))
            } else {
                others.append(Self(path: path, bytes: text))
            }
        }
        // A module the build imports and hands to Style Dictionary as its configuration is the build's too.
        let handed = found.flatMap(\.configurationImports)
        for module in others where found.count < limit {
            let path = Paths.normalize(module.path)
            if handed.contains(where: { $0 == path || $0 == withoutExtension(path) }) { found.append(module) }
        }
        return found
    }

    private static let moduleExtensions = [".js", ".mjs", ".cjs", ".ts", ".mts", ".cts"]

    private static func withoutExtension(_ path: String) -> String {
        guard let suffix = moduleExtensions.first(where: path.hasSuffix) else { return path }
        return String(path.dropLast(suffix.count))
    }

    /// The modules this one imports by a relative path and hands to Style Dictionary as its configuration:
    /// `import config from './style-dictionary.config.js'` (or `const config = require('./config')`) and then
    /// `new StyleDictionary(config)` or `StyleDictionary.extend(config)`. Style Dictionary reads that module's
    /// default export as a `config.json`, so its literal `source` globs are the build's. Joined to this
    /// module's folder and normalized; a path written without its extension is given so too.
    var configurationImports: [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        var handed: Set<String> = []
        let calls = [#/new\s+StyleDictionary\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)]/#, #/\.extend\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)]/#]
        for call in calls {
            for match in text.matches(of: call) { handed.insert(String(match.output.1)) }
        }
        guard !handed.isEmpty else { return [] }
        let bindings = [
            #/import\s+([A-Za-z_$][\w$]*)\s+from\s*['"](\.{1,2}/[^'"]+)['"]/#,
            #/(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*require\s*\(\s*['"](\.{1,2}/[^'"]+)['"]\s*\)/#,
        ]
        var paths: [String] = []
        for binding in bindings {
            for match in text.matches(of: binding) where handed.contains(String(match.output.1)) {
                paths.append(Paths.join(Paths.directory(of: path), String(match.output.2)))
            }
        }
        return paths
    }

    /// Whether `source` names the `style-dictionary` package (or one of its subpaths) as a module
    /// specifier: in quotes, right after `from`, `import`, `require(` or `import(`.
    static func importsStyleDictionary(_ source: String) -> Bool {
        importsStyleDictionary(Array(source.utf8))
    }

    private static func importsStyleDictionary(_ bytes: [UInt8]) -> Bool {
        let name = Array("style-dictionary".utf8)
        var index = 1
        while index + name.count <= bytes.count {
            defer { index += 1 }
            guard quotes.contains(bytes[index - 1]), bytes[index..<index + name.count].elementsEqual(name) else { continue }
            let end = index + name.count
            guard end < bytes.count, bytes[end] == bytes[index - 1] || bytes[end] == UInt8(ascii: "/") else { continue }
            let keywordEnd = skippingSpaces(bytes, backFrom: index - 1)
            let keyword = String(decoding: bytes[max(0, keywordEnd - 8)..<keywordEnd], as: UTF8.self)
            if ["from", "import", "require(", "import("].contains(where: keyword.hasSuffix) { return true }
        }
        return false
    }

    /// Whether the module registers Tokens Studio's transforms (`@tokens-studio/sd-transforms`), which read
    /// the plugin's files as the plugin means them.
    var appliesTokensStudioTransforms: Bool { mentions("sd-transforms") }

    /// Whether the module registers sd-transforms with `excludeParentKeys`, whose preprocessor merges the top-level
    /// keys of the files it reads (a single-file export's sets) in the order they come, not the plugin's set order.
    var excludesParentKeys: Bool { appliesTokensStudioTransforms && mentions("excludeParentKeys") }

    /// Whether the module opens files itself (`readFileSync`, `readdir`, a glob library) other than files
    /// it names (``filesOpenedByName``): then it may read token files beside its builds' own (a dark mode
    /// written out by hand), and no file is known unread.
    var readsFilesItself: Bool { filesOpenedByName == nil }

    /// The files the module opens, when it opens each by a literal path (`readFile('./config.json', 'utf-8')`,
    /// a theme's prefix read for its selectors): relative to the module's folder, `./` dropped. Empty when it
    /// opens none; `nil` when it lists folders or globs (`readdir`, `glob`) or opens a path it computes.
    var filesOpenedByName: [String]? {
        if ["readdir", "glob"].contains(where: mentions) { return nil }
        let call = Array("readFile".utf8)
        var named: [String] = []
        var index = 0
        while index + call.count <= bytes.count {
            defer { index += 1 }
            guard bytes[index..<index + call.count].elementsEqual(call) else { continue }
            var open = index + call.count
            if bytes[open...].starts(with: Array("Sync".utf8)) { open += 4 }
            open = Self.skippingSpaces(bytes, from: open)
            // Imported or named without a call (`import { readFile } from …`): nothing opened there.
            guard open < bytes.count, bytes[open] == UInt8(ascii: "(") else { continue }
            guard let (text, _) = Self.stringLiteral(bytes, at: Self.skippingSpaces(bytes, from: open + 1)), !text.contains("${") else { return nil }
            var file = Substring(text)
            while file.hasPrefix("./") { file = file.dropFirst(2) }
            named.append(String(file))
        }
        return named
    }

    /// Whether `text` occurs anywhere in the module, comments included.
    private func mentions(_ text: String) -> Bool {
        let word = Array(text.utf8)
        return bytes.count >= word.count && (0...bytes.count - word.count).contains { bytes[$0..<$0 + word.count].elementsEqual(word) }
    }

    /// The module read as a configuration: one platform for each literal `transformGroup` and
    /// each list of literal `transforms` it writes, positioned in the module (registered in
    /// `sources` so diagnostics can point there). `nil` when it writes neither.
    func configuration(registeringIn sources: SourceRegistry) -> JSONObject? {
        let file = sources.register(SourceFile(path: path, bytes: bytes))
        func at(_ offset: Int) -> SourcePosition { SourcePosition(file: file, offset: offset) }
        var platforms: [(String, JSONValue)] = []
        for (key, offset, _) in Self.keyOccurrences(in: bytes, names: ["transformGroup", "transforms"]) {
            let index = Self.skippingSpaces(bytes, from: offset)
            if key == "transformGroup" {
                guard let (text, _) = Self.stringLiteral(bytes, at: index) else { continue }
                platforms.append(("platform \(platforms.count + 1)", JSONValue(.object(JSONObject([(key, JSONValue(.string(text), at: at(index)))], at: at(offset))), at: at(offset))))
            } else {
                guard let (literals, _) = Self.stringArray(bytes, at: index), !literals.isEmpty else { continue }
                let items = literals.map { JSONValue(.string($0.text), at: at($0.offset)) }
                platforms.append(("platform \(platforms.count + 1)", JSONValue(.object(JSONObject([(key, JSONValue(.array(items), at: at(offset)))], at: at(offset))), at: at(offset))))
            }
        }
        guard !platforms.isEmpty else { return nil }
        return JSONObject([("platforms", JSONValue(.object(JSONObject(platforms, at: at(0))), at: at(0)))], at: at(0))
    }

    /// The builds the module runs, in its order: each object that writes a `source` list, with its
    /// `include` list (`new StyleDictionary({ include: […], source: […] })`, in either order), as literal
    /// globs, and the text between the previous build's object and the next one's, which says what the
    /// build is for (`destination: '_dark.css'`). `nil` when a list is computed (a variable, a spread, a
    /// template with `${…}`): which files such a build reads is known only by running it.
    /// - Parameter placeholdersMatchAnything: Read a template's `${…}` as `*`, or `**` for a whole path segment
    ///   (`` `tokens/${brand}/*.json` `` as `tokens/**/*.json`), which matches every file the build could read and more: enough to tell which
    ///   files no build reads, never which build reads which.
    func builds(placeholdersMatchAnything: Bool = false) -> [StyleDictionaryBuild]? {
        var builds: [(object: Int, include: [String], source: [String]?, end: Int)] = []
        // A platform's own `source` is no build's: Style Dictionary reads the lists of a configuration's top.
        for (key, offset, object) in Self.keyOccurrences(in: bytes, names: ["include", "source"], outside: "platforms") {
            guard
                let (literals, end) = Self.stringArray(
                    bytes, at: Self.skippingSpaces(bytes, from: offset), placeholdersMatchAnything: placeholdersMatchAnything)
            else { return nil }
            let globs = literals.map(\.text)
            if builds.last?.object != object { builds.append((object, [], nil, end)) }
            if key == "include" { builds[builds.count - 1].include += globs } else { builds[builds.count - 1].source = (builds[builds.count - 1].source ?? []) + globs }
            builds[builds.count - 1].end = max(builds[builds.count - 1].end, end)
        }
        builds.removeAll { $0.source == nil }
        return builds.indices.map { index in
            let start = index == 0 ? 0 : builds[index - 1].end
            let end = index + 1 < builds.count ? builds[index + 1].object : bytes.count
            return StyleDictionaryBuild(
                origin: path, globs: builds[index].include + (builds[index].source ?? []),
                text: String(decoding: bytes[start..<max(start, end)], as: UTF8.self))
        }
    }

    /// The modes the module's builds name as a literal `mode` option (`options: { mode: 'noir' }`), which
    /// a format of the project's reads as the member `noirValue` beside each token's value.
    func modeOptions() -> Set<String> {
        var modes: Set<String> = []
        for (_, offset, _) in Self.keyOccurrences(in: bytes, names: ["mode"]) {
            guard let (text, _) = Self.stringLiteral(bytes, at: Self.skippingSpaces(bytes, from: offset)),
                !text.isEmpty, text.count <= 32, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            else { continue }
            modes.insert(ModeWords.foldedName(text))
        }
        return modes
    }

    // MARK: Reading literal text

    /// A list of literal strings (`['tokens/*.json', "brands/acme/**"]`) at `index`, each with its
    /// offset, and the offset after `]`; `nil` when something else is there or an item is computed.
    private static func stringArray(
        _ bytes: [UInt8], at index: Int, placeholdersMatchAnything: Bool = false
    ) -> ([(text: String, offset: Int)], Int)? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        var index = index + 1
        var items: [(text: String, offset: Int)] = []
        while true {
            // A comment between the globs (`// dark theme tokens`) is no item of the list.
            index = skippingSpacesAndComments(bytes, from: index)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "]") { return (items, index + 1) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            // A spread, a call or a variable: the list is computed, so nothing is read from it.
            guard let (text, end) = stringLiteral(bytes, at: index, placeholdersMatchAnything: placeholdersMatchAnything) else { return nil }
            items.append((text, index))
            index = end
        }
    }

    private static let quotes: Set<UInt8> = [UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`")]
    private static let spaces: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]

    /// Each place a property `name` (bare or quoted) is followed by `:`, with the offset after the colon.
    /// Comments are not code (`// instead of transformGroup: "ios-swift-separate"` configures nothing),
    /// and neither is the text of a string that is no key (a URL's `//`, a message naming a key).
    /// Each with the offset of the brace that opens the object it is in (`-1` at the top).
    /// - Parameter outside: A property whose object's contents are left out (`platforms`: a platform's keys).
    private static func keyOccurrences(in bytes: [UInt8], names: [String], outside: String? = nil) -> [(String, Int, Int)] {
        var result: [(String, Int, Int)] = []
        let encoded = (names + (outside.map { [$0] } ?? [])).map { ($0, Array($0.utf8)) }
        let slash = UInt8(ascii: "/")
        // For each open brace, its offset and whether it opens the `outside` property's object; and whether
        // the next one does.
        var opened: [(offset: Int, outside: Bool)] = []
        var opensOutside = false
        func record(_ name: String, _ end: Int) {
            if name == outside {
                let next = skippingSpaces(bytes, from: end)
                opensOutside = next < bytes.count && bytes[next] == UInt8(ascii: "{")
            } else if !opened.contains(where: \.outside) {
                result.append((name, end, opened.last?.offset ?? -1))
            }
        }
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "{") {
                opened.append((index, opensOutside))
                opensOutside = false
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                _ = opened.popLast()
                index += 1
                continue
            }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if bytes[index] == slash, next == slash {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if bytes[index] == slash, next == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == slash) { index += 1 }
                index += 2
                continue
            }
            if quotes.contains(bytes[index]) {
                // A quoted key (`"transforms": […]`) is read at its first letter; any other string is skipped whole.
                if let (name, end) = key(at: index + 1, in: bytes, names: encoded, quotedBy: bytes[index]) {
                    record(name, end)
                    index = end
                } else {
                    index = endOfString(bytes, at: index)
                }
                continue
            }
            if index == 0 || !isWordByte(bytes[index - 1]), let (name, end) = key(at: index, in: bytes, names: encoded) {
                record(name, end)
                index = end
                continue
            }
            index += 1
        }
        return result
    }

    /// The property among `names` whose name begins at `index` (a whole word, closed by `quote` when it
    /// is quoted, then `:`), with the offset after the colon.
    private static func key(at index: Int, in bytes: [UInt8], names: [(String, [UInt8])], quotedBy quote: UInt8? = nil) -> (String, Int)? {
        for (name, word) in names where index + word.count <= bytes.count && bytes[index..<index + word.count].elementsEqual(word) {
            // A whole word: not `myTransforms` nor `transformsList`.
            var end = index + word.count
            if let quote {
                guard end < bytes.count, bytes[end] == quote else { continue }
                end += 1
            }
            guard end < bytes.count, !isWordByte(bytes[end]) else { continue }
            end = skippingSpaces(bytes, from: end)
            guard end < bytes.count, bytes[end] == UInt8(ascii: ":") else { continue }
            return (name, end + 1)
        }
        return nil
    }

    /// The offset after the string whose opening quote is at `index` (escapes honored; a quote or
    /// apostrophe string ends at its line's end, as JavaScript's do).
    private static func endOfString(_ bytes: [UInt8], at index: Int) -> Int {
        let quote = bytes[index]
        var end = index + 1
        while end < bytes.count, bytes[end] != quote {
            if bytes[end] == UInt8(ascii: "\\") { end += 1 }
            else if bytes[end] == UInt8(ascii: "\n"), quote != UInt8(ascii: "`") { return end }
            end += 1
        }
        return end + 1
    }

    /// A quoted string without interpolation (`${…}`) at `index`, and the offset after its closing quote.
    /// - Parameter placeholdersMatchAnything: A template's `${…}` is read as `*`; else such a string is no literal.
    private static func stringLiteral(_ bytes: [UInt8], at index: Int, placeholdersMatchAnything: Bool = false) -> (String, Int)? {
        guard index < bytes.count, quotes.contains(bytes[index]) else { return nil }
        let quote = bytes[index]
        var text: [UInt8] = []
        var end = index + 1
        while end < bytes.count, bytes[end] != quote {
            if bytes[end] == UInt8(ascii: "\\") || bytes[end] == UInt8(ascii: "\n") { return nil }
            if bytes[end] == UInt8(ascii: "$"), quote == UInt8(ascii: "`") {
                // `${name}` only: an expression with braces or quotes of its own is not followed.
                guard placeholdersMatchAnything, end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "{"),
                    let close = bytes[(end + 2)...].prefix(64).firstIndex(of: UInt8(ascii: "}")),
                    !bytes[(end + 2)..<close].contains(where: { $0 == UInt8(ascii: "{") || quotes.contains($0) || $0 == UInt8(ascii: "\n") })
                else { return nil }
                // A whole segment may hold several (`${root}` = `src/tokens`): `**`; within one, `*`.
                let slash = UInt8(ascii: "/")
                let wholeSegment = (text.isEmpty || text.last == slash) && (close + 1 == bytes.count || [slash, quote].contains(bytes[close + 1]))
                while text.last == UInt8(ascii: "*") { text.removeLast() }
                text += wholeSegment ? Array("**".utf8) : [UInt8(ascii: "*")]
                end = close + 1
                continue
            }
            text.append(bytes[end])
            end += 1
        }
        guard end < bytes.count else { return nil }
        return (String(decoding: text, as: UTF8.self), end + 1)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    private static func skippingSpaces(_ bytes: [UInt8], from index: Int) -> Int {
        var index = index
        while index < bytes.count, spaces.contains(bytes[index]) { index += 1 }
        return index
    }

    /// The offset after spaces and JavaScript comments (`// …` to the line's end, `/* … */`) from `index`.
    private static func skippingSpacesAndComments(_ bytes: [UInt8], from index: Int) -> Int {
        var index = skippingSpaces(bytes, from: index)
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        while index + 1 < bytes.count, bytes[index] == slash, bytes[index + 1] == slash || bytes[index + 1] == star {
            if bytes[index + 1] == slash {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == star && bytes[index + 1] == slash) { index += 1 }
                index = min(index + 2, bytes.count)
            }
            index = skippingSpaces(bytes, from: index)
        }
        return index
    }

    private static func skippingSpaces(_ bytes: [UInt8], backFrom end: Int) -> Int {
        var end = end
        while end > 0, spaces.contains(bytes[end - 1]) { end -= 1 }
        return end
    }
}
