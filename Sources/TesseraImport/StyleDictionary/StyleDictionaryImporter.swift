import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Translates legacy Style Dictionary token files into DTCG token trees.
///
/// A token is any object with a `value`. Its `type` maps to a DTCG type
/// (``StyleDictionaryTypes``), or the CTI path implies one (`color.*`, `size.*`);
/// `comment` (or `description`) becomes `$description` (of tokens and groups), `deprecated` with
/// `deprecated_comment` `$deprecated`, and every other member is kept in
/// `$extensions["org.style-dictionary"]`. References `{a.b.value}` become
/// `{a.b}`; a unitless size is in rem and a unitless time in ms, as Style
/// Dictionary's transforms read them. Strings that interpolate references
/// (`"1px solid {color.border}"`) become `{"$interpolation": …}` values, evaluated
/// at resolve time in each permutation. Style Dictionary 4 files (`$value`,
/// `$type`) are read the same way: their type names (`fontSize`) are mapped too.
///
/// Folders whose subfolders define the same tokens (`brands/brand-1`,
/// `brands/brand-2`) become modifiers (``StyleDictionaryLayout``).
///
/// The Figma Design Tokens plugin writes the same shape with its own meaning: a file with its
/// extension is read in its ``Dialect/figmaDesignTokensPlugin`` (``FigmaDesignTokensPlugin``),
/// where a bare length is px. Wherever a unit is assumed for a bare number, a warning says which.
/// Supernova's Style Dictionary exporter wraps each member of a composite in a `{type, value}` object
/// of its own data model: such a value is read as Supernova means it (``SupernovaStyleDictionaryExport``).
struct StyleDictionaryImporter {
    let diagnostics: DiagnosticEngine

    /// Whose meaning a file's tokens have; decided per file, the files of one plugin export together.
    enum Dialect {
        /// Style Dictionary's transforms: a unitless size is rem, a unitless time ms.
        case styleDictionary
        /// The Figma Design Tokens plugin: lengths in px, its `custom-…` types.
        case figmaDesignTokensPlugin
    }

    var dialect = Dialect.styleDictionary
    /// What the project's configuration says a bare size is in; `nil` reads rem, with a warning.
    var bareSize: StyleDictionarySizeTransforms.Reading?
    /// The major version of Style Dictionary the project's `package.json` depends on
    /// (``StyleDictionaryPackage``); `nil` when none says, and each file's syntax tells.
    var packageVersion: Int?
    /// Whether an enclosing group carries Figma's variable extension (`$extensions["com.figma"]`,
    /// its scopes): its tokens were synced from Figma variables, whose numbers are px.
    var inFigmaVariables = false
    /// The type an enclosing group writes, as written (`fontSizes`), which decides whether Style
    /// Dictionary's size transforms read its tokens (``StyleDictionarySizeTransforms/builtInTransformsRead(typeName:category:byTypeAlone:)``).
    var inheritedTypeName: String?
    /// Modes the project's build modules name (`options: { mode: 'noir' }`), whose `noirValue` members are
    /// the token's value in that mode, as `darkValue` is (folded).
    var buildModes: Set<String> = []
    /// The merged tree of every source, where references that name no token are looked up.
    var paths = StyleDictionaryPaths(roots: [])

    /// Members with a meaning of their own; the rest go to `$extensions`.
    private static let knownMembers: Set<String> = ["value", "type", "comment", "description", "deprecated", "deprecated_comment"]
    /// Members beside the value that change what it means (`{"value": "0.2", "unit": "s"}`).
    private static let valueChangingMembers: Set<String> = ["unit", "alpha"]

    /// A translated file and the ids of the tokens it defines.
    struct File {
        var path: String
        var tree: JSONObject
        var tokenIDs: Set<String>
    }

    /// - Parameter buildModules: The JavaScript modules among the inputs that build with Style Dictionary,
    ///   whose literal platforms say what a bare size is, as a `config.json`'s do.
    /// - Parameter scriptModules: Every JavaScript module among the inputs: those the builds' globs read
    ///   are token sources whose tokens Tessera cannot compute (``ImportedProject/tokenModules``).
    func importProject(
        _ documents: [(path: String, value: JSONValue)], buildModules: [StyleDictionaryBuildScript] = [], scriptModules: [String] = []
    ) -> ImportedProject? {
        var files: [File] = []
        let builds = Self.builds(of: documents, buildModules: buildModules)
        // A module that opens files itself may read more than its builds do. A build whose globs a template
        // makes (`tokens/${brand}/**`) reads no file its globs cannot match with `*` for each placeholder.
        let documents = Self.readByBuilds(documents, buildModules: buildModules, diagnostics: diagnostics)
        let tokenRoots = documents.compactMap { $0.value.objectValue.flatMap { Self.isConfiguration($0) ? nil : $0 } }
        var importer = configured(
            by: documents.compactMap { $0.value.objectValue.flatMap { Self.isConfiguration($0) ? $0 : nil } }, buildModules: buildModules)
        importer.paths = StyleDictionaryPaths(roots: tokenRoots)
        var pluginFiles = FigmaDesignTokensPlugin.wrote(files: tokenRoots).makeIterator()
        for (path, value) in documents {
            guard let root = value.objectValue else {
                diagnostics.emit(
                    .error, .rootNotObject, "a token file must contain an object at the top, not \(value.kindDescription)",
                    at: value.position)
                return nil
            }
            if Self.isConfiguration(root) {
                Self.noteSkippedConfiguration(at: path, value.position, bareSize: importer.bareSize, diagnostics: diagnostics)
                continue
            }
            // A Tokens Studio export read by Style Dictionary alone: its `$themes` and `$metadata` hold no token.
            let tokens = TokensStudioImporter.wholeExportMarker(root) == nil
                ? root : JSONObject(root.members.filter { $0.key != "$themes" && $0.key != "$metadata" })
            var ids: Set<String> = []
            var reader = importer
            reader.dialect = pluginFiles.next() == true ? .figmaDesignTokensPlugin : .styleDictionary
            let tree = reader.translateGroup(tokens, path: [], ids: &ids)
            files.append(File(path: path, tree: tree, tokenIDs: ids))
        }
        let steps = StyleDictionaryMerge.droppingGroupsInsideTokens(
            StyleDictionaryLayout.steps(for: files, builds: builds),
            tokenIDs: Dictionary(files.map { ($0.path, $0.tokenIDs) }, uniquingKeysWith: { $0.union($1) }), diagnostics: diagnostics)
        // Style Dictionary merges its sources too, and says so when two of them collide.
        for case .set(_, let sources) in steps { TokenProject.reportRedefinitions(in: sources, diagnostics: diagnostics) }
        var project = ImportedProject(name: nil, steps: steps)
        project.mayWriteModeExtensions = true  // `darkValue` members become `$extensions.mode`
        project.modeExtensionsBase = "light"  // beside them, `value` is the light mode's
        let buildPaths = Set(buildModules.map(\.path))
        project.tokenModules = scriptModules.filter { path in !buildPaths.contains(path) && builds.contains { $0.reads(path) } }
        return project
    }

