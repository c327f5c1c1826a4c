import TesseraConfiguration
import Foundation
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

extension Linter {
    /// `naming`: every token and group name follows its group's case and pattern, and none is reserved.
    mutating func checkNaming() {
        let severity = configuration.namingSeverity
        guard severity != .off else { return }
        let styles = configuration.namingGroups.sorted { $0.group.count > $1.group.count }
        let patterns = Dictionary(
            (configuration.namingGroups.map(\.style.pattern) + [configuration.naming.pattern]).compactMap { $0 }.map {
                ($0, try? Regex($0))
            },
            uniquingKeysWith: { first, _ in first })
        var checked: Set<String> = []
        for token in matrix.tokens {
            let path = token.path
            var prefix = ""
            for (depth, name) in path.enumerated() {
                prefix = depth == 0 ? name : prefix + "." + name
                guard name != "$root", checked.insert(prefix).inserted else { continue }
                let parent = path.prefix(depth).joined(separator: ".")
                let style = styles.first { parent == $0.group || parent.hasPrefix($0.group + ".") }?.style ?? configuration.naming
                let what = depth == path.count - 1 ? "token" : "group"
                if configuration.reservedNames.contains(name) {
                    report(
                        severity, .reservedName, "the \(what) name \"\(name)\" of \(prefix) is reserved", at: token.position,
                        tokenPath: prefix,
                        fixIt: "rename it; lint.naming.reserved lists \(configuration.reservedNames.joined(separator: ", "))")
                }
                if let nameCase = style.nameCase, !Self.follows(name, nameCase) {
                    let renamed = Self.converted(name, to: nameCase)
                    report(
                        severity, .nameNotInCase, "the \(what) name \"\(name)\" of \(prefix) is not \(nameCase.rawValue) case",
                        at: token.position,
                        tokenPath: prefix, fixIt: renamed.isEmpty ? nil : "rename it \(renamed)")
                }
                if let pattern = style.pattern, let regex = patterns[pattern] ?? nil, !name.contains(regex) {
                    report(
                        severity, .nameNotInCase, "the \(what) name \"\(name)\" of \(prefix) does not match the pattern \(pattern)",
                        at: token.position, tokenPath: prefix, fixIt: "rename it to match \(pattern)")
                }
            }
        }
    }

    /// Whether a name is written in the case; digits may start any word (`100`, `2xl`).
    static func follows(_ name: String, _ nameCase: NameCase) -> Bool {
        func isLower(_ c: Character) -> Bool { c.isASCII && (c.isLowercase || c.isNumber) }
        func isAlphanumeric(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber) }
        guard let first = name.first else { return false }
        switch nameCase {
        case .kebab, .snake:
            let separator: Character = nameCase == .kebab ? "-" : "_"
            let words = name.split(separator: separator, omittingEmptySubsequences: false)
            return words.allSatisfy { !$0.isEmpty && $0.allSatisfy(isLower) }
        case .camel:
            return isLower(first) && name.allSatisfy(isAlphanumeric)
        case .pascal:
            return first.isASCII && (first.isUppercase || first.isNumber) && name.allSatisfy(isAlphanumeric)
        }
    }

    /// The name's words written in the case (`Text Muted` → `text-muted`).
    static func converted(_ name: String, to nameCase: NameCase) -> String {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        let lower = words.map { $0.lowercased() }
        switch nameCase {
        case .kebab: return lower.joined(separator: "-")
        case .snake: return lower.joined(separator: "_")
        case .camel: return (lower.first ?? "") + lower.dropFirst().map(\.capitalized).joined()
        case .pascal: return lower.map(\.capitalized).joined()
        }
    }
}
