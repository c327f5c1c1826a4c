public import Foundation
import Dispatch
public import TesseraCore

/// Options for the generated Swift.
public struct SwiftGeneratorOptions: Sendable {
    /// The root type: `Tokens.acme.color.background.primary`.
    public var rootTypeName: String
    /// `public` or `internal`.
    public var accessLevel: String
    /// Where the tokens came from, for the header (a file name, never an absolute path).
    public var sourceDescription: String
    /// How many points 1rem is (16 by default).
    public var remBase: Double

    public init(
        rootTypeName: String = "Tokens", accessLevel: String = "public", sourceDescription: String = "",
        remBase: Double = 16
    ) {
        self.rootTypeName = rootTypeName
        self.accessLevel = accessLevel
        self.sourceDescription = sourceDescription
        self.remBase = remBase
    }
}

/// Renders a ``ThemeTable`` as Swift: groups become nested types, tokens stored
/// properties of TesseraTheme value types, themes (brands) static values of the
/// root type, trait-dependent tokens `Adaptive` values, and whole-value aliases
/// references to the aliased token.
public struct SwiftGenerator {
    public let table: ThemeTable
    /// The last tree built, kept as long as the generator: freeing a tree of 100,000
    /// names costs more than a tenth of building it, and a command about to exit keeps
    /// the generator instead of freeing it.
    private let lastTree = TreeHolder()
    public let options: SwiftGeneratorOptions
    let diagnostics: DiagnosticEngine
    /// How a Swift-name collision (TS0600) is reported: an error when generating, a warning
    /// when only checking (``checkNames(of:rootTypeName:diagnostics:)``).
    private var collisionSeverity = Diagnostic.Severity.error

    public init(table: ThemeTable, options: SwiftGeneratorOptions, diagnostics: DiagnosticEngine) {
        self.table = table
        self.options = options
        self.diagnostics = diagnostics
    }

    /// Reports as warnings the tokens whose Swift names `tessera build` would refuse (TS0600),
    /// by the generator's own naming, without resolving any theme: for `tessera validate`.
    public static func checkNames(of tokens: [ResolvedToken], rootTypeName: String, diagnostics: DiagnosticEngine) {
        checkNames(of: tokens.map { ThemeTable.Entry(token: $0, values: []) }, rootTypeName: rootTypeName, diagnostics: diagnostics)
    }

    /// ``checkNames(of:rootTypeName:diagnostics:)`` for tokens read but not resolved: names
    /// depend on paths and `$extensions`, not on values.
    public static func checkNames(of definitions: [TokenDefinition], rootTypeName: String, diagnostics: DiagnosticEngine) {
        let entries = definitions.map { ThemeTable.Entry(token: ResolvedToken(declaredBy: $0, standIn: .boolean(false)), values: []) }
        checkNames(of: entries, rootTypeName: rootTypeName, diagnostics: diagnostics)
    }

    private static func checkNames(of entries: [ThemeTable.Entry], rootTypeName: String, diagnostics: DiagnosticEngine) {
        let table = ThemeTable(themes: [], traitModifiers: [], entries: entries, indexByID: StringIndex())
        var generator = SwiftGenerator(table: table, options: SwiftGeneratorOptions(rootTypeName: rootTypeName), diagnostics: diagnostics)
        generator.collisionSeverity = .warning
        _ = generator.buildTree()
    }

    /// A group of the token tree with its Swift names decided.
    final class Group {
        let path: [String]
        let typeName: String
        /// Members in source order: a token (entry index) or a subgroup.
        /// `escaped` is the property as written in declarations (keywords in backticks).
        var members: [(property: String, escaped: String, member: Member)] = []
        var childrenByName: [String: Group] = [:]
        /// Property names taken, keyed without one leading underscore, because a deprecated
        /// token `name` also declares `_name`: the two spellings must not both be taken.
        var takenNames = StringIndex()
        /// Who took each name, by the value in ``takenNames``.
        var takers: [(id: String, position: SourcePosition)] = []

        enum Member {
            case token(Int)
            case group(Group)
        }