    /// The importer with what the project's build says a bare size is in: its `config.json` files'
    /// platforms, and the literal platforms of its build modules (a note names the module's transform).
    func configured(by configurations: [JSONObject], buildModules: [StyleDictionaryBuildScript]) -> Self {
        var importer = self
        let modules = buildModules.compactMap { module in module.configuration(registeringIn: diagnostics.sources).map { (module.path, $0) } }
        importer.bareSize = StyleDictionarySizeTransforms.reading(of: configurations + modules.map(\.1))
        importer.buildModes = buildModules.reduce(into: []) { $0.formUnion($1.modeOptions()) }
        if let reading = importer.bareSize, let module = modules.first(where: { diagnostics.sources.id(forPath: $0.0) == reading.position.file }) {
            diagnostics.emit(
                .note, .styleDictionaryConfiguration,
                "\(Paths.fileName(of: module.0)) builds the tokens with Style Dictionary (read, not run): its \(reading.transform) says a size written without a unit is in \(reading.unit)",
                at: reading.position)
        }
        return importer
    }

    /// The builds the project's configurations run: each `config.json` among the documents, and each
    /// build of its modules; none when a module computes what a build reads, except its templates' `${…}`
    /// with `placeholdersMatchAnything` (``StyleDictionaryBuildScript/builds(placeholdersMatchAnything:)``).
    static func builds(
        of documents: [(path: String, value: JSONValue)], buildModules: [StyleDictionaryBuildScript], placeholdersMatchAnything: Bool = false
    ) -> [StyleDictionaryBuild] {
        var builds: [StyleDictionaryBuild] = []
        for (path, value) in documents {
            guard let root = value.objectValue, isConfiguration(root) else { continue }
            guard let build = StyleDictionaryBuild(configuration: root, at: path) else { return [] }
            builds.append(build)
        }
        for module in buildModules {
            guard let moduleBuilds = module.builds(placeholdersMatchAnything: placeholdersMatchAnything) else { return [] }
            builds += moduleBuilds
        }
        return builds
    }

    /// The documents the builds of the project's configurations and modules read (``readByBuilds(_:builds:openedByName:mostMayBeUnread:diagnostics:)``);
    /// all of them when a module opens files itself.
    /// - Parameter mostMayBeUnread: Whether files are skipped even when most are read by no build: so when a build
    ///   reads a whole Tokens Studio export, which holds every set of the project, whatever else lies beside it.
    static func readByBuilds(
        _ documents: [(path: String, value: JSONValue)], buildModules: [StyleDictionaryBuildScript],
        mostMayBeUnread: (_ builds: [StyleDictionaryBuild]) -> Bool = { _ in false }, diagnostics: DiagnosticEngine
    ) -> [(path: String, value: JSONValue)] {
        guard !buildModules.contains(where: \.readsFilesItself) else { return documents }
        let builds = Self.builds(of: documents, buildModules: buildModules, placeholdersMatchAnything: true)
        return readByBuilds(
            documents, builds: builds,
            openedByName: buildModules.flatMap { module in
                (module.filesOpenedByName ?? []).map { Paths.join(Paths.directory(of: module.path), $0) }
            }, mostMayBeUnread: mostMayBeUnread(builds), diagnostics: diagnostics)
    }

    /// The documents the project's builds read, and its configurations: Style Dictionary reads only the files
    /// its `source` and `include` globs match, so a file beside them that none matches (a build's own output
    /// committed in the folder, `theme/styled-components.json`) is no source, and is skipped with one note.
    /// All of them when a build's globs are unknown or match nothing, or most files would be skipped (and,
    /// when a build module opens files itself).
    /// - Parameter openedByName: Files a build module opens by their path (its `readFile('./config.json')`),
    ///   kept as read: what the module does with them is not known.
    private static func readByBuilds(
        _ documents: [(path: String, value: JSONValue)], builds: [StyleDictionaryBuild], openedByName: [String] = [],
        mostMayBeUnread: Bool = false, diagnostics: DiagnosticEngine
    ) -> [(path: String, value: JSONValue)] {
        let isConfiguration = documents.map { $0.value.objectValue.map(Self.isConfiguration) ?? false }
        guard let readers = StyleDictionaryBuild.readers(of: documents.map(\.path), builds: builds) else { return documents }
        let opened = Set(openedByName)
        let read = Set(readers.joined()).union(documents.indices.filter { opened.contains(Paths.normalize(documents[$0].path)) })
        let unread = documents.indices.filter { !read.contains($0) && !isConfiguration[$0] }
        // Most files unread says more of the globs' folder than of the files: then every file is read.
        guard let first = unread.first, mostMayBeUnread || unread.count * 2 <= documents.count else { return documents }
        let named = unread.prefix(3).map { documents[$0].path }.joined(separator: ", ") + (unread.count > 3 ? ", …" : "")
        diagnostics.emit(
            .note, .styleDictionaryConfiguration,
            "\(unread.count == 1 ? "1 file is" : "\(unread.count) files are") read by no build of the project's Style Dictionary configuration (its source and include globs): \(named); skipped, as Style Dictionary skips them",
            at: documents[first].value.position, fixIt: "name the file as a source in the configuration if it holds tokens")
        return documents.indices.filter { read.contains($0) || isConfiguration[$0] }.map { documents[$0] }
    }

    /// A resolver document's sources read as Style Dictionary files, each in its own dialect;
    /// the document, not the file layout, says the sets and modes.
    func translatingSources(of project: ImportedProject) -> ImportedProject {
        var project = project
        project.mayWriteModeExtensions = true  // `darkValue` members become `$extensions.mode`
        project.modeExtensionsBase = "light"  // beside them, `value` is the light mode's
        return project.replacingSourceTrees { sources in
            var importer = self
            importer.paths = StyleDictionaryPaths(roots: sources.map(\.tree))
            let pluginFiles = FigmaDesignTokensPlugin.wrote(files: sources.map(\.tree))
            return zip(sources, pluginFiles).map { source, plugin in
                var ids: Set<String> = []
                var reader = importer
                reader.dialect = plugin ? .figmaDesignTokensPlugin : .styleDictionary
                return reader.translateGroup(source.tree, path: [], ids: &ids)
            }
        }
    }

    /// Says that the configuration at `path` is not read as tokens (TS0741), naming what its size
    /// transform says when it says something; every reader that meets one beside its files skips it.
    static func noteSkippedConfiguration(
        at path: String, _ position: SourcePosition, bareSize: StyleDictionarySizeTransforms.Reading?, diagnostics: DiagnosticEngine
    ) {
        let sizes = bareSize.map { ", but its \($0.transform) says a size written without a unit is in \($0.unit)" } ?? ""
        diagnostics.emit(
            .note, .styleDictionaryConfiguration,
            "\(Paths.fileName(of: path)) is a Style Dictionary configuration (source, platforms), not tokens; skipped\(sizes)",
            at: bareSize?.position ?? position)
    }

