import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Turns Tokens Studio themes into resolver steps: each theme group becomes a modifier
/// whose contexts are its themes, sets every theme uses become the base, and the
/// choices below are made for a Swift (Apple platform) build.
///
/// - Themes without a `group` are alternatives in the plugin (one active at a time), but
///   projects also use them for independent things (a "Global" theme, one per platform, one
///   per color scheme). They are split into groups of themes that define some of the same
///   tokens (or share a set); a theme that shares nothing with the others is always on.
/// - A group whose themes are all named for platforms (`iOS`, `Android`, `Web`) is not a
///   modifier: its Apple platform theme is always on and the others are left out.
/// - A theme using sets for an Apple platform and for others (`platform-ios` and
///   `platform-android`) keeps only the Apple ones.
struct TokensStudioThemeGroups {
    typealias Theme = TokensStudioThemes.Theme

    /// The sets, in merge order.
    let sets: [TokensStudioImporter.TokenSet]
    let diagnostics: DiagnosticEngine

    /// The modifier that a platform group without an Apple theme forms.
    static let platformModifierName = "platform"

    /// The modifiers a project's builds make of its set files (each file's path and token paths): each with
    /// its contexts, the default first, and the files (indices) each lays over the default build's. The
    /// project's loading computes them (``StyleDictionaryBuild``), so this reader names no type of another's.
    typealias BuildModes = ([(path: String, tokenIDs: Set<String>)]) -> [(name: String, contexts: [(name: String, files: [Int])])]

    /// - Parameter buildModes: The modes of the project's Style Dictionary builds, asked for only when no
    ///   theme says which sets go together.
    /// - Parameter readByFileBuild: Whether the project's own build reads a set file (its path) as a file,
    ///   not through the themes: Style Dictionary without Tokens Studio's transforms reads the files its
    ///   globs match and never `$themes.json`, so a set no theme names that it reads is in its output.
    func project(
        themes: [Theme], buildModes: BuildModes = { _ in [] }, readByFileBuild: (String) -> Bool = { _ in false }
    ) -> ImportedProject {
        guard !themes.isEmpty else { return projectWithoutThemes(buildModes: buildModes) }
        var alwaysOn: [Theme] = []
        var modifiers: [(name: String, themes: [Theme])] = []
        for (name, members) in groups(themes) {
            if let platform = applePlatformTheme(in: members) {
                alwaysOn.append(platform)
            } else if name == nil {
                alwaysOn.append(contentsOf: members)
            } else if let name {
                modifiers.append((name, members))
            }
        }
        // Each set's platform is read once, not once per theme that uses it.
        var platformOfSet: [String: TokensStudioPlatforms.Platform?] = [:]
        for set in sets { platformOfSet[set.name] = TokensStudioPlatforms.platform(of: set.name) }
        alwaysOn = alwaysOn.map { keepingApplePlatformSets($0, platformOfSet: platformOfSet) }
        modifiers = modifiers.map { ($0.name, $0.themes.map { keepingApplePlatformSets($0, platformOfSet: platformOfSet) }) }

        let everyTheme = modifiers.flatMap(\.themes)
        let alwaysOnSets = Set(alwaysOn.flatMap(\.usedSets))
        // Counted and indexed once: thousands of themes each naming its own set stay linear.
        var themesUsing: [String: Int] = [:]
        for theme in everyTheme { for set in theme.usedSets { themesUsing[set, default: 0] += 1 } }
        let base = sets.filter { set in
            alwaysOnSets.contains(set.name) || (!everyTheme.isEmpty && themesUsing[set.name] == everyTheme.count)
        }
        let baseNames = Set(base.map(\.name))
        var setIndex: [String: Int] = [:]
        for (index, set) in sets.enumerated() where setIndex[set.name] == nil { setIndex[set.name] = index }
        var steps: [ResolutionStep] = base.map { .set(name: $0.name, sources: [source($0)]) }
        for (name, members) in modifiers {
            var contexts: [String: [TokenSource]] = [:]
            for theme in members {
                // In the sets' order, as the merge reads them.
                let used = Set(theme.usedSets.filter { !baseNames.contains($0) }.compactMap { setIndex[$0] })
                contexts[theme.name] = used.sorted().map { source(sets[$0]) }
            }
            steps.append(
                .modifier(
                    Modifier(
                        name: name, description: "Tokens Studio theme group", contextNames: members.map(\.name),
                        defaultContext: members.first?.name, contexts: contexts, position: members.first?.position)))
        }
        reportSourceOverrides(alwaysOn: alwaysOn, modifiers: modifiers, baseNames: baseNames)
        reportOverriddenGroups(modifiers: modifiers, baseNames: baseNames)
        reportThemesWithoutSets(modifiers: modifiers, baseNames: baseNames)
        let used = baseNames.union(everyTheme.flatMap(\.usedSets))
        let named = used.union(themes.flatMap(\.namedSets))
        // Sets no theme names that the project's build reads as files are in its output: laid over the themed
        // sets as that build merges them, sets named for one collection's modes (light, dark) a modifier.
        let builtUnnamed = sets.indices.filter { !named.contains(sets[$0].name) && readByFileBuild(sets[$0].origin) }
        let builtNames = Set(builtUnnamed.map { sets[$0].name })
        steps += stepsWithoutThemes(builtUnnamed, buildModes: buildModes)
        let unused = sets.filter { !used.contains($0.name) && !builtNames.contains($0.name) }.map { (name: $0.name, sources: [source($0)]) }
        reportUnreadSets(sets.filter { !named.contains($0.name) && !builtNames.contains($0.name) }, at: themes[0].position)
        var project = ImportedProject(name: nil, steps: steps, unusedSets: unused)
        project.unusedSetReason = "which no theme in $themes.json enables (Tokens Studio reads only the sets a theme marks source or enabled)"
        return project
    }

