/// Text from token files as a diagnostic carries it.
///
/// Messages quote names, values and paths that come from the files read. Printed raw, a
/// name with a line break could start a line of its own that an editor reads as another
/// diagnostic, and a name of a hundred thousand characters would bury the rest. Every
/// ``Diagnostic`` passes its texts through here once, so text and JSON output agree.
enum DiagnosticText {
    /// The longest run of characters without a space that is shown in full.
    static let runLimit = 100
    /// The longest text shown in full (a name made of many short words).
    static let lengthLimit = 500

    /// `text` with each run longer than ``runLimit`` shortened to its start and end around
    /// an ellipsis, and every control character written as an escape (`\n`, `\u{1B}`).
    static func safe(_ text: String) -> String {
        escaped(shortened(text))
    }

    /// `text` with control characters escaped and nothing shortened (file paths stay usable).
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    private static func shortened(_ text: String) -> String {
        guard text.utf8.count > runLimit else { return text }
        var result = text
        let runs = text.split(separator: " ", omittingEmptySubsequences: false)
        if runs.contains(where: { $0.count > runLimit }) {
            result = runs.map { run in run.count > runLimit ? ellipsized(run, keeping: runLimit) : String(run) }
                .joined(separator: " ")
        }
        return result.count > lengthLimit ? ellipsized(result[...], keeping: lengthLimit) : result
    }

    /// The start and end of `text`, `limit` characters in all with the ellipsis between them.
    private static func ellipsized(_ text: Substring, keeping limit: Int) -> String {
        let kept = (limit - 1) / 2
        return "\(text.prefix(kept))…\(text.suffix(kept))"
    }

    /// Control characters, line and paragraph separators, and the bidirectional controls
    /// that can make a line read differently from its bytes.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: break
        }
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
