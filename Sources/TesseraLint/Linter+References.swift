import TesseraConfiguration
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

extension Linter {
    /// Token ids each token's definitions reference, in any set or context.
    private var referencesByToken: [String: Set<String>] { ThemeDependencies(project).references }

    /// `deprecated`: a token that is not deprecated references one that is.
    mutating func checkDeprecatedReferences() {
        let severity = configuration.deprecatedSeverity
        guard severity != .off else { return }
        let references = referencesByToken
        for token in matrix.tokens where !token.isDeprecated {
            for target in (references[token.id] ?? []).sorted() {
                guard let index = matrix.index(ofToken: target), matrix.tokens[index].isDeprecated else { continue }
                let deprecated = matrix.tokens[index]
                let reason = deprecated.deprecationMessage.map { ": \($0)" } ?? ""
                report(
                    severity, .deprecatedReference, "\(token.id) references the deprecated token \(target)\(reason)", at: token.position,
                    tokenPath: token.id,
                    notes: [
                        Diagnostic.Note(
                            message: "\(target) is deprecated here",
                            location: project.diagnostics.sources.location(of: deprecated.position), tokenPath: target)
                    ],
                    fixIt: "reference the token that replaces \(target), or deprecate \(token.id) too")
            }
        }
    }

    /// `unused`: primitives (tokens of the chosen groups, or with a literal value) that no token references.
    mutating func checkUnused() {
        let severity = configuration.unusedSeverity
        guard severity != .off else { return }
        let references = referencesByToken
        var referenced: Set<String> = []
        for targets in references.values { referenced.formUnion(targets) }
        let groups = configuration.unusedGroups
        for token in matrix.tokens where !referenced.contains(token.id) && !token.isDeprecated {
            let isPrimitive = groups.isEmpty ? (references[token.id] ?? []).isEmpty : Self.isInside(token.id, groups)
            // A group's $root token is what a reference to the group means.
            guard isPrimitive, !(token.name == "$root" && referenced.contains(token.groupPath.joined(separator: "."))) else { continue }
            report(
                severity, .unusedToken, "no token references the primitive \(token.id)", at: token.position, tokenPath: token.id,
                fixIt: "remove \(token.id), or reference it from a semantic token")
        }
    }
}
