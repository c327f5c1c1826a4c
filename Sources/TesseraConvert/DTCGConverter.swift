import Foundation
import TesseraDiagnostics
import TesseraSyntax
public import TesseraTokens

/// Writes any project Tessera reads as strict DTCG 2025.10: one token file per
/// set and per modifier context, and a resolver document that ties them
/// together in the same resolution order.
///
/// It works from the resolved project, not from a format: every token is
/// written with an explicit `$type`; a whole-value alias stays an alias, and
/// aliases inside composite values stay aliases; every other value is written in
/// its canonical 2025.10 form (``TokenValue/canonicalJSON(at:)``), resolved
/// for the set or context it comes from, which is also how values that can only
/// be computed (an importer's math) are written. Descriptions, `$deprecated`,
/// `$extensions` and source order are kept. Converting the output again gives
/// the same files.
///
/// ```swift
/// if let project = TokenProject.load(paths: ["tokens/"], diagnostics: diagnostics),
///    let files = DTCGConverter(project: project, name: "tokens").convert() {
///     for file in files { /* write file.contents to file.path */ }
/// }
/// ```
public struct DTCGConverter {
    /// A file to write: its path relative to the output directory and its text.
    public struct OutputFile: Sendable, Equatable {
        public var path: String
        public var contents: String
    }

    let project: TokenProject
    private let name: String
    var diagnostics: DiagnosticEngine { project.diagnostics }

    /// - Parameter name: The resolver document's `name` and file name when the project has none.
    public init(project: TokenProject, name: String) {
        self.project = project
        self.name = project.name ?? name
    }

    /// One planned output: a set or a modifier context, the input that selects it, its step.
    struct Output {
        var path: String
        var sources: [TokenSource]
        var input: ResolverInput
        var stepIndex: Int
        /// For a context of the modifier read from legacy `$extensions.mode`: that context.
        var legacyContext: String?
        /// Where the set or modifier is declared (for a conflict between output paths).
        var position: SourcePosition?
    }

    /// Modifiers that are not steps: the one read from legacy `$extensions.mode`.
    var legacyModifiers: [Modifier] {
        let stepNames = Set(project.steps.compactMap { step -> String? in
            if case .modifier(let modifier) = step { return modifier.name }
            return nil
        })
        return project.modifiers.filter { !stepNames.contains($0.name) }
    }

    /// The files, or `nil` when the project has errors (they are in the project's diagnostics).
    public func convert() -> [OutputFile]? {
        guard let outputs = plan() else { return nil }
        var resolved: [ResolverInput: [String: ResolvedToken]] = [:]
        for output in outputs where resolved[output.input] == nil {
            resolved[output.input] = index(project.resolve(output.input))
        }
        // The other combinations of contexts must resolve too: an error in any of them
        // means the inputs have errors, and then nothing is written.
        if project.permutationCount <= ThemeMatrix.permutationLimit {
            for input in project.permutations() where resolved[input] == nil { _ = project.check(input) }
        }
        guard !diagnostics.hasErrors else { return nil }
        let (first, leftOut) = write(outputs, resolved: resolved, relocated: [:], reporting: true)
        guard !diagnostics.hasErrors, let differences = compareWithInput(first, leftOut: leftOut) else { return nil }
        let relocated = relocations(for: differences, outputs: outputs, resolved: resolved)
        guard !relocated.isEmpty else {
            report(differences)
            return first
        }
        let (files, _) = write(outputs, resolved: resolved, relocated: relocated, reporting: false)
        guard let remaining = compareWithInput(files, leftOut: leftOut) else { return nil }
        report(remaining)
        return files
    }

