import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Where Tessera reads the specification's letter: token-level `$ref`s are pointers into the
/// same document, a pointer inside a value reaches a value, duplicate members and RFC 8259 JSON.
struct ReadingConformanceTests {
    static let blue = ##""colors": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}"##

    // MARK: Token-level $ref

    @Test(arguments: ["colors/blue/$value", "colors.json#/colors/blue", "https://example.com/t.json#/colors/blue", "colors.blue"])
    func aTokenLevelRefThatIsNoPointerIsAnErrorAtTheRef(_ ref: String) throws {
        let text = "{\(Self.blue),\n\"primary\": {\"$type\": \"color\", \"$ref\": \"\(ref)\"}}"
        // A file that would be read if the $ref were taken as a path.
        let result = resolveFiles(["tokens.json": text, "colors.json": "{\(Self.blue)}"], entry: "tokens.json")
        #expect(!result.diagnostics.contains { $0.code == .fileUnreadable || $0.code == .invalidResolverReference })
        let error = try #require(result.errors.first)
        #expect(result.errors.count == 1)
        #expect(error.code == .invalidPointer)
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 39)
        #expect(error.tokenPath == "primary")
    }

    @Test func aPointerWithoutHashGetsAFixThatResolves() throws {
        let text = "{\(Self.blue), \"primary\": {\"$type\": \"color\", \"$ref\": \"colors/blue\"}}"
        let fix = try #require(resolveJSON(text).first(.invalidPointer)?.fixIt)
        #expect(fix == ##"write "#/colors/blue""##)
        // The pointer now names the whole token: an alias outside strict mode, and in strict mode an
        // error (TS0217) whose own fix points into the token's value.
        let fixed = resolveJSON(text.replacingOccurrences(of: "\"colors/blue\"", with: "\"#/colors/blue\""))
        #expect(fixed.errors.isEmpty)
        #expect(fixed.all(.tokenReferenceWithoutValue).first?.fixIt == ##"write "#/colors/blue/$value""##)
        let intoValue = resolveJSON(text.replacingOccurrences(of: "\"colors/blue\"", with: "\"#/colors/blue/$value\""), strict: true)
        #expect(intoValue.diagnostics.isEmpty)
    }

    @Test func aGroupWhoseRefNamesATokenFileIsStillAnInclude() {
        let files = [
            "tokens.json": ##"{"base": {"$ref": "colors.json#/colors"}}"##,
            "colors.json": "{\(Self.blue)}",
        ]
        let result = resolveFiles(files, entry: "tokens.json")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(srgb(result["base.blue"]) == [0, 0, 1])
    }

    // MARK: Pointers where a value belongs

    @Test func aTokenLevelRefToAWholeTokenIsAnAliasOutsideStrictMode() {
        let text = "{\(Self.blue), \"primary\": {\"$ref\": \"#/colors/blue\"}}"
        let result = resolveJSON(text)
        #expect(result.diagnostics.map(\.code) == [.tokenReferenceWithoutValue])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.tokens["primary"]?.aliasOf == "colors.blue")
        // The conformance suite's json-pointer-missing-value: strict mode wants the pointer into `$value`.
        #expect(resolveJSON(text, strict: true).errors.map(\.code) == [.tokenReferenceWithoutValue])
    }

    @Test(arguments: [
        ##"{"$type": "color", "$value": {"$ref": "#/colors/blue"}}"##,
        ##"{"$type": "border", "$value": {"color": {"$ref": "#/colors/blue"}, "width": {"value": 1, "unit": "px"}, "style": "solid"}}"##,
        ##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1], "alpha": {"$ref": "#/colors/blue"}}}"##,
    ])
    func aPointerInAValueThatReachesATokenIsAnError(_ token: String) throws {
        for strict in [false, true] {
            let result = resolveJSON("{\(Self.blue),\n\"use\": \(token)}", strict: strict)
            let error = try #require(result.first(.pointerToTokenInValue))
            #expect(result.errors.count == 1)
            #expect(error.fixIt == ##"write "#/colors/blue/$value""##)
            #expect(error.location?.line == 2)
            #expect(result["use"] == nil)
        }
    }

    // MARK: Readers

    @Test(arguments: [
        ("tokens.json", ##"{"a": {"$type": "number", "$value": 1, "$value": 2}}"##),
        ("tokens.json5", ##"{a: {$type: "number", $value: 1, $value: 2}}"##),
        ("tokens.yml", "a:\n  $type: number\n  $value: 1\n  $value: 2\n"),
    ])
    func aDuplicateMemberIsAWarningAndTheLaterWins(_ file: String, _ text: String) {
        for strict in [false, true] {
            let result = resolveFiles([file: text], strict: strict)
            #expect(result.errors.isEmpty, "\(file): \(result.errors.map(\.message))")
            #expect(result.all(.duplicateKey).count == 1, "\(file)")
            #expect(result["a"] == .number(2), "\(file)")
        }
    }

    @Test func aDuplicateMemberInAResolverDocumentIsAWarning() {
        let files = [
            "a.resolver.json": """
                {"version": "2025.10", "description": "old", "description": "new",
                 "sets": {"base": {"sources": [{"$ref": "base.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}
                """,
            "base.json": ##"{"n": {"$type": "number", "$value": 1}}"##,
        ]
        let result = resolveFiles(files, entry: "a.resolver.json", strict: true)
        #expect(result.errors.isEmpty)
        #expect(result.diagnostics.map(\.code) == [.duplicateKey])
    }

    static let jsonWithComments = """
        {
          // spacing scale
          "n": {"$type": "number", "$value": 1, /* one */ },
          "list": {"$type": "fontFamily", "$value": ["A", "B",]},
        }
        """

    @Test func commentsAndTrailingCommasAreWarningsOutsideStrictModeAndErrorsInIt() {
        let lenient = resolveFiles(["tokens.json": Self.jsonWithComments])
        #expect(lenient.errors.isEmpty)
        #expect(lenient.all(.nonStandardJSON).count == 5)
        #expect(lenient["n"] == .number(1))
        let lines = lenient.all(.nonStandardJSON).compactMap(\.location?.line)
        #expect(lines == [2, 3, 3, 4, 4])

        let strict = resolveFiles(["tokens.json": Self.jsonWithComments], strict: true)
        #expect(strict.errors.map(\.code) == Array(repeating: .nonStandardJSON, count: 5))
    }

    @Test func aJSONCFileMayHaveCommentsOutsideStrictMode() {
        #expect(resolveFiles(["tokens.jsonc": Self.jsonWithComments]).diagnostics.isEmpty)
        #expect(resolveFiles(["tokens.jsonc": Self.jsonWithComments], strict: true).errors.count == 5)
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
