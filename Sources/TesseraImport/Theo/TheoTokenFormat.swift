import Foundation
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Reads the token files of Theo (Salesforce's `theo`, what the Lightning Design System and teams of
/// its time keep), as Theo reads them, by handing Style Dictionary's reader the props they define.
///
/// - A file has `props` (an object by name, or a list of objects with `name`), `aliases` (a name to a
///   value, or to an object with `value`), `global` (members every prop takes unless it has its own)
///   and `imports` (files, relative to this one, whose aliases and props this file takes in).
/// - `{!name}` anywhere in a string is replaced by the alias's value, as text: aliases are no tokens and
///   never reach the output. An alias's own value may use other aliases. The aliases a file sees are its
///   imports' (a later import over an earlier one) under its own.
/// - Each prop becomes a Style Dictionary token named by its name (`value`, `type`, `comment`), so its
///   type and value read as Style Dictionary reads them (`color`, `size`, `box-shadow`, `"0.5rem"`).
///   Theo's other members (`category`, `meta`, `cssProperties`, …) describe the prop for style guides.
/// - An imported file's props are part of the importing file's, before its own: a prop defined again
///   by a file laid later is that file's, without a word. Each file is read once, whoever imports it.
///   Files that no file given imports together (a folder of several entry files) are builds of their
///   own: what a later one defines again is its, said once for each pair of files (TS0527).
/// - A number stays a number (Theo adds no unit), unless its type makes it one of another kind.
/// - `auraImports` and `auraExtends` concern the Aura platform's token bundles only, and are not read.
/// - An alias nothing defines, and aliases that use each other in a circle, are errors, as in Theo.
struct TheoTokenFormat {
    let loader: DocumentLoader
    var diagnostics: DiagnosticEngine { loader.diagnostics }

    /// How deep imports and aliases using aliases may nest: far past any real file, short of the stack.
    static let maxDepth = 256
    /// The longest value aliases may make: far past any real token's text.
    static let maxValueLength = 65_536

    /// `auraImports` and `auraExtends` are read by Theo's `aura.tokens` format alone: Salesforce's Aura platform.
    private static let members: Set<String> = ["props", "aliases", "global", "imports", "auraImports", "auraExtends"]

    /// Whether `root` is a Theo file: it has only Theo's top-level members, and either a list of named
    /// props (which no other format writes), `props` beside `global`, `aliases` or `imports`, or a list
    /// of `imports` alone. A lone `props` object or `aliases` object is also a Style Dictionary group of
    /// that name, so it does not decide.
    static func isDocument(_ root: JSONObject) -> Bool {
        guard !root.isEmpty, root.members.allSatisfy({ members.contains($0.key) }) else { return false }
        if let props = root["props"] {
            if let list = props.arrayValue { return list.allSatisfy { $0.objectValue?["name"]?.stringValue != nil } }
            return props.objectValue != nil && root.count > 1
        }
        guard let imports = root["imports"]?.arrayValue else { return false }
        return imports.allSatisfy { $0.stringValue != nil }
    }

    /// One Theo file read: its aliases as written, its imports, its `global` and its props in order.
    private struct File {
        var path: String
        var aliases: [(name: String, value: JSONValue)] = []
        var imports: [String] = []
        var global: JSONObject = JSONObject()
        var props: [(name: String, prop: JSONObject, position: SourcePosition)] = []
    }

    /// The Theo files (the ones given, then what they import that was not given) as one Style Dictionary
    /// file of their props, each file's after those of the files it imports, each prop once: its last
    /// definition. One file, so that no reading of file names (a mode in `dark.yml`, the modes of a folder)
    /// lays Theo's files otherwise than their imports do. `nil` when no file holds a prop.
    func styleDictionaryDocument(_ documents: [(path: String, value: JSONValue)]) -> (path: String, value: JSONValue)? {
        var reader = Reader(format: self)
        for document in documents { reader.given[Paths.normalize(document.path)] = document }
        for document in documents { reader.visit(Paths.normalize(document.path), from: nil) }
        let replaced = reader.replacedDefinitions()
        var tokens: [JSONObject.Member] = []
        for path in reader.order {
            guard let file = reader.files[path] else { continue }
            for (index, (name, prop, position)) in file.props.enumerated() where !replaced.contains(PropDefinition(file: path, index: index)) {
                guard let token = reader.token(prop, in: file) else { continue }
                tokens.append(JSONObject.Member(key: Self.tokenName(name), keyPosition: position, value: token))
            }
        }
        guard let first = documents.first, !tokens.isEmpty else { return nil }
        return (first.path, JSONValue(.object(JSONObject(tokens)), at: first.value.position))
    }

    /// The name a prop's token takes: the prop's name as Theo's formats write it. Each of them but the raw
    /// JSON ones writes the name through lodash's casing (`kebabCase` for Sass, CSS and Less, `camelCase` for
    /// iOS and JavaScript, `snakeCase` for Android), which keeps its letters and digits and drops every
    /// other character as a break between words: `$color-brand` is written `$color-brand` in Sass and
    /// `colorBrand` for iOS, `color.brand` is `color-brand`. A name of letters, digits, `-`, `_` and spaces
    /// is kept as written (its Swift name takes its words); any other gives way to its words joined by `-`,
    /// so that a `$`, a `.` or a brace, which would be syntax to the reader the props are handed to, stays
    /// out of the token's name.
    static func tokenName(_ written: String) -> String {
        func isKept(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "-" || character == "_" || character == " "
        }
        guard !written.allSatisfy(isKept) else { return written }
        let words = written.split(whereSeparator: { !isKept($0) }).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "-_ ")) }
        let name = words.filter { !$0.isEmpty }.joined(separator: "-")
        return name.isEmpty ? written : name
    }

    /// One prop as one file defines it: the file's path and the prop's place in it.
    private struct PropDefinition: Hashable {
        var file: String
        var index: Int
    }

    /// The walk over files and imports, and the aliases each file sees.
    private struct Reader {
        let format: TheoTokenFormat
        var diagnostics: DiagnosticEngine { format.diagnostics }
        var given: [String: (path: String, value: JSONValue)] = [:]
        var files: [String: File] = [:]
        /// Files in the order their props are laid: every file after the files it imports.
        var order: [String] = []
        private var visiting: Set<String> = []
        /// Each file's aliases with their values resolved, built once.
        private var resolvedAliases: [String: [String: JSONValue]] = [:]
        /// Each file's own aliases whose values failed (a circle, an alias to nothing), said where they are written.
        private var failedAliases: [String: Set<String>] = [:]

        init(format: TheoTokenFormat) { self.format = format }

        /// Reads the file at `path` and, first, what it imports; each file once.
        mutating func visit(_ path: String, from position: SourcePosition?) {
            guard files[path] == nil else { return }
            guard visiting.count < TheoTokenFormat.maxDepth else {
                diagnostics.emit(
                    .error, .referenceTooDeep, "imports nest more than \(TheoTokenFormat.maxDepth) files deep; \(path) is not read", at: position,
                    fixIt: "import the shared files from fewer levels")
                return
            }
            guard !visiting.contains(path) else {
                // Theo would follow the circle without end; each file is read once here, and the circle is an error.
                diagnostics.emit(
                    .error, .referenceCycle, "imports go round in a circle: \(path) imports a file that imports it", at: position,
                    fixIt: "remove one of the imports that close the circle")
                return
            }
            let value: JSONValue
            if let document = given[path] {
                value = document.value
            } else if let loaded = format.loader.load(path, referencedFrom: position) {
                value = loaded
            } else {
                return
            }
            guard let root = value.objectValue else {
                diagnostics.emit(
                    .error, .rootNotObject, "a Theo token file must contain an object at the top, not \(value.kindDescription)", at: value.position)
                return
            }
            visiting.insert(path)
            let file = read(root, path: given[path]?.path ?? path)
            for (imported, at) in zip(file.imports, importPositions(root)) {
                visit(Paths.join(Paths.directory(of: path), imported), from: at)
            }
            visiting.remove(path)
            files[path] = file
            order.append(path)
        }

        /// The definitions a later one replaces: every one but the last of each prop. As Theo merges a file's
        /// imports, without a word when one file given imports both (a theme's file over the base it
        /// imports); files no given file imports together are builds of their own, read as one set here, so
        /// what a later one defines again is said once for each pair of files (TS0527).
        func replacedDefinitions() -> Set<PropDefinition> {
            var definitions: [String: [PropDefinition]] = [:]
            for path in order {
                for (index, prop) in (files[path]?.props ?? []).enumerated() {
                    definitions[prop.name, default: []].append(PropDefinition(file: path, index: index))
                }
            }
            let repeated = definitions.filter { $0.value.count > 1 }
            guard !repeated.isEmpty else { return [] }
            let imported = Set(files.values.flatMap { file in file.imports.map { Paths.join(Paths.directory(of: Paths.normalize(file.path)), $0) } })
            // For each file, the entry files whose imports reach it.
            var entries: [String: Set<Int>] = [:]
            for (number, entry) in order.filter({ !imported.contains($0) }).enumerated() {
                for file in closure(of: entry) { entries[file, default: []].insert(number) }
            }
            var replaced: Set<PropDefinition> = []
            var redefined: [Pair: [String]] = [:]
            for (name, list) in repeated {
                let last = list[list.count - 1]
                for earlier in list.dropLast() {
                    replaced.insert(earlier)
                    if earlier.file != last.file, (entries[earlier.file] ?? []).isDisjoint(with: entries[last.file] ?? []) {
                        redefined[Pair(earlier: earlier.file, later: last.file), default: []].append(name)
                    }
                }
            }
            for (pair, names) in redefined.sorted(by: { ($0.key.later, $0.key.earlier) < ($1.key.later, $1.key.earlier) }) {
                guard let later = files[pair.later], let earlier = files[pair.earlier],
                    let at = later.props.first(where: { names.contains($0.name) })?.position
                else { continue }
                let sorted = names.sorted()
                let listed = sorted.prefix(3).joined(separator: ", ") + (sorted.count > 3 ? ", …" : "")
                diagnostics.emit(
                    .warning, .filesRedefineTokens,
                    "\(later.path) redefines \(names.count) \(names.count == 1 ? "prop" : "props") of \(earlier.path) (\(listed)); no file given imports both, so they are entry files of builds of their own, read as one set: the later file's values replace the earlier ones",
                    at: at, fixIt: "build one entry file (tessera build \(earlier.path)), or import one of the files from the other")
            }
            return replaced
        }

        private struct Pair: Hashable {
            var earlier: String
            var later: String
        }

        /// `path` and every file it imports, directly or through others.
        private func closure(of path: String) -> Set<String> {
            var seen: Set<String> = [path]
            var pending = [path]
            while let next = pending.popLast() {
                for imported in files[next]?.imports ?? [] {
                    let target = Paths.join(Paths.directory(of: next), imported)
                    if seen.insert(target).inserted { pending.append(target) }
                }
            }
            return seen
        }

        private func importPositions(_ root: JSONObject) -> [SourcePosition] {
            (root["imports"]?.arrayValue ?? []).compactMap { $0.stringValue == nil ? nil : $0.position }
        }

        private func read(_ root: JSONObject, path: String) -> File {
            var file = File(path: path)
            if let imports = root["imports"] {
                if let list = imports.arrayValue {
                    for item in list {
                        guard let text = item.stringValue else {
                            diagnostics.emit(.error, .invalidGroup, "an import must name a file, not \(item.kindDescription)", at: item.position)
                            continue
                        }
                        file.imports.append(text)
                    }
                } else {
                    diagnostics.emit(.error, .invalidGroup, "imports must list files, not be \(imports.kindDescription)", at: imports.position)
                }
            }
            if let global = root["global"] {
                if let object = global.objectValue {
                    file.global = object
                } else {
                    diagnostics.emit(.error, .invalidGroup, "global must be an object of members every prop takes, not \(global.kindDescription)", at: global.position)
                }
            }
            if let aliases = root["aliases"] {
                if let object = aliases.objectValue {
                    for member in object.members {
                        let value = member.value.objectValue?["value"] ?? member.value
                        guard value.objectValue == nil, value.arrayValue == nil else {
                            diagnostics.emit(
                                .error, .invalidGroup, "the alias \(member.key) must have a text or number value, not \(value.kindDescription)",
                                at: value.position, fixIt: "write its value as text, or as {value: …}")
                            continue
                        }
                        file.aliases.append((member.key, value))
                    }
                } else {
                    diagnostics.emit(.error, .invalidGroup, "aliases must be an object of names, not \(aliases.kindDescription)", at: aliases.position)
                }
            }
            if let props = root["props"] {
                if let object = props.objectValue {
                    for member in object.members {
                        guard let prop = member.value.objectValue else {
                            diagnostics.emit(
                                .error, .invalidGroup, "the prop \(member.key) must be an object with a value, not \(member.value.kindDescription)",
                                at: member.value.position, tokenPath: member.key, fixIt: "write {value: …}")
                            continue
                        }
                        file.props.append((member.key, prop, member.keyPosition))
                    }
                } else if let list = props.arrayValue {
                    for item in list {
                        guard let prop = item.objectValue, let written = prop["name"], let name = written.stringValue else {
                            diagnostics.emit(
                                .error, .invalidGroup, "each prop in a list must be an object with a name", at: item.position,
                                fixIt: "write {name: …, value: …}")
                            continue
                        }
                        file.props.append((name, JSONObject(prop.members.filter { $0.key != "name" }), written.position))
                    }
                } else {
                    diagnostics.emit(.error, .invalidGroup, "props must be an object or a list, not \(props.kindDescription)", at: props.position)
                }
            }
            return file
        }

        /// The Style Dictionary token of a prop: its value with aliases replaced, its type and comment
        /// (its own, else `global`'s); `nil` after an error.
        mutating func token(_ prop: JSONObject, in file: File) -> JSONValue? {
            let position = prop.members.first?.keyPosition ?? .unknown
            guard let written = prop["value"] else {
                diagnostics.emit(.error, .invalidGroup, "this prop has no value", at: position, fixIt: "add value: …")
                return nil
            }
            let aliases = aliases(of: file.path)
            let failedHere = failedAliases[Paths.normalize(file.path)] ?? []
            var failed = false
            let value = replacingAliases(in: written, lookup: { name in
                if let value = aliases[name] { return .value(value) }
                return failedHere.contains(name) ? .failed : .unknown
            }, failed: &failed)
            guard !failed else { return nil }
            var members: [(String, JSONValue)] = [("value", value)]
            if let type = prop["type"] ?? file.global["type"] {
                // Theo writes a number as it is on every platform: a `size` of 3 (or '3') is 3, never 3px.
                let bareNumber = value.numberValue != nil || value.stringValue.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } != nil
                // A label Style Dictionary's reader reads as a number or a weight keeps the number as it is.
                let keepsNumbers = type.stringValue.flatMap(StyleDictionaryImporter.dtcgType(named:)).map { $0 == .number || $0 == .fontWeight } == true
                members.append(("type", bareNumber && !keepsNumbers ? JSONValue(.string("number"), at: type.position) : type))
            }
            if let comment = prop["comment"] ?? file.global["comment"] { members.append(("comment", comment)) }
            return JSONValue(.object(JSONObject(members, at: position)), at: written.position)
        }

        /// The aliases `path` sees, values resolved: its imports' (later over earlier), then its own.
        private mutating func aliases(of path: String) -> [String: JSONValue] {
            let key = Paths.normalize(path)
            if let known = resolvedAliases[key] { return known }
            resolvedAliases[key] = [:]  // An import circle sees no aliases of the file being built.
            guard let file = files[key] else { return [:] }
            var seen: [String: JSONValue] = [:]
            var inheritedFailures: Set<String> = []
            for imported in file.imports {
                let target = Paths.join(Paths.directory(of: key), imported)
                let found = aliases(of: target)
                inheritedFailures.subtract(found.keys)
                inheritedFailures.formUnion(failedAliases[target] ?? [])
                seen.merge(found, uniquingKeysWith: { _, later in later })
            }
            // Own aliases may use each other and the imported ones, in any order.
            let own = Dictionary(file.aliases.map { ($0.name, $0.value) }, uniquingKeysWith: { _, later in later })
            var resolving: [String] = []
            var resolved: [String: Lookup] = [:]
            var saidTooDeep = false
            func resolve(_ name: String) -> Lookup {
                if let done = resolved[name] { return done }
                guard let written = own[name] else {
                    if let found = seen[name] { return .value(found) }
                    return inheritedFailures.contains(name) ? .failed : .unknown
                }
                guard resolving.count < TheoTokenFormat.maxDepth else {
                    // Said once for the file: the rest of a long chain fails the same way.
                    if !saidTooDeep {
                        diagnostics.emit(
                            .error, .referenceTooDeep, "aliases use one another more than \(TheoTokenFormat.maxDepth) deep, from \(resolving[0]) to \(name)",
                            at: written.position, fixIt: "give one of them a value of its own")
                    }
                    saidTooDeep = true
                    return .failed
                }
                if resolving.contains(name) {
                    diagnostics.emit(
                        .error, .referenceCycle,
                        "the aliases \((resolving.drop { $0 != name } + [name]).joined(separator: " → ")) use each other in a circle",
                        at: written.position, fixIt: "give one of them a value of its own")
                    return .failed
                }
                resolving.append(name)
                defer { resolving.removeLast() }
                var failed = false
                let value = Self.replacing(in: written, lookup: resolve, diagnostics: diagnostics, failed: &failed)
                let result: Lookup = failed ? .failed : .value(value)
                resolved[name] = result
                return result
            }
            for (name, _) in file.aliases { _ = resolve(name) }
            for (name, lookup) in resolved {
                // An alias whose value failed hides the imported one of its name: a prop using it is left out, already said.
                switch lookup {
                case .value(let value): seen[name] = value
                case .failed, .unknown: seen[name] = nil
                }
            }
            failedAliases[key] = inheritedFailures.subtracting(own.keys)
                .union(resolved.compactMap { if case .failed = $0.value { $0.key } else { nil } })
            resolvedAliases[key] = seen
            return seen
        }

        /// What a name finds among the aliases: a value, nothing, or an alias already said to be broken.
        private enum Lookup {
            case value(JSONValue)
            case unknown
            case failed
        }

        private func replacingAliases(in value: JSONValue, lookup: (String) -> Lookup, failed: inout Bool) -> JSONValue {
            switch value.kind {
            case .array(let items):
                return JSONValue(.array(items.map { replacingAliases(in: $0, lookup: lookup, failed: &failed) }), at: value.position)
            case .object(let object):
                return JSONValue(
                    .object(JSONObject(object.members.map {
                        JSONObject.Member(key: $0.key, keyPosition: $0.keyPosition, value: replacingAliases(in: $0.value, lookup: lookup, failed: &failed))
                    })), at: value.position)
            default:
                return Self.replacing(in: value, lookup: lookup, diagnostics: diagnostics, failed: &failed)
            }
        }

        /// `value` with each `{!name}` in its text replaced by `lookup(name)`: the alias's own value when
        /// it is the whole text, else its text. An alias `lookup` does not know is an error.
        private static func replacing(
            in value: JSONValue, lookup: (String) -> Lookup, diagnostics: DiagnosticEngine, failed: inout Bool
        ) -> JSONValue {
            guard let text = value.stringValue, text.contains("{!") else { return value }
            var result = ""
            var rest = Substring(text)
            var only: JSONValue?
            // Said where the value is written; the value is then kept as written, marked failed.
            func fail(_ code: DiagnosticCode, _ message: String, fixIt: String) -> JSONValue {
                diagnostics.emit(.error, code, message, at: value.position, fixIt: fixIt)
                failed = true
                return value
            }
            while let open = rest.range(of: "{!") {
                guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
                let name = String(rest[open.upperBound..<close])
                let replacement: JSONValue
                switch lookup(name) {
                case .value(let found):
                    replacement = found
                case .failed:
                    failed = true
                    return value
                case .unknown:
                    return fail(
                        .unresolvedReference, "{!\(name.truncatedForMessage)} names no alias this file defines or imports",
                        fixIt: "define the alias \(name.truncatedForMessage) under aliases:, or import the file that does")
                }
                let wholeText = rest.startIndex == text.startIndex && open.lowerBound == text.startIndex && close == text.index(before: text.endIndex)
                if wholeText { only = replacement }
                result += rest[..<open.lowerBound]
                result += Self.text(of: replacement)
                rest = rest[rest.index(after: close)...]
                // Aliases that each use another twice double with every step: a value past any a token holds
                // is refused before it grows further.
                guard result.utf8.count <= TheoTokenFormat.maxValueLength else {
                    return fail(
                        .referenceTooDeep, "with its aliases replaced, this value grows past \(TheoTokenFormat.maxValueLength) characters",
                        fixIt: "give the aliases it uses shorter values")
                }
            }
            if let only { return JSONValue(only.kind, at: value.position) }
            return JSONValue(.string(result + rest), at: value.position)
        }

        private static func text(of value: JSONValue) -> String {
            switch value.kind {
            case .string(let text): text
            case .number(let number): formatNumber(number.value)
            case .bool(let flag): flag ? "true" : "false"
            default: ""
            }
        }
    }
}