    /// A `config.json`: `source` and `platforms` at the top. Or `source` (or `include`), a list of paths,
    /// beside nothing but Style Dictionary's other configuration keys: a build script adds the platforms
    /// (`StyleDictionary.extend("config.json").extend({ platforms: … })`), and no token file holds a list
    /// of paths at its top, where each member is a token or a group.
    static func isConfiguration(_ root: JSONObject) -> Bool {
        let lists = ["source", "include"].compactMap { root[$0]?.arrayValue }
        guard !lists.isEmpty else { return false }
        if root["platforms"]?.objectValue != nil { return true }
        return lists.allSatisfy { $0.allSatisfy { $0.stringValue != nil } } && root.members.allSatisfy { configurationKeys.contains($0.key) }
    }

    /// The top-level keys of a Style Dictionary configuration (versions 3 and 4).
    private static let configurationKeys: Set<String> = [
        "source", "include", "platforms", "tokens", "properties", "log", "hooks", "parsers", "preprocessors", "expand",
        "usesDtcg", "transform", "transformGroup", "format", "action", "filter", "fileHeader",
    ]

    // MARK: Groups and tokens

    /// - Parameter inherited: The DTCG type the enclosing groups' `$type` gives (Style Dictionary 4 files).
    private func translateGroup(_ group: JSONObject, path: [String], inherited: TokenType? = nil, ids: inout Set<String>) -> JSONObject {
        var result = JSONObject()
        var extras: [JSONObject.Member] = []
        var groupType = inherited
        var reader = self
        reader.inFigmaVariables = inFigmaVariables || Self.carriesFigmaExtension(group)
        for member in group.members {
            if member.key == "$type", let name = member.value.stringValue, let mapped = Self.dtcgType(named: name) {
                groupType = mapped
                reader.inheritedTypeName = name
                result.members.append(
                    JSONObject.Member(key: member.key, keyPosition: member.keyPosition, value: JSONValue(.string(mapped.rawValue), at: member.value.position)))
                continue
            }
            if member.key.isReservedName {
                result.members.append(member)
                continue
            }
            // The plugin marks a style of several fills or effects (a group of numbered tokens) too.
            if dialect == .figmaDesignTokensPlugin, member.key == "extensions", !group.contains("$extensions"),
                member.value.objectValue?[FigmaDesignTokensPlugin.extensionKey] != nil
            {
                result.members.append(JSONObject.Member(key: "$extensions", keyPosition: member.keyPosition, value: member.value))
                continue
            }
            guard let child = member.value.objectValue else {
                // A group's own comment is its description; other plain members are tool data.
                if ["comment", "description"].contains(member.key), member.value.stringValue != nil, !group.contains("$description") {
                    result.members.append(JSONObject.Member(key: "$description", keyPosition: member.keyPosition, value: member.value))
                } else if let text = member.value.stringValue, AliasSyntax.looksLikeAlias(text),
                    diagnostics.isFirstReport(of: "TS0700 reference beside tokens")
                {
                    // `"height": "{size.m}"` in a group: no `value`, so no token in Style Dictionary, which resolves
                    // references only in tokens; a project script may make one of it (a subtree copied in), and
                    // Tessera runs none. Said once, so no token goes missing without a word.
                    let id = (path + [member.key]).joined(separator: ".")
                    diagnostics.emit(
                        .warning, .unmappedValue,
                        "\(id) is the reference \(text.truncatedForMessage) written as a plain member of a group, not as a token's value; Style Dictionary reads no token there (a project script may make one, which Tessera does not run), so it is left out (said once for every such member)",
                        at: member.value.position, tokenPath: id, fixIt: "write it as a token: {\"value\": \"\(text.truncatedForMessage)\"}")
                    extras.append(member)
                } else {
                    extras.append(member)
                }
                continue
            }
            let childPath = path + [member.key]
            if StyleDictionaryPaths.isToken(child) {
                guard let token = reader.translateToken(child, path: childPath, inherited: groupType, at: member.keyPosition) else { continue }
                ids.insert(childPath.joined(separator: "."))
                result.members.append(
                    JSONObject.Member(key: member.key, keyPosition: member.keyPosition, value: JSONValue(.object(token), at: member.value.position)))
            } else {
                let translated = reader.translateGroup(child, path: childPath, inherited: groupType, ids: &ids)
                result.members.append(
                    JSONObject.Member(key: member.key, keyPosition: member.keyPosition, value: JSONValue(.object(translated), at: member.value.position)))
            }
        }
        if let first = extras.first, !group.contains("$extensions") {
            let position = first.keyPosition
            let kept = JSONValue(.object(JSONObject(extras)), at: position)
            result.members.append(
                JSONObject.Member(
                    key: "$extensions", keyPosition: position,
                    value: JSONValue(.object(JSONObject([("org.style-dictionary", kept)], at: position)), at: position)))
        } else {
            result.members.append(contentsOf: extras)
        }
        return result
    }

    /// Whether a group or token carries `$extensions["com.figma"]`, which Figma's variable exports and
    /// syncing plugins write beside what they export.
    static func carriesFigmaExtension(_ object: JSONObject) -> Bool {
        object["$extensions"]?.objectValue?["com.figma"] != nil
    }

    /// The DTCG type for a type name Style Dictionary writes (DTCG's own names included).
    static func dtcgType(named name: String) -> TokenType? {
        if let type = TokenType(rawValue: name), type.isStandard { return type }
        return StyleDictionaryTypes.names[name] ?? TokenType.named(byTool: name)
    }

