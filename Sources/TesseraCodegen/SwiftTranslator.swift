import TesseraConfiguration
import TesseraDiagnostics
import TesseraTheme
import TesseraTokens

/// Translates the named token tree into Swift declarations once names and paths are known:
/// groups become nested structs, tokens stored properties, themes static values.
struct SwiftTranslator: ~Copyable {
    let table: ThemeTable
    let options: SwiftGeneratorOptions
    /// The table's entries.
    let entries: [ThemeTable.Entry]
    /// Where a token is declared: its group's qualified type, its group as read from the root, its property as written.
    struct Path {
        var type: String
        var group: String
        var property: String
    }

    /// By entry: where it is declared (nil when left out).
    let paths: [Path?]
    /// The static property of each theme; unique even when two context names spell one identifier.
    let themeNames: [String]
    /// ``themeNames`` as written in code (`` `default` ``): every reference to an alias target spells one.
    let escapedThemeNames: [String]
    /// Where a value that overflows on the way to Swift is reported (TS0420).
    let diagnostics: DiagnosticEngine
    /// With several theme modifiers, the names of their enums: each is chosen on its own.
    let axisNames: ThemeAxisNames?
    /// Which groups a value may refer to without a cycle when the statics initialize (nil: no references).
    let initializationOrder: InitializationOrder?
    /// Where value expressions and summaries are written before they become text in the model.
    var scratch = SwiftWriter(capacity: 1024)
    private static let tokenTypes = TokenType.allCases
    /// The name the root type gives `TesseraTheme.Adaptive<…>` of each type of ``tokenTypes``
    /// (`AdaptiveColor`), which every token's property and values spell. One unqualified name
    /// costs the type checker less than two module-qualified names and a generic argument: 14% of
    /// a file of 2,000 colors and lengths (Performance.md). (An array: a dictionary would hash
    /// each type's raw string.)
    private static let adaptiveAliasNames: [String] = tokenTypes.map {
        "Adaptive" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst()
    }
    /// ``adaptiveAliasNames`` of springs.
    static let springAliasName = "AdaptiveSpring"
    /// Names no nested type takes: the module and the standard library, what the generated code
    /// spells unqualified (`Self`), and every name ``adaptiveTypeAliases(for:)`` may declare in the
    /// root type, which a nested type would shadow for the properties inside it. An alias name is
    /// reserved whether or not the file declares it, so a group's type name does not depend on
    /// which token types the file holds.
    static let reservedTypeNames: Set<String> = Set(
        [SwiftValueExpression.module, "Swift", "Adaptive", "Self", "Type", "Protocol", springAliasName] + adaptiveAliasNames)

    init(
        table: ThemeTable, entries: [ThemeTable.Entry], options: SwiftGeneratorOptions,
        paths: [Path?], diagnostics: DiagnosticEngine, axisNames: ThemeAxisNames? = nil, initializationOrder: InitializationOrder? = nil
    ) {
        self.initializationOrder = initializationOrder
        self.diagnostics = diagnostics
        self.axisNames = axisNames
        self.table = table
        self.entries = entries
        self.options = options
        self.paths = paths
        let names = Self.themePropertyNames(table)
        self.themeNames = names
        self.escapedThemeNames = names.map(SwiftNames.escaped)
    }

    /// The static property of each theme of ``ThemeTable/themes``, unique even when two context
    /// names spell one identifier.
    static func themePropertyNames(_ table: ThemeTable) -> [String] {
        var names: [String] = []
        var taken: Set<String> = []
        names.reserveCapacity(table.themes.count)
        taken.reserveCapacity(table.themes.count)
        for theme in table.themes {
            var name = SwiftNames.property(theme.name)
            // `themes` is the dictionary of all themes, and `default` the first theme: no other theme takes those names.
            if name == "themes" || (name == "default" && !names.isEmpty) { name += "_" }
            var candidate = name
            var suffix = 2
            while taken.contains(candidate) {
                candidate = "\(name)\(suffix)"
                suffix += 1
            }
            taken.insert(candidate)
            names.append(candidate)
        }
        return names
    }

    typealias Group = SwiftGenerator.Group

