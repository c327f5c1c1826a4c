import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// `InputFormat.detect` judges from the parsed documents and paths; `--from` overrides it.
@Suite struct FormatDetectionTests {
    static func detect(_ files: [String: String], plainMembersMarkStyleDictionary: Bool = false) -> InputFormat {
        let diagnostics = DiagnosticEngine()
        let fileSystem = InMemoryFileSystem(files: files)
        let loader = DocumentLoader(fileSystem: fileSystem, diagnostics: diagnostics)
        loader.yamlReader = YAMLReader()
        let documents = files.keys.sorted().compactMap { path in loader.load(path).map { (path, $0) } }
        return InputFormat.detect(
            paths: files.keys.sorted(), documents: documents, fileSystem: fileSystem,
            plainMembersMarkStyleDictionary: plainMembersMarkStyleDictionary)
    }

    @Test func figmaRestResponse() {
        #expect(Self.detect(["r.json": #"{"status": 200, "meta": {"variables": {}, "variableCollections": {}}}"#]) == .figmaVariables)
    }

    @Test func figmaExportByItsExtension() {
        let token = #"{"a": {"b": {"$type": "number", "$value": 1, "$extensions": {"com.figma": {"scopes": ["ALL_SCOPES"]}}}}}"#
        #expect(Self.detect(["Theme.Light.json": token]) == .figmaExport)
    }

