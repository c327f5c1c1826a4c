import TesseraConfiguration
import TesseraTokens

/// The Swift names of independent theme modifiers: with two or more, the root type gets a
/// nested enum per modifier, a `Selection` of one case of each, and initializers taking them.
struct ThemeAxisNames {
    struct Axis {
        /// The enum (`Brand`).
        var typeName: String
        /// The argument label and `Selection` property (`brand`).
        var label: String
        /// The case of each context, escaped where it is a keyword.
        var cases: [String]
        var defaultCase: String
    }

    var axes: [Axis]
    /// The struct holding one case of each enum.
    var selectionTypeName: String

    /// Names that cannot shadow the root's nested groups or each other.
    init(_ themeAxes: [ThemeTable.ThemeAxis], takenTypeNames: Set<String>) {
        var taken = takenTypeNames.union(SwiftTranslator.reservedTypeNames)
        func unique(_ name: String, suffix: String) -> String {
            var candidate = taken.contains(name) ? name + suffix : name
            var number = 2
            while taken.contains(candidate) {
                candidate = "\(name)\(suffix)\(number)"
                number += 1
            }
            taken.insert(candidate)
            return candidate
        }
        selectionTypeName = unique("Selection", suffix: "Theme")
        var labels: Set<String> = []
        axes = themeAxes.map { axis in
            var label = SwiftNames.property(axis.name)
            while !labels.insert(label).inserted { label += "_" }
            var cases: [String] = []
            var takenCases: Set<String> = []
            cases.reserveCapacity(axis.contexts.count)
            takenCases.reserveCapacity(axis.contexts.count)
            for context in axis.contexts {
                var name = SwiftNames.property(context)
                while !takenCases.insert(name).inserted { name += "_" }
                cases.append(name)
            }
            let defaultCase = cases.indices.contains(axis.defaultContext) ? cases[axis.defaultContext] : cases.first ?? ""
            return Axis(
                typeName: unique(SwiftNames.type(axis.name), suffix: "Theme"), label: label, cases: cases,
                defaultCase: defaultCase)
        }
    }
}

extension SwiftTranslator {
    /// The root's axis declarations and initializers, or a group's initializer from a selection:
    /// each token takes the value of the contexts of the theme modifiers it depends on.
    mutating func appendThemeAxes(_ group: Group, names: ThemeAxisNames, isRoot: Bool, to members: inout [SwiftDeclaration]) {
        let access = options.accessLevel.rawValue
        if isRoot { members += axisTypes(names) }
        for (property, _, member) in group.members {
            if case .spring(let index) = member { appendSpringAxisValues(index, property: property, to: &members) }
            if case .colorAsset(let index) = member { appendColorAssetAxisValue(index, property: property, to: &members) }
            guard case .token(let index) = member else { continue }
            let entry = entries[index]
            for combination in entry.themeValues.indices {
                let value = entry.themeValues[combination] ?? entry.themeValues.lazy.compactMap { $0 }.first
                members.append(
                    .property(
                        SwiftProperty(
                            access: "private", isStatic: true, binding: .let, name: "_\(combination)_\(property)", type: typeName(index),
                            value: .initializer(axisExpression(index, value: value)))))
            }
        }
        members.append(.blankLine)
        if isRoot {
            members.append(
                .initializer(
                    SwiftInitializer(
                        documentation: [.text("The tokens for one context of each theme modifier; each defaults to the modifier's default context.")],
                        access: access, parameters: names.axes.map(Self.selectionParameter),
                        body: [.expression(.call(.selfMember("init"), [(nil, Self.selection(names))]))])))
            members.append(.blankLine)
        }
        var assignments: [SwiftStatement] = []
        for (property, escaped, member) in group.members {
            switch member {
            case .group(let child):
                assignments.append(.assignment(target: .selfMember(escaped), value: .call(.identifier(child.typeName), [(nil, .identifier("selection"))])))
            case .token(let index), .spring(let index):
                let target = SwiftExpression.selfMember(entries[index].token.isDeprecated ? "_" + property : escaped)
                assignments.append(axisAssignment(index, target: target, property: property, names: names))
            case .colorAsset(let index):
                assignments.append(colorAssetAssignment(index, property: property, escaped: escaped))
            }
        }
        members.append(
            .initializer(
                SwiftInitializer(
                    documentation: [.text("The tokens for one context of each theme modifier.")], access: access,
                    parameters: [.init(label: "_", name: "selection", type: "\(options.rootTypeName).\(names.selectionTypeName)")],
                    body: assignments)))
        if isRoot {
            members.append(.blankLine)
            members.append(
                .property(
                    SwiftProperty(
                        documentation: [.text("The theme chosen by each modifier's default context.")], access: access, isStatic: true,
                        binding: .let, name: "`default`", type: "Self", value: .initializer(.call(.identifier("Self"), [])))))
        }
    }

    /// For one theme modifier, the same API as for several (`Tokens(brand: .globex)`), choosing among
    /// the static value of each context; in an extension, so the root keeps its memberwise initializer.
    func singleAxisExtension(_ names: ThemeAxisNames) -> SwiftTypeDeclaration? {
        guard let axis = names.axes.first else { return nil }
        let access = options.accessLevel.rawValue
        let label = SwiftNames.escaped(axis.label)
        let themeCases = zip(axis.cases, themeNames).map { caseName, themeName in
            (
                pattern: SwiftExpression.member(nil, SwiftNames.escaped(caseName)),
                body: SwiftStatement.assignment(target: .identifier("self"), value: .member(nil, SwiftNames.escaped(themeName)))
            )
        }
        return SwiftTypeDeclaration(
            modifiers: ["nonisolated"], kind: .extension, name: options.rootTypeName,
            members: axisTypes(names) + [
                .blankLine,
                .initializer(
                    SwiftInitializer(
                        documentation: [.text("The theme for one context of the theme modifier.")], access: access,
                        parameters: [Self.selectionParameter(axis)], body: [.expression(.call(.selfMember("init"), [(nil, Self.selection(names))]))])),
                .blankLine,
                .initializer(
                    SwiftInitializer(
                        documentation: [.text("The theme for one context of the theme modifier.")], access: access,
                        parameters: [.init(label: "_", name: "selection", type: names.selectionTypeName)],
                        body: [.switch(subject: .member(.identifier("selection"), label), cases: themeCases)])),
            ])
    }

