public import Foundation
public import TesseraConfiguration
public import TesseraDiagnostics
import TesseraSyntax
package import TesseraTokens

/// Options for the generated Swift.
public struct SwiftGeneratorOptions: Sendable {
    /// The root type: `Tokens.acme.color.background.primary`.
    public var rootTypeName: String
    /// The access level of the generated declarations.
    public var accessLevel: AccessLevel
    /// Where the tokens came from, for the header (a file name, never an absolute path).
    public var sourceDescription: String
    /// How many points 1rem is (16 by default).
    public var remBase: Double
    /// With an asset catalog and `--asset-colors`: by token id, the name of the color's colorset in
    /// each theme (`AssetCatalogWriter.Prepared.colorAssetNames`); each color token that has one gets
    /// a `<name>Asset: TokenColorAsset` beside it. nil: none.
    public var colorAssetNames: [String: [String?]]?

    public init(
        rootTypeName: String = "Tokens", accessLevel: AccessLevel = .public, sourceDescription: String = "",
        remBase: Double = 16, colorAssetNames: [String: [String?]]? = nil
    ) {
        self.rootTypeName = rootTypeName
        self.accessLevel = accessLevel
        self.sourceDescription = sourceDescription
        self.remBase = remBase
        self.colorAssetNames = colorAssetNames
    }
}

/// Renders a ``ThemeTable`` as Swift: groups become nested types, tokens stored
/// properties of TesseraTheme value types, themes (brands) static values of the
/// root type, trait-dependent tokens `Adaptive` values, and whole-value aliases
/// references to the aliased token.
public struct SwiftGenerator {
    public let table: ThemeTable
    public let options: SwiftGeneratorOptions
    let diagnostics: DiagnosticEngine
    /// How a Swift-name collision (TS0600) is reported: an error, whether generating or only
    /// checking (``checkNames(of:rootTypeName:diagnostics:)``), so that `validate` predicts `build`.
    private var collisionSeverity = Diagnostic.Severity.error
    /// Whether names are only checked (`tessera validate`): the same errors as a build, worded as what build would do.
    private var checkingOnly = false

    public init(table: ThemeTable, options: SwiftGeneratorOptions, diagnostics: DiagnosticEngine) {
        self.table = table
        self.options = options
        self.diagnostics = diagnostics
    }

    /// Reports as errors the tokens whose Swift names `tessera build` would refuse (TS0600),
    /// by the generator's own naming, without resolving any theme: for `tessera validate`.
    package static func checkNames(of tokens: [ResolvedToken], rootTypeName: String, diagnostics: DiagnosticEngine) {
        checkNames(of: ThemeTable(namingOnly: tokens), rootTypeName: rootTypeName, diagnostics: diagnostics)
    }

    /// ``checkNames(of:rootTypeName:diagnostics:)`` for tokens read but not resolved: names
    /// depend on paths, `$extensions` and declared types (a spring companion), not on values.
    package static func checkNames(of definitions: [TokenDefinition], rootTypeName: String, diagnostics: DiagnosticEngine) {
        let tokens = definitions.map { definition in
            var token = ResolvedToken(declaredBy: definition, standIn: .boolean(false))
            token.type = definition.declaredType ?? token.type
            return token
        }
        checkNames(of: ThemeTable(namingOnly: tokens), rootTypeName: rootTypeName, diagnostics: diagnostics)
    }

    private static func checkNames(of table: ThemeTable, rootTypeName: String, diagnostics: DiagnosticEngine) {
        var generator = SwiftGenerator(table: table, options: SwiftGeneratorOptions(rootTypeName: rootTypeName), diagnostics: diagnostics)
        // validate predicts build: what build refuses is an error here too.
        generator.checkingOnly = true
        _ = generator.buildTree()
    }

    /// A group of the token tree with its Swift names decided.
    final class Group {
        let path: [String]
        let typeName: String
        /// Members in source order: a token (entry index), a companion of a token, or a subgroup.
        /// `escaped` is the property as written in declarations (keywords in backticks).
        var members: [(property: String, escaped: String, member: Member)] = []
        var childrenByName: [String: Group] = [:]
        /// Property names taken; a deprecated token `name` claims `_name` too, where its value is stored.
        var names = SwiftNameScope(foldsLeadingUnderscore: false)

