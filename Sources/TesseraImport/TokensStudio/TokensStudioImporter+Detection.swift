import TesseraSyntax
import TesseraTokens

extension TokensStudioImporter {
    /// How many tokens of each document are looked at for Tokens Studio type names:
    /// enough for any real export, and bounded so detection costs nothing on large DTCG files.
    static let detectionTokenLimit = 500

    /// Whether the inputs look like a Tokens Studio project: its project files, a
    /// single-file export (`$themes`/`$metadata` at the top), or tokens with Tokens
    /// Studio type names or `$extensions["studio.tokens"]`. A resolver document never is.
    /// - Parameter typeNamesDecide: Whether the plugin's generic type names alone (`other`, `text`) make the
    ///   files the plugin's. Not when the project builds them with Style Dictionary without Tokens Studio's
    ///   transforms: that tool takes those words as labels, and its reading is the one the team ships. The
    ///   plugin's own names (`fontSizes`, `boxShadow`) always do: its files, built by Style Dictionary.
    static func matches(
        paths: [String], documents: [(path: String, value: JSONValue)], fileSystem: any TokenFileSystem, typeNamesDecide: () -> Bool = { true }
    ) -> Bool {
        if documents.contains(where: { $0.value.objectValue?["resolutionOrder"] != nil }) { return false }
        if projectDirectory(paths: paths, fileSystem: fileSystem) != nil { return true }
        // The plugin stores JSON only: inputs with YAML among them are a Style Dictionary or DTCG
        // project, even where a file of it came out of a Tokens Studio transformer with its type names.
        if documents.contains(where: { TokenFileName.isYAML($0.path) }) { return false }
        // A Tokens Studio type name (`borderRadius`, `opacity`) is only a hint: Style Dictionary projects
        // use the same words, and a token member the plugin never writes (`comment`, `attributes`,
        // `transform`) says the files are Style Dictionary's.
        var evidence = StudioEvidence()
        for document in documents {
            guard let root = document.value.objectValue else { continue }
            if wholeExportMarker(root) != nil { return true }
            var budget = detectionTokenLimit
            scanTokens(root, budget: &budget, into: &evidence)
            if evidence.studioExtension { return true }
            // A file whose references only resolve inside its top-level groups, in the plugin's legacy shape
            // (`value`/`type`) or its W3C one (`$value`/`$type`): read from the top, as DTCG and Style Dictionary
            // read a file, none of them resolves. A member Style Dictionary writes (`comment`) says the file is
            // Style Dictionary's, unless its references use the plugin's `$group.token` form, which Style
            // Dictionary never reads.
            if documents.count == 1 {
                let references = setReferences(root, limit: 4 * detectionTokenLimit)
                if references.throughSets, evidence.foreignMember == nil || references.pluginAliasForm { return true }
            }
        }
        return evidence.studioType && evidence.foreignMember == nil && evidence.studioTypeCount > evidence.typesThePluginNeverWritesCount
            && (evidence.pluginOwnType || typeNamesDecide())
    }

    /// The plugin's own member at the top of a file that holds a whole export, `$themes` or
    /// `$metadata`, when it is written as the plugin writes it: `$themes` an array of themes,
    /// `$metadata` an object with `tokenSetOrder`. Other tools keep a `$metadata` of their own at a
    /// file's top (the generator, a date, the Figma file it was fetched from), which says nothing
    /// of Tokens Studio: such a file is read as its tokens say.
    static func wholeExportMarker(_ root: JSONObject) -> String? {
        if root["$themes"]?.arrayValue != nil { return "$themes" }
        if root["$metadata"]?.objectValue?["tokenSetOrder"] != nil { return "$metadata" }
        return nil
    }

    /// Whether DTCG-shaped files still hold what only the plugin writes in its own forms: a Tokens
    /// Studio type name or `value`/`type`. `$extensions["studio.tokens"]` alone does not count, since
    /// DTCG files converted from Tokens Studio keep it beside DTCG values.
    static func writesOwnForms(_ documents: [(path: String, value: JSONValue)]) -> Bool {
        documents.contains { document in
            guard let root = document.value.objectValue else { return false }
            if firstTokenIsLegacy(root) { return true }
            var evidence = StudioEvidence()
            var budget = detectionTokenLimit
            scanTokens(root, budget: &budget, into: &evidence, stoppingAtExtension: false)
            return evidence.studioType
        }
    }