        init(path: [String], typeName: String) {
            self.path = path
            self.typeName = typeName
        }
    }

    /// The generated source.
    public func render() -> String {
        String(decoding: renderBytes(), as: UTF8.self)
    }

    /// The generated source as UTF-8, ready to write.
    public func renderBytes() -> [UInt8] {
        Array(renderData())
    }

    /// The generated source as UTF-8 in one buffer.
    public func renderData() -> Data {
        let root = buildTree()
        lastTree.root = root
        var paths = [(type: String, property: String)?](repeating: nil, count: table.entries.count)
        collectPaths(root, qualifiedName: options.rootTypeName, into: &paths)
        var writer = SwiftWriter()
        writer.line("// Generated by Tessera from \(options.sourceDescription.isEmpty ? "design tokens" : options.sourceDescription). Do not edit: run `tessera build` again.")
        writer.line("// swift-format-ignore-file")
        // Public declarations expose TesseraTheme types; say so, so the file also compiles
        // in packages that turn on InternalImportsByDefault.
        // (Only when a declaration does use one: an unused public import is a warning.)
        let exposesRuntimeTypes = table.entries.contains { entry in
            entry.isAdaptive || SwiftValueExpression.typeName(entry.token.type).hasPrefix(SwiftValueExpression.module)
        }
        let importAccess = options.accessLevel == "internal" || !exposesRuntimeTypes ? "" : "\(options.accessLevel) "
        writer.line("\(importAccess)import TesseraTheme")
        writer.line("")
        let themes = table.themes.map(\.name).joined(separator: ", ")
        let traits = table.traitModifiers.map(\.name).joined(separator: ", ")
        writer.line("/// Design tokens, one value of this type per theme (\(themes)).")
        if !traits.isEmpty {
            writer.line("///")
            writer.line("/// Tokens that vary with \(traits) are `Adaptive` values: resolve them with the device's traits.")
        }
        table.entries.withUnsafeBufferPointer { entries in
            // An empty table has no base address, and no token to read through it.
            let base = entries.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<ThemeTable.Entry>.alignment)!
            let emitter = Emitter(table: table, entries: base, options: options, paths: paths, diagnostics: diagnostics)
            emitter.renderGroup(root, isRoot: true, into: &writer)
        }
        return writer.takeData()
    }

    private func collectPaths(_ group: Group, qualifiedName: String, into paths: inout [(type: String, property: String)?]) {
        for (_, escaped, member) in group.members {
            switch member {
            case .token(let index): paths[index] = (qualifiedName, escaped)
            case .group(let child): collectPaths(child, qualifiedName: qualifiedName + "." + child.typeName, into: &paths)
            }
        }
    }

    // MARK: Tree and names

    private func buildTree() -> Group {
        table.entries.withUnsafeBufferPointer { entries in
            guard let base = entries.baseAddress else { return Group(path: [], typeName: options.rootTypeName) }
            return buildTree(base, count: entries.count)
        }
    }

    /// The tree over entries read in place (`pointee` borrows; copying a token retains all it holds).
    private func buildTree(_ entries: UnsafePointer<ThemeTable.Entry>, count: Int) -> Group {
        let root = Group(path: [], typeName: options.rootTypeName)
        // Tokens come in source order, so most share the previous token's group.
        var previousGroupPath: [String]? = nil
        var previousGroup: Group? = root
        for index in 0..<count {
            let token = UnsafePointer(entries + index).pointer(to: \.token)!
            var group: Group
            if let previousGroupPath, previousGroupPath == token.pointee.groupPath {
                guard let previousGroup else { continue }
                group = previousGroup
            } else {
                group = root
                var valid = true
                for name in token.pointee.groupPath {
                    if let child = group.childrenByName[name] {
                        group = child
                        continue
                    }
                    let property = SwiftNames.property(name)
                    guard claim(property, for: token.pointee.groupPath.prefix(upTo: group.path.count + 1).joined(separator: "."),
                        at: token.pointee.position, in: group)
                    else {
                        valid = false
                        break
                    }
                    let child = Group(path: group.path + [name], typeName: typeName(for: name, inside: group))
                    group.childrenByName[name] = child
                    group.members.append((property, SwiftNames.escaped(property), .group(child)))
                    group = child
                }
                previousGroupPath = token.pointee.groupPath
                previousGroup = valid ? group : nil
                guard valid else { continue }
            }
            let property = token.pointee.extensions.flatMap(SwiftNames.preferredProperty) ?? SwiftNames.property(token.pointee.name)
            guard claim(property, for: token.pointee.id, at: token.pointee.position, in: group) else { continue }
            group.members.append((property, SwiftNames.escaped(property), .token(index)))
        }
        return root
    }

    /// Records that `property` names `id` in `group`; reports a collision with the member already named so.
    private func claim(_ property: String, for id: String, at position: SourcePosition, in group: Group) -> Bool {
        let key = property.utf8.first == UInt8(ascii: "_") ? String(property.dropFirst()) : property
        if let taker = group.takenNames[key], case let earlier = group.takers[taker], earlier.id != id {
            let outcome = collisionSeverity == .error ? "was left out of the generated code" : "would be left out of the generated Swift"
            diagnostics.emit(
                collisionSeverity, .swiftNameCollision,
                "\(id) and \(earlier.id) both become the Swift name \(property); \(id) \(outcome)",
                at: position, tokenPath: id, notes: [("\(earlier.id) is defined here", earlier.position, earlier.id)],
                fixIt: "rename one of them so their names differ by more than case and punctuation")
            return false
        }
        if group.takenNames.insert(key, group.takers.count) == nil { group.takers.append((id, position)) }
        return true
    }

    /// A nested type name that cannot shadow the module, the standard library or the root type.
    private func typeName(for name: String, inside group: Group) -> String {
        var candidate = SwiftNames.type(name)
        let reserved: Set<String> = [options.rootTypeName, "TesseraTheme", "Swift", "Adaptive", "Self", "Type", "Protocol"]
        // A name that does not start with a letter has the same spelling as a type and
        // as a property (`_2xl`); the suffix keeps the type from being shadowed.
        if reserved.contains(candidate) || candidate == group.typeName || candidate == SwiftNames.property(name) {
            candidate += "Group"
        }
        return candidate
    }

}

