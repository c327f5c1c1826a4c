import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

@Suite struct YAMLReaderTests {
    // MARK: Real files

    @Test(.needsSharedCorpora) func terrazzoResolverDocument() throws {
        let result = try readCorpusYAML("terrazzo/packages/tokens/src/terrazzo.resolver.yml")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.value?.objectValue)
        #expect(root.keys == ["$schema", "version", "resolutionOrder", "sets", "modifiers"])
        #expect(result.value(at: "$schema")?.stringValue == "https://www.designtokens.org/schemas/2025.10/resolver.json")
        // Quoted, so a string even though it looks like a number.
        #expect(result.value(at: "version")?.stringValue == "2025.10")
        #expect(result.value(at: "resolutionOrder")?.arrayValue?.count == 2)
        #expect(result.value(at: "resolutionOrder", 0, "$ref")?.stringValue == "#/sets/base")
        #expect(result.value(at: "resolutionOrder", 1, "$ref")?.stringValue == "#/modifiers/theme")
        let sources = try #require(result.value(at: "sets", "base", "sources")?.arrayValue)
        #expect(sources.compactMap { $0.objectValue?["$ref"]?.stringValue } == [
            "animation.tokens.yml", "layer.tokens.yml", "palette.tokens.yml", "radius.tokens.yml",
            "space.tokens.yml", "typography.tokens.yml",
        ])
        let theme = try #require(result.value(at: "modifiers", "theme")?.objectValue)
        #expect(theme.keys == ["contexts", "default"])
        #expect(theme["contexts"]?.objectValue?.keys == ["light", "dark"])
        #expect(result.value(at: "modifiers", "theme", "contexts", "dark", 0, "$ref")?.stringValue == "colors-dark.tokens.yml")
        let defaultMember = try #require(theme.member("default"))
        #expect(defaultMember.value.stringValue == "light")
        #expect(result.lineColumn(defaultMember.keyPosition)! == (26, 5))
        #expect(result.lineColumn(defaultMember.value.position)! == (26, 14))
        let firstSource = try #require(result.value(at: "sets", "base", "sources", 0))
        #expect(result.lineColumn(firstSource.position)! == (11, 9))
    }

    @Test(.needsSharedCorpora) func terrazzoLightColors() throws {
        let result = try readCorpusYAML("terrazzo/packages/tokens/src/colors-light.tokens.yml")
        #expect(result.diagnostics.isEmpty)
        #expect(result.value?.objectValue?.keys == ["$schema", "color"])
        let background = try #require(result.value(at: "color", "bg")?.objectValue)
        // Integer token names become string keys, in file order.
        #expect(background.keys == ["1", "2", "3", "selected-hint", "selected", "error"])
        let first = try #require(background.member("1"))
        #expect(result.lineColumn(first.keyPosition)! == (5, 5))
        #expect(first.value.objectValue?.keys == ["$type", "$value"])
        #expect(first.value.objectValue?["$type"]?.stringValue == "color")
        let value = try #require(first.value.objectValue?["$value"])
        #expect(value.stringValue == "{color.base.gray.1000}")
        #expect(result.lineColumn(value.position)! == (7, 15))
        #expect(result.value(at: "color", "icon")?.objectValue?.keys == ["100", "200", "selected"])
    }

    @Test(.needsSharedCorpora) func everyCorpusFileReadsCleanly() throws {
        let roots = [corpusURL("terrazzo/packages/tokens/src"), corpusURL("redhat/tokens")]
        var count = 0
        for root in roots {
            let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator where ["yml", "yaml"].contains(url.pathExtension) {
                let data = try Data(contentsOf: url)
                let result = readYAML(bytes: Array(data), path: url.path)
                #expect(result.diagnostics.isEmpty, "\(url.lastPathComponent): \(result.diagnostics.map(\.message))")
                #expect(result.value?.objectValue != nil, "\(url.lastPathComponent)")
                count += 1
            }
        }
        #expect(count >= 40)
    }

    /// The one Red Hat file with a tab has it after `$description:`, where YAML
    /// 1.2 allows tabs as separators; libyaml rejects that, the reader does not.
    @Test(.needsSharedCorpora) func redHatTabAfterColonIsSeparation() throws {
        let result = try readCorpusYAML("redhat/tokens/color/crayon/yellow.yaml")
        #expect(result.diagnostics.isEmpty)
        let yellow = try #require(result.value(at: "color", "yellow")?.objectValue)
        #expect(yellow.keys.prefix(4) == ["$extensions", "10", "20", "30"])
        let description = try #require(result.value(at: "color", "yellow", "40", "$description"))
        #expect(description.stringValue == "Alert - Warning accent")
        #expect(result.lineColumn(description.position)! == (19, 22))
        #expect(result.value(at: "color", "yellow", "10", "$value")?.stringValue == "#FFF4CC")
    }

    // MARK: Scalars

    @Test func coreSchemaScalars() throws {
        let text = """
            t: true
            f: False
            n: null
            tilde: ~
            empty:
            int: 12
            negative: -7
            plus: +3
            float: 1.5
            half: -0.5
            exp: 1e3
            point: 1.
            leadingPoint: .5
            octal: 0o17
            hex: 0x1F
            big: 12345678901234567890
            quotedInt: "12"
            quotedBool: 'true'
            quotedNull: "null"
            hex color: '#fff'
            comment: #fff
            dimension: 16px
            yes: yes
            on: off
            underscored: 1_000
            time: 2024-01-01
            version: 1.2.3
            """
        let result = readYAML(text)
        #expect(result.diagnostics.isEmpty)
        let object = try #require(result.value?.objectValue)
        #expect(object["t"]?.boolValue == true)
        #expect(object["f"]?.boolValue == false)
        #expect(object["n"]?.isNull == true)
        #expect(object["tilde"]?.isNull == true)
        #expect(object["empty"]?.isNull == true)
        #expect(object["int"]?.numberValue == JSONNumber(12, isIntegerLiteral: true))
        #expect(object["negative"]?.numberValue == JSONNumber(-7, isIntegerLiteral: true))
        #expect(object["plus"]?.numberValue == JSONNumber(3, isIntegerLiteral: true))
        #expect(object["float"]?.numberValue == JSONNumber(1.5, isIntegerLiteral: false))
        #expect(object["half"]?.numberValue == JSONNumber(-0.5, isIntegerLiteral: false))
        #expect(object["exp"]?.numberValue == JSONNumber(1000, isIntegerLiteral: false))
        #expect(object["point"]?.numberValue == JSONNumber(1, isIntegerLiteral: false))
        #expect(object["leadingPoint"]?.numberValue == JSONNumber(0.5, isIntegerLiteral: false))
        #expect(object["octal"]?.numberValue == JSONNumber(15, isIntegerLiteral: true))
        #expect(object["hex"]?.numberValue == JSONNumber(31, isIntegerLiteral: true))
        #expect(object["big"]?.numberValue == JSONNumber(1.2345678901234567890e19, isIntegerLiteral: true))
        #expect(object["quotedInt"]?.stringValue == "12")
        #expect(object["quotedBool"]?.stringValue == "true")
        #expect(object["quotedNull"]?.stringValue == "null")
        #expect(object["hex color"]?.stringValue == "#fff")
        // An unquoted #fff starts a comment, as YAML says.
        #expect(object["comment"]?.isNull == true)
        #expect(object["dimension"]?.stringValue == "16px")
        // YAML 1.1 spellings are plain strings under the 1.2 core schema.
        #expect(object["yes"]?.stringValue == "yes")
        #expect(object["on"]?.stringValue == "off")
        #expect(object["underscored"]?.stringValue == "1_000")
        #expect(object["time"]?.stringValue == "2024-01-01")
        #expect(object["version"]?.stringValue == "1.2.3")
    }

    @Test func blockScalarsAndExplicitTags() {
        let text = """
            literal: |
              line one
              line two
            folded: >-
              folded
              text
            str: !!str 12
            int: !!int "7"
            float: !!float 2
            custom: !thing 5
            nonSpecific: ! 5
            """
        let result = readYAML(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.value(at: "literal")?.stringValue == "line one\nline two\n")
        #expect(result.value(at: "folded")?.stringValue == "folded text")
        #expect(result.value(at: "str")?.stringValue == "12")
        #expect(result.value(at: "int")?.numberValue?.value == 7)
        #expect(result.value(at: "float")?.numberValue?.value == 2)
        #expect(result.value(at: "custom")?.numberValue?.value == 5)
        #expect(result.value(at: "nonSpecific")?.stringValue == "5")
    }

    @Test func wrongExplicitTagIsAnError() throws {
        let result = readYAML("a: !!int twelve\n")
        let error = try #require(result.first(.yamlSyntax))
        #expect(error.location?.line == 1)
        #expect(error.location?.column == 4)
        #expect(result.value(at: "a")?.isNull == true)
    }

    @Test(arguments: [".nan", ".NaN", ".inf", "-.inf", "+.Inf", "1e999"])
    func nonFiniteNumbersAreErrors(spelling: String) throws {
        let result = readYAML("size:\n  value: \(spelling)\n  other: 1\n")
        let error = try #require(result.first(.numberOutOfRange))
        #expect(error.severity == .error)
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 10)
        #expect(result.errors.count == 1)
        // Reading goes on with null in its place.
        #expect(result.value(at: "size", "value")?.isNull == true)
        #expect(result.value(at: "size", "other")?.numberValue?.value == 1)
    }

    @Test func quotedNonFiniteSpellingsAreStrings() {
        let result = readYAML("a: '.nan'\nb: \".inf\"\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.value(at: "a")?.stringValue == ".nan")
        #expect(result.value(at: "b")?.stringValue == ".inf")
    }

    // MARK: Mappings

    @Test func nonStringKeysBecomeTheirText() throws {
        let result = readYAML("1: a\n2: b\n\"3\": c\n0x10: d\n1.50: e\ntrue: f\nnull: g\n~: h\n")
        #expect(result.diagnostics.isEmpty)
        let object = try #require(result.value?.objectValue)
        #expect(object.keys == ["1", "2", "3", "0x10", "1.50", "true", "null", "~"])
        #expect(object["0x10"]?.stringValue == "d")
        #expect(object["~"]?.stringValue == "h")
    }

    @Test func keyOrderIsKept() {
        let result = readYAML("zeta: 1\nalpha: 2\nmid:\n  b: 1\n  a: 2\nflow: {y: 1, x: 2}\n")
        #expect(result.value?.objectValue?.keys == ["zeta", "alpha", "mid", "flow"])
        #expect(result.value(at: "mid")?.objectValue?.keys == ["b", "a"])
        #expect(result.value(at: "flow")?.objectValue?.keys == ["y", "x"])
    }

    @Test func sequences() {
        let result = readYAML("block:\n  - 1\n  - two\n  - [3, {four: 4}]\nindentless:\n- a\n- b\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.value(at: "block", 0)?.numberValue?.value == 1)
        #expect(result.value(at: "block", 1)?.stringValue == "two")
        #expect(result.value(at: "block", 2, 1, "four")?.numberValue?.value == 4)
        #expect(result.value(at: "indentless")?.arrayValue?.compactMap(\.stringValue) == ["a", "b"])
    }

    @Test func complexKeysAreRejected() throws {
        let result = readYAML("? [a, b]\n: 1\nc: 2\n")
        let error = try #require(result.first(.yamlSyntax))
        #expect(error.location?.line == 1)
        #expect(error.location?.column == 3)
        #expect(result.value?.objectValue?.keys == ["c"])
    }

    // MARK: Positions

    @Test func positionsOfKeysAndValues() throws {
        let text = "color:\n  blue:\n    $type: color\n    $value: [0, \"x\", {a: 1}]\n"
        let result = readYAML(text)
        let root = try #require(result.value)
        #expect(result.lineColumn(root.position)! == (1, 1))
        let blue = try #require(root.objectValue?["color"]?.objectValue?.member("blue"))
        #expect(result.lineColumn(blue.keyPosition)! == (2, 3))
        #expect(result.lineColumn(blue.value.position)! == (3, 5))
        let value = try #require(blue.value.objectValue?.member("$value"))
        #expect(result.lineColumn(value.keyPosition)! == (4, 5))
        #expect(result.lineColumn(value.value.position)! == (4, 13))
        #expect(result.lineColumn(result.value(at: "color", "blue", "$value", 1)!.position)! == (4, 17))
        let nested = try #require(result.value(at: "color", "blue", "$value", 2)?.objectValue?.member("a"))
        #expect(result.lineColumn(nested.keyPosition)! == (4, 23))
        #expect(result.lineColumn(nested.value.position)! == (4, 26))
    }

    /// libyaml counts columns in characters; positions are in bytes like everywhere else.
    @Test func positionsAfterNonASCIIText() throws {
        let result = readYAML("a: {é: 1, b: 2}\nü: [ö, x]\n")
        #expect(result.diagnostics.isEmpty)
        let b = try #require(result.value(at: "a")?.objectValue?.member("b"))
        #expect(result.lineColumn(b.keyPosition)! == (1, 12))
        #expect(result.lineColumn(b.value.position)! == (1, 15))
        let x = try #require(result.value(at: "ü", 1))
        #expect(x.stringValue == "x")
        #expect(result.lineColumn(x.position)! == (2, 10))
    }

    @Test func positionsWithCRLFAndUnicodeLineSeparators() throws {
        let crlf = readYAML("a: 1\r\nb:\r\n  c: 2\r\n")
        #expect(crlf.diagnostics.isEmpty)
        let c = try #require(crlf.value(at: "b")?.objectValue?.member("c"))
        #expect(crlf.lineColumn(c.keyPosition)! == (3, 3))
        #expect(c.value.numberValue?.value == 2)
        // libyaml also breaks lines at U+2028; positions still land on the right bytes.
        let separated = readYAML("a: \"x\u{2028}y\"\nb: 1\n")
        let b = try #require(separated.value?.objectValue?.member("b"))
        #expect(separated.lineColumn(b.keyPosition)! == (2, 1))
        #expect(separated.lineColumn(b.value.position)! == (2, 4))
    }

    @Test func byteOrderMarkIsAllowed() throws {
        let result = readYAML(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: 2\n".utf8))
        #expect(result.diagnostics.isEmpty)
        let a = try #require(result.value?.objectValue?.member("a"))
        #expect(a.value.numberValue?.value == 1)
        let location = try #require(result.sources.location(of: a.keyPosition))
        #expect(location.offset == 3)
    }

    // MARK: Duplicate keys

    /// A warning, as in JSON: the later value wins.
    @Test func duplicateKeyIsAWarningWithANote() throws {
        let result = readYAML("a: 1\nb: 2\na: 3\n")
        let error = try #require(result.first(.duplicateKey))
        #expect(error.severity == .warning)
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 1)
        #expect(error.notes.count == 1)
        #expect(error.notes.first?.message == "first defined here")
        #expect(error.notes.first?.location?.line == 1)
        #expect(error.notes.first?.location?.column == 1)
        #expect(result.warnings.count == 1)
        // As in JSON: reading goes on, the later value wins, the key keeps its first place.
        #expect(result.value?.objectValue?.keys == ["a", "b"])
        #expect(result.value(at: "a")?.numberValue?.value == 3)
    }

    @Test func duplicateKeysInNestedAndFlowMappings() throws {
        let text = """
            color:
              red: 1
              blue: 2
              red: 3
            size:
              red: 1
            flow: {x: 1, y: 2, x: 3}
            """
        let result = readYAML(text)
        let errors = result.warnings
        #expect(errors.map(\.code) == [.duplicateKey, .duplicateKey])
        #expect(errors.map { [$0.location?.line, $0.location?.column] } == [[4, 3], [7, 20]])
        #expect(errors.map { [$0.notes.first?.location?.line, $0.notes.first?.location?.column] } == [[2, 3], [7, 8]])
        #expect(result.value(at: "color")?.objectValue?.keys == ["red", "blue"])
        #expect(result.value(at: "color", "red")?.numberValue?.value == 3)
        #expect(result.value(at: "size", "red")?.numberValue?.value == 1)
        #expect(result.value(at: "flow", "x")?.numberValue?.value == 3)
    }

    @Test func duplicatesThatDifferOnlyInSpelling() throws {
        // '1' and 1 are the same key once keys are text.
        let result = readYAML("'1': a\n1: b\n\"é\": c\né: d\n")
        #expect(result.warnings.map(\.code) == [.duplicateKey, .duplicateKey])
        #expect(result.warnings.map { $0.location?.line } == [2, 4])
        #expect(result.value?.objectValue?.keys == ["1", "é"])
        #expect(result.value(at: "1")?.stringValue == "b")
        #expect(result.value(at: "é")?.stringValue == "d")
    }

    @Test func keyRepeatedThreeTimes() throws {
        let result = readYAML("- a: 1\n  a: 2\n  a: 3\n")
        #expect(result.warnings.map(\.code) == [.duplicateKey, .duplicateKey])
        #expect(result.warnings.map { [$0.location?.line, $0.location?.column] } == [[2, 3], [3, 3]])
        #expect(result.warnings.allSatisfy { $0.notes.first?.location?.line == 1 && $0.notes.first?.location?.column == 3 })
        #expect(result.value(at: 0, "a")?.numberValue?.value == 3)
    }

    // MARK: Anchors, aliases and merges

    @Test func aliasesResolveToTheirValues() {
        let result = readYAML("base: &b {x: 1, y: [2]}\nuse: *b\nscalar: &s hello\nagain: *s\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.value(at: "use", "x")?.numberValue?.value == 1)
        #expect(result.value(at: "use", "y", 0)?.numberValue?.value == 2)
        #expect(result.value(at: "again")?.stringValue == "hello")
    }

    @Test func mergeKeys() {
        let text = """
            base: &base
              x: 1
              y: 2
            other: &other
              z: 0
              w: 9
            derived:
              y: 3
              <<: [*base, *other]
              z: 4
            """
        let result = readYAML(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.value(at: "derived")?.objectValue?.keys == ["y", "x", "z", "w"])
        #expect(result.value(at: "derived", "y")?.numberValue?.value == 3)
        #expect(result.value(at: "derived", "x")?.numberValue?.value == 1)
        #expect(result.value(at: "derived", "z")?.numberValue?.value == 4)
        #expect(result.value(at: "derived", "w")?.numberValue?.value == 9)
    }

    @Test func undefinedAliasIsAnError() throws {
        let result = readYAML("a: 1\nb: *missing\n")
        #expect(result.value == nil)
        let error = try #require(result.first(.yamlSyntax))
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 4)
    }

    @Test func aliasBombIsStopped() throws {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
        for index in 1..<names.count {
            let previous = "*\(names[index - 1])"
            let items = Array(repeating: previous, count: 10).joined(separator: ", ")
            lines.append("\(names[index]): &\(names[index]) [\(items)]")
        }
        // 10^10 values if expanded; caught from the anchors without expanding.
        let result = readYAML(lines.joined(separator: "\n"))
        #expect(result.value == nil)
        let error = try #require(result.first(.yamlSyntax))
        #expect(error.message.contains("more than 5000000 values"))
        // The first entry that pushes the total past five million: g (11,111,111 values).
        #expect(error.location?.line == 7)
        #expect(error.location?.column == 4)
        let smallerCap = readYAML(lines.joined(separator: "\n")) { $0.maxValueCount = 100_000 }
        #expect(smallerCap.first(.yamlSyntax)?.location?.line == 5)
    }

    @Test func repeatedAliasesBelowTheCapAreExpanded() {
        let text = "base: &b {a: 1, b: 2}\nlist: [*b, *b, *b]\n"
        // 14 values: the root, base and its two values, list and three copies of base.
        let result = readYAML(text) { $0.maxValueCount = 14 }
        #expect(result.diagnostics.isEmpty)
        #expect(result.value(at: "list", 2, "b")?.numberValue?.value == 2)
        let tooMany = readYAML(text) { $0.maxValueCount = 13 }
        #expect(tooMany.value == nil)
        #expect(tooMany.first(.yamlSyntax)?.location?.line == 2)
    }

    @Test func aliasAsKeyIsRejected() throws {
        let result = readYAML("a: &k key\n*k : value\n")
        #expect(result.value == nil)
        let error = try #require(result.first(.yamlSyntax))
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 1)
    }

    // MARK: Errors

    @Test func tabIndentationIsAnError() throws {
        let result = readYAML("color:\n  red: 1\n\tblue: 2\n")
        #expect(result.value == nil)
        let error = try #require(result.first(.yamlSyntax))
        #expect(error.message == "tab characters are not allowed for indentation in YAML")
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 1)
        #expect(result.errors.count == 1)
    }

    @Test func tabsAsSeparatorsAndOnBlankLinesAreAccepted() {
        let result = readYAML("a:\tb\nc: \t 1\nlist:\n  -\tx\n\t\nd: 2\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.value(at: "a")?.stringValue == "b")
        #expect(result.value(at: "c")?.numberValue?.value == 1)
        #expect(result.value(at: "list", 0)?.stringValue == "x")
        #expect(result.value(at: "d")?.numberValue?.value == 2)
    }

    @Test func syntaxErrorHasLineColumnAndContext() throws {
        let result = readYAML("color:\n  a: [1, 2\n  b: 3\n")
        #expect(result.value == nil)
        let error = try #require(result.first(.yamlSyntax))
        #expect(error.severity == .error)
        #expect(error.message.contains("did not find expected ',' or ']'"))
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 4)
        #expect(error.notes.first?.message == "a flow sequence starts here")
        #expect(error.notes.first?.location?.line == 2)
        #expect(error.notes.first?.location?.column == 6)
    }

    @Test func mappingValueInWrongPlace() throws {
        let result = readYAML("a: 1\n  b: 2\n")
        let error = try #require(result.first(.yamlSyntax))
        #expect(error.message.contains("mapping values are not allowed"))
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 4)
    }

    @Test func unterminatedQuote() throws {
        let result = readYAML("a: \"open\nb: 1\n")
        let error = try #require(result.first(.yamlSyntax))
        #expect(error.location?.line == 3)
        #expect(error.notes.first?.location?.line == 1)
        #expect(error.notes.first?.location?.column == 4)
    }

    @Test func controlCharacterIsAnError() throws {
        let result = readYAML("a: 1\nb: x\u{1}y\n")
        let error = try #require(result.first(.yamlSyntax))
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 5)
    }

    @Test func deepFlowNestingIsReportedWithoutCrashing() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = readYAML(text)
        #expect(result.value == nil)
        let error = try #require(result.first(.nestingTooDeep))
        #expect(error.location?.line == 1)
        #expect(error.location?.column == 513)
        #expect(result.errors.count == 1)
    }

    @Test func deepFlowNestingInsideAMapping() throws {
        let text = "a:\n  b: " + String(repeating: "{x: ", count: 1_000) + "1" + String(repeating: "}", count: 1_000) + "\n"
        let result = readYAML(text)
        let error = try #require(result.first(.nestingTooDeep))
        #expect(error.location?.line == 2)
        #expect(result.value == nil)
    }

    @Test func deepCompactSequencesAreReported() throws {
        let text = String(repeating: "- ", count: 100_000) + "x\n"
        let result = readYAML(text)
        #expect(result.value == nil)
        let error = try #require(result.first(.nestingTooDeep))
        #expect(error.location?.column == 1025)
    }

    @Test func deepIndentationIsReported() throws {
        let text = (0..<600).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
        let result = readYAML(text)
        #expect(result.value == nil)
        let error = try #require(result.first(.nestingTooDeep))
        #expect(error.location?.line == 513)
        #expect(error.location?.column == 513)
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let flow = readYAML(String(repeating: "[", count: 512) + String(repeating: "]", count: 512))
        #expect(flow.diagnostics.isEmpty)
        #expect(flow.value?.arrayValue != nil)
        let block = readYAML(String(repeating: "- ", count: 512) + "x\n")
        #expect(block.diagnostics.isEmpty)
        var value = block.value
        for _ in 0..<512 { value = value?.arrayValue?.first }
        #expect(value?.stringValue == "x")
    }

    @Test func smallerLimitIsEnforcedWhileConverting() throws {
        let result = readYAML("a:\n  b:\n    c:\n      d: 1\n") { $0.maxDepth = 3 }
        #expect(result.value == nil)
        let error = try #require(result.first(.nestingTooDeep))
        #expect(error.message.contains("3 levels"))
    }

    @Test(arguments: ["", "   \n\n", "# just a comment\n", "---\n", "--- # nothing\n...\n"])
    func emptyDocument(text: String) {
        let result = readYAML(text)
        #expect(result.value == nil)
        #expect(result.codes == [.emptyFile])
    }

    @Test func explicitNullDocumentIsNotEmpty() {
        let result = readYAML("--- ~\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.value?.isNull == true)
    }

    @Test func invalidUTF8IsAnError() throws {
        let result = readYAML(bytes: Array("a: 1\nb: x".utf8) + [0xC3, 0x28] + Array("\n".utf8))
        #expect(result.value == nil)
        let error = try #require(result.first(.invalidUTF8))
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 5)
    }

    @Test func utf16IsAnError() {
        let result = readYAML(bytes: [0xFF, 0xFE] + Array("a: 1".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(result.value == nil)
        #expect(result.codes == [.invalidUTF8])
    }

    @Test func onlyTheFirstDocumentIsRead() throws {
        let result = readYAML("---\na: 1\n---\nb: 2\n")
        #expect(result.value?.objectValue?.keys == ["a"])
        let warning = try #require(result.warnings.first)
        #expect(warning.code == .yamlSyntax)
        #expect(warning.location?.line == 4)
        #expect(result.errors.isEmpty)
        // A single document with start and end markers is fine.
        let single = readYAML("---\na: 1\n...\n")
        #expect(single.diagnostics.isEmpty)
        #expect(single.value(at: "a")?.numberValue?.value == 1)
    }

    @Test func jsonIsYAML() {
        let result = readYAML(#"{"a": [1, 2.5, "x", true, null], "b": {"c": "d"}}"#)
        #expect(result.diagnostics.isEmpty)
        #expect(result.value?.objectValue?.keys == ["a", "b"])
        #expect(result.value(at: "a", 1)?.numberValue == JSONNumber(2.5, isIntegerLiteral: false))
        #expect(result.value(at: "a", 4)?.isNull == true)
        #expect(result.value(at: "b", "c")?.stringValue == "d")
    }
}