    /// `brand: Brand = .acme`.
    private static func selectionParameter(_ axis: ThemeAxisNames.Axis) -> SwiftInitializer.Parameter {
        .init(name: SwiftNames.escaped(axis.label), type: axis.typeName, defaultValue: .member(nil, SwiftNames.escaped(axis.defaultCase)))
    }

    /// `Selection(brand: brand, …)`, from the initializer's parameters.
    private static func selection(_ names: ThemeAxisNames) -> SwiftExpression {
        .call(.identifier(names.selectionTypeName), names.axes.map { ($0.label, .identifier(SwiftNames.escaped($0.label))) })
    }

    /// An enum of contexts per theme modifier, and the `Selection` of one case of each.
    private func axisTypes(_ names: ThemeAxisNames) -> [SwiftDeclaration] {
        let access = options.accessLevel.rawValue
        var declarations: [SwiftDeclaration] = zip(table.themeAxes, names.axes).map { axis, name in
            .type(
                SwiftTypeDeclaration(
                    documentation: [.text("The contexts of modifier \(SwiftLiteral.docText(axis.name)).")], modifiers: [access],
                    kind: .enum, name: name.typeName,
                    conformances: ["Swift.String", "Swift.CaseIterable", "Swift.Sendable", "Swift.Hashable"],
                    members: zip(axis.contexts, name.cases).map { context, caseName in
                        .enumCase(name: SwiftNames.escaped(caseName), rawValue: caseName == context ? nil : .literal(.string(context)))
                    }))
        }
        declarations.append(.blankLine)
        let properties = names.axes.map { name in
            SwiftDeclaration.property(SwiftProperty(access: access, binding: .var, name: SwiftNames.escaped(name.label), type: name.typeName))
        }
        let initializer = SwiftInitializer(
            access: access, parameters: names.axes.map(Self.selectionParameter),
            body: names.axes.map { name in
                .assignment(target: .selfMember(SwiftNames.escaped(name.label)), value: .identifier(SwiftNames.escaped(name.label)))
            })
        declarations.append(
            .type(
                SwiftTypeDeclaration(
                    documentation: [.text("One context of each theme modifier.")], modifiers: [access], kind: .struct,
                    name: names.selectionTypeName, conformances: ["Swift.Sendable", "Swift.Hashable"],
                    members: properties + [.initializer(initializer)])))
        return declarations
    }

    /// Past this many combinations a token's `switch` nests one switch per modifier instead of
    /// switching over a tuple: the compiler's exhaustiveness check of a tuple switch grows with the
    /// product of its modifiers' contexts and gives up ("unable to check that this switch is
    /// exhaustive in reasonable time") at a few thousand cases, where nested switches check each
    /// modifier's handful of cases alone.
    static let tupleSwitchLimit = 64

    /// `self.x = Self._0_x`, or a `switch` over the theme modifiers the token depends on.
    func axisAssignment(_ index: Int, target: SwiftExpression, property: String, names: ThemeAxisNames) -> SwiftStatement {
        let dependencies = entries[index].themeDependencies
        guard !dependencies.isEmpty else { return .assignment(target: target, value: .staticMember("_0_\(property)")) }
        let subjects = dependencies.map { SwiftExpression.member(.identifier("selection"), SwiftNames.escaped(names.axes[$0].label)) }
        let axes = dependencies.map { table.themeAxes[$0].axis }
        let combinations = entries[index].themeValues.indices.map { combination in
            (contexts: table.matrix.contexts(ofCombination: combination, dependencies: axes),
             body: SwiftStatement.assignment(target: target, value: .staticMember("_\(combination)_\(property)")))
        }
        let pattern = { (level: Int, context: Int) in SwiftExpression.member(nil, SwiftNames.escaped(names.axes[dependencies[level]].cases[context])) }
        guard dependencies.count > 1, combinations.count > Self.tupleSwitchLimit else {
            let cases = combinations.map { combination in
                let patterns = combination.contexts.indices.map { pattern($0, combination.contexts[$0]) }
                return (pattern: patterns.count == 1 ? patterns[0] : SwiftExpression.tuple(patterns), body: combination.body)
            }
            return .switch(subject: subjects.count == 1 ? subjects[0] : .tuple(subjects), cases: cases)
        }
        // One switch per modifier, the combinations grouped by their context of it, in order.
        func nested(_ level: Int, _ group: ArraySlice<(contexts: [Int], body: SwiftStatement)>) -> SwiftStatement {
            guard level < dependencies.count else { return group[group.startIndex].body }
            var cases: [(pattern: SwiftExpression, body: SwiftStatement)] = []
            var start = group.startIndex
            while start < group.endIndex {
                let context = group[start].contexts[level]
                var end = start + 1
                while end < group.endIndex, group[end].contexts[level] == context { end += 1 }
                cases.append((pattern(level, context), nested(level + 1, group[start..<end])))
                start = end
            }
            return .switch(subject: subjects[level], cases: cases)
        }
        let ordered = combinations.sorted { $0.contexts.lexicographicallyPrecedes($1.contexts) }
        return nested(0, ordered[...])
    }
}