/// Writes the groups, properties and theme values once names and paths are known.
struct Emitter {
    let table: ThemeTable
    let options: SwiftGeneratorOptions
    /// The table's entries, borrowed for the rendering: a pointer's subscript reads an entry
    /// in place, where an array's or a buffer's copies it (and retains all it holds).
    let entries: UnsafePointer<ThemeTable.Entry>
    /// By entry: the qualified type of its group and its property name as written (nil when left out).
    let paths: [(type: String, property: String)?]
    /// The static property of each theme; unique even when two context names spell one identifier.
    let themeNames: [String]
    /// Where a value that overflows on the way to Swift is reported (TS0420).
    let diagnostics: DiagnosticEngine

    init(
        table: ThemeTable, entries: UnsafePointer<ThemeTable.Entry>, options: SwiftGeneratorOptions,
        paths: [(type: String, property: String)?], diagnostics: DiagnosticEngine
    ) {
        self.diagnostics = diagnostics
        self.table = table
        self.entries = entries
        self.options = options
        self.paths = paths
        var names: [String] = []
        for theme in table.themes {
            var name = SwiftNames.property(theme.name)
            // `themes` is the dictionary of all themes, and `default` the first theme: no other theme takes those names.
            if name == "themes" || (name == "default" && !names.isEmpty) { name += "_" }
            var candidate = name
            var suffix = 2
            while names.contains(candidate) {
                candidate = "\(name)\(suffix)"
                suffix += 1
            }
            names.append(candidate)
        }
        self.themeNames = names
    }

    typealias Group = SwiftGenerator.Group

    func renderGroup(_ group: Group, isRoot: Bool, into writer: inout SwiftWriter) {
        openGroup(group, isRoot: isRoot, into: &writer)
        for (_, _, member) in group.members {
            guard case .group(let child) = member else { continue }
            writer.line("")
            renderGroup(child, isRoot: false, into: &writer)
        }
        writer.outdent()
        writer.line("}")
    }