    /// The files for the planned outputs and the resolver document, with the ids of the tokens
    /// strict DTCG cannot hold, which are reported when `reporting` (TS0760).
    /// - Parameter relocated: Tokens written into the contexts of one modifier (its step index) instead of their own files.
    private func write(
        _ outputs: [Output], resolved: [ResolverInput: [String: ResolvedToken]], relocated: [String: Int], reporting: Bool
    ) -> (files: [OutputFile], leftOut: Set<String>) {
        var files: [OutputFile] = []
        var reportedNonStandard: Set<String> = []
        var reportedParts: Set<String> = []
        let definitions = relocated.isEmpty ? [] : TreeWriter.winningDefinitions(in: project.steps, selecting: ResolverInput(defaultInput()))
        for output in outputs {
            let trees = output.sources.map(\.tree)
            let tree = trees.count == 1 ? trees[0] : TokenMerger.merge(trees)
            let own = OwnValues(converter: self, output: output)
            var writer = TreeWriter(
                tokens: resolved[output.input] ?? [:], winner: own.token,
                legacyModeKey: legacyModifiers.isEmpty ? nil : "mode", relocated: Set(relocated.keys))
            var written: JSONObject
            if let context = output.legacyContext {
                written = writer.legacyContext(context, in: project.steps, selecting: ResolverInput(defaultInput()))
            } else {
                written = writer.group(tree, path: [])
            }
            for definition in definitions where relocated[definition.id] == output.stepIndex {
                guard let token = writer.relocatedToken(definition.object, id: definition.id) else { continue }
                written = TreeWriter.inserting(token, at: definition.path[...], into: written, position: definition.keyPosition)
            }
            for part in writer.partsLeftOut where reportedParts.insert(part.id + " " + part.part).inserted && reporting {
                diagnostics.emit(
                    .warning, .convertNonStandardType,
                    "token \(part.id) has \(part.part), which a strict DTCG 2025.10 typography does not have, so it is written without it",
                    at: part.position, tokenPath: part.id, fixIt: "keep the text case or decoration in the app's text styles, or in $extensions")
            }
            for name in writer.unwritableNames where reportedParts.insert(name.id).inserted && reporting {
                let renamed = String(name.name.map { $0 == "." || $0 == "{" || $0 == "}" ? "-" : $0 })
                diagnostics.emit(
                    .error, .convertNameNotWritable,
                    "name \"\(name.name)\" contains '.', '{' or '}', which strict DTCG 2025.10 names cannot hold; nothing is written",
                    at: name.position, tokenPath: name.id, fixIt: "rename it, for example to \"\(renamed)\", and the references to it")
            }
            for token in writer.leftOut where reportedNonStandard.insert(token.id).inserted && reporting {
                diagnostics.emit(
                    .warning, .convertNonStandardType,
                    "token \(token.id) has \(token.reason), which strict DTCG 2025.10 files cannot hold, so it is not written",
                    at: token.position, tokenPath: token.id, fixIt: "keep such values outside the token files, or give them a DTCG type and unit")
            }
            files.append(OutputFile(path: output.path, contents: JSONWriter().write(JSONValue(.object(written), at: .unknown)) + "\n"))
        }
        files.append(OutputFile(path: resolverFileName, contents: JSONWriter().write(resolverDocument(outputs)) + "\n"))
        return (files, reportedNonStandard)
    }

    // MARK: Planning

    var resolverFileName: String { FileNames.safe(name) + ".resolver.json" }

    /// The step as it is written: a modifier with a single context chooses nothing, and strict
    /// DTCG requires two or more (TS0508), so it becomes a set of the same name in its place.
    /// Tokens Studio theme groups with one theme (designsystemet's `Theme` and `Semantic`) are such.
    static func written(_ step: ResolutionStep) -> ResolutionStep {
        guard case .modifier(let modifier) = step, modifier.contextNames.count == 1 else { return step }
        return .set(name: modifier.name, sources: modifier.contexts[modifier.contextNames[0]] ?? [])
    }

    func defaultInput() -> [(modifier: String, context: String)] {
        project.modifiers.map { ($0.name, $0.defaultContext ?? $0.contextNames.first ?? "") }
    }