        enum Member {
            case token(Int)
            /// `<token>Spring`, the spring in the token's `$extensions` (see `SwiftTranslator+Springs`).
            case spring(Int)
            /// `<token>Asset`, the color's colorset in the asset catalog (see `SwiftTranslator+ColorAssets`).
            case colorAsset(Int)
            case group(Group)
        }

        init(path: [String], typeName: String) {
            self.path = path
            self.typeName = typeName
        }
    }

    /// The Swift names a render or a check decided: the tree of groups and members. Returned so
    /// a caller about to end the process can leave it to the exit, as compilers do: freeing
    /// 100,000 names and their groups one by one was about a twentieth of `tessera validate`'s
    /// instructions (2026-11-27, cachegrind). The declarations a render writes are freed as it goes:
    /// kept, they cost 45 MB more at the peak for a 3% saving.
    public struct DecidedNames {
        let root: Group
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
        var renderer = SwiftRenderer()
        render(into: &renderer)
        return renderer.takeData()
    }

    /// The generated source as UTF-8, handed to `sink` a block of lines at a time (a file of
    /// 100,000 tokens is tens of megabytes).
    @discardableResult
    public func render(to sink: any GeneratedTextSink) -> DecidedNames {
        var renderer = SwiftRenderer(sink: sink)
        let names = render(into: &renderer)
        renderer.flush()
        return names
    }

    /// Reports everything ``render()`` reports (Swift names that collide, numbers that overflow on
    /// the way to points), worded as what `tessera build` would do, and keeps no text: for
    /// `tessera validate`, which so refuses what build refuses.
    ///
    /// Nothing is translated: names are claimed as for a build, then each value build would write
    /// is written and dropped (``SwiftTranslator/checkValues(of:)``), which is all that can refuse.
    @discardableResult
    public func check() -> DecidedNames {
        var generator = self
        generator.checkingOnly = true
        let root = generator.buildTree()
        var translator = SwiftTranslator(
            table: table, entries: table.entries, options: options, paths: [], diagnostics: diagnostics)
        translator.scratch = .countingNonFiniteNumbers()
        // In the order build renders the groups, so the diagnostics come in the same order.
        var groups = [root]
        while let group = groups.popLast() {
            translator.checkValues(of: group)
            for case (_, _, .group(let child)) in group.members.reversed() { groups.append(child) }
        }
        return DecidedNames(root: root)
    }

    /// The file: header, import, the root type with its groups and, for one theme modifier, the axis API.
    @discardableResult
    private func render(into renderer: inout SwiftRenderer) -> DecidedNames {
        let root = buildTree()
        var paths = [SwiftTranslator.Path?](repeating: nil, count: table.entries.count)
        collectPaths(root, qualifiedName: options.rootTypeName, memberPath: options.rootTypeName, into: &paths)
        do {
            let names =
                table.themeAxes.isEmpty
                ? nil
                : ThemeAxisNames(table.themeAxes, takenTypeNames: Set(root.childrenByName.values.map(\.typeName) + [options.rootTypeName]))
            var translator = SwiftTranslator(
                table: table, entries: table.entries, options: options, paths: paths, diagnostics: diagnostics,
                axisNames: table.themeAxes.count > 1 ? names : nil,
                initializationOrder: InitializationOrder(root: root, table: table))
            // Public declarations expose TesseraTheme types (every token is `Adaptive`); say so, so the file
            // also compiles in packages that turn on InternalImportsByDefault.
            // (Only when a declaration does use one: an unused public import is a warning.)
            let exposesRuntimeTypes = !table.entries.isEmpty
            let source = options.sourceDescription.isEmpty ? "design tokens" : options.sourceDescription
            renderer.render([
                .comment("Generated by Tessera from \(source). Do not edit: run `tessera build` again."),
                .comment("swift-format-ignore-file"),
                .import(access: options.accessLevel == .internal || !exposesRuntimeTypes ? nil : options.accessLevel.rawValue, module: SwiftValueExpression.module),
                .blankLine,
            ])
            render(root, isRoot: true, translator: &translator, into: &renderer)
            // One theme modifier keeps a static value per context; the axis API is added beside it.
            if table.themeAxes.count == 1, let names, let axisExtension = translator.singleAxisExtension(names) {
                renderer.render([.blankLine, .type(axisExtension)])
            }
        }
        return DecidedNames(root: root)
    }

