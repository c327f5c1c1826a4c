import TesseraDiagnostics
import TesseraSyntax

/// Reads Tokens Studio's `$themes.json`: an array of themes, each naming the
/// token sets it uses, or folders of them, with a status (`enabled`, `source`, `disabled`).
enum TokensStudioThemes {
    /// The modifier that themes without a `group` form.
    static let ungroupedModifierName = "theme"

    struct Theme {
        var name: String
        /// The `group`, or ``TokensStudioThemes/ungroupedModifierName``.
        var group: String
        /// Sets marked `enabled` or `source` (by name or by folder), in set order.
        var usedSets: [String]
        /// The used sets marked `source`, each with where its entry in `selectedTokenSets` is.
        var sourceSets: [String: SourcePosition] = [:]
        var position: SourcePosition
        /// Every set an entry names, with any status: a set named `disabled` was left out on purpose.
        var namedSets: Set<String> = []
    }

    /// The themes of a `$themes` value; malformed entries are reported and skipped.
    static func read(_ json: JSONValue, setNames: [String], diagnostics: DiagnosticEngine) -> [Theme] {
        guard let items = json.arrayValue else {
            diagnostics.emit(
                .error, .invalidThemes, "$themes must be an array of themes, not \(json.kindDescription); no themes were read",
                at: json.position, fixIt: "re-export $themes.json from Tokens Studio")
            return []
        }
        var themes: [Theme] = []
        var indexByGroupAndName: [String: [String: Int]] = [:]
        let setIndex = TokensStudioSetNames.Index(setNames)
        for item in items {
            guard let theme = readTheme(item, sets: setIndex, diagnostics: diagnostics) else { continue }
            // The plugin tells themes apart by id; sd-transforms' permutateThemes keys its
            // permutations by name, so of two themes named alike in a group the later one wins.
            if let earlier = indexByGroupAndName[theme.group]?[theme.name] {
                let replaced = themes[earlier]
                diagnostics.emit(
                    .warning, .duplicateThemeName,
                    "theme \"\(theme.name.truncatedForMessage)\" appears again in group \"\(theme.group.truncatedForMessage)\"; this later one is used, as Tokens Studio's theme permutations (sd-transforms' permutateThemes) keep the last theme of a name",
                    at: theme.position,
                    notes: [("the earlier theme \"\(replaced.name.truncatedForMessage)\", ignored, is here", replaced.position, nil)],
                    fixIt: "delete or rename the theme that is not meant")
                themes[earlier] = theme
                continue
            }
            indexByGroupAndName[theme.group, default: [:]][theme.name] = themes.count
            themes.append(theme)
        }
        return themes
    }

    private static func readTheme(_ item: JSONValue, sets: TokensStudioSetNames.Index, diagnostics: DiagnosticEngine) -> Theme? {
        guard let object = item.objectValue else {
            diagnostics.emit(
                .error, .invalidThemes, "a theme must be an object with \"name\" and \"selectedTokenSets\", not \(item.kindDescription)",
                at: item.position)
            return nil
        }
        guard let name = object["name"]?.stringValue, !name.isEmpty else {
            diagnostics.emit(.error, .invalidThemes, "a theme has no \"name\" (a non-empty string); it is ignored", at: item.position)
            return nil
        }
        var group = ungroupedModifierName
        if let groupJSON = object["group"] {
            guard let text = groupJSON.stringValue, !text.isEmpty else {
                diagnostics.emit(
                    .error, .invalidThemes, "the group of theme \"\(name.truncatedForMessage)\" must be a non-empty string; the theme is ignored",
                    at: groupJSON.position)
                return nil
            }
            group = text
        }
        guard let selectedJSON = object["selectedTokenSets"] else {
            diagnostics.emit(
                .error, .invalidThemes, "theme \"\(name.truncatedForMessage)\" has no \"selectedTokenSets\"; it is ignored",
                at: item.position)
            return nil
        }
        guard let selected = selectedJSON.objectValue else {
            diagnostics.emit(
                .error, .invalidThemes,
                "selectedTokenSets of theme \"\(name.truncatedForMessage)\" must be an object (set name → status), not \(selectedJSON.kindDescription); the theme is ignored",
                at: selectedJSON.position)
            return nil
        }
        let entries = readEntries(selected, theme: name, sets: sets, diagnostics: diagnostics)
        // Each set takes the status of the entry naming it or its deepest folder; `source` sets
        // are read like `enabled` ones: Tessera emits them too (Documentation/TokensStudio.md).
        let closest = sets.closestEntries(entries.map(\.name))
        var used: [String] = []
        var source: [String: SourcePosition] = [:]
        var named: Set<String> = []
        for (set, entryIndex) in closest.sorted(by: { $0.key < $1.key }) {
            let entry = entries[entryIndex]
            named.insert(sets.names[set])
            guard entry.status == "enabled" || entry.status == "source" else { continue }
            used.append(sets.names[set])
            if entry.status == "source" { source[sets.names[set]] = entry.position }
        }
        return Theme(name: name, group: group, usedSets: used, sourceSets: source, position: item.position, namedSets: named)
    }

    /// The entries of `selectedTokenSets`, each naming a set or a folder of sets; unknown
    /// statuses (read as disabled) and names of no set are reported and left out.
    private static func readEntries(
        _ selected: JSONObject, theme: String, sets: TokensStudioSetNames.Index, diagnostics: DiagnosticEngine
    ) -> [(name: String, status: String, position: SourcePosition)] {
        var entries: [(name: String, status: String, position: SourcePosition)] = []
        for member in selected.members {
            let status = member.value.stringValue
            guard let status, status == "enabled" || status == "source" || status == "disabled" else {
                diagnostics.emit(
                    .error, .invalidThemes,
                    "set \"\(member.key.truncatedForMessage)\" of theme \"\(theme.truncatedForMessage)\" has status \(member.value.stringValue.map { "\"\($0.truncatedForMessage)\"" } ?? member.value.kindDescription); the statuses are enabled, source and disabled (read as disabled)",
                    at: member.value.position)
                continue
            }
            let name = TokensStudioSetNames.normalized(member.key)
            guard sets.covers(name) else {
                if status != "disabled" {
                    diagnostics.emit(
                        .warning, .unknownTokenSet,
                        "theme \"\(theme.truncatedForMessage)\" uses set \"\(member.key.truncatedForMessage)\", which is neither a set nor a folder of sets; it is ignored",
                        at: member.keyPosition, fixIt: "remove it from the theme, or add the set")
                }
                continue
            }
            entries.append((name, status, member.keyPosition))
        }
        return entries
    }
}
