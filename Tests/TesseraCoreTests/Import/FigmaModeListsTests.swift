import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// The file the Figma plugin Variables2JSON saves: collections listing their modes in Figma's order,
/// each mode listing its variables by name, aliases naming their target by collection and name, and
/// (in its later versions) the file's text and effect styles beside them as `typography` and `effect`.
@Suite struct FigmaModeListsTests {
    static let file = ##"""
        { "version": "1.0.4", "metadata": {}, "collections": [
          { "name": "Primitive Token", "modes": [ { "name": "Value", "variables": [
              { "name": "gray/0", "type": "color", "isAlias": false, "value": "#FFFFFF" },
              { "name": "gray/900", "type": "color", "isAlias": false, "value": "#191F28" },
              { "name": "blue/500", "type": "color", "isAlias": false, "value": { "r": 0, "g": 0.4, "b": 1, "a": 0.5 } } ] } ] },
          { "name": "Alias Token", "modes": [
            { "name": "Light", "variables": [
              { "name": "bg/base", "type": "color", "isAlias": true, "value": { "collection": "Primitive Token", "name": "gray/0" } },
              { "name": "bg/blur", "type": "color", "isAlias": false, "value": "#FFFFFF99" },
              { "name": "bg/lost", "type": "color", "isAlias": true, "value": { "collection": "Brand Library", "name": "gray/50" } },
              { "name": "bg/echo", "type": "color", "isAlias": true, "value": { "collection": "Alias Token", "name": "bg/lost" } } ] },
            { "name": "Dark", "variables": [
              { "name": "bg/base", "type": "color", "isAlias": true, "value": { "collection": "Primitive Token", "name": "gray/900" } },
              { "name": "bg/blur", "type": "color", "isAlias": false, "value": "#00000099" },
              { "name": "bg/lost", "type": "color", "isAlias": true, "value": { "collection": "Brand Library", "name": "gray/950" } },
              { "name": "bg/echo", "type": "color", "isAlias": true, "value": { "collection": "Alias Token", "name": "bg/lost" } } ] } ] },
          { "name": "Sizing", "modes": [ { "name": "Value", "variables": [
              { "name": "space/1", "type": "number", "isAlias": false, "value": 4 },
              { "name": "label", "type": "string", "isAlias": false, "value": "Pretendard" },
              { "name": "dense", "type": "boolean", "isAlias": false, "value": true } ] } ] },
          { "name": "Typography", "modes": [ { "name": "Style", "variables": [
              { "name": "title-1", "type": "typography", "isAlias": false, "value": { "fontSize": 24, "fontFamily": "Pretendard",
                "fontWeight": "Bold", "lineHeight": 32, "lineHeightUnit": "PIXELS", "letterSpacing": -2, "letterSpacingUnit": "PERCENT",
                "textCase": "UPPER", "textDecoration": "NONE" } },
              { "name": "body/1", "type": "typography", "isAlias": false, "value": { "fontSize": 16, "fontFamily": "Pretendard",
                "fontWeight": "SemiBold", "lineHeight": 150, "lineHeightUnit": "PERCENT", "letterSpacing": 0.5, "letterSpacingUnit": "PIXELS",
                "textCase": "ORIGINAL", "textDecoration": "UNDERLINE" } } ] } ] },
          { "name": "Effects", "modes": [ { "name": "Style", "variables": [
              { "name": "Bottom_Sheet", "type": "effect", "isAlias": false, "value": { "effects": [
                { "type": "DROP_SHADOW", "color": { "r": 0, "g": 0, "b": 0, "a": 0.25 }, "offset": { "x": 0, "y": 4 }, "radius": 24, "spread": 0 },
                { "type": "INNER_SHADOW", "color": { "r": 1, "g": 1, "b": 1, "a": 1 }, "offset": { "x": 0, "y": 1 }, "radius": 0, "spread": 0 } ] } },
              { "name": "Dim", "type": "effect", "isAlias": false, "value": { "effects": [ { "type": "BACKGROUND_BLUR", "radius": 4 } ] } } ] } ] }
        ] }
        """##

    @Test func collectionsModesAndAliasesAreReadAsFigmaHasThem() {
        #expect(FormatDetectionTests.detect(["variables.json": Self.file]) == .figmaVariables)
        let light = resolveFiles(["variables.json": Self.file])
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        // The default mode is the first, as in Figma; an alias follows its target's collection.
        #expect(srgb(light["bg.base"]) == [1, 1, 1])
        if case .color(let blur)? = light["bg.blur"] { #expect(abs(blur.alpha - 0x99 / 255.0) < 1e-9) } else { Issue.record("bg.blur") }
        if case .color(let blue)? = light["blue.500"] { #expect(blue.alpha == 0.5) } else { Issue.record("blue.500") }
        #expect(srgb(light["blue.500"]) == [0, 0.4, 1])
        #expect(light["space.1"] == .number(4))
        #expect(light["label"] == .string("Pretendard") && light["dense"] == .boolean(true))

        let dark = resolveFiles(["variables.json": Self.file], input: ["Alias Token": "Dark"])
        #expect(dark.errors.isEmpty, "\(dark.errors.map(\.message))")
        #expect(srgb(dark["bg.base"]).map { $0.map { ($0 * 255).rounded() } } == [0x19, 0x1F, 0x28])
    }

    /// An alias to a collection the file does not hold (a library) is left out, with every variable
    /// aliasing it, and the missing collection is said once; the rest of the file builds.
    @Test func anAliasToACollectionNotInTheFileIsLeftOutWithItsChain() {
        let result = resolveFiles(["variables.json": Self.file])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["bg.lost"] == nil && result["bg.echo"] == nil)
        let missing = result.all(.figmaRemoteAlias)
        #expect(missing.count == 1 && missing.first?.message.contains("Brand Library/gray/50") == true, "\(missing.map(\.message))")
        let chain = result.all(.leftOutReference)
        #expect(chain.compactMap(\.tokenPath) == ["bg.echo"] && chain.first?.message.contains("bg.lost") == true, "\(chain.map(\.message))")
    }

    /// Text styles are typographies as Figma sets them; effect styles are shadows, and a style with
    /// a blur, which no DTCG type holds, is left out with one warning rather than read without it.
    @Test func stylesAreTypographiesAndShadows() {
        let result = resolveFiles(["variables.json": Self.file])
        guard case .typography(let title)? = result["title-1"] else { Issue.record("title-1: \(String(describing: result["title-1"]))"); return }
        #expect(title.fontFamily == ["Pretendard"] && title.fontSize == DimensionValue(24, .px) && title.fontWeight == 700)
        #expect(abs(title.lineHeight - 32.0 / 24) < 1e-9)
        // Written as Figma sets them, the members need no note.
        #expect(result.warnings.filter { $0.tokenPath == "title-1" || $0.tokenPath == "body.1" }.isEmpty, "\(result.warnings.map(\.message))")
        #expect(abs(title.letterSpacing.value + 0.48) < 1e-9 && title.letterSpacing.unit == .px && title.textCase == "uppercase" && title.textDecoration == nil)
        guard case .typography(let body)? = result["body.1"] else { Issue.record("body.1"); return }
        #expect(body.fontWeight == 600 && body.lineHeight == 1.5 && body.letterSpacing == DimensionValue(0.5, .px))
        #expect(body.textCase == nil && body.textDecoration == "underline")

        guard case .shadow(let layers)? = result["Bottom_Sheet"] else { Issue.record("Bottom_Sheet"); return }
        #expect(layers.count == 2 && layers[0].blur == DimensionValue(24, .px) && layers[0].offsetY == DimensionValue(4, .px))
        #expect(layers[0].color.alpha == 0.25 && !layers[0].inset && layers[1].inset)
        #expect(result["Dim"] == nil)
        #expect(result.all(.figmaUnsupportedValue).compactMap(\.tokenPath) == ["Dim"])
    }

    /// Without the Variables2JSON shape (the plugin API's modes carry a `modeId`), the reading is the REST one.
    @Test func thePluginAPIShapeIsNotTakenForIt() {
        let plugin = #"{"collections": [{"id": "c", "name": "C", "modes": [{"modeId": "m", "name": "M"}], "variables": [{"id": "v", "name": "a", "resolvedType": "FLOAT", "variableCollectionId": "c", "valuesByMode": {"m": 2}}]}]}"#
        guard let root = JSONReader.testValue(plugin).objectValue else { Issue.record("parse"); return }
        #expect(!FigmaModeLists.isModeListFile(root))
        #expect(resolveFiles(["p.json": plugin])["a"] == .number(2))
    }
}

/// The file of the Figma plugins that save an array with one entry per collection, each keeping its
/// modes by name and each mode its variables as nested groups of `$value` tokens, an alias written
/// `{Group.name}` beside the `$collectionName` of its target ("Export/Import Variables").
@Suite struct FigmaCollectionArrayTests {
    static let file = ##"""
        [
          { "Dimensions": { "modes": { "Mode 1": {
              "Spacing and Padding": { "S": { "$scopes": ["GAP"], "$type": "float", "$value": 8 } },
              "Size": { "XS": { "$scopes": ["ALL_SCOPES"], "$type": "float", "$value": 16 } } } } } },
          { "Primitives": { "modes": { "Mode 1": {
              "Neutral": {
                "0": { "$scopes": ["ALL_SCOPES"], "$type": "color", "$value": "#ffffff" },
                "900": { "$scopes": ["ALL_SCOPES"], "$type": "color", "$value": "#1a1a1a" } },
              "Pink": { "500": { "$type": "color", "$value": "#ff009980" } },
              "Font": { "$type": "string", "$value": "Inter" } } } } },
          { "Semantic": { "modes": {
              "Lightmode": {
                "Background": { "Primary": { "$type": "color", "$libraryName": "", "$collectionName": "Primitives", "$value": "{Neutral.0}" } },
                "Border": { "Theme": { "$type": "color", "$collectionName": "Primitives", "$value": "{Pink.500}" } },
                "Brand": { "$type": "color", "$libraryName": "Brand Kit", "$collectionName": "Brand", "$value": "{Blue.500}" },
                "Link": { "$type": "color", "$collectionName": "Semantic", "$value": "{Brand}" } },
              "Darkmode": {
                "Background": { "Primary": { "$type": "color", "$libraryName": "", "$collectionName": "Primitives", "$value": "{Neutral.900}" } },
                "Border": { "Theme": { "$type": "color", "$collectionName": "Primitives", "$value": "{Pink.500}" } },
                "Brand": { "$type": "color", "$libraryName": "Brand Kit", "$collectionName": "Brand", "$value": "{Blue.600}" },
                "Link": { "$type": "color", "$collectionName": "Semantic", "$value": "{Brand}" } } } } }
        ]
        """##

    @Test func collectionsModesAndAliasesAreReadAsFigmaHasThem() {
        #expect(FormatDetectionTests.detect(["variables.json": Self.file]) == .figmaVariables)
        let light = resolveFiles(["variables.json": Self.file])
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        // A variable's path is its groups; the first mode is the default; an alias follows its target's collection.
        #expect(srgb(light["Background.Primary"]) == [1, 1, 1])
        if case .color(let theme)? = light["Border.Theme"] { #expect(abs(theme.alpha - 0x80 / 255.0) < 1e-9) } else { Issue.record("Border.Theme") }
        // A FLOAT is what its scopes make it, as in every Figma shape: a gap is a length, every scope a number.
        #expect(light["Spacing and Padding.S"] == .dimension(DimensionValue(8, .px)))
        #expect(light["Size.XS"] == .number(16))
        #expect(light["Font"] == .string("Inter"))

        let dark = resolveFiles(["variables.json": Self.file], input: ["Semantic": "Darkmode"])
        #expect(dark.errors.isEmpty, "\(dark.errors.map(\.message))")
        #expect(srgb(dark["Background.Primary"]).map { $0.map { ($0 * 255).rounded() } } == [0x1A, 0x1A, 0x1A])
    }

    /// An alias into a collection the file does not hold (a library's) is left out with every variable
    /// aliasing it, the missing collection said once; the rest of the file builds.
    @Test func anAliasToALibraryIsLeftOutWithItsChain() {
        let result = resolveFiles(["variables.json": Self.file])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["Brand"] == nil && result["Link"] == nil)
        let missing = result.all(.figmaRemoteAlias)
        #expect(missing.count == 1 && missing.first?.message.contains("Blue/500") == true, "\(missing.map(\.message))")
        let chain = result.all(.leftOutReference)
        #expect(chain.compactMap(\.tokenPath) == ["Link"] && chain.first?.message.contains("Brand") == true, "\(chain.map(\.message))")
    }

    /// Collections kept in several files stay apart (each is its own set or modifier), and an alias finds
    /// its target's collection by name in whichever file holds it.
    @Test func collectionsOfSeveralFilesStayApartAndAliasAcrossThem() {
        let files = [
            "figma/primitives.json": ##"[{"Primitives": {"modes": {"Mode 1": {"Neutral": {"700": {"$type": "color", "$value": "#3e3e3e"}}}}}}]"##,
            "figma/semantic.json": ##"""
                [{"Semantic": {"modes": {
                  "Light": {"Fg": {"$type": "color", "$collectionName": "Primitives", "$value": "{Neutral.700}"}},
                  "Dark": {"Fg": {"$type": "color", "$value": "#ffffff"}}}}}]
                """##,
        ]
        let light = resolveFiles(files, entry: "figma")
        #expect(light.errors.isEmpty && light.warnings.isEmpty, "\(light.diagnostics.map(\.message))")
        #expect(srgb(light["Fg"]).map { $0.map { ($0 * 255).rounded() } } == [0x3E, 0x3E, 0x3E])
        let dark = resolveFiles(files, entry: "figma", input: ["Semantic": "Dark"])
        #expect(dark.errors.isEmpty, "\(dark.errors.map(\.message))")
        #expect(srgb(dark["Fg"]) == [1, 1, 1])
        // The Variables2JSON shape, one collection per file, the same way.
        let lists = [
            "v/a.json": ##"{"collections": [{"name": "Base", "modes": [{"name": "Value", "variables": [{"name": "gray/0", "type": "color", "isAlias": false, "value": "#FFFFFF"}]}]}]}"##,
            "v/b.json": ##"{"collections": [{"name": "Theme", "modes": [{"name": "Light", "variables": [{"name": "bg", "type": "color", "isAlias": true, "value": {"collection": "Base", "name": "gray/0"}}]}, {"name": "Dark", "variables": [{"name": "bg", "type": "color", "isAlias": false, "value": "#000000"}]}]}]}"##,
        ]
        let themed = resolveFiles(lists, entry: "v")
        #expect(themed.errors.isEmpty && themed.warnings.isEmpty, "\(themed.diagnostics.map(\.message))")
        #expect(srgb(themed["bg"]) == [1, 1, 1])
        #expect(srgb(resolveFiles(lists, entry: "v", input: ["Theme": "Dark"])["bg"]) == [0, 0, 0])
    }

    /// An array of anything else is not taken for it: a DTCG file must still be an object.
    @Test func otherArraysAreNotTakenForIt() {
        for text in [##"[{"color": {"$type": "color", "$value": "#fff"}}]"##, #"[{"A": {"modes": []}}]"#, #"[]"#,
                     #"[{"A": {"modes": {"M": {}}}, "B": {"modes": {"M": {}}}}]"#] {
            #expect(!FigmaModeLists.isCollectionArrayFile(JSONReader.testValue(text)), "\(text)")
            #expect(resolveFiles(["t.json": text]).all(.rootNotObject).count == 1, "\(text)")
        }
    }
}