    /// What the first tokens of the inputs say about the tool that wrote them.
    struct StudioEvidence {
        /// A token with `$extensions["studio.tokens"]`: only the plugin writes it.
        var studioExtension = false
        /// A token (or group) typed with a Tokens Studio type name.
        var studioType = false
        /// How many of the tokens and groups seen are typed with a Tokens Studio type name.
        var studioTypeCount = 0
        /// A plain member the plugin never writes beside a token's value, as Style Dictionary projects do.
        var foreignMember: String?
        /// How many are typed with a DTCG type the plugin has no token for (it writes `boxShadow`, and
        /// has no motion types). Where these outnumber the plugin's names, the files are another tool's:
        /// Spindle's two `other` tokens beside its `transition` and `cubicBezier` ones are a word its own
        /// exporter chose. Exports converted for the plugin keep a few DTCG names (`fontFamily` beside
        /// `boxShadow`), so one such name alone decides nothing.
        var typesThePluginNeverWritesCount = 0
        /// A Tokens Studio type name other than the generic labels (`fontSizes`, `boxShadow`, not `other`).
        var pluginOwnType = false
    }

    /// Type names of the plugin's that are plain words any tool's files may use as labels.
    static let genericLabels: Set<String> = ["other", "text", "asset"]

    /// DTCG types Tokens Studio never writes as a token's type.
    static let typesThePluginNeverWrites: Set<String> = [
        "shadow", "fontFamily", "cubicBezier", "transition", "duration", "strokeStyle", "gradient",
    ]

    /// The members Tokens Studio writes in a token (`name` by older exports of token arrays).
    static let pluginTokenMembers: Set<String> = ["value", "type", "description", "name"]

    /// Whether the first token found is written with `value` rather than `$value`.
    private static func firstTokenIsLegacy(_ root: JSONObject) -> Bool {
        var pending = [root]
        var visited = 0
        while let object = pending.popLast(), visited < detectionTokenLimit {
            visited += 1
            if object.contains("$value") { return false }
            if object.contains("value") { return true }
            for member in object.members.reversed() where !member.key.isReservedName {
                if let child = member.value.objectValue { pending.append(child) }
            }
        }
        return false
    }

    /// Walks groups depth-first (iteratively) until `budget` tokens were seen.
    private static func scanTokens(
        _ root: JSONObject, budget: inout Int, into evidence: inout StudioEvidence, stoppingAtExtension: Bool = true
    ) {
        var pending = [root]
        while let object = pending.popLast(), budget > 0 {
            if object.contains("$value") || object.contains("value") {
                budget -= 1
                let type = (object["$type"] ?? object["type"])?.stringValue
                if let type, TokensStudioType.signatureNames.contains(type) {
                    evidence.studioType = true
                    evidence.studioTypeCount += 1
                    if !genericLabels.contains(type) { evidence.pluginOwnType = true }
                }
                if let type, typesThePluginNeverWrites.contains(type) { evidence.typesThePluginNeverWritesCount += 1 }
                if object["$extensions"]?.objectValue?["studio.tokens"] != nil {
                    evidence.studioExtension = true
                    if stoppingAtExtension { return }
                }
                if evidence.foreignMember == nil,
                    let foreign = object.members.first(where: { !$0.key.isReservedName && !pluginTokenMembers.contains($0.key) })
                {
                    evidence.foreignMember = foreign.key
                }
                continue
            }
            if let type = object["$type"]?.stringValue, TokensStudioType.signatureNames.contains(type) {
                evidence.studioType = true
                evidence.studioTypeCount += 1
                if !genericLabels.contains(type) { evidence.pluginOwnType = true }
            }
            for member in object.members.reversed() where !member.key.isReservedName {
                if let child = member.value.objectValue { pending.append(child) }
            }
        }
    }
}
