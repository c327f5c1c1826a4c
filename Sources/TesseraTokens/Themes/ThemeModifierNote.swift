public import TesseraDiagnostics
import TesseraSyntax

extension TraitMapping {
    /// Notes each modifier that `build` makes app-selected themes although nothing said so
    /// (not under `themes:`, not mapped under `traits:`), with the `traits:` mapping that
    /// would make it device traits instead (TS0521).
    public static func noteAppSelectedThemes(
        of modifiers: [Modifier], assignment: TraitAssignment, diagnostics: DiagnosticEngine
    ) {
        for modifier in modifiers where assignment.implicitThemes.contains(modifier.name) {
            let contexts = modifier.contextNames
            let named = trait(namedBy: modifier.name)
            let unrecognized = contexts.filter { traits(ofContext: $0, modifierTrait: named) == nil }
            let reason =
                unrecognized.isEmpty
                ? "two of its contexts mean the same device traits"
                : unrecognized.count == contexts.count
                    ? "its contexts name no device trait"
                    : "\(unrecognized.map { "\"\($0)\"" }.joinedForMessage()) \(unrecognized.count == 1 ? "names" : "name") no device trait"
            diagnostics.emit(
                .note, .appSelectedThemes,
                "modifier \"\(modifier.name)\" becomes app-selected themes (\(contexts.joinedForMessage())): \(reason)",
                at: modifier.position,
                fixIt: fix(for: modifier, unrecognized: unrecognized))
        }
    }

    /// Both ways out: keep the themes and say so, or map each context to traits.
    private static func fix(for modifier: Modifier, unrecognized: [String]) -> String {
        let name = yamlKey(modifier.name)
        let unrecognizedSet = Set(unrecognized)
        let recognized = modifier.contextNames.filter { !unrecognizedSet.contains($0) }
        var mapping: [String]
        if recognized.isEmpty {
            // Nothing to go on: show the shape with the first two contexts as the two color schemes.
            mapping = zip(modifier.contextNames.prefix(2), ["light", "dark"]).map { "\(yamlKey($0)): { colorScheme: \($1) }" }
        } else {
            var known: [String: TraitValues] = [:]
            let named = trait(namedBy: modifier.name)
            for context in recognized { known[context] = traits(ofContext: context, modifierTrait: named) }
            known = withoutImpliedContrast(known)
            mapping = recognized.compactMap { context in known[context].map { "\(yamlKey(context)): \(yaml($0))" } }
        }
        var text =
            "if the app chooses among them, list it under themes: in tessera.yml (themes: [\(name)]) or pass --theme \(name); "
            + "if they are device settings, map every context under traits:, such as traits: { \(name): { \(mapping.joined(separator: ", ")) } }"
        if !recognized.isEmpty, !unrecognized.isEmpty {
            text += ", and move \(unrecognized.joinedForMessage()) to a modifier of \(unrecognized.count == 1 ? "its" : "their") own"
        }
        return text
    }

    /// Trait values as a YAML flow mapping (`{ colorScheme: dark, contrast: increased }`).
    private static func yaml(_ values: TraitValues) -> String {
        let fields = TraitKind.allCases.compactMap { trait in values.valueName(trait).map { "\(trait.rawValue): \($0)" } }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// A name as a YAML key, quoted when it is not a plain word.
    private static func yamlKey(_ name: String) -> String {
        let plain = !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        guard !plain else { return name }
        var quoted = "\""
        for character in name {
            if character == "\\" || character == "\"" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