    /// The group's declaration up to its nested types: properties and theme values, one level in.
    func openGroup(_ group: Group, isRoot: Bool, into writer: inout SwiftWriter) {
        let access = options.accessLevel
        // The root is a whole theme, so the adapters can hold any generated root type.
        let conformances = isRoot ? "Swift.Sendable, Swift.Hashable, TesseraTheme.TokenTheme" : "Swift.Sendable, Swift.Hashable"
        writer.line("nonisolated \(access) struct \(group.typeName): \(conformances) {")
        writer.indent()
        for (property, escaped, member) in group.members {
            switch member {
            case .group(let child):
                writer.line("\(access) var \(escaped): \(child.typeName)")
            case .token(let index):
                renderTokenProperty(index, property: property, escaped: escaped, into: &writer)
            }
        }
        writer.line("")
        renderThemes(group, isRoot: isRoot, into: &writer)
    }

    private func writeType(_ index: Int, into writer: inout SwiftWriter) {
        let base = SwiftValueExpression.typeName(entries[index].token.type)
        guard entries[index].isAdaptive else { return writer.write(string: base) }
        writer.write("TesseraTheme.Adaptive<")
        writer.write(string: base)
        writer.write(">")
    }

    private func renderTokenProperty(
        _ index: Int, property: String, escaped: String, into writer: inout SwiftWriter
    ) {
        let access = options.accessLevel
        if let description = entries[index].token.description, !description.isEmpty {
            if SwiftLiteral.isPlainDocText(description) {
                writer.beginLine()
                writer.write("/// ")
                writer.write(string: description)
                writer.endLine()
            } else {
                for line in SwiftLiteral.docLines(description) { writer.line(line) }
            }
            writer.line("///")
        }
        writeSummaryLine(index, into: &writer)
        if entries[index].token.isDeprecated {
            let message = entries[index].token.deprecationMessage.map { ", message: \(SwiftLiteral.string($0))" } ?? ""
            writer.line("@available(*, deprecated\(message))")
            writer.beginLine()
            writer.write(string: access)
            writer.write(" var ")
            writer.write(string: escaped)
            writer.write(": ")
            writeType(index, into: &writer)
            writer.write(" { _")
            writer.write(string: property)
            writer.write(" }")
            writer.endLine()
            writer.beginLine()
            writer.write(string: access)
            writer.write(" var _")
        } else {
            writer.beginLine()
            writer.write(string: access)
            writer.write(" var ")
        }
        writer.write(string: entries[index].token.isDeprecated ? property : escaped)
        writer.write(": ")
        writeType(index, into: &writer)
        writer.endLine()
    }

    /// ``/// `id`: value per theme``, limited to 300 characters; nothing in it can end the comment.
    private func writeSummaryLine(_ index: Int, into writer: inout SwiftWriter) {
        let mark = writer.count
        writer.beginLine()
        writer.write("/// `")
        let idStart = writer.count
        writer.write(string: entries[index].token.id)
        writer.write("`: ")
        let summaryStart = writer.count
        writeSummary(index, into: &writer)
        // Usual case: short, one line, printable. Otherwise build it as text and clean it.
        if writer.count - summaryStart <= 300, writer.isPlainDocText(since: idStart, limit: .max) {
            return writer.endLine()
        }
        let text = writer.text(since: summaryStart)
        writer.truncate(to: mark)
        let limited = text.count > 300 ? String(text.prefix(300)) + "…" : text
        for line in SwiftLiteral.docLines("`" + entries[index].token.id + "`: " + limited) { writer.line(line) }
    }