    /// `struct Group { properties; theme values }`: the group's type without its nested
    /// groups, which ``SwiftGenerator`` translates and renders after these members.
    mutating func declaration(of group: Group, isRoot: Bool) -> SwiftTypeDeclaration {
        let access = options.accessLevel.rawValue
        var members: [SwiftDeclaration] = []
        for (property, escaped, member) in group.members {
            switch member {
            case .group(let child):
                let initialValue: SwiftExpression? = holdsFirstTheme ? .member(nil, escapedThemeNames[0]) : nil
                members.append(
                    .property(
                        SwiftProperty(access: access, binding: .var, name: escaped, type: child.typeName, value: initialValue.map { .initializer($0) } ?? .none)))
            case .token(let index):
                appendTokenProperty(index, property: property, escaped: escaped, to: &members)
            case .spring(let index):
                appendSpringProperty(index, property: property, escaped: escaped, to: &members)
            case .colorAsset(let index):
                appendColorAssetProperty(index, property: property, escaped: escaped, to: &members)
            }
        }
        members.append(.blankLine)
        if let axisNames {
            appendThemeAxes(group, names: axisNames, isRoot: isRoot, to: &members)
        } else {
            appendThemes(group, isRoot: isRoot, to: &members)
        }
        if isRoot, case let aliases = adaptiveTypeAliases(for: group), !aliases.isEmpty {
            members.append(.blankLine)
            members += aliases
        }
        // The root is a whole theme, so the adapters can hold any generated root type.
        let conformances =
            isRoot ? ["Swift.Sendable", "Swift.Hashable", SwiftValueExpression.runtimeType("TokenTheme")] : ["Swift.Sendable", "Swift.Hashable"]
        return SwiftTypeDeclaration(
            modifiers: ["nonisolated", access], kind: .struct, name: group.typeName, conformances: conformances, members: members)
    }

    /// Whether each stored property starts at its value in the first theme (no independent theme
    /// modifiers): that theme is then `Self()`, and every other theme passes only what differs from
    /// it. An initial value is type-checked on its own against the property's declared type, where a
    /// private static per value and a call with an argument per member cost the type checker more.
    var holdsFirstTheme: Bool { axisNames == nil && !table.themes.isEmpty }

    /// The type a token's property has: `Adaptive` of its value type, whether or not it varies with
    /// traits today, so adding a dark or size-class variant later never changes a call site's types.
    func typeName(_ index: Int) -> String {
        Self.tokenTypes.firstIndex(of: entries[index].token.type).map { Self.adaptiveAliasNames[$0] } ?? ""
    }

    /// `public typealias AdaptiveColor = TesseraTheme.Adaptive<TesseraTheme.TokenColor>` for each
    /// type a property below `root` has, in ``tokenTypes`` order.
    func adaptiveTypeAliases(for root: Group) -> [SwiftDeclaration] {
        var usesType = [Bool](repeating: false, count: Self.tokenTypes.count)
        var usesSpring = false
        var groups = [root]
        while let group = groups.popLast() {
            for (_, _, member) in group.members {
                switch member {
                case .group(let child): groups.append(child)
                case .token(let index):
                    if let type = Self.tokenTypes.firstIndex(of: entries[index].token.type) { usesType[type] = true }
                case .spring: usesSpring = true
                case .colorAsset: break
                }
            }
        }
        let adaptive = SwiftValueExpression.runtimeType("Adaptive")
        var aliases: [SwiftDeclaration] = []
        for (offset, type) in Self.tokenTypes.enumerated() where usesType[offset] {
            aliases.append(
                .typeAlias(
                    SwiftTypeAlias(
                        documentation: [.text("A \(type.rawValue) token's value in every context.")], access: options.accessLevel.rawValue,
                        name: Self.adaptiveAliasNames[offset], type: adaptive + "<" + SwiftValueExpression.typeName(type) + ">")))
        }
        if usesSpring {
            aliases.append(
                .typeAlias(
                    SwiftTypeAlias(
                        documentation: [.text("A spring's value in every context.")], access: options.accessLevel.rawValue,
                        name: Self.springAliasName, type: adaptive + "<" + Self.springValueType + ">")))
        }
        return aliases
    }