    @Test func aProjectsOwnFigmaKeysMakeNoExport() {
        // A token source whose scripts keep each mode's value and the scopes to publish under keys of
        // their own (`com.figma.modes`, `com.figma.scoping`): DTCG files, not Figma's export, whose
        // tokens carry the keys Figma writes (`com.figma.scopes`, `com.figma.variableId`, …).
        let own = ##"""
            {"page-margin": {"lg": {"$type": "dimension", "$value": "16px",
              "$extensions": {"com.figma.scoping": ["GAP"], "com.figma.modes": {"desktop": "80px", "mobile": "16px"}}}}}
            """##
        let native = #"{"gap": {"$type": "number", "$value": 4, "$extensions": {"com.figma.scopes": ["GAP"]}}}"#
        #expect(Self.detect(["layout.json": own]) == .dtcg)
        #expect(Self.detect(["Layout.Desktop.json": native]) == .figmaExport)
        // Read as DTCG, the dimension is a dimension; an export has no dimension variable and leaves it out.
        let result = resolveFiles(["layout.json": own])
        #expect(result.errors.isEmpty && result.all(.figmaUnsupportedValue).isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result["page-margin.lg"] == .dimension(DimensionValue(16, .px)))
    }

    @Test func figmaExportByItsFileNamesAlone() {
        let primitives = ##"{"blue": {"$type": "color", "$value": "#00f"}}"##
        let acme = ##"{"action": {"$type": "color", "$value": "{blue}"}}"##
        let zenith = ##"{"action": {"$type": "color", "$value": "#800080"}}"##
        // Two modes of one collection that define the same tokens, every file named Collection.Mode.
        #expect(Self.detect(["Primitives.Value.tokens.json": primitives, "Semantics.Acme.tokens.json": acme, "Semantics.Zenith.tokens.json": zenith]) == .figmaExport)
        #expect(Self.detect(["Semantics.Acme.json": acme, "Semantics.Zenith.json": zenith]) == .figmaExport)
        // Modes that define different tokens are not a Figma collection's modes.
        let other = ##"{"other": {"$type": "color", "$value": "#800080"}}"##
        #expect(Self.detect(["Semantics.Acme.json": acme, "Semantics.Zenith.json": other]) == .dtcg)
        // A file not named Collection.Mode among them.
        #expect(Self.detect(["tokens.json": primitives, "Semantics.Acme.json": acme, "Semantics.Zenith.json": zenith]) == .dtcg)
        // No collection with two modes.
        #expect(Self.detect(["Primitives.Value.json": primitives, "Semantics.Acme.json": acme]) == .dtcg)
        #expect(Self.detect(["Semantics.Acme.json": acme]) == .dtcg)
        // Two modes without tokens.
        #expect(Self.detect(["Semantics.Acme.json": "{}", "Semantics.Zenith.json": "{}"]) == .dtcg)
    }

    /// A Tokens Studio sync folder (`$metadata.json` or `$themes.json` beside the sets) is read as
    /// Tokens Studio even when its tokens carry `com.figma` extensions, which the plugin writes when
    /// it syncs variables: its math is evaluated and its files are sets, not `Collection.Mode.json`.
    /// Without the plugin's files the same tokens are a Figma exporter's.
    @Test func aTokensStudioFolderWhoseTokensCarryFigmaExtensions() {
        let figma = #", "$extensions": {"com.figma": {"hiddenFromPublishing": true}}"#
        let files = [
            "tokens/$metadata.json": #"{"tokenSetOrder": ["scale/base", "scale/derived"]}"#,
            "tokens/scale/base.json": #"{"step": {"$type": "number", "$value": 4"# + figma + "}}",
            "tokens/scale/derived.json": #"{"gap": {"$type": "number", "$value": "{step} * 2""# + figma + "}}",
        ]
        let studio = resolveFiles(files, entry: "tokens")
        #expect(studio.errors.isEmpty, "\(studio.errors.map(\.message))")
        #expect(studio["gap"] == .number(8))
        #expect(studio.all(.figmaExportFileName).isEmpty)

        var exported = files
        exported["tokens/$metadata.json"] = nil
        let exporter = resolveFiles(exported, entry: "tokens")
        #expect(!exporter.all(.figmaExportFileName).isEmpty)
        #expect(exporter["gap"] == nil)
    }

    @Test func styleDictionaryByItsValueMember() {
        #expect(Self.detect(["t.json": ##"{"color": {"red": {"value": "#f00"}}}"##]) == .styleDictionary)
        #expect(Self.detect(["t.yml": "color:\n  red:\n    value: '#f00'\n"]) == .styleDictionary)
    }

    /// Tokens Studio stores JSON only: a file in its type names (a token-transformer's output) among
    /// YAML token files is part of a Style Dictionary project; alone, or among JSON, it is Tokens Studio's.
    @Test func tokensStudioTypeNamesAmongYAMLAreStyleDictionary() {
        let transformed = ##"{"font": {"family": {"body": {"value": "Inter", "type": "fontFamilies"}}}}"##
        let yaml = "color:\n  red:\n    value: '#f00'\n"
        #expect(Self.detect(["tokens/base/color.yml": yaml, "tokens/transformed.json": transformed]) == .styleDictionary)
        #expect(Self.detect(["tokens/transformed.json": transformed]) == .tokensStudio)
        #expect(Self.detect(["tokens/color.json": ##"{"color": {"red": {"value": "#f00"}}}"##, "tokens/transformed.json": transformed]) == .tokensStudio)
    }

    /// Style Dictionary projects use some of Tokens Studio's type names (`borderRadius`, `opacity`) but keep
    /// members of their own beside the value, which the plugin never writes: those files are Style Dictionary's.
    @Test func tokensStudioTypeNamesBesideMembersThePluginNeverWrites() {
        let radius = ##"{"radius": {"small": {"value": 4, "type": "borderRadius", "transform": "size"}}}"##
        let color = ##"{"color": {"red": {"value": "#f00", "type": "color"}}}"##
        #expect(Self.detect(["tokens/radius.json": radius, "tokens/color.json": color]) == .styleDictionary)
        // The member may be on another token of the inputs.
        let plainRadius = ##"{"radius": {"small": {"value": 4, "type": "borderRadius"}}}"##
        let commented = ##"{"color": {"red": {"value": "#f00", "comment": "brand red"}}}"##
        #expect(Self.detect(["tokens/radius.json": plainRadius, "tokens/color.json": commented]) == .styleDictionary)
        // Without such a member, the type name is Tokens Studio's; its own members (description) are no evidence.
        let described = ##"{"color": {"red": {"value": "#f00", "type": "color", "description": "brand red"}}}"##
        #expect(Self.detect(["tokens/radius.json": plainRadius, "tokens/color.json": described]) == .tokensStudio)
        // The plugin's own marks still decide: $extensions["studio.tokens"] and $themes.
        let marked = ##"{"radius": {"small": {"value": 4, "type": "borderRadius", "transform": "size", "$extensions": {"studio.tokens": {}}}}}"##
        #expect(Self.detect(["tokens/radius.json": marked]) == .tokensStudio)
        #expect(Self.detect(["tokens/radius.json": radius, "tokens/$themes.json": "[]"]) == .tokensStudio)
    }

    /// Tokens Studio's single-file export names its sets' order in `$metadata.tokenSetOrder`. A
    /// `$metadata` of another tool (a script that fetched the file from Figma's API and says so) is
    /// no such mark: the file is read as its tokens say, its top-level groups staying groups, and
    /// a value of no shape Tessera knows under a type name it does not know is left out, not an error.
    @Test func aMetadataMemberOfAnotherToolIsNoTokensStudioExport() {
        let generated = #""$metadata": {"source": "Figma Variables API", "format": "W3C DTCG", "generated": "2026-03-24"}"#
        let tokens = ##""color": {"seed": {"$type": "color", "$value": "#3d5b34"}}, "action": {"$type": "color", "$value": "{color.seed}"}, "grids": {"fluid": {"$type": "grid", "$value": [{"pattern": "columns", "count": 4}]}}"##
        let file = "{\(generated), \(tokens)}"
        #expect(Self.detect(["figma-variables.json": file]) == .dtcg)
        let read = resolveFiles(["figma-variables.json": file], entry: "figma-variables.json")
        #expect(read.errors.isEmpty, "\(read.errors.map(\.message))")
        #expect(read["action"] == read["color.seed"] && read["action"] != nil)
        #expect(read["grids.fluid"] == nil)
        #expect(read.all(.wholeExportAmongSets).isEmpty)

        // The plugin's own $metadata still makes the file a whole export, whose sets are its top-level groups.
        let studio = ##"{"$metadata": {"tokenSetOrder": ["color", "action"]}, "color": {"seed": {"$type": "color", "$value": "#3d5b34"}}, "action": {"primary": {"$type": "color", "$value": "{seed}"}}}"##
        #expect(Self.detect(["tokens.json": studio]) == .tokensStudio)
        #expect(resolveFiles(["tokens.json": studio], entry: "tokens.json")["primary"] != nil)
        #expect(Self.detect(["tokens.json": ##"{"$themes": [], "color": {"seed": {"$type": "color", "$value": "#3d5b34"}}}"##]) == .tokensStudio)
    }

    @Test func styleDictionaryFourByItsTypeNames() {
        // Written with $value/$type, but "fontSize" (on a group, after other groups) is Style Dictionary's name.
        let basic = ##"{"dim": {"$type": "dimension", "s": {"$value": "4px"}}, "text": {"sizes": {"$type": "fontSize", "body": {"$value": "16px"}}}}"##
        #expect(Self.detect(["t.json": basic]) == .styleDictionary)
        #expect(Self.detect(["t.json": ##"{"motion": {"fast": {"$type": "time", "$value": 150}}}"##]) == .styleDictionary)
        // Tokens Studio's plural name is checked first and wins.
        #expect(Self.detect(["t.json": ##"{"a": {"$type": "fontSizes", "b": {"$value": "16"}}}"##]) == .tokensStudio)
        // The signature names are neither DTCG's nor Tokens Studio's.
        #expect(StyleDictionaryTypes.signatureNames == ["content", "fontSize", "lineHeight", "size", "time"])
        // A name past the first 256 objects is not looked for: detection stays bounded.
        let filler = (0..<300).map { "\"g\($0)\": {\"t\": {\"$type\": \"number\", \"$value\": 1}}" }.joined(separator: ", ")
        let late = "{\(filler), \"z\": {\"$type\": \"fontSize\", \"$value\": \"1px\"}}"
        #expect(Self.detect(["t.json": late]) == .dtcg)
    }

    /// DTCG forbids plain members beside `$value`; Style Dictionary 4 passes them through (Paragon's
    /// `source`, Launchpad's `formats`), so outside strict mode one marks its file. A plain
    /// `description` is a DTCG author's slip, and strict mode reads every such file as DTCG.
    @Test func aPlainMemberBesideTheValueMarksStyleDictionaryFour() {
        let sourced = ##"{"alert": {"line-height": {"source": "$alert-line-height", "$value": "1.5rem", "$type": "number"}}}"##
        #expect(Self.detect(["t.json": sourced], plainMembersMarkStyleDictionary: true) == .styleDictionary)
        #expect(Self.detect(["t.json": sourced]) == .dtcg)
        let described = ##"{"a": {"$value": "#ff0000", "$type": "color", "description": "red"}}"##
        #expect(Self.detect(["t.json": described], plainMembersMarkStyleDictionary: true) == .dtcg)
        // Loading: the label reading applies (a length labelled number is that length), and strict mode
        // refuses the file as DTCG does.
        let lenient = resolveFiles(["t.json": sourced])
        #expect(lenient.errors.isEmpty, "\(lenient.errors.map(\.message))")
        #expect(lenient["alert.line-height"] == .dimension(DimensionValue(1.5, .rem)))
        #expect(!resolveFiles(["t.json": sourced], strict: true).errors.isEmpty)
    }

    /// A DTCG reference is a whole value; Style Dictionary 4 places references inside text
    /// (`"rgba({color.white-rgb}, 1)"`, Atlantis), so outside strict mode such a value marks the file.
    @Test func aReferencePlacedInTextMarksStyleDictionaryFour() {
        let placed = ##"{"color": {"$type": "color", "white-rgb": {"$value": "255, 255, 255"}, "white": {"$value": "rgba({color.white-rgb}, 1)"}}}"##
        #expect(Self.detect(["t.tokens.json": placed], plainMembersMarkStyleDictionary: true) == .styleDictionary)
        #expect(Self.detect(["t.tokens.json": placed]) == .dtcg)
        let between = ##"{"border": {"thin": {"$value": "{size.1} solid {color.line}"}}}"##
        #expect(Self.detect(["t.json": between], plainMembersMarkStyleDictionary: true) == .styleDictionary)
        // A whole reference, a list of references (read alike by every reader), braces naming nothing
        // and malformed braces are no mark.
        let whole = ##"{"color": {"$type": "color", "a": {"$value": "#ffffff"}, "b": {"$value": "{color.a}"}, "c": {"$value": "{}"}, "d": {"$value": "{{x}}"}}, "shadow": {"$type": "shadow", "both": {"$value": "{shadow.sm}, {shadow.md}"}}}"##
        #expect(Self.detect(["t.json": whole], plainMembersMarkStyleDictionary: true) == .dtcg)
        // Read so, the channels are left out and their text is placed in the color (rule 1).
        let result = resolveFiles(["t.tokens.json": placed])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(srgb(result["color.white"]) == [1, 1, 1])
        #expect(result["color.white-rgb"] == nil)
    }

    /// Style Dictionary 4 projects configure their build in a JavaScript module (Spindle's
    /// `build-tokens.mjs`). Among the inputs, one that imports the package says that the DTCG-shaped
    /// files are Style Dictionary's to read: a type only labels a token, so a `transition` that
    /// references an easing is that easing (an error in DTCG's reading, and in strict mode).
    @Test func aBuildModuleImportingStyleDictionaryMarksItsProject() {
        let tokens = ##"{"easing": {"out": {"$type": "cubicBezier", "$value": [0, 0, 0, 1]}}, "scale": {"easing": {"$type": "transition", "$value": "{easing.out}"}}}"##
        let built = ["p/tokens/animation.tokens.json": tokens, "p/build-tokens.mjs": "import StyleDictionary from 'style-dictionary';\nawait new StyleDictionary({}).buildAllPlatforms();\n"]
        let result = resolveFiles(built, entry: "p")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["scale.easing"] == result["easing.out"] && result["easing.out"] != nil)
        #expect(!resolveFiles(built, entry: "p", strict: true).errors.isEmpty)
        // A module that builds with another tool, or none, leaves the files DTCG's.
        var other = built
        other["p/build-tokens.mjs"] = "import { build } from '@terrazzo/cli'; // not style-dictionary\n"
        #expect(resolveFiles(other, entry: "p").errors.map(\.code) == [.referenceTypeMismatch])
        #expect(resolveFiles(["p/tokens/animation.tokens.json": tokens], entry: "p").errors.map(\.code) == [.referenceTypeMismatch])
        // Figma exporter files that the module builds keep their modes and take Style Dictionary's reading.
        let modes = ["p/Motion.Default.json": tokens, "p/Motion.Reduced.json": tokens, "p/build-tokens.mjs": built["p/build-tokens.mjs"]!]
        let exported = resolveFiles(modes, entry: "p")
        #expect(exported.errors.isEmpty, "\(exported.errors.map(\.message))")
        #expect(exported.permutations.count == 2)
        #expect(resolveFiles(modes.filter { !$0.key.hasSuffix(".mjs") }, entry: "p").errors.map(\.code) == [.referenceTypeMismatch])
        // A `config.json` beside exporter files (their tokens marked by Figma's extension) says the same as the module.
        let marked = ##"{"easing": {"out": {"$type": "cubicBezier", "$value": [0, 0, 0, 1], "$extensions": {"com.figma": {"scopes": ["ALL_SCOPES"]}}}}, "scale": {"easing": {"$type": "transition", "$value": "{easing.out}"}}}"##
        var configured = ["p/Motion.Default.json": marked, "p/Motion.Reduced.json": marked]
        #expect(resolveFiles(configured, entry: "p").errors.map(\.code) == [.referenceTypeMismatch])
        configured["p/config.json"] = #"{ "source": ["*.json"], "platforms": { "css": { "transformGroup": "css" } } }"#
        let viaConfiguration = resolveFiles(configured, entry: "p")
        #expect(viaConfiguration.errors.isEmpty, "\(viaConfiguration.errors.map(\.message))")
        #expect(viaConfiguration.permutations.count == 2)
    }

    /// A Style Dictionary 4 configuration module need import nothing: an agency's `sd.config.js` is a plain
    /// `export default { source: ['tokens/**/*.json'], … }` that the package's script hands to the command
    /// line (`style-dictionary build --config sd.config.js`), which reads its default export as the
    /// configuration. The script marks the module as the build, so the DTCG-shaped files are Style
    /// Dictionary's to read; without it, or with a script naming another module, they stay DTCG's.
    @Test func aModuleTheCommandLineIsGivenAsConfigurationMarksItsProject() {
        let tokens = ##"{"easing": {"out": {"$type": "cubicBezier", "$value": [0, 0, 0, 1]}}, "scale": {"easing": {"$type": "transition", "$value": "{easing.out}"}}}"##
        let module = "export default {\n  source: ['tokens/**/*.json'],\n  platforms: { css: { transformGroup: 'css' } },\n};\n"
        func manifest(_ script: String) -> String {
            #"{ "scripts": { "build:tokens": "\#(script)" }, "devDependencies": { "style-dictionary": "^4.2.0" } }"#
        }
        var files = ["p/tokens/animation.json": tokens, "p/sd.config.js": module, "p/package.json": manifest("style-dictionary build --config sd.config.js")]
        let result = resolveFiles(files, entry: "p")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["scale.easing"] == result["easing.out"] && result["easing.out"] != nil)
        for script in ["npm run lint && style-dictionary build -c ./sd.config.js", "style-dictionary build --config=./sd.config.js"] {
            files["p/package.json"] = manifest(script)
            #expect(resolveFiles(files, entry: "p").errors.isEmpty, "\(script)")
        }
        for script in ["style-dictionary build --config other.config.js", "node sd.config.js"] {
            files["p/package.json"] = manifest(script)
            #expect(resolveFiles(files, entry: "p").errors.map(\.code) == [.referenceTypeMismatch], "\(script)")
        }
        #expect(StyleDictionaryPackage.configurationArguments(of: "tsc && style-dictionary build --config ./a.js; style-dictionary build -c config.json") == ["./a.js"])
    }

    /// The plugin's type names (`other`) in DTCG-shaped files hint at Tokens Studio, unless the project builds
    /// the files with Style Dictionary alone: that tool takes them as labels (an `other` token holding
    /// `#ff0000` is a color to it, a string to the plugin). A module that registers Tokens Studio's
    /// transforms, or a `package.json` depending on one of its tools (`token-transformer` writes the plugin's
    /// files for Style Dictionary), keeps the hint. The plugin's own names (`borderRadius`) are no hint but
    /// its mark. Either way the build, one per mode here, is what the team ships: its builds are the modes.
    @Test(arguments: [
        ("", nil, "other", true),
        ("import { register } from '@tokens-studio/sd-transforms';\n", nil, "other", false),
        ("", "token-transformer", "other", false),
        ("", "tinycolor2", "other", true),
        // A name only the plugin writes says its files, whoever builds them.
        ("", nil, "borderRadius", false),
    ])
    func pluginTypeNamesInFilesBuiltWithStyleDictionaryAlone(transforms: String, dependency: String?, type: String, styleDictionary: Bool) {
        var files = [
            "p/build.mjs": """
                import StyleDictionary from 'style-dictionary';
                \(transforms)const main = new StyleDictionary({ source: ['tokens/*.json'], platforms: {} });
                const alternate = new StyleDictionary({ include: ['tokens/*.json'], source: ['tokens/light/*.json'], platforms: {} });
                """,
            "p/tokens/base.tokens.json": ##"{ "corner": { "$type": "\##(type)", "$value": "4" }, "tint": { "$type": "other", "$value": "#ff0000" }, "ink": { "$type": "color", "$value": "#000000" } }"##,
            "p/tokens/light/color.tokens.json": ##"{ "ink": { "$type": "color", "$value": "#ffffff" } }"##,
        ]
        if let dependency { files["p/package.json"] = #"{ "devDependencies": { "style-dictionary": "^4.0.0", "\#(dependency)": "^1.0.0" } }"# }
        let result = resolveFiles(files, entry: "p")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.permutations.count == 2)
        #expect(srgb(result["ink"]) == [0, 0, 0])
        #expect((srgb(result["tint"]) == [1, 0, 0]) == styleDictionary)
    }

    /// The module reader takes any text: every prefix of a module, and bytes that are no JavaScript,
    /// give an answer (a literal or nothing) without trapping.
    @Test func aBuildModuleIsReadWhateverItsText() {
        let module = "import StyleDictionary from 'style-dictionary';\nexport default { platforms: { css: { transformGroup: `web`, transforms: ['size/px', \"name/kebab\"] } } };\n"
        let bytes = Array(module.utf8)
        let templated = Array("new StyleDictionary({ source: [`tokens/${brand}/**/*.json`, `a${b}c${`d`}`], include: [`${x}`] });\n".utf8)
        for whole in [bytes, templated] {
            for end in 0...whole.count {
                let text = String(decoding: whole[..<end], as: UTF8.self)
                let script = StyleDictionaryBuildScript(path: "m\(end).js", bytes: Array(text.utf8))
                _ = StyleDictionaryBuildScript.importsStyleDictionary(text)
                _ = script.configuration(registeringIn: SourceRegistry())
                _ = script.builds()
                _ = script.builds(placeholdersMatchAnything: true)
            }
        }
        #expect(StyleDictionaryBuildScript(path: "t.js", bytes: templated).builds() == nil)
        #expect(StyleDictionaryBuildScript(path: "t.js", bytes: templated).builds(placeholdersMatchAnything: true) == nil)
        #expect(
            StyleDictionaryBuildScript(path: "t.js", bytes: Array("new StyleDictionary({ source: [`${root}/tokens/${brand}-x/*.json`] })".utf8))
                .builds(placeholdersMatchAnything: true)?.map(\.globs) == [["**/tokens/*-x/*.json"]])
        for hostile in ["'", "transforms:", "transforms: [", "transformGroup: '", "transforms: ['a', ", "\u{0}\u{FFFF}'style-dictionary"] {
            #expect(StyleDictionaryBuildScript(path: "h.js", bytes: Array(hostile.utf8)).configuration(registeringIn: SourceRegistry()) == nil)
        }
        let whole = StyleDictionaryBuildScript(path: "m.js", bytes: bytes).configuration(registeringIn: SourceRegistry())
        #expect(whole?["platforms"]?.objectValue?.count == 2)
    }

    @Test(arguments: [
        ("import StyleDictionary from 'style-dictionary';", true),
        ("import { register } from \"@tokens-studio/sd-transforms\";\nimport StyleDictionary from \"style-dictionary\";", true),
        ("const StyleDictionary = require('style-dictionary');", true),
        ("const { fileHeader } = await import( `style-dictionary/utils` );", true),
        ("import {formats} from 'style-dictionary/enums'", true),
        ("// built with style-dictionary", false),
        ("import x from 'style-dictionary-utils';", false),
        ("const name = 'style-dictionary';", false),
    ])
    func aModuleImportsStyleDictionaryWhenItNamesThePackage(_ source: String, _ imports: Bool) {
        #expect(StyleDictionaryBuildScript.importsStyleDictionary(source) == imports)
    }

    /// Spindle's exporter types a few tokens `other`, a Tokens Studio word, beside more of motion types the
    /// plugin has no token for: the files are not the plugin's.
    @Test func aTypeThePluginNeverWritesOutweighsATokensStudioTypeName() {
        #expect(Self.detect(["a.json": ##"{"x": {"$type": "other", "$value": "fade"}}"##]) == .tokensStudio)
        #expect(Self.detect(["a.json": ##"{"e": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]}, "f": {"$type": "transition", "$value": "{e}"}, "x": {"$type": "other", "$value": "fade"}}"##]) == .dtcg)
        // An export converted for the plugin keeps a DTCG name or two beside the plugin's own: still the plugin's.
        #expect(Self.detect(["a.json": ##"{"f": {"$type": "fontFamily", "$value": "Inter"}, "s": {"$type": "boxShadow", "$value": {"x": "0", "y": "1px", "blur": "2px", "spread": "0", "color": "#000000", "type": "dropShadow"}}, "t": {"$type": "boxShadow", "$value": {"x": "0", "y": "2px", "blur": "4px", "spread": "0", "color": "#000000", "type": "dropShadow"}}}"##]) == .tokensStudio)
    }

    @Test func styleDictionaryFourByAPlainMemberOnAnyOfTheFirstTokens() {
        // bullhorn's novo tokens: `$value` without `$type`, and the dark value beside it on some tokens only,
        // not on the file's first; the project's css/dark format writes `darkValue` where dark mode is chosen.
        let semantic = ##"{"color": {"border-default": {"$value": "{color.border}"}}, "background": {"body": {"$value": "{color.white}", "darkValue": "{color.midnight}"}}}"##
        #expect(Self.detect(["semantic.json": semantic]) == .styleDictionary)
        #expect(Self.detect(["t.json": ##"{"a": {"$value": "1px"}, "b": {"$value": "#fff", "private": true}}"##]) == .styleDictionary)
        // A member no Style Dictionary project reads that way is DTCG's to warn about (TS0202).
        #expect(Self.detect(["t.json": ##"{"a": {"$value": "1px"}, "b": {"$value": "#fff", "valueType": "x"}}"##]) == .dtcg)
        // Past the first 256 objects nothing is looked for.
        let filler = (0..<300).map { "\"g\($0)\": {\"t\": {\"$type\": \"number\", \"$value\": 1}}" }.joined(separator: ", ")
        #expect(Self.detect(["t.json": "{\(filler), \"z\": {\"$value\": \"#fff\", \"darkValue\": \"#000\"}}"]) == .dtcg)
    }

    /// A Style Dictionary configuration (`config.json` with `source` and `platforms`) says its folder is
    /// that tool's source, whatever the token files' syntax: Style Dictionary 4 reads `$value` files, and
    /// its transforms give a unitless dimension the unit the configuration's size transform says
    /// (digital-promise's `"$value": "0.875"` typed `dimension`, built with the group `css`, is 0.875rem).
    @Test func aStyleDictionaryConfigurationMarksItsFolder() {
        let tokens = ##"{"text": {"$type": "dimension", "small": {"$value": "0.875"}, "base": {"$value": "{text.small}"}}, "color": {"$type": "color", "gray": {"$value": "#F4F4F4"}}}"##
        func configuration(_ group: String) -> String {
            #"{"source": ["./tokens/**/*.json"], "platforms": {"css": {"transformGroup": "\#(group)", "files": [{"format": "css/variables", "destination": "theme.css"}]}}}"#
        }
        #expect(Self.detect(["sd/config.json": configuration("css"), "sd/tokens/base.json": tokens]) == .styleDictionary)
        // Without it the files are DTCG, and so is a configuration of another tool (no `platforms`).
        #expect(Self.detect(["sd/tokens/base.json": tokens]) == .dtcg)
        #expect(Self.detect(["sd/config.json": #"{"source": ["a"], "output": "b"}"#, "sd/tokens/base.json": tokens]) == .dtcg)
        for (group, unit) in [("css", DimensionValue.Unit.rem), ("web", .px)] {
            let result = resolveFiles(["sd/config.json": configuration(group), "sd/tokens/base.json": tokens], entry: "sd")
            #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
            #expect(result["text.small"] == .dimension(DimensionValue(0.875, unit)))
            #expect(result["text.base"] == .dimension(DimensionValue(0.875, unit)))
            let gray: Double = 244 / 255
            #expect(srgb(result["color.gray"]) == [gray, gray, gray])
            // The configuration is no tokens: skipped with its note, not read as groups (TS0216).
            let configurations: [String?] = result.all(.styleDictionaryConfiguration).map { $0.location?.file }
            #expect(configurations == ["sd/config.json"])
            #expect(result.all(.invalidGroup).isEmpty)
        }
    }

    @Test func dtcgIsTheFallback() {
        #expect(Self.detect(["t.json": ##"{"color": {"red": {"$type": "color", "$value": "#f00"}}}"##]) == .dtcg)
        // A $value object with a "value" member (a dimension) is still DTCG.
        #expect(Self.detect(["t.json": #"{"s": {"$value": {"value": 4, "unit": "px"}, "$type": "dimension"}}"#]) == .dtcg)
        #expect(Self.detect(["t.json": "{}"]) == .dtcg)
        // A resolver document is DTCG whatever its sources are.
        #expect(Self.detect(["a.resolver.json": #"{"version": "2025.10", "resolutionOrder": []}"#]) == .dtcg)
    }

    @Test func fromOverridesDetection() throws {
        // A DTCG-looking file forced through the Figma export importer gets its scopes applied.
        let files = InMemoryFileSystem(files: [
            "Sizes.Default.json": #"{"gap": {"$type": "number", "$value": 8, "$extensions": {"x": {}, "com.figma": {"scopes": ["GAP"]}}}}"#
        ])
        let detected = try #require(TokenProject.load(paths: ["Sizes.Default.json"], diagnostics: DiagnosticEngine(), fileSystem: files))
        #expect(detected.resolve(detected.permutations()[0]).token("gap")?.value == .dimension(DimensionValue(8, .px)))
        let forced = try #require(
            TokenProject.load(
                paths: ["Sizes.Default.json"], format: .dtcg, diagnostics: DiagnosticEngine(), fileSystem: files))
        #expect(forced.resolve(forced.permutations()[0]).token("gap")?.value == .number(8))
    }

    @Test(
        "each corpus is read by the right importer", .needsSharedCorpora,
        arguments: [
            ("figma-export/tokens", InputFormat.figmaExport),
            ("style-dictionary/__integration__/tokens", .styleDictionary),
            ("style-dictionary/examples/advanced/multi-brand-multi-platform/tokens", .styleDictionary),
            ("style-dictionary/examples/advanced/tokens-deprecation", .styleDictionary),
            ("style-dictionary/examples/basic/tokens", .styleDictionary),  // $value/$type, but Style Dictionary's "fontSize"
            ("redhat/tokens", .styleDictionary),  // $value, with Style Dictionary's "attributes" beside it
            ("dtcg-examples/apple-hig.resolver.json", .dtcg),
        ])
    func corpusFormats(_ relative: String, _ expected: InputFormat) {
        let path = CorpusPaths.absolute(relative)
        let fileSystem = LocalFileSystem()
        let diagnostics = DiagnosticEngine()
        let loader = DocumentLoader(fileSystem: fileSystem, diagnostics: diagnostics)
        loader.yamlReader = YAMLReader()
        var scripts: [String] = []
        var manifests: [String] = []
        let files = fileSystem.kind(of: path) == true ? TokenProject.tokenFiles(in: path, fileSystem: fileSystem, scripts: &scripts, manifests: &manifests) : [path]
        let documents = files.compactMap { file in loader.load(file).map { (file, $0) } }
        #expect(documents.count == files.count && !files.isEmpty)
        #expect(InputFormat.detect(paths: [path], documents: documents, fileSystem: fileSystem, plainMembersMarkStyleDictionary: true) == expected)
    }

    /// A Tokens Studio export (`$themes` and `$metadata` at its top) beside a Style Dictionary
    /// configuration whose globs read the files token-transformer wrote from it, not the export: Style
    /// Dictionary builds those files alone, so the export is skipped with a TS0741 note and decides neither
    /// the format nor a value (read with them, its `Product` set's references into tokens nested in a token
    /// fail, as the plugin's own `failedToResolve` says). A configuration that reads the export keeps it.
    @Test(arguments: [false, true])
    func anExportTheStyleDictionaryBuildDoesNotReadIsSkipped(buildReadsExport: Bool) {
        let source = buildReadsExport ? #"["tokens.json"]"# : #"["tokens/*.json"]"#
        let files = [
            "p/config.json": #"{ "source": \#(source), "platforms": { "css": { "transformGroup": "tokens-studio", "files": [] } } }"#,
            "p/tokens.json": ##"""
                { "Core": { "colour": { "white": { "value": "#ffffff", "type": "color" } } },
                  "Product": { "colour": { "bg": { "value": "{colour.surface.light}", "type": "color" } } },
                  "$themes": [], "$metadata": { "tokenSetOrder": ["Core", "Product"] } }
                """##,
            "p/tokens/transformed.json": ##"""
                { "colour": { "surface": { "value": "{colour.surface.light}", "type": "color",
                                           "light": { "value": "#ffffff", "type": "color" }, "dark": { "value": "#002e45", "type": "color" } },
                              "bg": { "value": "{colour.surface.dark}", "type": "color" } } }
                """##,
        ]
        let result = resolveFiles(files, entry: "p")
        let skipped = result.all(.styleDictionaryConfiguration).filter { $0.message.contains("Tokens Studio's export") }
        if buildReadsExport {
            #expect(skipped.isEmpty)
            #expect(!result.errors.isEmpty, "the export is read, and its Product set refers to nothing")
            return
        }
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(skipped.map { $0.location?.file } == ["p/tokens.json"], "\(skipped.map(\.message))")
        #expect(srgb(result["colour.surface"]) == [1, 1, 1])
        #expect(srgb(result["colour.bg"]) == [0, 46.0 / 255, 69.0 / 255])
        #expect(result["colour.white"] == nil)
    }

    /// The same with the plugin's synced folder (`$metadata.json`, `$themes.json` and one file per set) in place
    /// of a single-file export: a `config.json` whose globs read only the file token-transformer wrote from it
    /// builds that file alone. The folder is skipped with one note, its `$metadata.json` orders nothing, and the
    /// example files `style-dictionary init` left beside it (read by no build either) are skipped too; values are
    /// the written file's. A configuration that reads the folder's files keeps the folder.
    @Test(arguments: [false, true])
    func aSyncedFolderTheStyleDictionaryBuildDoesNotReadIsSkipped(buildReadsFolder: Bool) {
        let source = buildReadsFolder ? #"["token-source/*.json"]"# : #"["output.json"]"#
        let files = [
            "p/config.json": #"{ "source": \#(source), "platforms": { "scss": { "transformGroup": "scss", "files": [] } } }"#,
            "p/token-source/$metadata.json": #"{ "tokenSetOrder": ["colors", "choices"] }"#,
            "p/token-source/$themes.json": "[]",
            "p/token-source/colors.json": ##"{ "blue": { "500": { "value": "#0000ff", "type": "color" } } }"##,
            "p/token-source/choices.json": ##"{ "accent": { "value": "{blue.500}", "type": "color" } }"##,
            "p/output.json": ##"{ "blue": { "500": { "value": "#0000ee", "type": "color" } }, "accent": { "value": "#0000ee", "type": "color" } }"##,
            "p/tokens/color/base.json": ##"{ "color": { "base": { "red": { "value": "#ff0000" } } } }"##,
            "p/tokens/size/font.json": ##"{ "size": { "font": { "small": { "value": "0.75" } } } }"##,
        ]
        let result = resolveFiles(files, entry: "p")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let skipped = result.all(.styleDictionaryConfiguration).filter { $0.message.contains("synced folder") }
        if buildReadsFolder {
            #expect(skipped.isEmpty)
            #expect(srgb(result["accent"]) == [0, 0, 1])
            return
        }
        #expect(skipped.map(\.message) == [
            "p/token-source/ is Tokens Studio's synced folder (2 files), which no build of the project's Style Dictionary configuration reads (its source and include globs read the files written from it); skipped, as Style Dictionary skips it"
        ])
        #expect(srgb(result["accent"]) == [0, 0, 0xee / 255.0] && srgb(result["blue.500"]) == [0, 0, 0xee / 255.0])
        #expect(result["color.base.red"] == nil && result["size.font.small"] == nil)
        #expect(result.all(.unknownTokenSet).isEmpty && result.all(.filesRedefineTokens).isEmpty, "\(result.warnings.map(\.message))")
    }

    /// A `config.json` naming only `source` (Fullscript's Aviary: its `build.js` extends it with the platforms)
    /// is Style Dictionary's configuration all the same: not read as tokens, and its globs say the build reads
    /// the file token-transformer wrote, so the Tokens Studio export beside it is skipped. A file holding a
    /// group named `source`, or a list of paths beside tokens, is still tokens.
    @Test func aConfigurationNamingOnlyItsSourceIsAConfiguration() {
        let files = [
            "p/config.json": #"{ "source": ["data/transformed-tokens.json"] }"#,
            "p/build.js": #"const StyleDictionary = require("style-dictionary").extend("config.json");"#,
            "p/data/tokens.json": ##"""
                { "global": { "colors": { "green": { "100": { "value": "#ff0000", "type": "color" } } } },
                  "$themes": [], "$metadata": { "tokenSetOrder": ["global"] } }
                """##,
            "p/data/transformed-tokens.json": ##"{ "colors": { "green": { "100": { "value": "#FAFFFC", "type": "color" } } } }"##,
        ]
        let result = resolveFiles(files, entry: "p")
        #expect(result.errors.isEmpty && result.all(.unmappedValue).isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(srgb(result["colors.green.100"]) == [0xFA / 255.0, 1, 0xFC / 255.0])
        #expect(result["global.colors.green.100"] == nil && result["source"] == nil)
        let notes = result.all(.styleDictionaryConfiguration).compactMap { $0.location?.file }
        #expect(notes.contains("p/data/tokens.json"), "\(result.diagnostics.map(\.message))")

        let root = { (text: String) in JSONReader.testValue(text).objectValue! }
        #expect(StyleDictionaryImporter.isConfiguration(root(#"{ "source": ["tokens/**/*.json"], "include": ["base/*.json"], "log": {} }"#)))
        #expect(!StyleDictionaryImporter.isConfiguration(root(##"{ "source": { "red": { "value": "#f00" } } }"##)))
        #expect(!StyleDictionaryImporter.isConfiguration(root(##"{ "source": ["a.json"], "red": { "value": "#f00" } }"##)))
        #expect(!StyleDictionaryImporter.isConfiguration(root(##"{ "source": [{ "value": "#f00" }] }"##)))
    }

    @Test func everyFormatHasAnObviousName() {
        #expect(InputFormat.allCases.map(\.rawValue) == ["dtcg", "tokens-studio", "figma-variables", "figma-export", "style-dictionary", "specify", "theo"])
    }
}