    /// Sets that no theme groups. Nothing says which go together (the plugin applies the sets checked
    /// in its panel, which the files do not record), so every set is merged, except sets named for the
    /// modes of one collection that define the same tokens (``SiblingModes``: `light` and `dark`,
    /// `light-component` and `dark-component`), the alternatives a designer checks one at a time.
    /// Sets named by mode words form one `mode`, light the default; others a modifier of their own
    /// whose default is the set a merge would let win. Each modifier stands where its last set stood
    /// in the merge, so the sets after it still override it. A set replacing another's values in the
    /// merge is said, so no mode wins in silence.
    ///
    /// Set files that the project's Style Dictionary builds read one build each (an sd-transforms
    /// configuration per mode, `source: ['tokens-dark.json']` beside the default build's) are that
    /// build's context, laid over the default build's files as its output is (``StyleDictionaryBuild``),
    /// never merged where the last file wins.
    private func projectWithoutThemes(buildModes: BuildModes) -> ImportedProject {
        ImportedProject(name: nil, steps: stepsWithoutThemes(Array(sets.indices), buildModes: buildModes))
    }

    /// The steps that read the sets at `indices` (in merge order) as no theme groups them:
    /// ``projectWithoutThemes(buildModes:)`` for every set, or for the sets no theme names that the
    /// project's own build reads.
    private func stepsWithoutThemes(_ indices: [Int], buildModes: BuildModes) -> [ResolutionStep] {
        var paths: [Int: Set<String>] = [:]  // once per set, not once per pass of the grouping
        for index in indices { paths[index] = Self.tokenPaths(of: sets[index].tree) }
        // The builds' files are indices into `indices`.
        let axes = buildModes(indices.map { (sets[$0].origin, paths[$0] ?? []) })
            .map { axis in (name: axis.name, contexts: axis.contexts.map { (name: $0.name, files: $0.files.map { indices[$0] }) }) }
        let built = Set(axes.flatMap { $0.contexts.flatMap(\.files) })
        let groups = SiblingModes.groups(indices.filter { !built.contains($0) }.map { ($0, sets[$0].name, "") }) { paths[$0] ?? [] }
        let grouped = Set(groups.flatMap { $0.members.map(\.index) })
        let merged = indices.filter { !grouped.contains($0) && !built.contains($0) }
        TokenProject.reportRedefinitions(
            in: merged.map { source(sets[$0]) }, diagnostics: diagnostics,
            merge: "no Tokens Studio theme says which sets are used together, so every set is merged in order and the later set's values replace the earlier ones",
            fixIt: "if the sets are modes (light, dark), give each a theme in Tokens Studio (one theme group, saved to $themes.json) so that each becomes a context. If the override is meant, ignore this warning")
        var placed: [(position: Int, step: ResolutionStep)] = merged.map { ($0, .set(name: sets[$0].name, sources: [source(sets[$0])])) }
        var usedNames: Set<String> = []
        func place(_ name: String, _ members: [(mode: String, index: Int)], preferred: String, description: String) {
            var contexts: [String: [TokenSource]] = [:]
            var names: [String] = []
            for member in members.sorted(by: { $0.index < $1.index }) {
                if contexts[member.mode] == nil { names.append(member.mode) }
                contexts[member.mode, default: []].append(source(sets[member.index]))
            }
            let last = members.max { $0.index < $1.index }!
            let first = names.contains(preferred) ? preferred : last.mode
            var unique = name
            while !usedNames.insert(unique).inserted { unique += "_" }
            let modifier = Modifier(
                name: unique, description: description, contextNames: [first] + names.filter { $0 != first },
                defaultContext: first, contexts: contexts, position: nil)
            placed.append((last.index, .modifier(modifier)))
        }
        let modeMembers = groups.filter(\.namesModeWords).flatMap(\.members)
        if !modeMembers.isEmpty {
            place("mode", modeMembers, preferred: "light", description: "Tokens Studio sets named for modes (light, dark) that define the same tokens")
        }
        for group in groups where !group.namesModeWords {
            place(
                group.collection, group.members, preferred: "default",
                description: "Tokens Studio sets named for the modes of \(group.collection) that define the same tokens")
        }
        for (index, axis) in axes.enumerated() {
            var name = axis.name
            while !usedNames.insert(name).inserted { name += "_" }
            var contexts: [String: [TokenSource]] = [:]
            for context in axis.contexts { contexts[context.name] = context.files.map { source(sets[$0]) } }
            let modifier = Modifier(
                name: name, description: "Builds of the project's Style Dictionary configuration laid over its default build",
                contextNames: axis.contexts.map(\.name), defaultContext: axis.contexts[0].name, contexts: contexts, position: nil)
            placed.append((sets.count + index, .modifier(modifier)))
        }
        return placed.sorted { $0.position < $1.position }.map(\.step)
    }

