import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Reads the CSS gradient string Tokens Studio keeps in a color token
/// (`"linear-gradient(90deg, #ffffff 0%, {color.brand.500} 100%)"`, applied in Figma as a
/// gradient fill) into a DTCG gradient: stops `{color, position}` in order, positions filled
/// in as CSS does, and the angle, which DTCG has no place for, in
/// `$extensions["com.tessera.gradient"].angle`.
struct TokensStudioGradientReader {
    let reader: TokensStudioValueReader
    var diagnostics: DiagnosticEngine { reader.diagnostics }
    var tokenID: String { reader.tokenID }

    /// The vendor key of the extension that keeps a gradient's angle.
    static let extensionKey = "com.tessera.gradient"

    /// Whether a string is a CSS gradient function (``CSSLinearGradient/isGradient(_:)``).
    static func isGradient(_ text: String) -> Bool { CSSLinearGradient.isGradient(text) }

    /// The gradient token `json` (a gradient string) becomes; `nil` after reporting why not.
    func read(_ json: JSONValue, _ text: String) -> TokensStudioValueReader.Read? {
        let parsed: CSSLinearGradient
        switch CSSLinearGradient.parse(text) {
        case .failure(.notLinear(let function)):
            diagnostics.emit(
                .warning, .unmappedValue,
                "\(tokenID) is a \(function)(), whose shape a DTCG gradient cannot hold (only linear gradients are read); it is left out",
                at: json.position, tokenPath: tokenID, fixIt: "write it as a linear-gradient(), or as a gradient token with color stops")
            return nil
        case .failure(.unreadable(let problem)):
            diagnostics.emit(
                .warning, .unreadableGradient,
                "\(tokenID) has the gradient \"\(text.truncatedForMessage)\", which cannot be read: \(problem); it is left out",
                at: json.position, tokenPath: tokenID,
                fixIt: "write it as linear-gradient(<angle>, <color> <percentage>, …), such as linear-gradient(90deg, #ffffff 0%, {color.brand} 100%)")
            return nil
        case .success(let gradient):
            parsed = gradient
        }
        for hint in parsed.droppedHints {
            diagnostics.emit(
                .warning, .unmappedValue,
                "\(tokenID): the transition hint \(hint) between two stops is not part of a DTCG gradient; the stops are kept without it",
                at: json.position, tokenPath: tokenID)
        }
        var stops: [JSONValue] = []
        for stop in parsed.stops {
            // The stop's color is read as any Tokens Studio color: a literal, an alias or `rgba({ref}, 0.5)`.
            guard let color = reader.scalar(JSONValue(.string(stop.color), at: json.position), .color) else { return nil }
            let members = [
                JSONObject.Member(key: "color", keyPosition: json.position, value: color),
                JSONObject.Member(key: "position", keyPosition: json.position, value: number(stop.position, at: json.position)),
            ]
            stops.append(JSONValue(.object(JSONObject(members)), at: json.position))
        }
        let angle = JSONObject([JSONObject.Member(key: "angle", keyPosition: json.position, value: number(parsed.angle, at: json.position))])
        let extensionMember = JSONObject.Member(key: Self.extensionKey, keyPosition: json.position, value: JSONValue(.object(angle), at: json.position))
        return TokensStudioValueReader.Read(json: JSONValue(.array(stops), at: json.position), type: .gradient, extensions: [extensionMember])
    }

    private func number(_ value: Double, at position: SourcePosition) -> JSONValue {
        JSONValue(.number(JSONNumber(value, isIntegerLiteral: value == value.rounded() && abs(value) < 1e15)), at: position)
    }
}

/// Tokens Studio types an alias of a gradient string `color`, like the token it aliases; once
/// that token is a DTCG gradient, its aliases must be gradients too, or they would be a color
/// referencing a gradient.
enum TokensStudioGradientAliases {
    /// Retypes, in translated sets, each `color` token whose value is an alias of a gradient token
    /// in any set (directly or through other such aliases) as `gradient`.
    static func retype(_ trees: inout [JSONObject]) {
        var gradients: Set<String> = []
        for tree in trees { collectGradients(tree, prefix: "", into: &gradients) }
        guard !gradients.isEmpty else { return }
        // Each pass retypes at least one token or ends, so chains of aliases end too.
        var changed = true
        while changed {
            changed = false
            for index in trees.indices { trees[index] = retyped(trees[index], prefix: "", gradients: &gradients, changed: &changed) }
        }
    }

    private static func collectGradients(_ object: JSONObject, prefix: String, into gradients: inout Set<String>) {
        for member in object.members where !member.key.hasPrefix("$") {
            guard let child = member.value.objectValue else { continue }
            let id = prefix + member.key
            if child.contains("$value") {
                if child["$type"]?.stringValue == TokenType.gradient.rawValue { gradients.insert(id) }
            } else {
                collectGradients(child, prefix: id + ".", into: &gradients)
            }
        }
    }

    private static func retyped(_ object: JSONObject, prefix: String, gradients: inout Set<String>, changed: inout Bool) -> JSONObject {
        var result = object
        for index in result.members.indices where !result.members[index].key.hasPrefix("$") {
            guard var child = result.members[index].value.objectValue else { continue }
            let id = prefix + result.members[index].key
            if child.contains("$value") {
                guard child["$type"]?.stringValue == TokenType.color.rawValue, let alias = child["$value"]?.stringValue,
                    TokensStudioValueReader.isWholeAlias(alias), gradients.contains(String(alias.dropFirst().dropLast())),
                    let typeIndex = child.members.firstIndex(where: { $0.key == "$type" })
                else { continue }
                let position = child.members[typeIndex].value.position
                child.members[typeIndex].value = JSONValue(.string(TokenType.gradient.rawValue), at: position)
                gradients.insert(id)
                changed = true
            } else {
                child = retyped(child, prefix: id + ".", gradients: &gradients, changed: &changed)
            }
            result.members[index].value = JSONValue(.object(child), at: result.members[index].value.position)
        }
        return result
    }
}