    private func writeSummary(_ index: Int, into writer: inout SwiftWriter) {
        var first = true
        for themeIndex in entries[index].values.indices {
            guard entries[index].values[themeIndex] != nil else { continue }
            if !first { writer.write("; ") }
            first = false
            if table.themes.count > 1 {
                writer.write(string: table.themes[themeIndex].name)
                writer.write(": ")
            }
            switch entries[index].values[themeIndex] {
            case nil: break
            case .constant(let resolved, let alias)?:
                SwiftValueExpression.writeSummary(resolved, into: &writer)
                if let alias {
                    writer.write(" (= ")
                    writer.write(string: alias)
                    writer.write(")")
                }
            case .adaptive(_, _, let variants)?:
                for (offset, variant) in variants.enumerated() {
                    if offset > 0 { writer.write(", ") }
                    SwiftValueExpression.writeSummary(variant.value, into: &writer)
                    writer.write(" ")
                    writer.write(string: describe(variant.traits))
                }
            }
        }
    }

    private func describe(_ traits: TraitValues) -> String {
        let words = [
            traits.colorScheme, traits.contrast == "increased" ? "high contrast" : nil, traits.horizontalSizeClass,
            traits.dynamicTypeSize,
        ]
        return "(" + words.compactMap { $0 }.joined(separator: " ") + ")"
    }

    /// Whether a group holds the same values in two themes (then one theme's static refers to the other's).
    private func sameContent(_ group: Group, _ lhs: Int, _ rhs: Int) -> Bool {
        group.members.allSatisfy { _, _, member in
            switch member {
            case .token(let index):
                let values = entries[index].values
                return values[lhs] == values[rhs]
            case .group(let child):
                return sameContent(child, lhs, rhs)
            }
        }
    }

    /// One static value per theme; a theme whose group holds the same values as an earlier one refers to it.
    private func renderThemes(_ group: Group, isRoot: Bool, into writer: inout SwiftWriter) {
        let access = options.accessLevel
        for (themeIndex, theme) in table.themes.enumerated() {
            let name = SwiftNames.escaped(themeNames[themeIndex])
            if isRoot { writer.line("/// The \(SwiftLiteral.docText(theme.name)) theme.") }
            if !isRoot, let earlier = (0..<themeIndex).first(where: { sameContent(group, $0, themeIndex) }) {
                let earlierName = SwiftNames.escaped(themeNames[earlier])
                writer.line("\(access) static let \(name): Self = \(earlierName)")
                continue
            }
            // Each token value is its own explicitly typed declaration, so the type checker
            // sees many small expressions instead of one call with a hundred arguments.
            for (property, _, member) in group.members {
                guard case .token(let index) = member else { continue }
                writer.beginLine()
                writer.write("private static let _")
                writer.write(integer: themeIndex)
                writer.write("_")
                writer.write(string: property)
                writer.write(": ")
                writeType(index, into: &writer)
                writer.write(" = ")
                writeExpression(index, theme: themeIndex, into: &writer)
                writer.endLine()
            }
            // `Self(…)`: a member of the group may be spelled like the group's type.
            writer.beginLine()
            writer.write(string: access)
            writer.write(" static let ")
            writer.write(string: name)
            writer.write(": Self = Self(")
            for (offset, (property, _, member)) in group.members.enumerated() {
                if offset > 0 { writer.write(", ") }
                switch member {
                case .group:
                    writer.write(string: property)
                    writer.write(": .")
                    writer.write(string: name)
                case .token(let index):
                    if entries[index].token.isDeprecated { writer.write("_") }
                    writer.write(string: property)
                    writer.write(": _")
                    writer.write(integer: themeIndex)
                    writer.write("_")
                    writer.write(string: property)
                }
            }
            writer.write(")")
            writer.endLine()
        }
        guard isRoot else { return }
        let defaultTheme = themeNames.first ?? "default"
        if defaultTheme != "default" {
            writer.line("/// The theme chosen by each modifier's default context.")
            writer.line("\(access) static let `default`: Self = \(SwiftNames.escaped(defaultTheme))")
        }
        let all = zip(table.themes, themeNames).map { "\(SwiftLiteral.string($0.name)): \(SwiftNames.escaped($1))" }
        writer.line("/// Every theme by name.")
        writer.line("\(access) static let themes: [Swift.String: Self] = [\(all.joined(separator: ", "))]")
    }

    // MARK: Values