    /// Says once, at the first theme, which sets holding tokens no theme names: with themes, the
    /// plugin and sd-transforms' theme permutations read only the sets a theme marks, so those
    /// tokens reach no output (an unused set is otherwise named only in notes of references into it).
    private func reportUnreadSets(_ unread: [TokensStudioImporter.TokenSet], at position: SourcePosition) {
        let counted = unread.map { (name: $0.name, tokens: Self.tokenPaths(of: $0.tree).count) }.filter { $0.tokens > 0 }
        guard !counted.isEmpty else { return }
        let names = counted.prefix(4).map { "\"\($0.name.truncatedForMessage)\"" }.joined(separator: ", ")
        let more = counted.count > 4 ? " and \(counted.count - 4) more" : ""
        let tokens = counted.reduce(0) { $0 + $1.tokens }
        diagnostics.emit(
            .warning, .setEnabledByNoTheme,
            "\(counted.count == 1 ? "token set" : "\(counted.count) token sets") \(names)\(more), with \(tokens == 1 ? "1 token" : "\(tokens) tokens"), \(counted.count == 1 ? "is" : "are") enabled by no theme in $themes.json, so \(counted.count == 1 ? "it is" : "they are") not read: Tokens Studio reads only the sets a theme marks enabled or source",
            at: position, fixIt: "mark \(counted.count == 1 ? "the set" : "the sets") enabled or source in a theme, or delete \(counted.count == 1 ? "it" : "them")")
    }

