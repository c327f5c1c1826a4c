import Foundation
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

extension TokenDiff {
    /// `{"changes": [{"path", "kind", "inputs", "before", "after", …}], "breaking": bool}`, values in
    /// their canonical DTCG 2025.10 JSON form.
    public func jsonText() -> String {
        func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
            JSONValue(.object(JSONObject(pairs.map { .init(key: $0.0, keyPosition: .unknown, value: $0.1) })), at: .unknown)
        }
        func string(_ text: String) -> JSONValue { JSONValue(.string(text), at: .unknown) }
        let items = changes.map { change -> JSONValue in
            var pairs: [(String, JSONValue)] = [("path", string(change.path)), ("kind", string(change.kind.rawValue))]
            let inputs = change.inputs.map { input in object(input.map { ($0.modifier, string($0.context)) }) }
            pairs.append(("inputs", JSONValue(.array(inputs), at: .unknown)))
            if let from = change.renamedFrom { pairs.append(("from", string(from))) }
            if let context = change.context { pairs.append(("context", string(context))) }
            if change.kind == .typeChanged, let before = change.beforeType, let after = change.afterType {
                pairs.append(("beforeType", string(before.rawValue)))
                pairs.append(("afterType", string(after.rawValue)))
            }
            if change.kind == .deprecated {
                pairs.append(("after", change.deprecationMessage.map(string) ?? JSONValue(.bool(true), at: .unknown)))
            } else if change.isAboutToken {
                if change.kind != .added { pairs.append(("before", change.before?.canonicalJSON() ?? JSONValue(.null, at: .unknown))) }
                if change.kind != .removed { pairs.append(("after", change.after?.canonicalJSON() ?? JSONValue(.null, at: .unknown))) }
            }
            return object(pairs)
        }
        let document = object([
            ("changes", JSONValue(.array(items), at: .unknown)), ("breaking", JSONValue(.bool(isBreaking), at: .unknown)),
        ])
        return JSONWriter(indent: 2).write(document)
    }

    /// One line per change, for people.
    public func text() -> String {
        var lines = changes.map { change -> String in
            let breaking = change.isBreaking ? " (breaking)" : ""
            return "\(Self.symbol(change.kind)) \(Self.sentence(change))\(breaking)"
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A pull-request comment: a summary and a table of the changes.
    public func markdown() -> String {
        var lines = ["### Token changes", ""]
        if changes.isEmpty {
            lines.append("No changes.")
            return lines.joined(separator: "\n") + "\n"
        }
        if isBreaking {
            lines.append("> [!WARNING]")
            lines.append("> Breaking: the generated Swift API loses or retypes a name (marked ⚠️ below).")
            lines.append("")
        }
        lines.append("| Change | Token | Where | Before | After |")
        lines.append("|---|---|---|---|---|")
        for change in changes {
            let kind = change.kind.rawValue + (change.isBreaking ? " ⚠️" : "")
            let where_ = Self.whereText(change)
            let (before, after) = Self.beforeAndAfter(change)
            lines.append("| \(kind) | `\(Self.cell(change.path))` | \(Self.cell(where_)) | \(Self.cell(before)) | \(Self.cell(after)) |")
        }
        lines.append("")
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `3 changes, breaking` or `no changes`.
    public var summary: String {
        guard !changes.isEmpty else { return "no changes" }
        let count = "\(changes.count) change\(changes.count == 1 ? "" : "s")"
        return isBreaking ? "\(count), breaking" : count
    }

    // MARK: Pieces

    private static func symbol(_ kind: TokenChange.Kind) -> String {
        switch kind {
        case .added, .modifierAdded, .contextAdded: "+"
        case .removed, .modifierRemoved, .contextRemoved: "-"
        case .changed, .typeChanged: "~"
        case .renamed: ">"
        case .deprecated: "!"
        }
    }

    private static func sentence(_ change: TokenChange) -> String {
        let (before, after) = beforeAndAfter(change)
        switch change.kind {
        case .added: return "\(change.path) added: \(after)"
        case .removed: return "\(change.path) removed (was \(before))"
        case .changed: return "\(change.path) changed\(inputsText(change)): \(before) -> \(after)"
        case .typeChanged: return "\(change.path) changed type: \(before) -> \(after)"
        case .deprecated: return "\(change.path) deprecated\(change.deprecationMessage.map { ": \($0)" } ?? "")"
        case .renamed:
            return "\(change.renamedFrom ?? "?") renamed \(change.path) (the same value in every permutation; a guess)"
        case .modifierAdded: return "modifier \(change.path) added"
        case .modifierRemoved: return "modifier \(change.path) removed"
        case .contextAdded: return "context \(change.path)=\(change.context ?? "") added"
        case .contextRemoved: return "context \(change.path)=\(change.context ?? "") removed"
        }
    }

    private static func inputsText(_ change: TokenChange) -> String {
        let named = change.inputs.filter { !$0.isEmpty }
        guard !named.isEmpty else { return "" }
        return " in " + named.map { $0.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ") }.joined(separator: "; ")
    }

    private static func whereText(_ change: TokenChange) -> String {
        switch change.kind {
        case .changed:
            let text = inputsText(change)
            return text.isEmpty ? "everywhere" : String(text.dropFirst(" in ".count))
        case .renamed: return "from `\(change.renamedFrom ?? "")` (a guess: same value everywhere)"
        case .contextAdded, .contextRemoved: return "context `\(change.context ?? "")`"
        default: return ""
        }
    }

    private static func beforeAndAfter(_ change: TokenChange) -> (String, String) {
        if change.kind == .typeChanged {
            return (
                "\(change.beforeType?.rawValue ?? "") \(valueText(change.before))",
                "\(change.afterType?.rawValue ?? "") \(valueText(change.after))"
            )
        }
        if change.kind == .deprecated { return ("", change.deprecationMessage ?? "deprecated") }
        guard change.isAboutToken else { return ("", "") }
        return (change.kind == .added ? "" : valueText(change.before), change.kind == .removed ? "" : valueText(change.after))
    }

    /// A value in one short line (``TokenValue/displayText``, as `tessera resolve` prints it).
    static func valueText(_ value: TokenValue?) -> String {
        value?.displayText ?? "(none)"
    }

    /// Text safe in a Markdown table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