    /// The expression for a token in a theme: a reference to its alias target when that
    /// keeps the type, else a literal; trait-dependent values as `Adaptive`.
    private func writeExpression(_ index: Int, theme: Int, into writer: inout SwiftWriter) {
        let nonFiniteBefore = writer.nonFiniteNumbers
        writeValue(index, theme: theme, into: &writer)
        guard writer.nonFiniteNumbers > nonFiniteBefore else { return }
        // A finite token value can still overflow on the way to points (1e308rem × 16).
        let token = entries[index].token
        diagnostics.emit(
            .error, .nonFiniteResult,
            "\(token.id) in theme \(table.themes[theme].name) gives a number beyond the range of Double (infinity) in points",
            at: token.position, tokenPath: token.id, fixIt: "use a value that stays within ±1.8e308 in points")
    }

    private func writeValue(_ index: Int, theme: Int, into writer: inout SwiftWriter) {
        // A theme that lacks the token takes it from the first theme that has it.
        let source = entries[index].values[theme] != nil ? theme : entries[index].values.firstIndex { $0 != nil } ?? theme
        let remBase = options.remBase
        switch entries[index].values[source] {
        case nil: return
        case .constant(let resolved, let alias)?:
            if writeReference(to: alias, theme: theme, wantAdaptive: entries[index].isAdaptive, into: &writer) { return }
            if entries[index].isAdaptive { writer.write("TesseraTheme.Adaptive(") }
            SwiftValueExpression.write(resolved, remBase: remBase, into: &writer)
            if entries[index].isAdaptive { writer.write(")") }
        case .adaptive(let fallback, let fallbackAlias, let variants)?:
            let base = SwiftValueExpression.typeName(entries[index].token.type)
            writer.write("TesseraTheme.Adaptive<")
            writer.write(string: base)
            writer.write(">(default: ")
            if !writeReference(to: fallbackAlias, theme: theme, wantAdaptive: false, into: &writer) {
                SwiftValueExpression.write(fallback, remBase: remBase, into: &writer)
            }
            writer.write(", variants: [")
            for (offset, variant) in variants.enumerated() {
                if offset > 0 { writer.write(", ") }
                writer.write("TesseraTheme.Adaptive<")
                writer.write(string: base)
                writer.write(">.Variant(")
                writer.write(string: condition(variant.traits))
                writer.write(", ")
                if !writeReference(to: variant.aliasOf, theme: theme, wantAdaptive: false, into: &writer) {
                    SwiftValueExpression.write(variant.value, remBase: remBase, into: &writer)
                }
                writer.write(")")
            }
            writer.write("])")
        }
    }

    private func condition(_ traits: TraitValues) -> String {
        var arguments: [String] = []
        if let scheme = traits.colorScheme { arguments.append("colorScheme: .\(scheme)") }
        if let contrast = traits.contrast { arguments.append("contrast: .\(contrast)") }
        if let sizeClass = traits.horizontalSizeClass { arguments.append("horizontalSizeClass: .\(sizeClass)") }
        if let size = traits.dynamicTypeSize { arguments.append("dynamicTypeSize: .\(size)") }
        return "\(SwiftValueExpression.module).TraitCondition(\(arguments.joined(separator: ", ")))"
    }

    /// Writes `Root.Group.Sub.theme.property` for an alias target of the same Swift type that is not
    /// deprecated (reading a deprecated property would warn inside the generated file); false when there is none.
    private func writeReference(to alias: String?, theme: Int, wantAdaptive: Bool, into writer: inout SwiftWriter) -> Bool {
        guard let alias, let targetIndex = table.entryIndex(ofToken: alias), let path = paths[targetIndex] else { return false }
        guard !entries[targetIndex].token.isDeprecated, entries[targetIndex].isAdaptive == wantAdaptive else { return false }
        writer.write(string: path.type)
        writer.write(".")
        writer.write(string: SwiftNames.escaped(themeNames[theme]))
        writer.write(".")
        writer.write(string: path.property)
        return true
    }
}

/// A value handed to the rendering threads. Rendering only reads the table, the tree
/// and the paths, which nothing changes once the tree is built.
/// See `SwiftGenerator.lastTree`.
private final class TreeHolder {
    var root: SwiftGenerator.Group?
}