    /// Says once for each set one theme group marks `source` that overrides tokens of sets another
    /// group's theme (or an always-on one) enables (TS0709), naming them: a later group's sets are
    /// merged over an earlier group's, `source` or `enabled` alike, as Tokens Studio's theme
    /// permutations (sd-transforms' `permutateThemes`) merge them, though `source` usually means
    /// "for references only".
    private func reportSourceOverrides(alwaysOn: [Theme], modifiers: [(name: String, themes: [Theme])], baseNames: Set<String>) {
        guard modifiers.contains(where: { $0.themes.contains { !$0.sourceSets.isEmpty } }) else { return }
        var paths: [String: Set<String>] = [:]
        func tokenPaths(_ name: String) -> Set<String> {
            if let known = paths[name] { return known }
            let found = sets.first { $0.name == name }.map { Self.tokenPaths(of: $0.tree) } ?? []
            paths[name] = found
            return found
        }
        // Sets enabled so far, each with the theme enabling it, in merge order: the base, then each group's.
        var enabled: [(set: String, theme: Theme, group: String?)] = alwaysOn.flatMap { theme in
            theme.usedSets.filter { theme.sourceSets[$0] == nil }.map { ($0, theme, nil) }
        }
        for (group, themes) in modifiers {
            for theme in themes {
                for set in theme.usedSets where !baseNames.contains(set) {
                    guard let position = theme.sourceSets[set] else { continue }
                    var overridden: [String] = []
                    var shared: Set<String> = []
                    for earlier in enabled where earlier.set != set && earlier.group != group {
                        let common = tokenPaths(set).intersection(tokenPaths(earlier.set))
                        guard !common.isEmpty else { continue }
                        overridden.append(
                            "set \"\(earlier.set.truncatedForMessage)\" (enabled by theme \"\(earlier.theme.name.truncatedForMessage)\""
                                + (earlier.group.map { " of group \"\($0.truncatedForMessage)\")" } ?? ", always on)"))
                        shared.formUnion(common)
                    }
                    guard let example = shared.min() else { continue }
                    diagnostics.emit(
                        .note, .sourceSetOverridesEnabled,
                        "set \"\(set.truncatedForMessage)\", marked source by theme \"\(theme.name.truncatedForMessage)\" of group \"\(group.truncatedForMessage)\", overrides \(shared.count == 1 ? "1 token" : "\(shared.count) tokens"), such as \(example.truncatedForMessage), of \(overridden.prefix(4).joined(separator: ", "))\(overridden.count > 4 ? " and \(overridden.count - 4) more" : ""): a later theme group's sets are merged over an earlier group's, source or enabled alike, as Tokens Studio's theme permutations merge them",
                        at: position, tokenPath: example, fixIt: "if the enabled sets' values are meant, remove those tokens from \"\(set.truncatedForMessage)\"")
                }
            }
            enabled += themes.flatMap { theme in theme.usedSets.filter { theme.sourceSets[$0] == nil }.map { ($0, theme, group) } }
        }
    }

    /// Says once per theme group, at its first theme, when every token the choice of its theme can
    /// change (those of the sets not all its themes use) is defined again by every theme of later
    /// groups (TS0714): a later group's sets are merged
    /// over it in every permutation, as Tokens Studio's theme permutations (sd-transforms'
    /// `permutateThemes`) merge them, so which of its themes is chosen changes no value. Brands
    /// made groups of their own (`EDU`: Light, Dark; `BANCAR`: Light, Dark) do this: in the plugin
    /// each shows only while the other groups are set to none, which no permutation has.
    private func reportOverriddenGroups(modifiers: [(name: String, themes: [Theme])], baseNames: Set<String>) {
        guard modifiers.count > 1 else { return }
        var pathsOfSet: [String: Set<String>] = [:]
        for set in sets where pathsOfSet[set.name] == nil { pathsOfSet[set.name] = Self.tokenPaths(of: set.tree) }
        func defined(by theme: Theme, except skipped: Set<String> = []) -> Set<String> {
            theme.usedSets.filter { !baseNames.contains($0) && !skipped.contains($0) }
                .reduce(into: Set<String>()) { $0.formUnion(pathsOfSet[$1] ?? []) }
        }
        // What each group redefines whichever of its themes is chosen: what every one of its themes defines.
        let everyThemeDefines: [Set<String>] = modifiers.map { group in
            guard let first = group.themes.first else { return [] }
            return group.themes.dropFirst().reduce(defined(by: first)) { $0.intersection(defined(by: $1)) }
        }
        for (index, group) in modifiers.enumerated() where index < modifiers.count - 1 {
            // The tokens the choice of theme can change: those of the sets not every theme of the group uses.
            let everyThemeUses = group.themes.dropFirst().reduce(Set(group.themes.first?.usedSets ?? [])) { $0.intersection($1.usedSets) }
            let own = group.themes.reduce(into: Set<String>()) { $0.formUnion(defined(by: $1, except: everyThemeUses)) }
            guard let example = own.min(), let first = group.themes.first else { continue }
            let later = modifiers.indices.filter { $0 > index && !everyThemeDefines[$0].isDisjoint(with: own) }
            let redefined = later.reduce(into: Set<String>()) { $0.formUnion(everyThemeDefines[$1]) }
            guard own.isSubset(of: redefined) else { continue }
            let names = later.prefix(3).map { "\"\(modifiers[$0].name.truncatedForMessage)\"" }.joined(separator: ", ")
            let more = later.count > 3 ? " and \(later.count - 3) more" : ""
            diagnostics.emit(
                .warning, .themeGroupOverridden,
                "choosing a theme of group \"\(group.name.truncatedForMessage)\" changes no value: every token its themes' own sets define (\(own.count == 1 ? "1 token" : "\(own.count) tokens"), such as \(example.truncatedForMessage)) is defined again by every theme of group\(later.count == 1 ? "" : "s") \(names)\(more), whose sets are merged over it in every permutation, as Tokens Studio's theme permutations merge them",
                at: first.position, tokenPath: example,
                fixIt: "if the groups are alternatives (one brand at a time), make them one group with a theme per combination (\"\(group.name.truncatedForMessage) \(first.name.truncatedForMessage)\"), or give each group its own tokens")
        }
    }