    /// Translates a token written `value`/`type` (Style Dictionary 3) or `$value`/`$type`
    /// (Style Dictionary 4, whose type names are still its own: `fontSize`).
    private func translateToken(_ token: JSONObject, path: [String], inherited: TokenType?, at position: SourcePosition) -> JSONObject? {
        let id = path.joined(separator: ".")
        let isDollar = token.contains("$value")
        guard let written = token[isDollar ? "$value" : "value"] else { return nil }
        if let split = Self.splittingModeValues(token, valueKey: isDollar ? "$value" : "value") {
            return translateToken(split, path: path, inherited: inherited, at: position)
        }
        if let text = written.stringValue, let named = StyleDictionaryPaths.wholeReference(text),
            case .group = paths.target(of: named)
        {
            return leftOutGroupReference(token, text: text, at: written.position, id: id, position: position)
        }
        if let text = written.stringValue, AliasSyntax.looksLikeAlias(text), !Self.placesReference(text) {
            return leftOutEmptyBraces(token, text: text, at: written.position, id: id, position: position)
        }
        var value = translateReferences(written)
        var members: [JSONObject.Member] = []
        func add(_ key: String, _ value: JSONValue) {
            members.append(JSONObject.Member(key: key, keyPosition: position, value: value))
        }
        var extensions: [(String, JSONValue)] = []
        let isAlias = value.stringValue.map(AliasSyntax.looksLikeAlias) ?? false
        let typeMember = token[isDollar ? "$type" : "type"]
        var type: TokenType?
        var translatedValue: JSONValue?
        var vendorExtensions: [(String, JSONValue)] = []
        if dialect == .figmaDesignTokensPlugin, let name = typeMember?.stringValue,
            // A project whose configuration builds the file gets what Style Dictionary's transforms make of a
            // `dimension` (it reads no scopes); otherwise the variable's scopes say what its number is.
            let translated = FigmaDesignTokensPlugin(diagnostics: diagnostics).translate(
                type: name, value: value, id: id, scopes: bareSize == nil ? FigmaDesignTokensPlugin.variableScopes(of: token) : nil)
        {
            type = translated.type
            translatedValue = translated.value
            vendorExtensions = translated.extensions
        } else if dialect == .figmaDesignTokensPlugin, let unit = token["unit"]?.stringValue,
            let translated = FigmaDesignTokensPlugin(diagnostics: diagnostics).originalFormatProperty(value, unit: unit, name: path.last ?? "", id: id)
        {
            // The original format's `"unit": "pixel"` beside a number typed `number`: the unit says what it is.
            type = translated.type
            translatedValue = translated.value
        } else if let name = typeMember?.stringValue,
            let translated = SupernovaStyleDictionaryExport(diagnostics: diagnostics, paths: paths).translate(type: name, value: value, id: id)
        {
            type = translated.type
            translatedValue = translated.value
            vendorExtensions = translated.extensions
        } else if let typeValue = typeMember {
            if let name = typeValue.stringValue, let mapped = Self.dtcgType(named: name) {
                type = mapped
            } else {
                // Typed from its category or its value, as a DTCG token without a mapped type is from its value.
                diagnostics.typeKeptPlain(
                    typeValue.stringValue ?? typeValue.compactText, member: isDollar ? "$type" : "type", at: typeValue.position, tokenPath: id)
                extensions.append(("type", typeValue))
            }
        }
        // An opacity written as a percentage (`"type": "opacity", "value": "40%"`) is its fraction, as CSS's
        // `opacity: 40%` is 0.4 and Tokens Studio's `ts/opacity` transform writes it; so is a line height
        // (`"type": "lineHeights", "value": "125%"`, 1.25 times the font size, as CSS computes `line-height: 125%`
        // and sd-transforms' `ts/size/lineheight` writes it).
        let foldedTypeName = typeMember?.stringValue?.lowercased().filter { $0 != "-" && $0 != "_" }
        if type == .number, let name = foldedTypeName, Self.namesAShareOfAWhole(name),
            let fraction = Self.percentage(value)
        {
            value = JSONValue(.number(JSONNumber(fraction / 100, isIntegerLiteral: false)), at: value.position)
        }
        // A letter spacing written as a percentage (`"type": "letterSpacing", "value": "-1%"`) is that share of
        // the font size, an em: CSS computes `letter-spacing: -1%` against the font size, and sd-transforms'
        // `ts/size/letterspacing` writes it as `-0.01em`. No viewport or container size is involved.
        if type == .dimension, foldedTypeName == "letterspacing", let share = Self.percentage(value) {
            value = JSONValue(.string("\(formatNumber(share / 100))em"), at: value.position)
        }
        // `"unit": "none"` beside a number says it has no unit (a line height's multiple): a number,
        // whatever its category or group, as the project's transforms that read the member leave it.
        let unitIsNone = token["unit"]?.stringValue?.lowercased() == "none"
        if unitIsNone, type == nil, translatedValue == nil, let number = Self.plainNumber(value) {
            type = .number
            value = JSONValue(.number(number), at: value.position)
        }
        // An alias without a written type takes the type of the token it names; a group's $type is inherited as is.
        if type == nil, inherited == nil, !isAlias, translatedValue == nil {
            // Style Dictionary 3's transforms choose by CTI category; from version 4 on they choose by type
            // alone (`isDimension`, `isColor`: `$type` or `type`), so a token written in its DTCG syntax
            // (`$value`, which only 4 reads) gets no category transform: a bare `99999` under `size` stays a
            // number, never the rem or ms a category's unit would make it. The category still says what
            // text that no transform changes is (`"Stuart"` under `font.family` is a family).
            let category = StyleDictionaryTypes.implied(byPath: Self.ctiPath(of: token) ?? path)
            let implied = isDollar && (category == .dimension || category == .duration) ? nil : category
            if let implied, var template = value.objectValue, template.contains(ValueParser.interpolationKey) {
                // Style Dictionary runs no category transform on a value with references (only transitive ones):
                // the text it gives is passed through, so it is typed from that text; the category only
                // spares the warning when the two agree.
                template.members.append(
                    JSONObject.Member(key: ValueParser.pathTypeKey, keyPosition: position, value: JSONValue(.string(implied.rawValue), at: position)))
                value = JSONValue(.object(template), at: value.position)
            } else if let implied, TypeInference.shapeContradicts(value, type: implied),
                !(implied == .color && Self.channelList(value) != nil)
            {
                // The category is a guess; a value whose shape says otherwise (a CSS shadow under `size`, a
                // theme path under `color`) is typed from its shape, as an untyped value is (TS0210).
            } else if implied == .dimension, Self.plainNumber(value) != nil, let ctiType = (Self.ctiPath(of: token) ?? path).dropFirst().first,
                Self.namesAShareOfAWhole(ctiType.lowercased().filter { $0 != "-" && $0 != "_" }),
                !StyleDictionarySizeTransforms.builtInTransformsRead(
                    typeName: nil, category: (Self.ctiPath(of: token) ?? path).first?.lowercased(), byTypeAlone: (packageVersion ?? 3) >= 4)
            {
                // A bare number under the category `size` whose CTI type says line height or opacity
                // (`"attributes": {"category": "size", "type": "line-height"}`, `size.line-height.10`) that no size
                // transform reads (version 4 chooses by type, and the token has none): every platform takes
                // it as written, a multiple of the font size as CSS's unitless `line-height: 1.67` is, not a
                // length of 1.67px. Version 3's `size/rem` reads it as rem, so it stays a length there.
                type = .number
            } else {
                type = implied
            }
            // Text with references in it and nothing saying otherwise is typed from the text it gives
            // (`"0 1px 2px {color.shadow}"` is a shadow), when the references are placed (TokenResolver).
        }
        if let type {
            add("$type", JSONValue(.string(type.rawValue), at: typeMember?.position ?? position))
        } else if let typeMember, typeMember.stringValue != nil, translatedValue == nil {
            // A type of its own that names nothing Tessera maps still replaces its group's type (perhaps
            // written in another file): the token reader keeps it plain, reading the value as written.
            add("$type", typeMember)
        }
        if (type ?? inherited) == .color { value = Self.colorFromChannels(closingColorFunction(colorFromChannelList(value, id: id), id: id)) }
        // A unit written beside the value is the unit (the token reader combines them).
        if let transform = token.members.first(where: { ValueTransformMember.isTransformMember($0) && ModeWords.mode(ofValueMember: $0.key, named: buildModes) == nil }) {
            // A transform the project's build runs on the value (`"modify": [{"type": "darken", …}]`): the value
            // written is not the one it outputs, and Tessera does not compute it (rule 1, TS0751).
            let (reason, message) = ValueTransformMember.describe(transform, tokenID: id, strict: false)
            diagnostics.emit(
                .warning, .valueTransformMemberNotComputed, message, at: transform.keyPosition, tokenPath: id,
                fixIt: "give the token the value the project computes, or keep it in a set the app does not read")
            add("$value", ValueParser.leftOutMarker(reason, at: written.position))
        } else if let translatedValue {
            add("$value", translatedValue)
        } else {
            let shaped = (type ?? inherited) == .shadow ? Self.dtcgShadowMembers(value) : value
            add("$value", token["unit"] == nil ? (type ?? inherited).map { unitless(shaped, type: $0, id: id, of: token, path: path) } ?? shaped : shaped)
        }
        if let description = token["$description"] ?? token["description"] ?? token["comment"], description.stringValue != nil {
            add("$description", description)
        }
        if let deprecated = token["$deprecated"] {
            add("$deprecated", deprecated)
        } else if let deprecated = token["deprecated"], deprecated.boolValue == true {
            add("$deprecated", token["deprecated_comment"].flatMap { $0.stringValue != nil ? $0 : nil } ?? deprecated)
        }
        if token["$description"] ?? token["description"] != nil, let comment = token["comment"] { extensions.append(("comment", comment)) }
        var extensionObject = token["$extensions"]?.objectValue ?? JSONObject()
        var modeValues: [JSONObject.Member] = []
        for member in token.members where !Self.knownMembers.contains(member.key) && !member.key.isReservedName {
            if dialect == .figmaDesignTokensPlugin, member.key == "extensions", let vendors = member.value.objectValue {
                // The plugin's `extensions` are DTCG's: vendor keys, kept as they are.
                extensionObject.members.append(contentsOf: vendors.members)
            } else if let mode = ModeWords.mode(ofValueMember: member.key, named: buildModes) {
                // Style Dictionary's single-token dark mode (`"darkValue": "{color.grey.700.value}"`, which the
                // project's format writes where that mode is chosen): the token's value in that mode, read as
                // `$extensions.mode`, whose modes form one modifier of the project (`mode`, TS0216's note).
                // `{color.brand.noirValue}` in the noir value is that token's noir value: in that mode, the token.
                // The value is read as the token's own is (its type, units, colors, shadows), written in its place.
                let written = Self.droppingMember(member.key, fromReferencesIn: member.value)
                var alone = token
                alone.members.removeAll { ModeWords.mode(ofValueMember: $0.key, named: buildModes) != nil }
                if let index = alone.members.firstIndex(where: { $0.key == (isDollar ? "$value" : "value") }) { alone.members[index].value = written }
                let modeValue = translateToken(alone, path: path, inherited: inherited, at: member.keyPosition)?["$value"] ?? translateReferences(written)
                modeValues.append(JSONObject.Member(key: mode, keyPosition: member.keyPosition, value: modeValue))
            } else if Self.valueChangingMembers.contains(member.key), !(member.key == "unit" && type == .number && unitIsNone),
                !(member.key == "unit" && translatedValue != nil)
            {
                // Read beside the value by the token reader, never dropped into extensions.
                members.append(member)
            } else {
                extensions.append((member.key, member.value))
            }
        }
        for (key, value) in vendorExtensions {
            // Beside the plugin's own extension, when the token has one: one member per vendor.
            if let index = extensionObject.members.firstIndex(where: { $0.key == key }),
                var existing = extensionObject.members[index].value.objectValue, let added = value.objectValue
            {
                existing.members.append(contentsOf: added.members)
                extensionObject.members[index].value = JSONValue(.object(existing), at: extensionObject.members[index].value.position)
            } else {
                extensionObject.members.append(JSONObject.Member(key: key, keyPosition: position, value: value))
            }
        }
        if !modeValues.isEmpty, !extensionObject.contains("mode") {
            extensionObject.members.append(
                JSONObject.Member(key: "mode", keyPosition: position, value: JSONValue(.object(JSONObject(modeValues)), at: position)))
        }
        if !extensions.isEmpty {
            extensionObject.members.append(
                JSONObject.Member(
                    key: "org.style-dictionary", keyPosition: position,
                    value: JSONValue(.object(JSONObject(extensions, at: position)), at: position)))
        }
        if !extensionObject.isEmpty { add("$extensions", JSONValue(.object(extensionObject), at: position)) }
        return JSONObject(members)
    }