    /// The token's property, documented with its description and its value in each theme; a
    /// deprecated token's `name` reads a private stored `_name`, so the theme values can set it
    /// without a warning while no reader outside the type gets the value without one.
    private mutating func appendTokenProperty(_ index: Int, property: String, escaped: String, to members: inout [SwiftDeclaration]) {
        var documentation: [SwiftDocLine] = []
        if let description = entries[index].token.description, !description.isEmpty {
            documentation = SwiftLiteral.docLines(description)
            documentation.append(.paragraphBreak)
        }
        appendSummary(index, to: &documentation)
        appendDeprecatableProperty(
            index, property: property, escaped: escaped, type: typeName(index), documentation: documentation,
            initialValue: holdsFirstTheme ? expression(index, theme: 0) : nil, to: &members)
    }

    /// The token's `$deprecated` text with each `{token.reference}` spelled as the Swift path to read
    /// instead (`AcmeTokens.color.text.primary`); with no reference in it, the alias target's path
    /// is named as the replacement.
    func deprecationMessage(_ index: Int) -> String? {
        let token = entries[index].token
        var message = ""
        var namesReplacement = false
        var rest = Substring(token.deprecationMessage ?? "")
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            message += rest[..<open]
            let reference = String(rest[rest.index(after: open)..<close])
            if let path = swiftPath(ofToken: reference) {
                message += path
                namesReplacement = true
            } else {
                message += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        message += rest
        if !namesReplacement, let alias = token.aliasOf, let path = swiftPath(ofToken: alias) {
            message += (message.isEmpty ? "" : " ") + "Use \(path) instead."
        }
        return message.isEmpty ? nil : message
    }

    /// `Root.group.token` for a token that is declared and not deprecated itself.
    private func swiftPath(ofToken id: String) -> String? {
        guard let target = table.entryIndex(ofToken: id), let path = paths[target], !entries[target].token.isDeprecated else { return nil }
        return path.group + "." + path.property
    }

    /// ``/// `id`: value per theme``, limited to 300 characters; nothing in it can end the comment.
    private mutating func appendSummary(_ index: Int, to documentation: inout [SwiftDocLine]) {
        scratch.write("`")
        scratch.write(string: entries[index].token.id)
        scratch.write("`: ")
        let summaryStart = scratch.count
        writeSummary(index)
        let summaryLength = scratch.count - summaryStart
        // Usual case: short, one line, printable. Otherwise cut it and clean it.
        let isPlain = summaryLength <= 300 && scratch.isPlainDocText
        let line = scratch.takeText()
        if isPlain { return documentation.append(.text(line)) }
        let summary = String(decoding: line.utf8.dropFirst(summaryStart), as: UTF8.self)
        let limited = summary.count > 300 ? String(summary.prefix(300)) + "…" : summary
        documentation += SwiftLiteral.docLines("`" + entries[index].token.id + "`: " + limited)
    }

    private mutating func writeSummary(_ index: Int) {
        // Independent theme modifiers: one value per combination of those the token depends on.
        let byCombination = axisNames != nil
        var first = true
        let start = scratch.count
        for themeIndex in 0..<(byCombination ? entries[index].themeValues.count : table.themes.count) {
            let value = byCombination ? entries[index].themeValues[themeIndex] : entries[index].value(inTheme: themeIndex)
            guard value != nil else { continue }
            // The comment keeps 300 characters: past that, more values only cost time (128,000 themes).
            if scratch.count - start > 1_200, String(decoding: scratch.text.utf8.dropFirst(start), as: UTF8.self).count > 300 { break }
            if !first { scratch.write("; ") }
            first = false
            if byCombination, !entries[index].themeDependencies.isEmpty {
                let dependencies = entries[index].themeDependencies.map { table.themeAxes[$0].axis }
                let contexts = table.matrix.contexts(ofCombination: themeIndex, dependencies: dependencies)
                scratch.write(string: zip(dependencies, contexts).map { table.matrix.axes[$0].contexts[$1] }.joined(separator: " "))
                scratch.write(": ")
            } else if !byCombination, table.themes.count > 1 {
                scratch.write(string: table.themes[themeIndex].name)
                scratch.write(": ")
            }
            switch value {
            case nil: break
            case .constant(let resolved, let alias)?:
                SwiftValueExpression.writeSummary(resolved, into: &scratch)
                if let alias {
                    scratch.write(" (= ")
                    scratch.write(string: alias)
                    scratch.write(")")
                }
            case .adaptive(_, _, let variants)?:
                for (offset, variant) in variants.enumerated() {
                    if offset > 0 { scratch.write(", ") }
                    SwiftValueExpression.writeSummary(variant.value, into: &scratch)
                    scratch.write(" ")
                    scratch.write(string: describe(variant.traits))
                }
            }
        }
    }

    func describe(_ traits: TraitValues) -> String {
        let words = [
            traits.valueName(.colorScheme), traits.contrast == .increased ? "high contrast" : nil, traits.valueName(.horizontalSizeClass),
            traits.valueName(.dynamicTypeSize),
        ]
        return "(" + words.compactMap { $0 }.joined(separator: " ") + ")"
    }

    /// Whether a token's value in `theme` is not the one its property starts at (the first theme's):
    /// a theme without the token takes it from the first theme that has it, referring to its alias
    /// target in `theme`, so it is written out too.
    private func differsFromFirstTheme(_ index: Int, _ theme: Int) -> Bool {
        let value = entries[index].value(inTheme: theme)
        return value == nil || value != entries[index].value(inTheme: 0)
    }

    /// Whether a group holds the same values in two themes (then one theme's static refers to the other's).
    private func sameContent(_ group: Group, _ lhs: Int, _ rhs: Int) -> Bool {
        group.members.allSatisfy { _, _, member in
            switch member {
            case .token(let index):
                return entries[index].value(inTheme: lhs) == entries[index].value(inTheme: rhs)
            case .spring(let index):
                return springValue(index, inTheme: lhs) == springValue(index, inTheme: rhs)
            case .colorAsset(let index):
                return colorAssetName(index, inTheme: lhs) == colorAssetName(index, inTheme: rhs)
            case .group(let child):
                return sameContent(child, lhs, rhs)
            }
        }
    }

    /// A hash of a group's values in a theme, equal where ``sameContent(_:_:_:)`` is true (springs
    /// are left out of it, so they only ever make it coarser).
    private func contentHash(_ group: Group, _ theme: Int) -> Int {
        var hasher = Hasher()
        func combine(_ group: Group) {
            for (_, _, member) in group.members {
                switch member {
                case .token(let index):
                    switch entries[index].value(inTheme: theme) {
                    case nil: hasher.combine(0)
                    case .constant(let value, let alias)?:
                        hasher.combine(value)
                        hasher.combine(alias)
                    case .adaptive(let value, let alias, _)?:
                        hasher.combine(value)
                        hasher.combine(alias)
                    }
                case .spring: break
                case .colorAsset(let index): hasher.combine(colorAssetName(index, inTheme: theme))
                case .group(let child): combine(child)
                }
            }
        }
        combine(group)
        return hasher.finalize()
    }

    /// One static value per theme: the first is `Self()` (every stored property starts at its value
    /// there), each other passes what differs from it (`static let globex: Self = Self(primary: _1_primary)`);
    /// a theme whose group holds the same values as an earlier one refers to it.
    private mutating func appendThemes(_ group: Group, isRoot: Bool, to members: inout [SwiftDeclaration]) {
        let access = options.accessLevel.rawValue
        // The first theme of each content, by a hash of the content: thousands of themes are
        // looked up, not compared pairwise; equal hashes are still compared whole.
        var distinctThemesByHash: [Int: [Int]] = [:]
        for (themeIndex, theme) in table.themes.enumerated() {
            let name = escapedThemeNames[themeIndex]
            // With one theme there is nothing to share.
            if !isRoot, table.themes.count > 1 {
                let hash = contentHash(group, themeIndex)
                if let earlier = distinctThemesByHash[hash]?.first(where: { sameContent(group, $0, themeIndex) }) {
                    let earlierName = escapedThemeNames[earlier]
                    members.append(.property(SwiftProperty(access: access, isStatic: true, binding: .let, name: name, type: "Self", value: .initializer(.identifier(earlierName)))))
                    continue
                }
                distinctThemesByHash[hash, default: []].append(themeIndex)
            }
            // Documents the first declaration of the theme.
            var documentation: [SwiftDocLine] = isRoot ? [.text("The \(SwiftLiteral.docText(theme.name)) theme.")] : []
            // Each value that differs is its own explicitly typed declaration, so the type checker
            // sees small expressions instead of one call with a hundred arguments.
            var arguments: [(label: String?, value: SwiftExpression)] = []
            for (property, _, member) in group.members where themeIndex > 0 {
                switch member {
                case .group(let child):
                    if !sameContent(child, 0, themeIndex) { arguments.append((property, .member(nil, name))) }
                case .token(let index):
                    guard differsFromFirstTheme(index, themeIndex) else { continue }
                    let valueName = "_\(themeIndex)_\(property)"
                    members.append(
                        .property(
                            SwiftProperty(
                                documentation: documentation, access: "private", isStatic: true, binding: .let, name: valueName,
                                type: typeName(index), value: .initializer(expression(index, theme: themeIndex)))))
                    documentation = []
                    arguments.append((entries[index].token.isDeprecated ? "_" + property : property, .identifier(valueName)))
                case .spring(let index):
                    guard springValue(index, inTheme: themeIndex) != springValue(index, inTheme: 0) else { continue }
                    appendSpringThemeValue(index, property: property, theme: themeIndex, to: &members, arguments: &arguments)
                case .colorAsset(let index):
                    guard colorAssetName(index, inTheme: themeIndex) != colorAssetName(index, inTheme: 0) else { continue }
                    appendColorAssetThemeValue(index, property: property, theme: themeIndex, to: &members, arguments: &arguments)
                }
            }
            // `Self(…)`: a member of the group may be spelled like the group's type.
            members.append(
                .property(
                    SwiftProperty(
                        documentation: documentation, access: access, isStatic: true, binding: .let, name: name, type: "Self",
                        value: .initializer(.call(.identifier("Self"), arguments)))))
        }
        guard isRoot else { return }
        let defaultTheme = themeNames.first ?? "default"
        if defaultTheme != "default" {
            members.append(
                .property(
                    SwiftProperty(
                        documentation: [.text("The theme chosen by each modifier's default context.")], access: access, isStatic: true,
                        binding: .let, name: "`default`", type: "Self", value: .initializer(.identifier(SwiftNames.escaped(defaultTheme))))))
        }
        let all = zip(table.themes, themeNames).map { theme, name in
            (key: SwiftExpression.literal(.string(theme.name)), value: SwiftExpression.identifier(SwiftNames.escaped(name)))
        }
        members.append(
            .property(
                SwiftProperty(
                    documentation: [.text("Every theme by name.")], access: access, isStatic: true, binding: .let, name: "themes",
                    type: "[Swift.String: Self]", value: .initializer(.dictionary(all)))))
    }

    // MARK: Values

    /// The expression for a token in a theme: a reference to its alias target when that
    /// keeps the type, else a literal; trait-dependent values as `Adaptive`.
    private mutating func expression(_ index: Int, theme: Int) -> SwiftExpression {
        let nonFiniteBefore = scratch.nonFiniteNumbers
        // A theme that lacks the token takes it from the first theme that has it.
        var value = entries[index].value(inTheme: theme)
        if value == nil, let source = table.themes.indices.first(where: { entries[index].value(inTheme: $0) != nil }) {
            value = entries[index].value(inTheme: source)
        }
        let expression = valueExpression(index, value: value, theme: theme)
        // An alias's value is its target's, reported there: a cause is said once.
        if value?.isAliasOnly == true { return expression }
        // A finite token value can still overflow on the way to points (1e308rem × 16).
        reportNonFiniteNumbers(
            since: nonFiniteBefore, ofToken: index, "\(entries[index].token.id) in theme \(table.themes[theme].name)",
            fixIt: "use a value that stays within ±1.8e308 in points")
        return expression
    }

    /// Reports the token (TS0420, an error: nothing is written) when `scratch` wrote an infinite or
    /// NaN number, as 0, since it counted `before`.
    func reportNonFiniteNumbers(since before: Int, ofToken index: Int, _ subject: @autoclosure () -> String, fixIt: String) {
        guard scratch.nonFiniteNumbers > before else { return }
        let token = entries[index].token
        diagnostics.emit(
            .error, .nonFiniteResult, "\(subject()) gives a number beyond the range of Double (infinity)",
            at: token.position, tokenPath: token.id, fixIt: fixIt)
    }

    /// The expression for a token's value in one combination of theme modifiers (see
    /// ``appendThemeAxes(_:names:isRoot:to:)``): always a literal, as there is no theme value to refer to.
    mutating func axisExpression(_ index: Int, value: ThemeTable.Value?) -> SwiftExpression {
        let nonFiniteBefore = scratch.nonFiniteNumbers
        let expression = valueExpression(index, value: value, theme: nil)
        if value?.isAliasOnly == true { return expression }
        reportNonFiniteNumbers(
            since: nonFiniteBefore, ofToken: index, entries[index].token.id, fixIt: "use a value that stays within ±1.8e308 in points")
        return expression
    }

    /// A value, referring to its alias target in `theme` where it can (never without a theme). Always
    /// written where its type is declared, so `Adaptive` is `.init(…)`: nothing for the type checker to infer.
    private mutating func valueExpression(_ index: Int, value: ThemeTable.Value?, theme: Int?) -> SwiftExpression {
        switch value {
        case nil: return .value("")
        case .constant(let resolved, let alias)?:
            if let reference = reference(to: alias, from: index, theme: theme, wantAdaptive: true) { return reference }
            // A constant is an `Adaptive` without variants: its empty array allocates nothing.
            SwiftValueExpression.writeConstant(resolved, remBase: options.remBase, into: &scratch)
            return .value(scratch.takeText())
        case .adaptive(let fallback, let fallbackAlias, let variants)?:
            let type = SwiftExpression.identifier(typeName(index))
            let defaultValue = reference(to: fallbackAlias, from: index, theme: theme, wantAdaptive: false) ?? literal(fallback)
            var elements: [SwiftExpression] = []
            elements.reserveCapacity(variants.count)
            for variant in variants {
                let value = reference(to: variant.aliasOf, from: index, theme: theme, wantAdaptive: false) ?? literal(variant.value)
                elements.append(.call(.member(type, "Variant"), [(nil, condition(variant.traits)), (nil, value)]))
            }
            return .call(type, [("default", defaultValue), ("variants", .array(elements))])
        }
    }

    /// A token value as ``SwiftValueExpression`` writes it.
    private mutating func literal(_ value: TokenValue) -> SwiftExpression {
        SwiftValueExpression.write(value, remBase: options.remBase, into: &scratch)
        return .value(scratch.takeText())
    }

    /// `TesseraTheme.TraitCondition(colorScheme: .dark, …)`.
    func condition(_ traits: TraitValues) -> SwiftExpression {
        let arguments: [(label: String?, value: SwiftExpression)] = TraitKind.allCases.compactMap { trait in
            traits.valueName(trait).map { (trait.rawValue, .member(nil, $0)) }
        }
        return .call(.identifier(SwiftValueExpression.runtimeType("TraitCondition")), arguments)
    }

    /// `Root.Group.Sub.theme.property` for an alias target that is not deprecated (reading a
    /// deprecated property would warn inside the generated file): the whole `Adaptive` when
    /// `wantAdaptive`, else its `defaultValue` when the target never varies; nil when there is none.
    /// Never a target of token `index`'s own group: the theme's static value would read itself while
    /// it is being initialized, which hangs at run time.
    private func reference(to alias: String?, from index: Int, theme: Int?, wantAdaptive: Bool) -> SwiftExpression? {
        guard let theme, let alias, let targetIndex = table.entryIndex(ofToken: alias), let path = paths[targetIndex] else { return nil }
        // A reference that initializes back into this group would wait on itself at run time.
        guard initializationOrder?.mayRefer(from: index, to: targetIndex) == true
        else { return nil }
        // An alias may take another type than its target's (a Tokens Studio `sizing` token naming a
        // `number` token is a length): the target's property then has the wrong Swift type.
        guard entries[targetIndex].token.type == entries[index].token.type else { return nil }
        guard !entries[targetIndex].token.isDeprecated, wantAdaptive || !entries[targetIndex].isAdaptive else { return nil }
        let adaptive = SwiftExpression.member(.member(.identifier(path.type), escapedThemeNames[theme]), path.property)
        return wantAdaptive ? adaptive : .member(adaptive, "defaultValue")
    }
}
