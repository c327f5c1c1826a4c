import TesseraConfiguration
import Mustache
package import TesseraDiagnostics
package import TesseraTokens
import TesseraSyntax

/// Renders the resolved tokens through a team's own Mustache template instead of
/// Tessera's Swift, for code of another shape (a legacy `AppTheming` enum, a
/// constants file, documentation). The context is described in
/// `Documentation/Templates.md`; ``context(table:options:)`` builds it.
package enum TemplateRenderer {
    /// A template that does not parse: where, and what is wrong, in words.
    package struct Failure: Error, CustomStringConvertible {
        package var message: String
        /// 1-based, in the template.
        package var line: Int
        package var column: Int

        package var description: String { "\(line):\(column): \(message)" }
    }

    /// The template applied to the tokens.
    package static func render(template: String, table: ThemeTable, options: SwiftGeneratorOptions) throws(Failure) -> String {
        let parsed: MustacheTemplate
        do {
            parsed = try MustacheTemplate(string: template)
        } catch let error as MustacheTemplate.ParserError {
            throw Failure(message: message(for: error.error), line: error.context.lineNumber, column: error.context.columnNumber)
        } catch {
            throw Failure(message: message(for: error), line: 1, column: 1)
        }
        return parsed.render(context(table: table, options: options))
    }

    /// Reads and renders the template at `path`. An unreadable file (TS0100, TS0122), a template
    /// that does not parse (TS0603, at its line and column) or that names what the context does
    /// not have (TS0606) is reported, and nil returned; an unreadable file at `position` (where
    /// `template:` names it in `tessera.yml`), when given.
    package static func render(
        templateAt path: String, position: SourcePosition? = nil, fileSystem: any TokenFileSystem = LocalFileSystem(),
        table: ThemeTable, options: SwiftGeneratorOptions, diagnostics: DiagnosticEngine
    ) -> String? {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(path)
        } catch {
            let code = (error as? FileReadError)?.diagnosticCode ?? .fileUnreadable
            diagnostics.emit(.error, code, "cannot read template \(path): \(error)", at: position)
            return nil
        }
        let file = SourceFile(path: path, bytes: bytes)
        let id = diagnostics.sources.register(file)
        let lengths = [
            "tokens": table.entries.count, "themes": table.themes.count, "values": table.themes.count,
            "traitModifiers": table.traitModifiers.count, "segments": table.entries.map { $0.token.path.count }.max() ?? 1,
            "variants": variantCount(table),
        ]
        guard TemplateCheck(bytes: bytes, file: id, diagnostics: diagnostics, listLengths: lengths).run() else { return nil }
        do {
            return try render(template: String(decoding: bytes, as: UTF8.self), table: table, options: options)
        } catch {
            let position = SourcePosition(file: id, offset: file.offset(line: error.line, column: error.column))
            diagnostics.emit(.error, .invalidTemplate, "invalid template: \(error.message)", at: position)
            return nil
        }
    }

    /// The most trait variants one value has.
    private static func variantCount(_ table: ThemeTable) -> Int {
        var most = 1
        for entry in table.entries {
            for case .adaptive(_, _, let variants)? in entry.themeValues { most = max(most, variants.count) }
        }
        return most
    }

    private static func message(for error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: "a section is closed with a name other than the one it was opened with"
        case .unfinishedName?: "a tag is not finished; close it with }}"
        case .expectedSectionEnd?: "a section is not closed; end it with {{/name}}"
        case .invalidSetDelimiter?: "the set-delimiter tag is malformed; write it as {{=<% %>=}}"
        case .transformAppliedToInheritanceSection?: "a transform cannot be applied to an inheritance section"
        case .illegalTokenInsideInheritSection?, .textInsideInheritSection?:
            "an inheritance section may only hold {{$block}} sections"
        case .invalidConfigVariableSyntax?, .unrecognisedConfigVariable?: "the {{% … }} configuration tag is not understood"
        case nil: "\(error)"
        }
    }

    /// The data a template sees: plain dictionaries, arrays, strings, numbers and booleans.
    package static func context(table: ThemeTable, options: SwiftGeneratorOptions) -> [String: Any] {
        let themes: [[String: Any]] = table.themes.enumerated().map { index, theme in
            ["name": theme.name, "identifier": SwiftNames.property(theme.name), "isDefault": index == 0, "isFirst": index == 0]
        }
        let tokens: [[String: Any]] = table.entries.map { entry in
            let token = entry.token
            let values: [[String: Any]] = zip(table.themes.indices, table.themes).compactMap { index, theme in
                guard let value = entry.value(inTheme: index) else { return nil }
                return valueContext(value, theme: theme.name, remBase: options.remBase)
            }
            var result: [String: Any] = [
                "id": token.id,
                "segments": token.path,
                "name": token.name,
                "identifier": SwiftNames.property(token.name),
                "constantName": SwiftNames.escaped(SwiftNames.property(token.path.joined(separator: " "))),
                "type": token.type.rawValue,
                "swiftType": SwiftValueExpression.typeName(token.type),
                "isAdaptive": entry.isAdaptive,
                "deprecated": token.isDeprecated,
                "values": values,
            ]
            if let description = token.description, !description.isEmpty { result["description"] = description }
            if let message = token.deprecationMessage { result["deprecationMessage"] = message }
            if let alias = token.aliasOf { result["aliasOf"] = alias }
            if let first = values.first {
                for key in ["summary", "swift", "json", "hex"] { result[key] = first[key] }
            }
            return result
        }
        return [
            "source": options.sourceDescription,
            "rootType": options.rootTypeName,
            "accessLevel": options.accessLevel.rawValue,
            "themes": themes,
            "traitModifiers": table.traitModifiers.map { ["name": $0.name] },
            "tokens": tokens,
        ]
    }

    /// One theme's value: at the default traits, with the variants when it varies.
    private static func valueContext(_ value: ThemeTable.Value, theme: String, remBase: Double) -> [String: Any] {
        let resolved: TokenValue
        var result: [String: Any] = ["theme": theme]
        switch value {
        case .constant(let constant, _):
            resolved = constant
            result["isConstant"] = true
        case .adaptive(let fallback, _, let variants):
            resolved = fallback
            result["isConstant"] = false
            result["variants"] = variants.map { variant -> [String: Any] in
                var traits: [String: Any] = [
                    "summary": SwiftValueExpression.summary(variant.value),
                    "swift": SwiftValueExpression.literal(variant.value, remBase: remBase),
                    "json": variant.value.canonicalJSON().compactText,
                ]
                for trait in TraitKind.allCases {
                    if let name = variant.traits.valueName(trait) { traits[trait.rawValue] = name }
                }
                return traits
            }
        }
        result["summary"] = SwiftValueExpression.summary(resolved)
        result["swift"] = SwiftValueExpression.literal(resolved, remBase: remBase)
        result["json"] = resolved.canonicalJSON().compactText
        if case .color(let color) = resolved { result["hex"] = color.srgbHex }
        return result
    }
}