    private func plan() -> [Output]? {
        var outputs: [Output] = []
        let base = defaultInput()
        for (index, step) in project.steps.enumerated() {
            switch Self.written(step) {
            case .set(let setName, let sources):
                outputs.append(
                    Output(
                        path: "sets/\(FileNames.safe(setName)).tokens.json", sources: sources, input: ResolverInput(base), stepIndex: index,
                        legacyContext: nil, position: sources.lazy.compactMap { $0.tree.members.first?.value.position }.first))
            case .modifier(let modifier):
                for context in modifier.contextNames {
                    let input = base.map { $0.modifier == modifier.name ? ($0.modifier, context) : $0 }
                    outputs.append(
                        Output(
                            path: "modifiers/\(FileNames.safe(modifier.name))/\(FileNames.safe(context)).tokens.json",
                            sources: modifier.contexts[context] ?? [], input: ResolverInput(input), stepIndex: index,
                            legacyContext: nil, position: modifier.position))
                }
            }
        }
        for modifier in legacyModifiers {
            for context in modifier.contextNames {
                let input = base.map { $0.modifier == modifier.name ? ($0.modifier, context) : $0 }
                outputs.append(
                    Output(
                        path: "modifiers/\(FileNames.safe(modifier.name))/\(FileNames.safe(context)).tokens.json", sources: [],
                        input: ResolverInput(input), stepIndex: project.steps.count, legacyContext: context,
                        position: modifier.position))
            }
        }
        var seen: [String: Int] = [:]
        for (offset, output) in outputs.enumerated() {
            if let earlier = seen[output.path.lowercased()] {
                diagnostics.emit(
                    .error, .convertOutputConflict,
                    "two parts of the project would both be written to \(output.path) (\(outputs[earlier].path) differs only in case or in characters a file name cannot hold); nothing is written",
                    at: output.position ?? outputs[earlier].position, notes: [("the other part", outputs[earlier].position, nil)],
                    fixIt: "rename one of the sets, modifiers or contexts")
                return nil
            }
            seen[output.path.lowercased()] = offset
        }
        return outputs
    }