    /// A group's type, rendered as soon as it is translated, then its nested groups' types inside it.
    private func render(_ group: Group, isRoot: Bool, translator: inout SwiftTranslator, into renderer: inout SwiftRenderer) {
        var type = translator.declaration(of: group, isRoot: isRoot)
        if isRoot { type.documentation = rootDocumentation }
        renderer.openType(type)
        for case (_, _, .group(let child)) in group.members {
            renderer.render(.blankLine)
            render(child, isRoot: false, translator: &translator, into: &renderer)
        }
        renderer.closeType()
    }

    private var rootDocumentation: [SwiftDocLine] {
        var lines: [SwiftDocLine]
        if table.themeAxes.count > 1 {
            let axes = table.themeAxes.map { "\($0.name): \($0.contexts.joined(separator: ", "))" }.joined(separator: "; ")
            lines = [.text("Design tokens for one context of each theme modifier, chosen independently (\(SwiftLiteral.docText(axes))).")]
        } else {
            // Theme names come from token files: a line break in one must not end the comment.
            let names = SwiftLiteral.docText(table.themes.map(\.name).joinedForMessage(limit: 64))
            lines = [.text("Design tokens, one value of this type per theme (\(names)).")]
        }
        let traits = table.traitModifiers.map(\.name).joined(separator: ", ")
        if !traits.isEmpty {
            lines += [.paragraphBreak, .text("Tokens vary with \(SwiftLiteral.docText(traits)).")]
        }
        // Every token is `Adaptive`, varying or not, so a variant added later keeps each call site's types.
        lines += [.paragraphBreak, .text("Every token is an `Adaptive` value: resolve it with the device's traits (`$theme(token)` in SwiftUI).")]
        return lines
    }

    /// Each token's group type (`AcmeTokens.Color.Text`) and group as read (`AcmeTokens.color.text`),
    /// shared by the tokens of a group, and its property.
    private func collectPaths(_ group: Group, qualifiedName: String, memberPath: String, into paths: inout [SwiftTranslator.Path?]) {
        for (_, escaped, member) in group.members {
            switch member {
            case .token(let index): paths[index] = SwiftTranslator.Path(type: qualifiedName, group: memberPath, property: escaped)
            case .spring, .colorAsset: break
            case .group(let child):
                collectPaths(child, qualifiedName: qualifiedName + "." + child.typeName, memberPath: memberPath + "." + escaped, into: &paths)
            }
        }
    }

    /// The names `render()` gives, for other outputs that show or use them (the style guide, the
    /// preview catalog): per entry of the table, the member path that reads the token from a value of
    /// the root type (`color.text.primary`, keywords in backticks), nil when the token is left out;
    /// and the static property of each theme of ``ThemeTable/themes`` (`acme`). Collisions are not
    /// reported: `build` and `validate` report them.
    package func declaredNames() -> (memberPaths: [String?], themeProperties: [String]) {
        var quiet = SwiftGenerator(table: table, options: options, diagnostics: DiagnosticEngine())
        quiet.collisionSeverity = .warning
        let root = quiet.buildTree()
        var paths = [SwiftTranslator.Path?](repeating: nil, count: table.entries.count)
        collectPaths(root, qualifiedName: options.rootTypeName, memberPath: "", into: &paths)
        let members = paths.map { path in
            path.map { ($0.group.isEmpty ? "" : String($0.group.dropFirst()) + ".") + $0.property }
        }
        return (members, SwiftTranslator.themePropertyNames(table).map(SwiftNames.escaped))
    }

    // MARK: Tree and names

    /// Member names of one group that fold to one identifier (`color-calc` and `colorCalc`), by the
    /// group's path and that identifier.
    // Found while building rather than by a pass over every name first: such names are rare, and
    // naming is most of the cost of building the tree.
    private typealias Folds = [[String]: [String: Set<String>]]