    /// Shadow layers written in Tokens Studio's shape (`x`, `y`, `type: "innerShadow"`), as Style Dictionary
    /// projects keep them from a Tokens Studio export: named as DTCG names them, as sd-transforms'
    /// preprocessor does (`offsetX`, `offsetY`, `inset`). Other members are left as written.
    static func dtcgShadowMembers(_ value: JSONValue) -> JSONValue {
        switch value.kind {
        case .array(let layers):
            return JSONValue(.array(layers.map(dtcgShadowMembers)), at: value.position)
        case .object(let layer) where layer.contains("x") || layer.contains("y"):
            var members: [JSONObject.Member] = []
            for member in layer.members {
                // Tokens Studio's lengths are px: a bare number here is px, as sd-transforms' ts/size/px reads it.
                let length = pixels(member.value)
                switch member.key {
                case "x": members.append(JSONObject.Member(key: "offsetX", keyPosition: member.keyPosition, value: length))
                case "y": members.append(JSONObject.Member(key: "offsetY", keyPosition: member.keyPosition, value: length))
                case "blur", "spread": members.append(JSONObject.Member(key: member.key, keyPosition: member.keyPosition, value: length))
                case "type" where ["innerShadow", "dropShadow", "inset"].contains(member.value.stringValue ?? ""):
                    let inset = member.value.stringValue != "dropShadow"
                    members.append(JSONObject.Member(key: "inset", keyPosition: member.keyPosition, value: JSONValue(.bool(inset), at: member.value.position)))
                default: members.append(member)
                }
            }
            return JSONValue(.object(JSONObject(members)), at: value.position)
        default:
            return value
        }
    }

