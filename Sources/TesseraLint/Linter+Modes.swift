import TesseraConfiguration
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

extension Linter {
    /// `requiredModes`: for each modifier listed, a token that one of its contexts defines and
    /// another leaves to the base sets (or to nothing).
    mutating func checkRequiredModes() {
        let severity = configuration.requiredModesSeverity
        guard severity != .off, !configuration.requiredModesModifiers.isEmpty else { return }
        var baseIDs: Set<String> = []
        for step in project.steps {
            if case .set(_, let sources) = step { for source in sources { Self.collectTokens(in: source.tree, into: &baseIDs) } }
        }
        for (name, namePosition) in configuration.requiredModesModifiers {
            guard let modifier = project.modifiers.first(where: { $0.name == name }) else {
                let near = EditDistance.nearest(to: name, among: project.modifiers.map(\.name))
                report(
                    .error, .lintUnknownToken, "lint.requiredModes names no modifier \(name)", at: namePosition,
                    fixIt: near.map { "did you mean \($0)?" })
                continue
            }
            var definitions: [String: [(id: String, position: SourcePosition)]] = [:]
            for context in modifier.contextNames {
                var found: [(id: String, position: SourcePosition)] = []
                var seen: Set<String> = []
                for source in modifier.contexts[context] ?? [] {
                    Self.collectTokens(in: source.tree, parent: "", into: &found, seen: &seen)
                }
                definitions[context] = found
            }
            let definedSets = definitions.mapValues { Set($0.map(\.id)) }
            var reported: Set<String> = []
            for context in modifier.contextNames {
                for definition in definitions[context] ?? [] where reported.insert(definition.id).inserted {
                    let lacking = modifier.contextNames.filter { !(definedSets[$0]?.contains(definition.id) ?? false) }
                    guard !lacking.isEmpty else { continue }
                    let fallback =
                        baseIDs.contains(definition.id)
                        ? "leave\(lacking.count == 1 ? "s" : "") it to the base"
                        : "do\(lacking.count == 1 ? "es" : "") not define it at all"
                    report(
                        severity, .contextLeavesTokenToBase,
                        "\(definition.id) is defined for \(name)=\(context) but \(lacking.map { "\(name)=\($0)" }.joined(separator: ", ")) \(fallback)",
                        at: definition.position, tokenPath: definition.id,
                        fixIt: "define \(definition.id) in the sources of \(lacking.joined(separator: ", ")) too")
                }
            }
        }
    }

    /// The ids of the tokens a tree defines (objects with `$value` or `$ref`), with where each is named.
    static func collectTokens(
        in group: JSONObject, parent: String, into found: inout [(id: String, position: SourcePosition)], seen: inout Set<String>
    ) {
        for member in group.members where !member.key.hasPrefix("$") || member.key == "$root" {
            guard let child = member.value.objectValue else { continue }
            let id = parent.isEmpty ? member.key : parent + "." + member.key
            if child["$value"] != nil || child["$ref"] != nil {
                if seen.insert(id).inserted { found.append((id, member.keyPosition)) }
            } else {
                collectTokens(in: child, parent: id, into: &found, seen: &seen)
            }
        }
    }

    static func collectTokens(in group: JSONObject, into ids: inout Set<String>) {
        var found: [(id: String, position: SourcePosition)] = []
        collectTokens(in: group, parent: "", into: &found, seen: &ids)
    }
}
