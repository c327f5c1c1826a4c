import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Reads the DTCG-like JSON that Figma variables exporters write: one file per
/// collection and mode, named `Collection.Mode.json`, each token carrying
/// `$extensions["com.figma"]` (scopes, `codeSyntax`, `hiddenFromPublishing`).
/// Files from Figma's own export (flat `com.figma.*` keys) are read by ``FigmaNativeExport``.
///
/// Files of one collection become a modifier (the modes its contexts, in file
/// name order; `Default`, `Light` or `Base` is the default when present, else
/// the first), a collection with one file a set. `number` tokens become
/// dimensions (px) or font weights when their scopes say so, as in
/// ``FigmaVariablesImporter``; everything else is already DTCG and passes through.
struct FigmaExportImporter {
    let diagnostics: DiagnosticEngine

    func importProject(_ files: [(path: String, tree: JSONObject)]) -> ImportedProject {
        // Figma's own export (flat `com.figma.*` keys) keeps variable ids and aliases across collections.
        let native = files.filter { FigmaNativeExport.isNativeFile($0.tree) }
        guard native.isEmpty else {
            var imported = FigmaNativeExport(diagnostics: diagnostics).importProject(native)
            let others = files.filter { !FigmaNativeExport.isNativeFile($0.tree) }
            if !others.isEmpty { imported.steps += importProject(others).steps }
            return imported
        }
        var order: [String] = []
        var modes: [String: [(mode: String, source: TokenSource)]] = [:]
        for (path, tree) in files {
            let (collection, mode) = collectionAndMode(path, at: tree.members.first?.keyPosition)
            if modes[collection] == nil { order.append(collection) }
            modes[collection, default: []].append((mode ?? collection, TokenSource(tree: translate(tree), origin: path)))
        }
        let steps = order.map { collection -> ResolutionStep in
            let entries = modes[collection] ?? []
            if entries.count == 1 { return .set(name: collection, sources: [entries[0].source]) }
            var contexts: [String: [TokenSource]] = [:]
            var names: [String] = []
            for entry in entries {
                if contexts[entry.mode] == nil { names.append(entry.mode) }
                contexts[entry.mode, default: []].append(entry.source)
            }
            return .modifier(
                Modifier(
                    name: collection, description: "Modes of the Figma collection \"\(collection)\"", contextNames: names,
                    defaultContext: FigmaScopes.defaultMode(names), contexts: contexts, position: nil))
        }
        return ImportedProject(name: nil, steps: steps)
    }

    /// `Tokens — Completed.Dark.json` → (`Tokens — Completed`, `Dark`).
    private func collectionAndMode(_ path: String, at position: SourcePosition?) -> (String, String?) {
        let name = Self.stem(of: path)
        guard let (collection, mode) = Self.collectionAndMode(stem: name) else {
            diagnostics.emit(
                .warning, .figmaExportFileName,
                "\(Paths.fileName(of: path)) is not named Collection.Mode.json as Figma's variables export names its files; read as the set \"\(name)\"",
                at: position, fixIt: "name it \(name).Mode.json")
            return (name, nil)
        }
        return (collection, mode)
    }

    /// A file's name without `.tokens.json` or `.json`.
    static func stem(of path: String) -> String {
        let name = Paths.fileName(of: path)
        for suffix in [".tokens.json", ".json"] where name.lowercased().hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// `Tokens — Completed.Dark` → (`Tokens — Completed`, `Dark`), split at the last dot; `nil` without one.
    static func collectionAndMode(stem: String) -> (collection: String, mode: String)? {
        guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex else { return nil }
        return (String(stem[..<dot]), String(stem[stem.index(after: dot)...]))
    }

    /// The tree with `number` and `string` tokens retyped by their scopes.
    private func translate(_ tree: JSONObject) -> JSONObject {
        var result = tree
        for (offset, member) in tree.members.enumerated() where !member.key.isReservedName {
            guard let child = member.value.objectValue else { continue }
            let translated = child.contains("$value") ? retyped(child) : translate(child)
            result.members[offset].value = JSONValue(.object(translated), at: member.value.position)
        }
        return result
    }

    private func retyped(_ token: JSONObject) -> JSONObject {
        guard let typeMember = token.member("$type"), let declared = typeMember.value.stringValue,
            let value = token["$value"]
        else { return token }
        let scopes = FigmaScopes.scopes(token["$extensions"]?.objectValue?["com.figma"]?.objectValue?["scopes"])
        let type: TokenType
        switch declared {
        case "number": type = FigmaScopes.numberType(scopes: scopes)
        case "string": type = FigmaScopes.textType(scopes: scopes)
        default: return token
        }
        guard type.rawValue != declared else { return token }
        // An alias takes its type from the token it names, which its own scopes may have typed otherwise.
        if let text = value.stringValue, AliasSyntax.looksLikeAlias(text) { return token.removing("$type") }
        var result = token
        for (offset, member) in token.members.enumerated() {
            if member.key == "$type" {
                result.members[offset].value = JSONValue(.string(type.rawValue), at: member.value.position)
            } else if member.key == "$value", let number = value.numberValue {
                result.members[offset].value = FigmaScopes.numberValue(number, type: type, at: value.position)
            }
        }
        return result
    }
}