    /// A number written as a number or a numeric string (`"1.5"`).
    /// The number of a percentage written as text (`"40%"`).
    private static func percentage(_ value: JSONValue) -> Double? {
        guard let text = value.stringValue?.trimmingSpaces, text.hasSuffix("%"), let number = Double(text.dropLast()), number.isFinite
        else { return nil }
        return number
    }

    /// Whether a type name, folded (lowercased, without `-` and `_`), names a share of a whole rather than
    /// a length: a line height (a multiple of the font size) or an opacity (`opacity`, `textOpacity`).
    static func namesAShareOfAWhole(_ foldedName: String) -> Bool {
        foldedName.hasSuffix("opacity") || foldedName == "lineheight" || foldedName == "lineheights"
    }

    private static func plainNumber(_ value: JSONValue) -> JSONNumber? {
        switch value.kind {
        case .number(let number): return number
        case .string(let text):
            let trimmed = text.trimmingSpaces
            guard let parsed = Double(trimmed), parsed.isFinite else { return nil }
            return JSONNumber(parsed, isIntegerLiteral: !trimmed.contains(".") && !trimmed.lowercased().contains("e"))
        default: return nil
        }
    }

    private static func pixels(_ value: JSONValue) -> JSONValue {
        let number: Double? = switch value.kind {
        case .number(let written): written.value
        case .string(let text): Double(text.trimmingSpaces)
        default: nil
        }
        guard let number, number.isFinite else { return value }
        let position = value.position
        return JSONValue(
            .object(JSONObject([("value", JSONValue(.number(JSONNumber(number, isIntegerLiteral: number == number.rounded())), at: position)),
                                ("unit", JSONValue(.string("px"), at: position))], at: position)),
            at: position)
    }

    /// A unitless number (or numeric string) as the file's tool reads it: for Style Dictionary's
    /// transforms rem for sizes and ms for times, for the Figma Design Tokens plugin px, and px for a
    /// size synced from a Figma variable (a FLOAT is px in Figma, and the project's own transforms
    /// are written for that). The unit is an assumption, so a warning at the number names it and the fix.
    private func unitless(_ value: JSONValue, type: TokenType, id: String, of token: JSONObject, path: [String]) -> JSONValue {
        let fromFigmaVariable = inFigmaVariables || Self.carriesFigmaExtension(token)
        let isDollar = token.contains("$value")
        let typeName = token[isDollar ? "$type" : "type"]?.stringValue ?? inheritedTypeName
        let category = (Self.ctiPath(of: token) ?? path).first?.lowercased()
        // Style Dictionary 4 and later choose by type alone; `$value` is read by those versions only.
        let byTypeAlone = isDollar || (packageVersion ?? 3) >= 4
        // A length no size transform of Style Dictionary touches passes to each platform as written. A project
        // that depends on version 3 chooses by category alone, whatever type its `value` tokens write; without a
        // manifest, a DTCG type name there may be version 4's reading of the file.
        let typeCounts = byTypeAlone || packageVersion == nil
        let passesAsWritten = type == .dimension && dialect == .styleDictionary
            && !StyleDictionarySizeTransforms.builtInTransformsRead(typeName: typeCounts ? typeName : nil, category: category, byTypeAlone: byTypeAlone)
        // The plugin writes px; a project whose configuration names a size transform builds the plugin's file with
        // Style Dictionary, whose transforms read its tokens as any other: from version 4 on its `dimension` tokens
        // (36 is 36rem under `css`), in version 3 those under the category `size` only (its `isSize`).
        let builtBySizeTransform = type == .dimension && dialect == .figmaDesignTokensPlugin && bareSize != nil
            && StyleDictionarySizeTransforms.builtInTransformsRead(
                typeName: byTypeAlone ? typeName : nil, category: category, byTypeAlone: byTypeAlone)
        let unit: String
        switch (type, dialect) {
        case (.dimension, .styleDictionary): unit = passesAsWritten ? "px" : bareSize?.unit ?? (fromFigmaVariable ? "px" : "rem")
        case (.dimension, .figmaDesignTokensPlugin): unit = builtBySizeTransform ? bareSize?.unit ?? "px" : "px"
        case (.duration, _): unit = "ms"
        default: return value
        }
        let number: JSONNumber
        switch value.kind {
        case .number(let written): number = written
        case .string(let text):
            guard let parsed = Double(text.trimmingSpaces), parsed.isFinite else { return value }
            number = JSONNumber(parsed, isIntegerLiteral: !text.contains(".") && !text.lowercased().contains("e"))
        default: return value
        }
        let written = formatNumber(number.value)
        let position = value.position
        let read = JSONValue(
            .object(JSONObject([("value", JSONValue(.number(number), at: position)), ("unit", JSONValue(.string(unit), at: position))], at: position)),
            at: position)
        // The configuration's transform says what the number means: nothing is assumed. Zero is zero in
        // every unit, so nothing is assumed either.
        if type == .dimension, dialect == .styleDictionary, bareSize != nil, !passesAsWritten || bareSize?.unit == "px" { return read }
        if builtBySizeTransform { return read }
        if number.value == 0 { return read }
        // The plugin writes every length so: said once for the file.
        let pluginLength = dialect == .figmaDesignTokensPlugin && type == .dimension
        if pluginLength, !FigmaDesignTokensPlugin.isFirstPixelReport(in: value.position, diagnostics: diagnostics) { return read }
        let reader = pluginLength ? FigmaDesignTokensPlugin.pixelReading
            : dialect == .figmaDesignTokensPlugin ? "the unit the Figma Design Tokens plugin writes"
            : type == .dimension && fromFigmaVariable ? "as Figma means a variable's number (its $extensions hold com.figma)"
            : passesAsWritten
            ? "since no size transform of Style Dictionary reads a token \(typeName.map { "typed \($0)" } ?? "under \(category ?? "its path")") (they read the types dimension and fontSize, and in version 3 the category size) and each platform takes the number as written"
            : type == .dimension ? "as Style Dictionary's size/rem transform reads it" : "as Style Dictionary's time transforms read it"
        diagnostics.emit(
            .warning, .legacyValue, "\(id): the bare number \(written) is read as \(written)\(unit), \(reader)",
            at: value.position, tokenPath: id,
            fixIt: "write \"\(written)\(unit)\"" + (unit == "rem" ? " (or \"\(written)px\" if it is in pixels)" : ""))
        return read
    }

