import Foundation
import Testing
import TesseraCodegen
@testable import TesseraDiagnostics
@testable import TesseraTokens
@testable import TesseraImport

/// Snippet reference tests, as swift-openapi-generator's `SnippetBasedReferenceTests` write them:
/// a token fragment in, the exact Swift of one generated type out, and on a mismatch a line diff.
/// Write the expected Swift first, watch the test fail, then change the generator.
enum Snippet {
    /// The Swift generated for `files` (the first one, or `input`, is read), without the four header
    /// lines (comments, import, blank line); with `type`, only that nested type's declaration, its
    /// indentation removed. Errors fail the test; warnings are allowed.
    static func generate(
        _ files: [String: String], input: String? = nil, type: String? = nil, options: SwiftGeneratorOptions = SwiftGeneratorOptions(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> String {
        let diagnostics = DiagnosticEngine()
        let path = input ?? files.keys.sorted()[0]
        guard let project = TokenProject.load(paths: [path], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: files)) else {
            Issue.record("the fragment did not load: \(diagnostics.diagnostics.map(\.message))", sourceLocation: sourceLocation)
            return ""
        }
        let code = SwiftGenerator(table: ThemeTable.build(project: project), options: options, diagnostics: diagnostics).render()
        if diagnostics.hasErrors {
            Issue.record("errors: \(diagnostics.diagnostics.filter { $0.severity == .error }.map(\.message))", sourceLocation: sourceLocation)
        }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(4)
        guard let type else { return lines.joined(separator: "\n") }
        guard let start = lines.firstIndex(where: { $0.hasSuffix(" struct \(type): Swift.Sendable, Swift.Hashable {") }) else {
            Issue.record("no type \(type) in:\n\(code)", sourceLocation: sourceLocation)
            return ""
        }
        let indentation = lines[start].prefix { $0 == " " }.count
        let closing = String(repeating: " ", count: indentation) + "}"
        // Doc comments right above the type belong to it.
        var first = start
        while first > lines.startIndex, lines[first - 1].trimmingCharacters(in: .whitespaces).hasPrefix("///") { first -= 1 }
        let end = lines[start...].firstIndex { $0 == closing } ?? lines.endIndex - 1
        return lines[first...end].map { $0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count)) }.joined(separator: "\n") + "\n"
    }

    /// Expects the generated Swift for `files` (see ``generate(_:input:type:options:sourceLocation:)``) to be `expected`, exactly.
    static func expect(
        _ files: [String: String], input: String? = nil, type: String? = nil, options: SwiftGeneratorOptions = SwiftGeneratorOptions(),
        _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let actual = generate(files, input: input, type: type, options: options, sourceLocation: sourceLocation)
        guard actual != expected else { return }
        Issue.record("generated Swift differs (- expected, + generated):\n\(diff(expected, actual))", sourceLocation: sourceLocation)
    }

    /// One token file's fragment.
    static func expect(
        tokens: String, type: String? = nil, options: SwiftGeneratorOptions = SwiftGeneratorOptions(), _ expected: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        expect(["/tokens.json": tokens], type: type, options: options, expected, sourceLocation: sourceLocation)
    }

    /// A line diff: the lines of a longest common subsequence kept (`  `), the others removed (`- `)
    /// or added (`+ `), with two lines of context around each change.
    static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: Substring)] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append((" ", old[i]))
                (i, j) = (i + 1, j + 1)
            } else if j < new.count, i == old.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                lines.append(("+", new[j]))
                j += 1
            } else {
                lines.append(("-", old[i]))
                i += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        return lines.indices.filter { index in changed.contains { abs($0 - index) <= 2 } }
            .map { "\(lines[$0].mark) \(lines[$0].text)" }.joined(separator: "\n")
    }
}
