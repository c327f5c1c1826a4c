import TesseraCodegen
import TesseraConfiguration
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

extension BuildPipeline {
    /// What `tessera validate` read: every token once however many permutations define it, how
    /// many of them resolved in every permutation that defines them, and the permutations checked.
    public struct Validation {
        public var tokens = 0
        public var resolved = 0
        public var permutations = 0
        /// The project and theme matrix the check went through, when it read the inputs whole.
        public var checked: Checked?

        public init(tokens: Int = 0, resolved: Int = 0, permutations: Int = 0, checked: Checked? = nil) {
            self.tokens = tokens
            self.resolved = resolved
            self.permutations = permutations
            self.checked = checked
        }
    }

    /// `tessera validate`: every stage and check of a build (``check()``), so that what build
    /// refuses is an error here too, then every permutation the theme matrix did not merge, for
    /// its diagnostics (up to ``ThemeMatrix/permutationLimit``; beyond, what the matrix resolves,
    /// with a warning, TS0511). Each document is merged and parsed once. nil when the inputs
    /// could not be read.
    public func validate() -> Validation? {
        guard let checked = check() else { return nil }
        var validation = validate(checked)
        validation.checked = checked
        return validation
    }

    private func validate(_ checked: Checked) -> Validation {
        let project = checked.project
        guard let matrix = checked.table?.matrix else { return Validation() }
        let read = ReadTokens(matrix)
        guard project.permutationCount <= ThemeMatrix.permutationLimit else {
            let total = project.permutationCount == .max ? "more than \(Int.max)" : String(project.permutationCount)
            diagnostics.emit(
                .warning, .permutationsSampled,
                "the modifiers multiply to \(total) permutations; resolved the \(matrix.selectionCount) build resolves: every combination of the modifiers each token depends on, and every context of every modifier",
                at: project.modifiers.first?.position, fixIt: "check a specific combination with --input modifier=context")
            return read.validation(permutations: matrix.selectionCount)
        }
        return checkPermutations(of: project, beyond: matrix, read: read)
    }

    /// `tessera validate --input`: one selection, completed with the defaults, resolved for its
    /// diagnostics, with the Swift names of its tokens checked. nil when the inputs could not be
    /// read or the selection names no modifier or context.
    public func validate(selection: [String: String]) -> Validation? {
        guard let project = readProject(), let input = project.validateInput(selection) else { return nil }
        let counts = project.checkCounts(input) { definitions in
            SwiftGenerator.checkNames(of: definitions, rootTypeName: configuration.rootType, diagnostics: diagnostics)
        }
        return Validation(tokens: counts.read, resolved: counts.resolved, permutations: 1)
    }

    /// Resolves each permutation whose document the matrix did not merge (nor an earlier
    /// permutation), checking that each token keeps one type (TS0526).
    private func checkPermutations(of project: TokenProject, beyond matrix: ThemeMatrix, read: ReadTokens) -> Validation {
        var read = read
        var documents = matrix.readDocuments
        let inputs = project.permutations()
        let unread = inputs.filter { documents.insert(project.documentKey(for: $0)).inserted }
        guard !unread.isEmpty else { return read.validation(permutations: inputs.count) }
        // Each token keeps one type across the matrix's selections and these (TS0526).
        var types = TypeConsistency()
        let defaultInput = ResolverInput(matrix.axes.map { ($0.modifier, $0.contexts.indices.contains($0.defaultContext) ? $0.contexts[$0.defaultContext] : "") })
        for token in matrix.tokens { types.check(token, in: defaultInput, diagnostics: diagnostics) }
        for input in unread {
            let resolved = project.resolve(input)
            for token in resolved.tokens {
                types.check(token, in: input, diagnostics: diagnostics)
                read.insert(token.id)
            }
            for id in resolved.unresolvedTokenIDs { read.insert(id) }
            read.unresolved.formUnion(resolved.unresolvedTokenIDs)
        }
        return read.validation(permutations: inputs.count)
    }

    /// The tokens read, and those that did not resolve somewhere.
    private struct ReadTokens {
        let matrix: ThemeMatrix
        /// The ids read of tokens the matrix does not hold (the matrix's own are counted, not copied:
        /// 100,000 ids in a set cost more than the rest of the count).
        private var otherIDs: Set<String> = []
        var unresolved: Set<String>

        /// What the matrix's selections read.
        init(_ matrix: ThemeMatrix) {
            self.matrix = matrix
            unresolved = matrix.unresolvedTokenIDs
            for id in matrix.unresolvedTokenIDs { insert(id) }
            for id in matrix.checkedTokenIDs { insert(id) }
        }

        mutating func insert(_ id: String) {
            if matrix.index(ofToken: id) == nil { otherIDs.insert(id) }
        }

        /// A token counts as resolved when it resolved in every permutation that defines it.
        func validation(permutations: Int) -> Validation {
            let count = matrix.tokens.count + otherIDs.count
            return Validation(tokens: count, resolved: count - unresolved.count, permutations: permutations)
        }
    }
}