    /// The tree with every member named. Names that fold to one identifier with a sibling's are found
    /// by a first pass and then named over all of them at once (``SwiftNames/unfolded(_:identifier:)``),
    /// so no order of the tokens changes any name; a second pass builds the tree with those names
    /// and reports what still collides. Without such names (nearly always) the first pass is the tree.
    private func buildTree() -> Group {
        var renaming: [[String]: [String: String]] = [:]
        // Every name found folding so far, by group path: each group is named over all of them, as a
        // name's spelling can depend on which others meet it (`dark-blue` takes `darkBlue` only while
        // no sibling is spelled so), and naming over one pass's finds alone could undo the last pass's.
        var folding: [[String]: Set<String>] = [:]
        // A pass does not enter a group whose name folds with a sibling's, so the folds inside it
        // (`subtle` and `subtle-` in `background-`, itself beside `background`) are found by the next
        // pass, once that group is named: one pass more for each level of such groups.
        while true {
            var found: Folds? = [:]
            let tree = buildTree(renaming: renaming, folds: &found)
            guard let folds = found, !folds.isEmpty else {
                if renaming.isEmpty { return tree }
                break
            }
            let before = folding
            for (path, identifiers) in folds {
                folding[path, default: []].formUnion(identifiers.values.joined())
                renaming[path] = SwiftNames.spellings(ofSiblings: folding[path]!)
            }
            // The sets only grow, so this ends.
            if folding == before { break }
        }
        var none: Folds? = nil
        return buildTree(renaming: renaming, folds: &none)
    }

    /// The tree over the table's entries. `renaming` gives the property of member names that fold with a sibling's, by group path; with
    /// `folds`, such names are collected there instead of reported (the diagnostics engine drops the
    /// repeats a second pass makes of everything else).
    private func buildTree(renaming: [[String]: [String: String]], folds: inout Folds?) -> Group {
        let root = Group(path: [], typeName: options.rootTypeName)
        // Each group's subgroups by name, all of them: a type name made apart (`ButtonGroup` for
        // `button`, as `Button` is SwiftUI's) must not be a sibling's own (`button-group`), whichever comes first.
        var subgroupNames: [[String]: Set<String>] = [:]
        var lastPath: [String] = []
        for entry in table.entries where entry.token.groupPath != lastPath {
            let path = entry.token.groupPath
            // The groups the previous path shares were recorded with it.
            let shared = zip(path, lastPath).prefix { $0 == $1 }.count
            for depth in shared..<path.count { subgroupNames[Array(path[..<depth]), default: []].insert(path[depth]) }
            lastPath = path
        }
        // Tokens come in source order, so most share the previous token's group.
        var previousGroupPath: [String]? = nil
        var previousGroup: Group? = root
        // Fields are read from the table in place: copying each token whole would retain all it holds.
        let entries = table.entries
        let renamesAny = !renaming.isEmpty
        for index in entries.indices {
            let groupPath = entries[index].token.groupPath
            var group: Group
            if let previousGroupPath, previousGroupPath == groupPath {
                guard let previousGroup else { continue }
                group = previousGroup
            } else {
                group = root
                var valid = true
                for name in groupPath {
                    if let child = group.childrenByName[name] {
                        group = child
                        continue
                    }
                    let spelled = renamesAny ? renaming[group.path]?[name] : nil
                    let property = spelled ?? SwiftNames.property(name)
                    guard
                        claim(
                            property, for: groupPath.prefix(upTo: group.path.count + 1).joined(separator: "."), name: name,
                            at: entries[index].token.position, in: group, folds: &folds)
                    else {
                        valid = false
                        break
                    }
                    let child = Group(path: group.path + [name], typeName: typeName(for: name, property: property, spelledApart: spelled.map { $0 != SwiftNames.property(name) } ?? false, inside: group, siblings: subgroupNames[group.path] ?? []))
                    group.childrenByName[name] = child
                    group.members.append((property, SwiftNames.escaped(property), .group(child)))
                    group = child
                }
                previousGroupPath = groupPath
                previousGroup = valid ? group : nil
                guard valid else { continue }
            }
            let tokenName = entries[index].token.name
            let id = entries[index].token.id
            let position = entries[index].token.position
            let type = entries[index].token.type
            let preferred = entries[index].token.extensions.flatMap(SwiftNames.preferredProperty)
            // A name the designer chose is spelled as its identifier: it keeps it when a sibling's name
            // folds to the same one (Figma does not check codeSyntax against the other names).
            let name = preferred ?? tokenName
            let property = preferred ?? (renamesAny ? renaming[group.path]?[tokenName] : nil) ?? SwiftNames.property(tokenName)
            guard claim(property, for: id, name: name, at: position, in: group, folds: &folds) else { continue }
            // A deprecated token's value is stored in `_property` beside it: that name is taken too.
            if entries[index].token.isDeprecated, !claim("_" + property, for: id, at: position, in: group, folds: &folds) {
                continue
            }
            group.members.append((property, SwiftNames.escaped(property), .token(index)))
            appendCompanion(
                SwiftTranslator.springCompanionName(type: type, extensions: entries[index].token.extensions, property: property), .spring(index), kind: "spring",
                for: id, at: position, in: group)
            if type == .color, options.colorAssetNames?[id] != nil {
                appendCompanion(property + "Asset", .colorAsset(index), kind: "asset name", for: id, at: position, in: group)
            }
        }
        return root
    }