    /// A CSS color function without its closing parenthesis (`"rgba(0,0,0,0.0"`), closed: Style
    /// Dictionary's color transforms read colors with tinycolor, which takes the function so, and its
    /// outputs carry that color. A warning at the value names the fix.
    ///
    /// Hex digits without their `#` (`"ffebee"`, `"00000026"`) are a hex color the same way: tinycolor
    /// takes the `#` as optional, so `"139142"` under `color` is `#139142` in the project's outputs.
    private func closingColorFunction(_ value: JSONValue, id: String) -> JSONValue {
        guard let text = value.stringValue, !text.contains("{") else { return value }
        let trimmed = String(text.trimmingSpaces)
        if TypeInference.isHexWithoutHash(trimmed) {
            let hex = "#" + trimmed
            diagnostics.emit(
                .warning, .legacyValue,
                "\(id): \"\(trimmed)\" is hex digits without their #; read as \(hex), as Style Dictionary's color transforms (tinycolor) read it",
                at: value.position, tokenPath: id, fixIt: "write \"\(hex)\"")
            return JSONValue(.string(hex), at: value.position)
        }
        let lowered = trimmed.lowercased()
        guard ["rgb(", "rgba(", "hsl(", "hsla("].contains(where: lowered.hasPrefix),
            trimmed.count(where: { $0 == "(" }) == trimmed.count(where: { $0 == ")" }) + 1,
            CSSColorParser.parse(trimmed) == nil, CSSColorParser.parse(trimmed + ")") != nil
        else { return value }
        let closed = trimmed + ")"
        diagnostics.emit(
            .warning, .legacyValue,
            "\(id): \"\(trimmed.truncatedForMessage)\" lacks its closing parenthesis; read as \(closed.truncatedForMessage), as Style Dictionary's color transforms (tinycolor) read it",
            at: value.position, tokenPath: id, fixIt: "write \"\(closed)\"")
        return JSONValue(.string(closed), at: value.position)
    }

    /// The CTI path a token's own `attributes` give (`"attributes": {"category": "color"}`), which Style
    /// Dictionary's `attribute/cti` transform keeps over the one it makes from the token's path, so the
    /// category-matched transforms (`color/css`) run on it whatever its path; `nil` without a category.
    static func ctiPath(of token: JSONObject) -> [String]? {
        guard let attributes = token["attributes"]?.objectValue, let category = attributes["category"]?.stringValue else { return nil }
        return [category] + (attributes["type"]?.stringValue.map { [$0] } ?? [])
    }

    /// A color written as tinycolor's channel object (`{"r": 35, "g": 10, "b": 43, "a": 1}`), which
    /// Style Dictionary's color transforms read as that color: the DTCG color object; any other value as it is.
    static func colorFromChannels(_ value: JSONValue) -> JSONValue {
        guard let object = value.objectValue, object.members.count == (object.contains("a") ? 4 : 3),
            let r = object["r"]?.numberValue?.value, let g = object["g"]?.numberValue?.value, let b = object["b"]?.numberValue?.value,
            [r, g, b].allSatisfy({ (0...255).contains($0) })
        else { return value }
        let alpha = object["a"].map { $0.numberValue?.value }
        guard alpha.map({ $0.map { (0...1).contains($0) } ?? false }) ?? true else { return value }
        let position = value.position
        func number(_ x: Double) -> JSONValue { JSONValue(.number(JSONNumber(x, isIntegerLiteral: false)), at: position) }
        var members = [
            JSONObject.Member(key: "colorSpace", keyPosition: position, value: JSONValue(.string("srgb"), at: position)),
            JSONObject.Member(key: "components", keyPosition: position, value: JSONValue(.array([number(r / 255), number(g / 255), number(b / 255)]), at: position)),
        ]
        if let alpha = alpha ?? nil { members.append(JSONObject.Member(key: "alpha", keyPosition: position, value: number(alpha))) }
        return JSONValue(.object(JSONObject(members)), at: position)
    }

    /// The channels of a color written as a list (`[84, 96, 107, 0.6]`: red, green and blue from 0 to 255,
    /// then an optional alpha from 0 to 1), as tinycolor's channel object; `nil` for any other value.
    static func channelList(_ value: JSONValue) -> JSONValue? {
        guard let items = value.arrayValue, [3, 4].contains(items.count) else { return nil }
        let numbers = items.compactMap { $0.numberValue?.value }
        guard numbers.count == items.count, numbers.prefix(3).allSatisfy({ (0...255).contains($0) }),
            numbers.count == 3 || (0...1).contains(numbers[3])
        else { return nil }
        let position = value.position
        let members = zip(["r", "g", "b", "a"], items).map { JSONObject.Member(key: $0, keyPosition: $1.position, value: $1) }
        return JSONValue(.object(JSONObject(members)), at: position)
    }

    /// A color written as its channel list (`[84, 96, 107, 0.6]`, Meetup's swarm-constants): Style
    /// Dictionary's own color transforms read no list (tinycolor takes a string or a channel object), so
    /// the project's own color transform reads it, as the channels it lists; a warning names the CSS form.
    private func colorFromChannelList(_ value: JSONValue, id: String) -> JSONValue {
        guard let channels = Self.channelList(value), let items = value.arrayValue else { return value }
        let written = items.compactMap { $0.numberValue.map { formatNumber($0.value) } }
        let css = (items.count == 4 ? "rgba(" : "rgb(") + written.joined(separator: ", ") + ")"
        diagnostics.emit(
            .warning, .legacyValue,
            "\(id): the list [\(written.joined(separator: ", "))] is read as the color \(css), the channels the project's own color transform reads; Style Dictionary's color transforms read no list",
            at: value.position, tokenPath: id, fixIt: "write \"\(css)\"")
        return channels
    }

    /// A token whose value is a whole group (`"{palette.blue}"`): Style Dictionary places the group's
    /// object, which only a project's own format reads; it has no value in an app (rule 1).
    private func leftOutGroupReference(_ token: JSONObject, text: String, at valuePosition: SourcePosition, id: String, position: SourcePosition)
        -> JSONObject
    {
        diagnostics.emit(
            .warning, .referenceToGroup,
            "reference \(text.truncatedForMessage) names a group; Style Dictionary gives \(id) the group's whole object, which has no value in an app; the token is left out",
            at: valuePosition, tokenPath: id, fixIt: "reference one of the group's tokens")
        return Self.leftOutToken(token, reason: "its value is the group \(text)", at: valuePosition, position: position)
    }

    /// `"{}"`: Style Dictionary's references have a name between the braces (`{` then one or more
    /// characters other than `}`, then `}`), so empty braces are no reference but the text `{}`, which
    /// its formats write out as it is: a placeholder, with no value an app can use (rule 1).
    private func leftOutEmptyBraces(_ token: JSONObject, text: String, at valuePosition: SourcePosition, id: String, position: SourcePosition)
        -> JSONObject
    {
        diagnostics.emit(
            .warning, .styleDictionaryTextInBraces,
            "\(id)'s value \(text.truncatedForMessage) names no token: Style Dictionary reads a reference only with a name between the braces, so it writes this text out as it is, a placeholder with no value an app can use; the token is left out",
            at: valuePosition, tokenPath: id, fixIt: "give the token a value, or reference a token by its name")
        return Self.leftOutToken(token, reason: "its value is the text \(text)", at: valuePosition, position: position)
    }

