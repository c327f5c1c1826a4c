import TesseraCodegen
import TesseraDiagnostics
import TesseraDiff
import TesseraSyntax
import TesseraTokens

/// Writes the site's data: the modifiers, every token with its value per combination of the
/// modifiers it depends on, its alias chains, Swift path, deprecation and contrast findings,
/// and the changes of a diff.
struct DocsDataBuilder {
    let site: DocsSite
    var json = ScriptJSON(capacity: 1 << 20)

    init(site: DocsSite) {
        self.site = site
    }

    mutating func build() -> String {
        let table = site.table
        let matrix = table.matrix
        let generator = SwiftGenerator(table: table, options: site.swiftOptions, diagnostics: DiagnosticEngine())
        let names = generator.declaredNames()
        json.raw("window.TESSERA_DOCS = {")
        json.member("title", site.title, first: true)
        json.member("root", site.swiftOptions.rootTypeName)
        json.raw(",\"axes\":")
        let traitNames = Set(table.traitModifiers.map(\.name))
        json.array(matrix.axes) { json, axis in
            json.raw("{")
            json.member("name", axis.modifier, first: true)
            json.raw(",\"contexts\":")
            json.array(axis.contexts) { $0.string($1) }
            json.member("default", number: Double(axis.defaultContext))
            json.raw(",\"trait\":" + (traitNames.contains(axis.modifier) ? "true" : "false"))
            json.raw("}")
        }
        // One app-chosen modifier: each context is a static value of the root type (`AcmeTokens.acme`).
        json.raw(",\"themeAxis\":")
        json.number(table.themeAxes.count == 1 ? Double(table.themeAxes[0].axis) : -1)
        json.raw(",\"themeNames\":")
        json.array(table.themeAxes.count == 1 ? names.themeProperties : []) { $0.string($1) }
        let findings = contrastFindings()
        json.raw(",\"tokens\":")
        json.array(matrix.tokens.indices) { json, index in
            Self.writeToken(index, matrix: matrix, swiftPath: names.memberPaths[index], findings: findings[matrix.tokens[index].id] ?? [],
                remBase: site.swiftOptions.remBase, into: &json)
        }
        if let diff = site.diff {
            json.raw(",\"breaking\":" + (diff.isBreaking ? "true" : "false"))
            json.raw(",\"changes\":")
            json.array(diff.changes) { json, change in Self.writeChange(change, remBase: site.swiftOptions.remBase, into: &json) }
        }
        json.raw("};\n")
        return json.text
    }

    /// TS0910 findings by the token they concern: the foreground (the finding's token) and the background (its note's).
    private func contrastFindings() -> [String: [Diagnostic]] {
        var result: [String: [Diagnostic]] = [:]
        for finding in site.lintFindings where finding.code == .lowContrast {
            let paths = Set(([finding.tokenPath] + finding.notes.map(\.tokenPath)).compactMap { $0 })
            for path in paths { result[path, default: []].append(finding) }
        }
        return result
    }

    private static func writeToken(
        _ index: Int, matrix: ThemeMatrix, swiftPath: String?, findings: [Diagnostic], remBase: Double, into json: inout ScriptJSON
    ) {
        let token = matrix.tokens[index]
        json.raw("{")
        json.member("id", token.id, first: true)
        json.member("g", token.groupPath.joined(separator: "."))
        json.member("n", token.name)
        json.member("type", token.type.rawValue)
        if let description = token.description, !description.isEmpty { json.member("d", description) }
        if let swiftPath { json.member("sw", swiftPath) }
        if token.isDeprecated { json.member("dep", token.deprecationMessage ?? "") }
        let dependencies = matrix.dependencies(ofTokenAt: index)
        if !dependencies.isEmpty {
            json.raw(",\"axes\":")
            json.array(dependencies) { $0.number(Double($1)) }
        }
        let variants = matrix.variants(ofTokenAt: index)
        json.raw(",\"v\":")
        json.array(variants) { json, variant in
            if let variant { DocsValue.write(variant.value, remBase: remBase, into: &json) } else { json.raw("null") }
        }
        // Alias chains per combination, when any combination is an alias.
        if variants.contains(where: { $0?.aliasOf != nil }) {
            json.raw(",\"al\":")
            json.array(variants.indices) { json, combination in
                json.array(aliasChain(index, combination: combination, dependencies: dependencies, matrix: matrix)) { $0.string($1) }
            }
        }
        if let extensions = token.extensions, case .object(var object) = extensions.kind {
            // What an importer noted for reading is no extension of the token's.
            object.members.removeAll { ValueParser.readingExtensions.contains($0.key) }
            if !object.isEmpty { json.member("ext", JSONWriter(indent: 2).write(JSONValue(.object(object), at: extensions.position))) }
        }
        if [.duration, .transition].contains(token.type) { _ = DocsSpring.write(extensions: token.extensions, into: &json) }
        if !findings.isEmpty {
            json.raw(",\"lint\":")
            json.array(findings) { json, finding in
                json.raw("{")
                json.member("m", finding.message, first: true)
                json.member("sev", finding.severity.rawValue)
                json.raw(",\"input\":{")
                var first = true
                for (modifier, context) in (finding.input ?? [:]).sorted(by: { $0.key < $1.key }) {
                    json.member(modifier, context, first: first)
                    first = false
                }
                json.raw("}}")
            }
        }
        json.raw("}")
    }

    /// The tokens the value passes through in one combination, from the one it names to the last
    /// alias (a cycle cannot occur: it would not have resolved).
    private static func aliasChain(_ index: Int, combination: Int, dependencies: [Int], matrix: ThemeMatrix) -> [String] {
        var selection = matrix.defaultSelection
        for (axis, context) in zip(dependencies, matrix.contexts(ofCombination: combination, dependencies: dependencies)) {
            selection[axis] = context
        }
        var chain: [String] = []
        var next = matrix.token(at: index, in: selection)?.aliasOf
        while let id = next, chain.count < 64, !chain.contains(id) {
            chain.append(id)
            next = matrix.index(ofToken: id).flatMap { matrix.token(at: $0, in: selection)?.aliasOf }
        }
        return chain
    }

    private static func writeChange(_ change: TokenChange, remBase: Double, into json: inout ScriptJSON) {
        json.raw("{")
        json.member("path", change.path, first: true)
        json.member("kind", change.kind.rawValue)
        if change.isBreaking { json.raw(",\"breaking\":true") }
        if !change.inputs.isEmpty {
            json.raw(",\"inputs\":")
            json.array(change.inputs) { json, input in
                json.array(input) { json, selection in
                    json.raw("[")
                    json.string(selection.modifier)
                    json.raw(",")
                    json.string(selection.context)
                    json.raw("]")
                }
            }
        }
        if let before = change.before {
            json.raw(",\"before\":")
            DocsValue.write(before, remBase: remBase, into: &json)
        }
        if let after = change.after {
            json.raw(",\"after\":")
            DocsValue.write(after, remBase: remBase, into: &json)
        }
        if let type = change.beforeType { json.member("beforeType", type.rawValue) }
        if let type = change.afterType { json.member("afterType", type.rawValue) }
        if let from = change.renamedFrom { json.member("from", from) }
        if let context = change.context { json.member("context", context) }
        if let message = change.deprecationMessage { json.member("message", message) }
        json.raw("}")
    }
}