    /// Claims a companion property beside token `id`'s own (its spring, its colorset's name); a
    /// collision leaves the companion out, and the token keeps its property.
    private func appendCompanion(
        _ name: String?, _ member: Group.Member, kind: String, for id: String, at position: SourcePosition, in group: Group
    ) {
        guard let name else { return }
        let outcome = "keeps its property, but its \(kind) \(name) \(checkingOnly ? "would be" : "was") left out of the generated Swift"
        guard group.names.claim(name, for: id, at: position, severity: collisionSeverity, outcome: outcome, diagnostics: diagnostics) else { return }
        group.members.append((name, SwiftNames.escaped(name), member))
    }

    /// Records that `property` names `id` in `group`; reports a collision with the member already named so.
    /// `name` is the member name as written when `property` was made from it: with `folds`, a
    /// property that such a sibling name made too is collected there, to be named apart, not reported.
    private func claim(
        _ property: String, for id: String, name: String? = nil, at position: SourcePosition, in group: Group, folds: inout Folds?
    ) -> Bool {
        let outcome = checkingOnly ? "would be left out of the generated Swift, and tessera build refuses it" : "was left out of the generated code"
        switch group.names.claim(
            property, for: id, name: name, at: position, severity: collisionSeverity, outcome: outcome, diagnostics: diagnostics,
            findingFolds: folds != nil)
        {
        case .claimed: break
        case .collided: return false
        case .folds(let sibling):
            folds?[group.path, default: [:]][property, default: []].formUnion([sibling, name ?? property])
            return false
        }
        // The second pass: a name spelled apart from a sibling's is said once.
        if folds == nil, let name, case let folded = SwiftNames.property(name), folded != property {
            diagnostics.emit(
                .note, .swiftNameSpelledApart,
                "\(id) is \(property) in Swift, spelled as written: its name and another in its group both fold to \(folded)",
                at: position, tokenPath: id, fixIt: "rename one of them to choose the names")
        }
        return true
    }

    /// A nested type name that cannot shadow the module, the standard library, the root type or
    /// the SwiftUI types code using the tokens names unqualified (``SwiftNames/uiFrameworkTypeNames``).
    /// A member spelled apart from a sibling's (``SwiftNames/spelledApart(_:)``) keeps that spelling in its type too.
    private func typeName(for name: String, property: String, spelledApart: Bool, inside group: Group, siblings: Set<String>) -> String {
        var candidate = spelledApart ? SwiftNames.typeSpelling(ofProperty: property) : SwiftNames.type(name)
        let natural = candidate
        // A name that does not start with a letter has the same spelling as a type and
        // as a property (`_2xl`); the suffix keeps the type from being shadowed.
        if candidate == options.rootTypeName || SwiftTranslator.reservedTypeNames.contains(candidate)
            || SwiftNames.uiFrameworkTypeNames.contains(candidate) || candidate == group.typeName
            || candidate == property
        {
            candidate += "Group"
        }
        // Made apart, it keeps clear of the siblings' own type names (`ButtonGroup` is `button-group`'s).
        if candidate != natural {
            let taken = Set(siblings.filter { $0 != name }.map(SwiftNames.type))
            while taken.contains(candidate) { candidate += "Group" }
        }
        return candidate
    }
}

extension SwiftGenerator {
    /// Each token's members below the root type as `tessera build` names them (`color.text.primary`
    /// for `Tokens.default.color.text.primary`), by token id; a token whose name collides is left
    /// out. The names come from the generator's own tree, so `tessera audit` suggests exactly the
    /// API `build` writes.
    package static func memberPaths(of tokens: [ResolvedToken], rootTypeName: String) -> [String: String] {
        let table = ThemeTable(namingOnly: tokens)
        let names = SwiftGenerator(table: table, options: SwiftGeneratorOptions(rootTypeName: rootTypeName), diagnostics: DiagnosticEngine())
            .declaredNames()
        var result: [String: String] = [:]
        for (index, path) in names.memberPaths.enumerated() {
            if let path { result[table.entries[index].token.id] = path }
        }
        return result
    }
}