    /// A token left out (rule 1) once its warning is said: the left-out marker with `reason`, and its description.
    private static func leftOutToken(_ token: JSONObject, reason: String, at valuePosition: SourcePosition, position: SourcePosition)
        -> JSONObject
    {
        var members = [JSONObject.Member(key: "$value", keyPosition: position, value: ValueParser.leftOutMarker(reason, at: valuePosition))]
        if let description = token["$description"] ?? token["description"] ?? token["comment"], description.stringValue != nil {
            members.append(JSONObject.Member(key: "$description", keyPosition: position, value: description))
        }
        return JSONObject(members)
    }

    /// Whether Style Dictionary finds a reference in the text: `{`, one or more characters other than `}`, `}`.
    static func placesReference(_ text: String) -> Bool {
        var open = false
        var named = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "{") {
                open = true
                named = false
            } else if byte == UInt8(ascii: "}") {
                if open, named { return true }
                open = false
            } else if open {
                named = true
            }
        }
        return false
    }

    /// A token whose value holds one value per mode (`"value": {"light": "#006dcc", "dark": "#6b9fc9"}`,
    /// which a project's transform picks one of per build) written as a value and `darkValue` members:
    /// the light value (else the first) is the value, each other mode's its member. `nil` for any other
    /// token: a composite's members are never all mode words.
    private static func splittingModeValues(_ token: JSONObject, valueKey: String) -> JSONObject? {
        guard let index = token.members.firstIndex(where: { $0.key == valueKey }), let modes = token.members[index].value.objectValue,
            modes.members.count >= 2, modes.members.allSatisfy({ ModeWords.mode(named: $0.key) != nil })
        else { return nil }
        let chosen = modes.members.first { ModeWords.mode(named: $0.key) == "light" } ?? modes.members[0]
        var result = token
        result.members[index].value = chosen.value
        for member in modes.members where member.key != chosen.key {
            result.members.append(JSONObject.Member(key: member.key + "Value", keyPosition: member.keyPosition, value: member.value))
        }
        return result
    }

    // MARK: References

    /// The value with references to a token's member (`{color.brand.noirValue}`, where `member` is
    /// `noirValue`) written as references to the token.
    private static func droppingMember(_ member: String, fromReferencesIn value: JSONValue) -> JSONValue {
        switch value.kind {
        case .string(let text) where text.contains("." + member + "}"):
            return JSONValue(.string(text.replacing("." + member + "}", with: "}")), at: value.position)
        case .array(let items):
            return JSONValue(.array(items.map { droppingMember(member, fromReferencesIn: $0) }), at: value.position)
        case .object(var object):
            for index in object.members.indices { object.members[index].value = droppingMember(member, fromReferencesIn: object.members[index].value) }
            return JSONValue(.object(object), at: value.position)
        default:
            return value
        }
    }

    /// The value with `{a.b.value}` references written `{a.b}`. A string that places
    /// references inside text (`"1px solid {color.border}"`) becomes
    /// `{"$interpolation": …}`, evaluated once the references resolve (`ValueParser+Interpolation`).
    private func translateReferences(_ value: JSONValue) -> JSONValue {
        switch value.kind {
        case .string(var text):
            guard AliasSyntax.containsAlias(text) else { return value }
            // References to what is no token are resolved here, as Style Dictionary resolves them in its merged tree.
            if let named = StyleDictionaryPaths.wholeReference(text) {
                switch paths.target(of: named) {
                case .plain(let plain):
                    // A whole value: a number stays a number; text may hold references of its own.
                    if plain.stringValue == nil { return JSONValue(plain.kind, at: value.position) }
                case .token(let path) where path == named:
                    // A token at the whole path, one named `value` too (`{field.text.value}` in DTCG syntax).
                    return value
                case .token(let path) where path + ["value"] != named && path + ["$value"] != named:
                    // Through a token whose value names a group: the token of that group.
                    return JSONValue(.string("{" + path.joined(separator: ".") + "}"), at: value.position)
                default: break
                }
            }
            if let placed = paths.placingPlainValues(in: text) {
                guard AliasSyntax.containsAlias(placed) else { return JSONValue(.string(placed), at: value.position) }
                text = placed
            }
            // `"{shadow.sm}, {shadow.md}"`: a list of references, read as a list where the type takes one.
            if let references = AliasSyntax.referenceList(text) {
                let written = references.map { $0.hasSuffix(".value}") ? String($0.dropLast(".value}".count)) + "}" : $0 }
                return JSONValue(.string(written.joined(separator: ", ")), at: value.position)
            }
            if AliasSyntax.looksLikeAlias(text), !text.dropFirst().dropLast().contains(where: { $0 == "{" || $0 == "}" }) {
                guard text.hasSuffix(".value}") else { return JSONValue(.string(text), at: value.position) }
                return JSONValue(.string(String(text.dropLast(".value}".count)) + "}"), at: value.position)
            }
            let template = JSONValue(.string(text.replacing(".value}", with: "}")), at: value.position)
            return JSONValue(.object(JSONObject([(ValueParser.interpolationKey, template)], at: value.position)), at: value.position)
        case .array(let items):
            return JSONValue(.array(items.map(translateReferences)), at: value.position)
        case .object(let object):
            var result = object
            for (offset, member) in object.members.enumerated() {
                result.members[offset].value = translateReferences(member.value)
            }
            return JSONValue(.object(result), at: value.position)
        default:
            return value
        }
    }
}

extension StyleDictionaryImporter {
    /// Whether the files a Style Dictionary build reads (`readByBuild`) are one whole Tokens Studio export with
    /// no theme, whose references name paths from the file's top or none at all. Without sd-transforms'
    /// preprocessor Style Dictionary reads such a file as one tree: each set stays a top-level
    /// group (`global.background` beside `dark.background`), and no set replaces the tokens of another, as the
    /// plugin's merge of every set would (TS0527). Not when a reference only resolves inside a set: the plugin's
    /// reading is then the one the file is written for.
    static func exportReadAsOneTree(_ documents: [(path: String, value: JSONValue)], readByBuild: (String) -> Bool) -> Bool {
        let tokenFiles = documents.filter { document in
            (document.value.objectValue.map { !isConfiguration($0) } ?? true) && readByBuild(document.path)
        }
        guard tokenFiles.count == 1, let root = tokenFiles[0].value.objectValue, TokensStudioImporter.wholeExportMarker(root) != nil else { return false }
        if let themes = root["$themes"]?.arrayValue, !themes.isEmpty { return false }
        let sets = root.members.filter { !$0.key.isReservedName }
        guard sets.count > 1, sets.allSatisfy({ $0.value.objectValue != nil }) else { return false }
        return !TokensStudioImporter.referencesLookThroughSets(root)
    }
}
