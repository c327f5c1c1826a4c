public import TesseraDiagnostics
import TesseraSyntax
public import TesseraTokens

extension ProjectConfiguration {
    /// Checks `traits:` against the project's modifiers: a modifier it names that the tokens do
    /// not have (TS0522), and a mapping whose contexts are not the modifier's (TS0523): a context
    /// left out stands for no device setting, and one the modifier lacks is never used.
    /// Returns whether nothing was found.
    @discardableResult
    public func checkTraits(against modifiers: [Modifier], diagnostics: DiagnosticEngine) -> Bool {
        var clean = true
        for (name, mapping) in traits.sorted(by: { $0.key < $1.key }) {
            let positions = traitPositions[name]
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                clean = false
                let nearest = EditDistance.nearest(to: name, among: modifiers.map(\.name))
                diagnostics.emit(
                    .warning, .unknownTraitModifier,
                    "traits: names \"\(name)\", which is no modifier of the tokens"
                        + (modifiers.isEmpty ? "; they have none" : "; the modifiers are \(modifiers.map(\.name).joined(separator: ", "))"),
                    at: positions?.modifier,
                    fixIt: nearest.map { "rename it \($0)" } ?? "remove traits.\(name), or name one of the modifiers")
                continue
            }
            let missing = modifier.contextNames.filter { mapping[$0] == nil }
            var offered: Set<String> = []
            for context in mapping.keys.sorted() where !modifier.contextNames.contains(context) {
                clean = false
                let nearest = EditDistance.nearest(to: context, among: missing)
                if let nearest { offered.insert(nearest) }
                diagnostics.emit(
                    .warning, .traitContextMismatch,
                    "traits.\(name) maps \"\(context)\", which is no context of \(name); its contexts are \(modifier.contextNames.joined(separator: ", "))",
                    at: positions?.contexts[context],
                    fixIt: nearest.map { "rename it \($0)" } ?? "remove traits.\(name).\(context)")
            }
            // A context already offered as the rename of a misspelled one is not reported twice.
            let unmapped = missing.filter { !offered.contains($0) }
            guard let first = unmapped.first else { continue }
            clean = false
            diagnostics.emit(
                .warning, .traitContextMismatch,
                "traits.\(name) leaves out \(unmapped.joined(separator: ", ")), so no device setting selects \(unmapped.count == 1 ? "it" : "them")",
                at: positions?.modifier,
                fixIt: "map every context of \(name) under traits.\(name), such as \(first): { colorScheme: dark }, or remove traits.\(name) to let Tessera read the names")
        }
        return clean
    }
}