    /// Says once, at the theme, when a theme enables no set of its own while the other themes of
    /// its group enable sets defining tokens nothing else defines (TS0712): in the theme's
    /// permutations those tokens have no value, as in the plugin with that theme active, so every
    /// reference to them fails there. A theme without sets beside themes that only override tokens
    /// the base defines ("Default" beside "Compact") is not reported.
    private func reportThemesWithoutSets(modifiers: [(name: String, themes: [Theme])], baseNames: Set<String>) {
        let empty = modifiers.filter { $0.themes.contains { $0.usedSets.allSatisfy(baseNames.contains) } }
        guard !empty.isEmpty else { return }
        var pathsOfSet: [String: Set<String>] = [:]
        for set in sets where pathsOfSet[set.name] == nil { pathsOfSet[set.name] = Self.tokenPaths(of: set.tree) }
        for (group, themes) in empty {
            let own = Set(themes.flatMap(\.usedSets)).subtracting(baseNames)
            let elsewhere = Set(modifiers.filter { $0.name != group }.flatMap { $0.themes.flatMap(\.usedSets) }).union(baseNames)
            var defined = own.reduce(into: Set<String>()) { $0.formUnion(pathsOfSet[$1] ?? []) }
            for set in elsewhere { defined.subtract(pathsOfSet[set] ?? []) }
            guard !defined.isEmpty else { continue }
            // Only tokens other sets refer to matter: one merely absent from the theme breaks nothing.
            var referenced: Set<String> = []
            for set in sets where elsewhere.contains(set.name) { referenced.formUnion(Self.references(in: set.tree)) }
            defined.formIntersection(referenced)
            guard let example = defined.min() else { continue }
            for theme in themes where theme.usedSets.allSatisfy(baseNames.contains) {
                let others = themes.filter { !$0.usedSets.allSatisfy(baseNames.contains) }.map { "\"\($0.name.truncatedForMessage)\"" }
                diagnostics.emit(
                    .warning, .themeWithoutSets,
                    "theme \"\(theme.name.truncatedForMessage)\" of group \"\(group.truncatedForMessage)\" enables no token set of its own\(theme.usedSets.isEmpty ? "" : " (only sets every theme reads)"), while \(others.prefix(3).joined(separator: ", "))\(others.count > 3 ? " and \(others.count - 3) more" : "") \(others.count == 1 ? "does" : "do"): \(defined.count == 1 ? "a token" : "\(defined.count) tokens") only their sets define and other sets refer to, such as \(example.truncatedForMessage), \(defined.count == 1 ? "has" : "have") no value with it, so those references do not resolve there",
                    at: theme.position, tokenPath: example, fixIt: "enable the group's sets for this theme, or delete the theme")
            }
        }
    }

    private func source(_ set: TokensStudioImporter.TokenSet) -> TokenSource {
        TokenSource(tree: set.tree, origin: set.origin)
    }

    // MARK: Groups

    /// The themes by group, in order of first appearance. Ungrouped themes form the group
    /// ``TokensStudioThemes/ungroupedModifierName`` when they all hang together; otherwise
    /// each independent part is a group of its own, and a part of one theme has no name
    /// (it is always on).
    private func groups(_ themes: [Theme]) -> [(name: String?, themes: [Theme])] {
        var result: [(name: String?, themes: [Theme])] = []
        let ungroupedName = TokensStudioThemes.ungroupedModifierName
        for theme in themes {
            if let index = result.firstIndex(where: { $0.name == theme.group }) {
                result[index].themes.append(theme)
            } else {
                result.append((theme.group, [theme]))
            }
        }
        guard let index = result.firstIndex(where: { $0.name == ungroupedName }) else { return result }
        let parts = independentParts(result[index].themes)
        guard parts.count > 1 else { return result }
        var named: [(name: String?, themes: [Theme])] = []
        var counter = 0
        for part in parts {
            guard part.count > 1 else {
                named.append((nil, part))
                continue
            }
            if part.allSatisfy({ TokensStudioPlatforms.platform(of: $0.name) != nil }) {
                named.append((Self.platformModifierName, part))
                continue
            }
            counter += 1
            named.append((counter == 1 ? ungroupedName : "\(ungroupedName) \(counter)", part))
        }
        result.replaceSubrange(index...index, with: named)
        return result
    }

