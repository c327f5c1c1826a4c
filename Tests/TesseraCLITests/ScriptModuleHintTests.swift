import Foundation
import Testing

/// Style Dictionary can make tokens by running JavaScript modules beside the JSON files; Tessera
/// reads neither JavaScript nor its output, so a reference into such a module cannot resolve. The
/// error then names the module that may make the token instead of only saying there is none.
@Suite struct ScriptModuleHintTests {
    @Test func aReferenceIntoAJavaScriptModuleNamesIt() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens/border/tokens.json", #"{"border": {"width": {"value": "{spacing.75.value}", "type": "dimension"}}}"#)
        try fixture.write("tokens/spacing/tokens.js", "module.exports = { spacing: { 75: { value: '6px' } } };\n")
        let result = try CLI.run(["validate", "tokens"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.contains(
                "note: spacing.75 may be made by tokens/spacing/tokens.js, a JavaScript module: Style Dictionary runs such modules, Tessera reads JSON and YAML token files only"),
            "\(result)")
    }

    @Test func aReferenceToNothingNamesNoModule() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write("tokens/border/tokens.json", #"{"border": {"width": {"value": "{size.1.value}", "type": "dimension"}}}"#)
        try fixture.write("tokens/spacing/tokens.js", "module.exports = {};\n")
        let result = try CLI.run(["validate", "tokens"], in: fixture.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("there is no token size.1 ") && !result.stderr.contains("JavaScript"), "\(result)")
    }
}
