import TesseraDiagnostics
import TesseraSyntax
import TesseraImport
import TesseraTokens

/// Checking the converted files against the input before they are written: read back as
/// `validate --strict` reads them, resolved in every permutation, compared token by token.
extension DTCGConverter {
    /// A token of the converted files that resolves to another value than the input's.
    struct Difference {
        var token: ResolvedToken
        var input: ResolverInput
        var expected: TokenValue?
        var actual: TokenValue?
    }

    /// Tokens whose value, computed in one file, differs in other permutations, and that depend
    /// on the context of exactly one modifier: they are written into each context of that modifier,
    /// with the value computed for it, and left out of their own files. The values of each context
    /// with the others at their default are those already resolved for the context files.
    /// designsystemet's typographies take their `%` letter spacing in px from the `Size` theme's
    /// font size, so they move into the `Size` contexts. Not done for legacy modes.
    func relocations(
        for differences: [Difference], outputs: [Output], resolved: [ResolverInput: [String: ResolvedToken]]
    ) -> [String: Int] {
        let base = ResolverInput(defaultInput())
        guard legacyModifiers.isEmpty, let defaults = resolved[base] else { return [:] }
        var result: [String: Int] = [:]
        for difference in differences {
            let id = difference.token.id
            let expected = defaults[id].flatMap { StrictValue.form(of: $0.value) }
            var dependsOn: Set<Int> = []
            for output in outputs where output.input != base {
                let value = resolved[output.input]?[id].flatMap { StrictValue.form(of: $0.value) }
                if value != expected { dependsOn.insert(output.stepIndex) }
            }
            if dependsOn.count == 1, let step = dependsOn.first { result[id] = step }
        }
        return result
    }

    /// Reports each token whose converted value differs from the input's (TS0745 for legacy modes, else TS0762).
    func report(_ differences: [Difference]) {
        for difference in differences {
            let token = difference.token
            let (expectedText, actualText) = describeDifference(difference.expected, difference.actual)
            if !legacyModifiers.isEmpty {
                diagnostics.emit(
                    .warning, .convertLegacyModeLost,
                    "token \(token.id) is \(describe(difference.expected)) for \(difference.input), but the converted files give \(describe(difference.actual)): its $extensions.mode values depend on another modifier's context, which the independent modifier \"\(legacyModifiers[0].name)\" cannot express",
                    at: token.position, tokenPath: token.id,
                    fixIt: "give the token the same $extensions.mode values in every context, or move them into the contexts by hand")
            } else {
                diagnostics.emit(
                    .warning, .convertValueDiffers,
                    "token \(token.id) is \(expectedText) for \(difference.input), but the converted files give \(actualText): its value depends on the contexts of several modifiers, and a file holds the value computed for one context with the others at their default",
                    at: token.position, tokenPath: token.id,
                    fixIt: "write the value so it depends on one modifier at most (a px letter spacing instead of %, where the font size changes)")
            }
        }
    }

    /// Reads the files back as `validate --strict` does and resolves them in every permutation
    /// of the input (or, beyond ``ThemeMatrix/permutationLimit``, in the covering ones). A strict error is a
    /// defect of the converter and blocks writing (TS0763, and the result is `nil`).
    /// - Returns: Each token whose value differs from the input's, once, with the first input where it does.
    func compareWithInput(_ files: [OutputFile], leftOut: Set<String>) -> [Difference]? {
        let root = "converted"
        let fileSystem = InMemoryFileSystem(files: Dictionary(files.map { (root + "/" + $0.path, $0.contents) }, uniquingKeysWith: { $1 }))
        let readBack = DiagnosticEngine()
        guard
            let converted = TokenProject.load(
                paths: [root + "/" + resolverFileName], options: ReadingOptions(strict: true), diagnostics: readBack, fileSystem: fileSystem),
            !readBack.hasErrors
        else { return reportInvalidOutput(readBack) }
        let inputs = project.permutationCount <= ThemeMatrix.permutationLimit ? project.permutations() : project.coveringInputs()
        let convertedModifiers = Set(converted.modifiers.map(\.name))
        var reported = leftOut
        var differences: [Difference] = []
        for input in inputs {
            let convertedInput = ResolverInput(
                input.selections.filter { convertedModifiers.contains($0.modifier) }.map { ($0.modifier, $0.context) })
            let after = index(converted.resolve(convertedInput))
            guard !readBack.hasErrors else { return reportInvalidOutput(readBack) }
            for token in project.resolve(input).tokens where !reported.contains(token.id) {
                let expected = StrictValue.form(of: token.value)
                let actual = after[token.id]?.value
                guard actual != expected else { continue }
                reported.insert(token.id)
                differences.append(Difference(token: token, input: input, expected: expected, actual: actual))
            }
        }
        return differences
    }

    /// Reports the first error of reading the converted files back; returns `nil`.
    private func reportInvalidOutput(_ readBack: DiagnosticEngine) -> [Difference]? {
        let first = readBack.diagnostics.first { $0.severity == .error }
        let location = first?.location.map { "\($0.file.dropFirst("converted/".count)):\($0.line):\($0.column): " } ?? ""
        diagnostics.emit(
            .error, .convertOutputInvalid,
            "the converted files would not pass validate --strict (\(readBack.errorCount) errors; first: \(location)\(first?.message ?? "the resolver document did not load")); nothing is written",
            at: inputPosition(ofToken: first?.tokenPath), tokenPath: first?.tokenPath,
            fixIt: "this is a defect of tessera convert: please report it with the input")
        return nil
    }

    /// Where the input defines a token (the first token when there is no such token), for a
    /// self-check failure found in the converted files, which have no place in the input.
    private func inputPosition(ofToken id: String?) -> SourcePosition? {
        let tokens = project.resolve(ResolverInput(defaultInput())).tokens
        return tokens.first { $0.id == id }?.position ?? tokens.first?.position
    }

    private func describe(_ value: TokenValue?) -> String {
        value.map { $0.canonicalJSON().compactText } ?? "no value"
    }

    /// The two values as text; for two composites, only the members that differ.
    private func describeDifference(_ expected: TokenValue?, _ actual: TokenValue?) -> (expected: String, actual: String) {
        guard let old = expected?.canonicalJSON().objectValue, let new = actual?.canonicalJSON().objectValue else {
            return (describe(expected), describe(actual))
        }
        let differing = old.members.filter { member in new[member.key]?.compactText != member.value.compactText }.map(\.key)
        func text(_ object: JSONObject) -> String {
            "{" + differing.map { "\"\($0)\":\(object[$0]?.compactText ?? "none")" }.joined(separator: ",") + ", …}"
        }
        return (text(old), text(new))
    }
}