    /// Themes split into parts where each theme shares a set or a token path with another
    /// of its part, in theme order.
    private func independentParts(_ themes: [Theme]) -> [[Theme]] {
        let pathsBySet = Dictionary(uniqueKeysWithValues: sets.map { ($0.name, Self.tokenPaths(of: $0.tree)) })
        let paths = themes.map { theme in theme.usedSets.reduce(into: Set<String>()) { $0.formUnion(pathsBySet[$1] ?? []) } }
        var part = Array(themes.indices)
        func root(_ index: Int) -> Int {
            var current = index
            while part[current] != current { current = part[current] }
            return current
        }
        for first in themes.indices {
            for second in themes.indices where second > first {
                let overlaps = !Set(themes[first].usedSets).isDisjoint(with: themes[second].usedSets)
                    || !paths[first].isDisjoint(with: paths[second])
                if overlaps { part[root(second)] = root(first) }
            }
        }
        var order: [Int] = []
        var members: [Int: [Theme]] = [:]
        for index in themes.indices {
            let key = root(index)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(themes[index])
        }
        return order.map { members[$0] ?? [] }
    }

    /// The dot paths of the tokens in a set's tree.
    /// The token paths a tree's string values name in braces (`{color.text}`, `{space.sm} * 2`).
    static func references(in tree: JSONObject) -> Set<String> {
        var result: Set<String> = []
        var pending: [JSONValue] = tree.members.map(\.value)
        while let value = pending.popLast() {
            switch value.kind {
            case .object(let object): pending.append(contentsOf: object.members.map(\.value))
            case .array(let items): pending.append(contentsOf: items)
            case .string(let text):
                var rest = Substring(text)
                while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                    result.insert(String(rest[rest.index(after: open)..<close]))
                    rest = rest[rest.index(after: close)...]
                }
            default: continue
            }
        }
        return result
    }

    static func tokenPaths(of tree: JSONObject) -> Set<String> {
        TokenPaths.of(tree, isToken: TokensStudioTranslator.isToken)
    }

    // MARK: Platforms

    /// The theme kept from a group whose themes are all named for platforms, one of them an
    /// Apple platform (iOS first); the others are reported and left out. Nil for other groups.
    private func applePlatformTheme(in themes: [Theme]) -> Theme? {
        var platforms: [TokensStudioPlatforms.Platform?] = []
        for theme in themes {
            // Most groups are no platform group: the first theme that names no platform tells.
            guard let platform = TokensStudioPlatforms.platform(of: theme.name) else { return nil }
            platforms.append(platform)
        }
        let kept = platforms.firstIndex(of: .iOS) ?? platforms.firstIndex { $0?.isApple == true }
        guard let kept else { return nil }
        for (index, theme) in themes.enumerated() where index != kept {
            diagnostics.emit(
                .note, .otherPlatformLeftOut,
                "theme \"\(theme.name.truncatedForMessage)\" is for another platform than theme \"\(themes[kept].name.truncatedForMessage)\", whose sets the Swift build reads; it is left out",
                at: theme.position)
        }
        return themes[kept]
    }

    /// The theme without the sets it uses for other platforms when it also uses sets for an Apple platform.
    private func keepingApplePlatformSets(_ theme: Theme, platformOfSet: [String: TokensStudioPlatforms.Platform?]) -> Theme {
        let platforms = theme.usedSets.map { platformOfSet[$0] ?? TokensStudioPlatforms.platform(of: $0) }
        guard let appleIndex = platforms.firstIndex(where: { $0?.isApple == true }) else { return theme }
        var kept = theme
        kept.usedSets = []
        for (index, set) in theme.usedSets.enumerated() {
            if let platform = platforms[index], !platform.isApple {
                diagnostics.emit(
                    .note, .otherPlatformLeftOut,
                    "theme \"\(theme.name.truncatedForMessage)\" uses set \"\(set.truncatedForMessage)\" for another platform and set \"\(theme.usedSets[appleIndex].truncatedForMessage)\" for an Apple platform; the Swift build reads only the latter",
                    at: theme.position, fixIt: "mark the set disabled in the theme")
                continue
            }
            kept.usedSets.append(set)
        }
        return kept
    }
}
