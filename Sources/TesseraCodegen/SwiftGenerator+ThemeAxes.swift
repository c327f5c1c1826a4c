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
        var taken = takenTypeNames.union(["TesseraTheme", "Swift", "Adaptive", "Self", "Type", "Protocol"])
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
            for context in axis.contexts {
                var name = SwiftNames.property(context)
                while cases.contains(name) { name += "_" }
                cases.append(name)
            }
            let defaultCase = cases.indices.contains(axis.defaultContext) ? cases[axis.defaultContext] : cases.first ?? ""
            return Axis(
                typeName: unique(SwiftNames.type(axis.name), suffix: "Theme"), label: label, cases: cases,
                defaultCase: defaultCase)
        }
    }
}

extension Emitter {
    /// The root's axis declarations and initializers, or a group's initializer from a selection:
    /// each token takes the value of the contexts of the theme modifiers it depends on.
    func renderThemeAxes(_ group: Group, names: ThemeAxisNames, isRoot: Bool, into writer: inout SwiftWriter) {
        let access = options.accessLevel
        let selectionType = "\(options.rootTypeName).\(names.selectionTypeName)"
        if isRoot { renderAxisTypes(names, into: &writer) }
        for (property, _, member) in group.members {
            guard case .token(let index) = member else { continue }
            let entry = entries[index]
            for combination in entry.themeValues.indices {
                writer.beginLine()
                writer.write("private static let _")
                writer.write(integer: combination)
                writer.write("_")
                writer.write(string: property)
                writer.write(": ")
                writeType(index, into: &writer)
                writer.write(" = ")
                let value = entry.themeValues[combination] ?? entry.themeValues.lazy.compactMap { $0 }.first
                writeAxisExpression(index, value: value, into: &writer)
                writer.endLine()
            }
        }
        writer.line("")
        if isRoot {
            let parameters = names.axes.map { "\(SwiftNames.escaped($0.label)): \($0.typeName) = .\(SwiftNames.escaped($0.defaultCase))" }
                .joined(separator: ", ")
            let arguments = names.axes.map { "\($0.label): \(SwiftNames.escaped($0.label))" }.joined(separator: ", ")
            writer.line("/// The tokens for one context of each theme modifier; each defaults to the modifier's default context.")
            writer.line("\(access) init(\(parameters)) {")
            writer.line("    self.init(\(names.selectionTypeName)(\(arguments)))")
            writer.line("}")
            writer.line("")
        }
        writer.line("/// The tokens for one context of each theme modifier.")
        writer.line("\(access) init(_ selection: \(selectionType)) {")
        writer.indent()
        for (property, escaped, member) in group.members {
            switch member {
            case .group(let child):
                writer.line("self.\(escaped) = \(child.typeName)(selection)")
            case .token(let index):
                let target = entries[index].token.isDeprecated ? "self._\(property)" : "self.\(escaped)"
                renderAxisAssignment(index, target: target, property: property, names: names, into: &writer)
            }
        }
        writer.outdent()
        writer.line("}")
        if isRoot {
            writer.line("")
            writer.line("/// The theme chosen by each modifier's default context.")
            writer.line("\(access) static let `default`: Self = Self()")
        }
    }

    /// For one theme modifier, the same API as for several (`Tokens(brand: .globex)`), choosing among
    /// the static value of each context; in an extension, so the root keeps its memberwise initializer.
    func renderSingleAxisExtension(_ names: ThemeAxisNames, into writer: inout SwiftWriter) {
        guard let axis = names.axes.first else { return }
        let access = options.accessLevel
        writer.line("")
        writer.line("nonisolated extension \(options.rootTypeName) {")
        writer.indent()
        renderAxisTypes(names, into: &writer)
        writer.line("")
        writer.line("/// The theme for one context of the theme modifier.")
        let label = SwiftNames.escaped(axis.label)
        writer.line("\(access) init(\(label): \(axis.typeName) = .\(SwiftNames.escaped(axis.defaultCase))) {")
        writer.line("    self.init(\(names.selectionTypeName)(\(axis.label): \(label)))")
        writer.line("}")
        writer.line("")
        writer.line("/// The theme for one context of the theme modifier.")
        writer.line("\(access) init(_ selection: \(names.selectionTypeName)) {")
        writer.indent()
        writer.line("switch selection.\(label) {")
        for (caseName, themeName) in zip(axis.cases, themeNames) {
            writer.line("case .\(SwiftNames.escaped(caseName)): self = .\(SwiftNames.escaped(themeName))")
        }
        writer.line("}")
        writer.outdent()
        writer.line("}")
        writer.outdent()
        writer.line("}")
    }

    private func renderAxisTypes(_ names: ThemeAxisNames, into writer: inout SwiftWriter) {
        let access = options.accessLevel
        for (axis, name) in zip(table.themeAxes, names.axes) {
            writer.line("/// The contexts of modifier \(SwiftLiteral.docText(axis.name)).")
            writer.line("\(access) enum \(name.typeName): Swift.String, Swift.CaseIterable, Swift.Sendable, Swift.Hashable {")
            writer.indent()
            for (context, caseName) in zip(axis.contexts, name.cases) {
                let raw = caseName == context ? "" : " = \(SwiftLiteral.string(context))"
                writer.line("case \(SwiftNames.escaped(caseName))\(raw)")
            }
            writer.outdent()
            writer.line("}")
        }
        writer.line("")
        writer.line("/// One context of each theme modifier.")
        writer.line("\(access) struct \(names.selectionTypeName): Swift.Sendable, Swift.Hashable {")
        writer.indent()
        for name in names.axes { writer.line("\(access) var \(SwiftNames.escaped(name.label)): \(name.typeName)") }
        let parameters = names.axes.map { "\(SwiftNames.escaped($0.label)): \($0.typeName) = .\(SwiftNames.escaped($0.defaultCase))" }
        writer.line("\(access) init(\(parameters.joined(separator: ", "))) {")
        for name in names.axes { writer.line("    self.\(SwiftNames.escaped(name.label)) = \(SwiftNames.escaped(name.label))") }
        writer.line("}")
        writer.outdent()
        writer.line("}")
    }

    /// `self.x = Self._0_x`, or a `switch` over the theme modifiers the token depends on.
    private func renderAxisAssignment(
        _ index: Int, target: String, property: String, names: ThemeAxisNames, into writer: inout SwiftWriter
    ) {
        let dependencies = entries[index].themeDependencies
        guard !dependencies.isEmpty else { return writer.line("\(target) = Self._0_\(property)") }
        let subjects = dependencies.map { "selection.\(SwiftNames.escaped(names.axes[$0].label))" }
        writer.line("switch \(subjects.count == 1 ? subjects[0] : "(" + subjects.joined(separator: ", ") + ")") {")
        let axes = dependencies.map { table.themeAxes[$0].axis }
        for combination in entries[index].themeValues.indices {
            let contexts = table.matrix.contexts(ofCombination: combination, dependencies: axes)
            let cases = zip(dependencies, contexts).map { ".\(SwiftNames.escaped(names.axes[$0].cases[$1]))" }
            let pattern = cases.count == 1 ? cases[0] : "(" + cases.joined(separator: ", ") + ")"
            writer.line("case \(pattern): \(target) = Self._\(combination)_\(property)")
        }
        writer.line("}")
    }
}
