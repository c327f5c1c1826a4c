package import TesseraDiagnostics
package import TesseraSyntax

/// Builds a DTCG token tree from tokens given by path, keeping the order they
/// were added in. Importers whose formats name tokens by path (Figma's
/// `color/gray/50`) use it; a token whose path is also a group becomes that
/// group's `$root` token, as DTCG 2025.10 writes it.
package final class TokenTreeBuilder {
    private final class Node {
        var keys: [String] = []
        var positions: [SourcePosition] = []
        var children: [String: Node] = [:]
        var token: JSONObject?
        var tokenPosition: SourcePosition = .unknown
    }

    private let root = Node()

    /// The most segments a path may have: deeper trees are refused where names are read (TS0125),
    /// so no walk over the tree recurses further.
    package static let maxPathLength = 256

    package init() {}

    var isEmpty: Bool { root.keys.isEmpty }

    /// Adds a token at `path`; a later token at the same path replaces the earlier one.
    package func insert(_ token: JSONObject, at path: [String], position: SourcePosition) {
        var node = root
        for segment in path {
            if let child = node.children[segment] {
                node = child
            } else {
                let child = Node()
                node.children[segment] = child
                node.keys.append(segment)
                node.positions.append(position)
                node = child
            }
        }
        node.token = token
        node.tokenPosition = position
    }

    package func build() -> JSONObject { object(for: root) }

    private func object(for node: Node) -> JSONObject {
        var members: [JSONObject.Member] = []
        for (offset, key) in node.keys.enumerated() {
            guard let child = node.children[key] else { continue }
            let position = node.positions[offset]
            if child.keys.isEmpty, let token = child.token {
                members.append(JSONObject.Member(key: key, keyPosition: position, value: JSONValue(.object(token), at: position)))
                continue
            }
            var group = object(for: child)
            if let token = child.token {
                group.members.insert(
                    JSONObject.Member(
                        key: "$root", keyPosition: child.tokenPosition, value: JSONValue(.object(token), at: child.tokenPosition)),
                    at: 0)
            }
            members.append(JSONObject.Member(key: key, keyPosition: position, value: JSONValue(.object(group), at: position)))
        }
        return JSONObject(members)
    }
}

/// Names as DTCG 2025.10 allows them: no `.`, `{` or `}`, no leading `$`.
package enum DTCGName {
    /// The name rewritten to be valid (`0.5` → `0_5`, `$x` → `_x`), or `nil` when it already is.
    package static func repaired(_ name: String) -> String? {
        guard name.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) || name.hasPrefix("$") else { return nil }
        var result = String(name.compactMap { character -> Character? in
            switch character {
            case ".": "_"
            case "{", "}": nil
            default: character
            }
        })
        if result.hasPrefix("$") { result = "_" + result.dropFirst() }
        return result.isEmpty ? "_" : result
    }

    /// Repairs each segment of an imported path, reporting every rewritten name once with TS0733.
    package static func repair(
        _ path: [String], at position: SourcePosition, diagnostics: DiagnosticEngine, format: String
    ) -> [String] {
        let repairedPath = path.map { repaired($0) ?? $0 }
        for (segment, result) in zip(path, repairedPath) where segment != result {
            diagnostics.emit(
                .warning, .importedNameRewritten,
                "\(format) name \"\(segment.truncatedForMessage)\" (in \(path.joined(separator: "/").truncatedForMessage)) is not a valid DTCG name; read as \"\(result.truncatedForMessage)\"",
                at: position, tokenPath: repairedPath.joined(separator: "."),
                fixIt: "rename it without \".\", \"{\", \"}\" or a leading \"$\"")
        }
        return repairedPath
    }
}

extension JSONObject {
    /// The first object, depth first (this one included), that has a `$value` or a `value` member: a token in
    /// either shape. The walk stops after a few hundred objects, so detection stays cheap.
    package var firstToken: JSONObject? {
        var pending = [self]
        var visited = 0
        while let object = pending.popLast(), visited < 256 {
            visited += 1
            if object.contains("$value") || object.contains("value") { return object }
            for member in object.members.reversed() where !member.key.isReservedName {
                if let child = member.value.objectValue { pending.append(child) }
            }
        }
        return nil
    }
}
