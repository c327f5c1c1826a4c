import TesseraSyntax
import TesseraTokens

extension TokensStudioImporter {
    /// How many tokens of each document are looked at for Tokens Studio type names:
    /// enough for any real export, and bounded so detection costs nothing on large DTCG files.
    static let detectionTokenLimit = 500

    /// Whether the inputs look like a Tokens Studio project: its project files, a
    /// single-file export (`$themes`/`$metadata` at the top), or tokens with Tokens
    /// Studio type names or `$extensions["studio.tokens"]`. A resolver document never is.
    static func matches(paths: [String], documents: [(path: String, value: JSONValue)], fileSystem: any TokenFileSystem) -> Bool {
        if documents.contains(where: { $0.value.objectValue?["resolutionOrder"] != nil }) { return false }
        if projectDirectory(paths: paths, fileSystem: fileSystem) != nil { return true }
        // The plugin stores JSON only: inputs with YAML among them are a Style Dictionary or DTCG
        // project, even where a file of it came out of a Tokens Studio transformer with its type names.
        if documents.contains(where: { TokenFileName.isYAML($0.path) }) { return false }
        for document in documents {
            guard let root = document.value.objectValue else { continue }
            if root.contains("$themes") || root.contains("$metadata") { return true }
            var budget = detectionTokenLimit
            if containsStudioToken(root, budget: &budget) { return true }
            // A legacy-shaped (`value`/`type`) file whose references only resolve inside its top-level groups.
            if documents.count == 1, firstTokenIsLegacy(root), referencesLookThroughSets(root, limit: 4 * detectionTokenLimit) {
                return true
            }
        }
        return false
    }

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
    private static func containsStudioToken(_ root: JSONObject, budget: inout Int) -> Bool {
        var pending = [root]
        while let object = pending.popLast(), budget > 0 {
            if object.contains("$value") || object.contains("value") {
                budget -= 1
                let type = (object["$type"] ?? object["type"])?.stringValue
                if let type, TokensStudioType.signatureNames.contains(type) { return true }
                if object["$extensions"]?.objectValue?["studio.tokens"] != nil { return true }
                continue
            }
            if let type = object["$type"]?.stringValue, TokensStudioType.signatureNames.contains(type) { return true }
            for member in object.members.reversed() where !member.key.isReservedName {
                if let child = member.value.objectValue { pending.append(child) }
            }
        }
        return false
    }
}
