import TesseraDiagnostics
import TesseraTokens

/// Writes SwiftUI `#Preview` catalogs of the generated tokens for Xcode's canvas (`tessera build
/// --previews FILE`): colors in each appearance and theme, the type ramp at three Dynamic Type
/// sizes, spacing, radii and shadows, each drawn with the generated API and the TesseraSwiftUI
/// adapters (`@Theme`, `$theme.color`, `.typography`, `.tokenShadow`).
///
/// The file is inside `#if canImport(SwiftUI)`. Each catalog is a view type; each `#Preview`
/// only instantiates one, with the environment it shows (so the macro, which Linux lacks, wraps
/// nothing the tests cannot compile: they compile the file against the SwiftUI stand-in with each
/// `#Preview { … }` turned into a `@ViewBuilder` function of the same body).
///
/// The fixed part of the file is a template; what comes from tokens is the member paths of the
/// generated Swift (``SwiftGenerator/declaredNames()``, never re-derived) and each token's id as
/// a string literal (``SwiftLiteral/string(_:)``). Deprecated tokens are left out, so the
/// catalog compiles without deprecation warnings.
package struct PreviewCatalogGenerator {
    package let table: ThemeTable
    package let options: SwiftGeneratorOptions

    package init(table: ThemeTable, options: SwiftGeneratorOptions) {
        self.table = table
        self.options = options
    }

    /// The catalogs a token can appear in.
    enum Catalog: CaseIterable {
        case colors, typeRamp, spacing, radii, shadows

        var typeName: String {
            switch self {
            case .colors: "Colors"
            case .typeRamp: "TypeRamp"
            case .spacing: "Spacing"
            case .radii: "Radii"
            case .shadows: "Shadows"
            }
        }

        var valueType: String {
            switch self {
            case .colors: SwiftValueExpression.typeName(.color)
            case .typeRamp: SwiftValueExpression.typeName(.typography)
            case .spacing, .radii: SwiftValueExpression.typeName(.dimension)
            case .shadows: SwiftValueExpression.typeName(.shadow)
            }
        }

        /// One row of the catalog for an entry named `label` with value `value` (an `Adaptive`).
        var row: String {
            switch self {
            case .colors:
                """
                            HStack(spacing: 12) {
                                RoundedRectangle(cornerRadius: 6).fill($theme.color(entry.value)).frame(width: 56, height: 32)
                                Text(verbatim: entry.id).font(.system(size: 12))
                            }
                """
            case .typeRamp:
                """
                            VStack(alignment: .leading, spacing: 2) {
                                Text(verbatim: "The quick brown fox").typography(entry.value)
                                Text(verbatim: entry.id).font(.system(size: 11))
                            }
                """
            case .spacing:
                """
                            HStack(spacing: 12) {
                                RoundedRectangle(cornerRadius: 2).fill(Color(red: 0.04, green: 0.52, blue: 1))
                                    .frame(width: CGFloat(max(1, $theme(entry.value).points)), height: 12)
                                Text(verbatim: entry.id).font(.system(size: 12))
                            }
                """
            case .radii:
                """
                            HStack(spacing: 12) {
                                RoundedRectangle(cornerRadius: CGFloat($theme(entry.value).points))
                                    .fill(Color(red: 0.04, green: 0.52, blue: 1, opacity: 0.2)).frame(width: 56, height: 56)
                                Text(verbatim: entry.id).font(.system(size: 12))
                            }
                """
            case .shadows:
                """
                            HStack(spacing: 16) {
                                RoundedRectangle(cornerRadius: 12).fill(Color(red: 1, green: 1, blue: 1)).frame(width: 96, height: 56)
                                    .tokenShadow(entry.value, in: RoundedRectangle(cornerRadius: 12))
                                Text(verbatim: entry.id).font(.system(size: 12))
                            }
                """
            }
        }
    }

    /// The catalog a token belongs in, if any.
    static func catalog(of token: ResolvedToken) -> Catalog? {
        switch token.type {
        case .color: return .colors
        case .typography: return .typeRamp
        case .shadow: return .shadows
        case .dimension:
            let id = token.id.lowercased()
            if ["radius", "radii", "corner", "rounded"].contains(where: id.contains) { return .radii }
            if ["space", "spacing", "gap", "inset", "padding", "margin", "size", "dimension"].contains(where: id.contains) { return .spacing }
            return nil
        default: return nil
        }
    }

    /// The previews file.
    package func render() -> String {
        let names = SwiftGenerator(table: table, options: options, diagnostics: DiagnosticEngine()).declaredNames()
        let root = options.rootTypeName
        let namespace = root + "Previews"
        var members: [Catalog: [(id: String, path: String)]] = [:]
        for (index, entry) in table.entries.enumerated() where !entry.token.isDeprecated {
            guard let path = names.memberPaths[index], let catalog = Self.catalog(of: entry.token) else { continue }
            members[catalog, default: []].append((entry.token.id, path))
        }
        let source = options.sourceDescription.isEmpty ? "design tokens" : options.sourceDescription
        var out = """
            // Generated by Tessera from \(Self.commentText(source)). Do not edit: run `tessera build --previews` again.
            // swift-format-ignore-file
            // SwiftUI previews of \(root) for Xcode's canvas; needs TesseraSwiftUI. On platforms without SwiftUI it is empty.
            #if canImport(SwiftUI)
            import SwiftUI
            import TesseraSwiftUI
            import TesseraTheme

            /// Catalogs of \(root) drawn with the generated API: one view per kind of token.
            enum \(namespace) {
                /// A token's id and its value, for the catalogs' lists.
                struct Entry<Value: Sendable & Hashable>: Identifiable {
                    let id: String
                    let value: TesseraTheme.Adaptive<Value>
                }

            """
        for catalog in Catalog.allCases {
            let entries = members[catalog] ?? []
            out += """

                    /// \(entries.count) token\(entries.count == 1 ? "" : "s"), in the theme and traits of the environment.
                    struct \(catalog.typeName): View {
                        @Theme private var theme: \(root)

                        var body: some View {
                            ScrollView {
                                VStack(alignment: .leading, spacing: 12) {
                                    ForEach(Self.entries(theme), id: \\.id) { entry in
                \(catalog.row.split(separator: "\n").map { "            " + $0 }.joined(separator: "\n"))
                                    }
                                }
                                .padding(16)
                            }
                        }

                        static func entries(_ theme: \(root)) -> [Entry<\(catalog.valueType)>] {
                            var entries: [Entry<\(catalog.valueType)>] = []

                """
            if !entries.isEmpty { out += "            entries.reserveCapacity(\(entries.count))\n" }
            for entry in entries {
                out += "            entries.append(Entry(id: \(SwiftLiteral.string(entry.id)), value: theme.\(entry.path)))\n"
            }
            out += """
                            return entries
                        }
                    }

                """
        }
        out += "}\n"
        out += previews(namespace: namespace, themeNames: names.themeProperties, root: root)
        out += "#endif\n"
        return out
    }

    /// The `#Preview`s: colors per theme and appearance, the type ramp at three Dynamic Type sizes, the rest once.
    private func previews(namespace: String, themeNames: [String], root: String) -> String {
        let themes: [(label: String, modifier: String)] =
            table.themeAxes.count == 1 && table.themes.count > 1
            ? zip(table.themes, themeNames).map { theme, name in (" · " + theme.name, ".theme(\(root).\(name))") }
            : [("", "")]
        var out = "\n"
        for theme in themes {
            for (appearance, scheme) in [("light", ".light"), ("dark", ".dark")] {
                out += """
                    #Preview(\(SwiftLiteral.string("Colors\(theme.label) · \(appearance)"))) {
                        \(namespace).Colors()\(theme.modifier).environment(\\.colorScheme, \(scheme))
                    }
                    \n
                    """
            }
        }
        for (label, size) in [("xSmall", ".xSmall"), ("large", ".large"), ("AX3", ".accessibility3")] {
            out += """
                #Preview("Type ramp · \(label)") {
                    \(namespace).TypeRamp()\(themes[0].modifier).environment(\\.dynamicTypeSize, \(size))
                }
                \n
                """
        }
        for catalog in [Catalog.spacing, .radii, .shadows] {
            out += """
                #Preview("\(catalog.typeName)") {
                    \(namespace).\(catalog.typeName)()\(themes[0].modifier)
                }
                \n
                """
        }
        return out
    }

    /// Text for a line comment: control characters (a line break would end the comment) become spaces.
    static func commentText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0 }))
    }
}