    func index(_ set: ResolvedTokenSet) -> [String: ResolvedToken] {
        Dictionary(set.tokens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Tokens as one output's own sources define them, for those a later set or context
    /// overrides in the output's permutation: resolved once, with the later steps left out.
    private final class OwnValues {
        let converter: DTCGConverter
        let output: Output
        private lazy var tokens: [String: ResolvedToken] = {
            let project = converter.project
            let truncated = TokenProject(
                name: nil, steps: Array(project.steps.prefix(output.stepIndex + 1)), unusedSets: [], options: project.options,
                diagnostics: DiagnosticEngine())
            let input = output.input.selections.filter { selection in truncated.modifiers.contains { $0.name == selection.modifier } }
            return converter.index(truncated.resolve(ResolverInput(input.map { ($0.modifier, $0.context) })))
        }()

        init(converter: DTCGConverter, output: Output) {
            self.converter = converter
            self.output = output
        }

        func token(_ id: String) -> ResolvedToken? { tokens[id] }
    }

    // MARK: The resolver document

    /// A name as one JSON Pointer segment (RFC 6901: `~` → `~0`, `/` → `~1`).
    private static func pointerEscaped(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    private func resolverDocument(_ outputs: [Output]) -> JSONValue {
        var sets: [(String, JSONValue)] = []
        var modifiers: [(String, JSONValue)] = []
        var order: [JSONValue] = []
        for (index, step) in project.steps.enumerated() {
            let files = outputs.filter { $0.stepIndex == index }
            switch Self.written(step) {
            case .set(let setName, _):
                sets.append((setName, .object([("sources", .array(files.map { .object([("$ref", .string($0.path))]) }))])))
                order.append(.object([("$ref", .string("#/sets/" + Self.pointerEscaped(setName)))]))
            case .modifier(let modifier):
                var members: [(String, JSONValue)] = []
                if let description = modifier.description { members.append(("description", .string(description))) }
                let contexts = zip(modifier.contextNames, files).map { ($0.0, JSONValue.array([.object([("$ref", .string($0.1.path))])])) }
                members.append(("contexts", .object(contexts)))
                if let fallback = modifier.defaultContext { members.append(("default", .string(fallback))) }
                modifiers.append((modifier.name, .object(members)))
                order.append(.object([("$ref", .string("#/modifiers/" + Self.pointerEscaped(modifier.name)))]))
            }
        }
        for modifier in legacyModifiers {
            let files = outputs.filter { $0.legacyContext != nil && $0.input[modifier.name] != nil && $0.stepIndex == project.steps.count }
            let contexts = zip(modifier.contextNames, files).map { ($0.0, JSONValue.array([.object([("$ref", .string($0.1.path))])])) }
            var members: [(String, JSONValue)] = [
                ("description", .string("Read from $extensions.mode; context \"\(project.legacyBase)\" keeps each token's own $value")),
                ("contexts", .object(contexts)),
            ]
            if let fallback = modifier.defaultContext { members.append(("default", .string(fallback))) }
            modifiers.append((modifier.name, .object(members)))
            order.append(.object([("$ref", .string("#/modifiers/" + Self.pointerEscaped(modifier.name)))]))
        }
        var document: [(String, JSONValue)] = [
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("name", .string(name)), ("version", .string("2025.10")),
        ]
        if !sets.isEmpty { document.append(("sets", .object(sets))) }
        if !modifiers.isEmpty { document.append(("modifiers", .object(modifiers))) }
        document.append(("resolutionOrder", .array(order)))
        return .object(document)
    }
}

/// Builds one output file's tree from a source tree and the resolved tokens.
private struct TreeWriter {
    let tokens: [String: ResolvedToken]
    /// The token's value from this output's own sources, when the permutation's winner is another source's.
    let winner: (String) -> ResolvedToken?
    /// `"mode"` when the project reads legacy `$extensions.mode`, which the converted files
    /// express as a modifier instead; the member is dropped from `$extensions`.
    let legacyModeKey: String?
    /// Tokens written into a modifier's contexts instead of their own files (see `DTCGConverter.relocations`).
    var relocated: Set<String> = []
    /// Tokens not written because strict DTCG cannot hold their type or value, and why.
    var leftOut: [(id: String, reason: String, position: SourcePosition)] = []
    /// Parts of written tokens that strict DTCG cannot hold (a typography's `textCase`), and what they were.
    var partsLeftOut: [(id: String, part: String, position: SourcePosition)] = []
    /// Names strict DTCG cannot hold (`a.b`, `{x}`), which lax reading accepts with a warning.
    var unwritableNames: [(id: String, name: String, position: SourcePosition)] = []

    /// Group members kept as written (the token types are written on every token instead of `$type`).
    private static let groupProperties: Set<String> = ["$description", "$extensions", "$extends"]

    mutating func group(_ object: JSONObject, path: [String]) -> JSONObject {
        var result = JSONObject()
        for member in object.members {
            if member.key.isReservedName, member.key != "$root" {
                if Self.groupProperties.contains(member.key) { result.members.append(member) }
                continue
            }
            guard let child = member.value.objectValue else { continue }
            let childPath = path + [member.key]
            if member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
                unwritableNames.append((childPath.joined(separator: "."), member.key, member.keyPosition))
                continue
            }
            let written: JSONObject?
            if TokenMerger.isToken(child) {
                written = token(child, id: childPath.joined(separator: "."), keyPosition: member.keyPosition, relocating: false)
            } else {
                let inner = group(child, path: childPath)
                written = inner.isEmpty && !child.isEmpty ? nil : inner
            }
            guard let written else { continue }
            result.members.append(
                JSONObject.Member(key: member.key, keyPosition: member.keyPosition, value: JSONValue(.object(written), at: member.value.position)))
        }
        return result
    }

    /// The tokens that have a value for one context of legacy `$extensions.mode`, with that value:
    /// those whose winning definition in the default permutation (sets, then the default
    /// context of each modifier, in resolution order) has one.
    /// A token as written in a source: its id, object, path and the position of its key.
    struct Definition {
        var id: String
        var object: JSONObject
        var path: [String]
        var keyPosition: SourcePosition
    }

    /// The definition of each token that wins in the permutation of `input` (sets, then the
    /// selected context of each modifier, in resolution order), in the order ids first appear.
    static func winningDefinitions(in steps: [ResolutionStep], selecting input: ResolverInput) -> [Definition] {
        // The last definition of each token id wins, as when the sources are merged.
        var winners: [String: Definition] = [:]
        var order: [String] = []
        func visit(_ object: JSONObject, path: [String]) {
            for member in object.members where !member.key.isReservedName || member.key == "$root" {
                guard let child = member.value.objectValue else { continue }
                let childPath = path + [member.key]
                if TokenMerger.isToken(child) {
                    let id = childPath.joined(separator: ".")
                    if winners[id] == nil { order.append(id) }
                    winners[id] = Definition(id: id, object: child, path: childPath, keyPosition: member.keyPosition)
                } else {
                    visit(child, path: childPath)
                }
            }
        }
        for step in steps {
            switch step {
            case .set(_, let sources):
                for source in sources { visit(source.tree, path: []) }
            case .modifier(let modifier):
                guard let selected = input[modifier.name] ?? modifier.defaultContext else { continue }
                for source in modifier.contexts[selected] ?? [] { visit(source.tree, path: []) }
            }
        }
        return order.compactMap { winners[$0] }
    }

    /// A relocated token as this output's permutation resolves it, or `nil` when it has no value there.
    mutating func relocatedToken(_ definition: JSONObject, id: String) -> JSONObject? {
        guard let resolved = tokens[id] else { return nil }
        return token(definition, id: id, keyPosition: resolved.position, relocating: true)
    }

    /// `object` with `token` placed at `path`, creating the groups on the way; a member already
    /// there is replaced.
    static func inserting(_ token: JSONObject, at path: ArraySlice<String>, into object: JSONObject, position: SourcePosition) -> JSONObject {
        guard let key = path.first else { return object }
        var result = object
        let existing = result.members.lastIndex { $0.key == key }
        let child: JSONObject
        if path.count == 1 {
            child = token
        } else {
            let group = existing.flatMap { result.members[$0].value.objectValue } ?? JSONObject()
            child = inserting(token, at: path.dropFirst(), into: group, position: position)
        }
        let member = JSONObject.Member(key: key, keyPosition: position, value: JSONValue(.object(child), at: position))
        if let existing { result.members[existing] = member } else { result.members.append(member) }
        return result
    }

    mutating func legacyContext(_ context: String, in steps: [ResolutionStep], selecting input: ResolverInput) -> JSONObject {
        let builder = TokenTreeBuilder()
        for winner in Self.winningDefinitions(in: steps, selecting: input) {
            let id = winner.id
            guard let key = legacyModeKey,
                let modeValue = winner.object["$extensions"]?.objectValue?[key]?.objectValue?[context]
            else { continue }
            var overridden = winner.object
            if let offset = overridden.members.lastIndex(where: { $0.key == "$value" }) {
                overridden.members[offset].value = modeValue
            }
            // The token's own position: this permutation resolved the mode's value for it.
            if let written = token(overridden, id: id, keyPosition: tokens[id]?.position ?? winner.keyPosition, relocating: false) {
                builder.insert(written, at: winner.path, position: winner.keyPosition)
            }
        }
        return builder.build()
    }

    private mutating func token(_ object: JSONObject, id: String, keyPosition: SourcePosition, relocating: Bool) -> JSONObject? {
        guard var resolved = tokens[id], relocating || !relocated.contains(id) else { return nil }
        if resolved.position != keyPosition, let own = winner(id) { resolved = own }
        guard resolved.type.isStandard else {
            leftOut.append((id, "type \(resolved.type.rawValue), which DTCG 2025.10 does not define", resolved.position))
            return nil
        }
        guard let strictValue = StrictValue.form(of: resolved.value) else {
            let reason = StrictValue.hasXYZOutOfRange(resolved.value)
                ? "an XYZ color component outside 0 to 1 (read with a warning outside strict mode)"
                : "a length in em, which DTCG 2025.10 dimensions do not have (px, rem)"
            leftOut.append((id, reason, resolved.position))
            return nil
        }
        if case .typography(let typography) = resolved.value {
            for (part, text) in [
                ("textCase", typography.textCase), ("textDecoration", typography.textDecoration), ("fontStyle", typography.fontStyle),
            ] {
                guard let text, text != "none", text != "normal" else { continue }
                partsLeftOut.append((id, "\(part) \"\(text.truncatedForMessage)\"", resolved.position))
            }
        }
        resolved.value = strictValue
        var members: [(String, JSONValue)] = [("$type", .string(resolved.type.rawValue))]
        let raw = object["$value"]
        let canonical = resolved.value.canonicalJSON()
        if raw == nil || raw?.objectValue?["$ref"] != nil, let target = resolved.aliasOf, aliasKeepsValue("{\(target)}", canonical) {
            members.append(("$value", .string("{\(target)}")))
        } else {
            members.append(("$value", keepingAliases(raw, in: canonical)))
        }
        if let description = resolved.description { members.append(("$description", .string(description))) }
        if resolved.isDeprecated { members.append(("$deprecated", resolved.deprecationMessage.map(JSONValue.string) ?? .bool(true))) }
        if var extensions = resolved.extensions?.objectValue {
            if let key = legacyModeKey { extensions = extensions.removing(key) }
            // What an importer noted for reading (the unit it added to a plain number, the text the tool
            // wrote): the converted value holds it already.
            for key in ValueParser.readingExtensions { extensions = extensions.removing(key) }
            if !extensions.isEmpty { members.append(("$extensions", JSONValue(.object(extensions), at: keyPosition))) }
        }
        return JSONObject(members, at: keyPosition)
    }

    /// Whether an alias, written where the canonical value goes, gives that value in the converted
    /// files: its target is written there (strict DTCG can hold it) with the same canonical value.
    /// Otherwise the value is written instead: a target left out (an `em` length, a `string` token),
    /// a member changed to its strict form (a typography's `em` letter spacing in its font size's
    /// unit), or a value converted on the way (a number token that aliases a dimension).
    private func aliasKeepsValue(_ alias: String, _ canonical: JSONValue) -> Bool {
        guard case .success(let id) = AliasSyntax.tokenID(alias), let target = tokens[id], target.type.isStandard,
            let strictTarget = StrictValue.form(of: target.value)
        else { return false }
        let writer = JSONWriter()
        return writer.write(strictTarget.canonicalJSON()) == writer.write(canonical)
    }

    /// The canonical value with the aliases written inside the original composite kept
    /// where they give the same value.
    func keepingAliases(_ raw: JSONValue?, in canonical: JSONValue) -> JSONValue {
        guard let raw else { return canonical }
        if let text = raw.stringValue, AliasSyntax.looksLikeAlias(text) {
            return aliasKeepsValue(text, canonical) ? JSONValue(.string(text), at: canonical.position) : canonical
        }
        switch (raw.kind, canonical.kind) {
        case (.object(let written), .object(var result)):
            for offset in result.members.indices {
                guard let inner = written[result.members[offset].key] else { continue }
                result.members[offset].value = keepingAliases(inner, in: result.members[offset].value)
            }
            return JSONValue(.object(result), at: canonical.position)
        case (.array(let written), .array(let result)):
            return keepingAliases(items: written, in: result, at: canonical.position) ?? canonical
        case (.object, .array(let result)) where result.count == 1:
            // A single shadow layer written as an object; the canonical form is an array of layers.
            return JSONValue(.array([keepingAliases(raw, in: result[0])]), at: canonical.position)
        default:
            return canonical
        }
    }

    /// The canonical array with the aliases among the written items kept where they give the
    /// same items. An alias of a shadow or gradient token stands for all of that token's layers
    /// or stops; `nil` when the written items do not line up with the canonical ones.
    private func keepingAliases(items written: [JSONValue], in result: [JSONValue], at position: SourcePosition) -> JSONValue? {
        var kept: [JSONValue] = []
        var next = 0
        for item in written {
            guard let parts = aliasedItems(item) else {
                guard next < result.count else { return nil }
                kept.append(keepingAliases(item, in: result[next]))
                next += 1
                continue
            }
            guard next + parts.count <= result.count else { return nil }
            let canonicalParts = JSONValue(.array(Array(result[next..<(next + parts.count)])), at: position)
            let writer = JSONWriter()
            if writer.write(JSONValue(.array(parts), at: position)) == writer.write(canonicalParts) {
                kept.append(item)
            } else {
                kept.append(contentsOf: result[next..<(next + parts.count)])
            }
            next += parts.count
        }
        return next == result.count ? JSONValue(.array(kept), at: position) : nil
    }

    /// For an alias of a token whose strict value is an array (a shadow's layers, a gradient's
    /// stops): those items.
    private func aliasedItems(_ item: JSONValue) -> [JSONValue]? {
        guard let text = item.stringValue, AliasSyntax.looksLikeAlias(text), case .success(let id) = AliasSyntax.tokenID(text),
            let target = tokens[id], target.type.isStandard, let strictTarget = StrictValue.form(of: target.value),
            case .array(let items) = strictTarget.canonicalJSON().kind
        else { return nil }
        return items
    }
}

/// Values in the form strict DTCG 2025.10 can hold.
enum StrictValue {
    /// The value itself; a typography's `letterSpacing` in em as a length in its
    /// `fontSize` unit (em is a multiple of the font size); `nil` when another part
    /// is in em, which has no strict equivalent without a font size.
    /// `nil` too for a color (also in a shadow, border or gradient) with an XYZ component outside
    /// 0 to 1, which lax reading accepts with a warning and strict reading rejects.
    static func form(of value: TokenValue) -> TokenValue? {
        if hasXYZOutOfRange(value) { return nil }
        switch value {
        case .dimension(let dimension): return dimension.unit == .em ? nil : value
        case .typography(var typography):
            guard typography.fontSize.unit != .em else { return nil }
            // Not members of a DTCG typography; the converter reports the ones other than `none`.
            typography.textCase = nil
            typography.textDecoration = nil
            typography.fontStyle = nil
            if typography.letterSpacing.unit == .em {
                typography.letterSpacing = DimensionValue(
                    typography.letterSpacing.value * typography.fontSize.value, typography.fontSize.unit)
            }
            return .typography(typography)
        case .border(let border):
            return border.width.unit == .em || hasEm(border.style) ? nil : value
        case .strokeStyle(let style): return hasEm(style) ? nil : value
        case .shadow(let layers):
            let lengths = layers.flatMap { [$0.offsetX, $0.offsetY, $0.blur, $0.spread] }
            return lengths.contains { $0.unit == .em } ? nil : value
        default: return value
        }
    }

    static func hasXYZOutOfRange(_ value: TokenValue) -> Bool {
        let colors: [ColorValue] = switch value {
        case .color(let color): [color]
        case .shadow(let layers): layers.map(\.color)
        case .border(let border): [border.color]
        case .gradient(let stops): stops.map(\.color)
        default: []
        }
        return colors.contains { color in
            guard color.colorSpace == .xyzD50 || color.colorSpace == .xyzD65 else { return false }
            return color.components.enumerated().contains { offset, component in
                guard case .number(let number) = component else { return false }
                return !color.colorSpace.componentRange(at: offset).contains(number)
            }
        }
    }

    private static func hasEm(_ style: StrokeStyle) -> Bool {
        if case .custom(let dashes, _) = style { return dashes.contains { $0.unit == .em } }
        return false
    }
}

/// File names from set, modifier and context names.
enum FileNames {
    /// The name with the characters file systems or URLs treat specially replaced by `-`.
    static func safe(_ name: String) -> String {
        let replaced = String(name.map { "/\\:*?\"<>|#%".contains($0) || $0.isNewline ? "-" : $0 })
        let trimmed = replaced.trimmingSpaces
        if trimmed.isEmpty || trimmed.hasPrefix(".") { return "_" + trimmed }
        return String(trimmed)
    }
}

extension JSONValue {
    /// Literals for building documents in code; every node at an unknown position.
    fileprivate static func string(_ text: String) -> JSONValue { JSONValue(.string(text), at: .unknown) }
    fileprivate static func bool(_ flag: Bool) -> JSONValue { JSONValue(.bool(flag), at: .unknown) }
    fileprivate static func array(_ items: [JSONValue]) -> JSONValue { JSONValue(.array(items), at: .unknown) }
    fileprivate static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(JSONObject(members, at: .unknown)), at: .unknown)
    }
}
