public import TesseraConfiguration
public import TesseraDiagnostics
import TesseraSyntax
public import TesseraTokens

/// Runs the rules of a ``LintConfiguration`` over a project's ``ThemeMatrix``.
///
/// Rules that look at values check every permutation without enumerating the product of
/// the modifiers: a token is looked at in each combination of the contexts it depends on,
/// with every other modifier at its default. Findings are ``Diagnostic`` values located at
/// the token (or at the entry of `tessera.yml`); one that holds in some permutations only
/// carries them in ``Diagnostic/input`` and names them in its message.
public struct Linter {
    let configuration: LintConfiguration
    let project: TokenProject
    let matrix: ThemeMatrix
    /// Context index per axis that `--input` fixes.
    let fixedContexts: [Int: Int]
    var findings: [Diagnostic] = []

    /// - Parameters:
    ///   - input: Modifier → context to lint in alone (`--input`); names already checked
    ///     (``TokenProject/validateInput(_:)``). Other modifiers take every context.
    public init(project: TokenProject, matrix: ThemeMatrix, configuration: LintConfiguration, input: [String: String] = [:]) {
        self.project = project
        self.matrix = matrix
        self.configuration = configuration
        var fixed: [Int: Int] = [:]
        for (axisIndex, axis) in matrix.axes.enumerated() {
            if let name = input[axis.modifier], let context = axis.contexts.firstIndex(of: name) { fixed[axisIndex] = context }
        }
        fixedContexts = fixed
    }

    /// Every finding of every rule that is on, rule by rule in a fixed order.
    public mutating func run() -> [Diagnostic] {
        findings = []
        checkContrast()
        checkRequiredModes()
        checkNaming()
        checkGrid()
        checkGamut()
        checkFontSizes()
        checkDeprecatedReferences()
        checkUnused()
        checkDuplicateValues()
        return findings
    }

    // MARK: Permutations

    /// The default selection, with the contexts `--input` fixes.
    var baseSelection: [Int] {
        var selection = matrix.defaultSelection
        for (axis, context) in fixedContexts { selection[axis] = context }
        return selection
    }

    /// Every selection that varies `axes` over their contexts (those `--input` fixes stay fixed),
    /// the others as in ``baseSelection``.
    func selections(varying axes: [Int]) -> [[Int]] {
        var result = [baseSelection]
        for axis in axes where fixedContexts[axis] == nil {
            result = result.flatMap { selection in
                matrix.axes[axis].contexts.indices.map { context in
                    var next = selection
                    next[axis] = context
                    return next
                }
            }
        }
        return result
    }

    /// The contexts of `axes` in a selection, as modifier → context.
    func input(_ selection: [Int], axes: [Int]) -> [String: String] {
        var result: [String: String] = [:]
        for axis in axes { result[matrix.axes[axis].modifier] = matrix.axes[axis].contexts[selection[axis]] }
        return result
    }

    /// `theme=dark, contrast=standard`, in resolution order.
    func describe(_ selection: [Int], axes: [Int]) -> String {
        axes.sorted().map { "\(matrix.axes[$0].modifier)=\(matrix.axes[$0].contexts[selection[$0]])" }.joined(separator: ", ")
    }

    /// The token's distinct values: each with the permutation it holds in, or with nil when it
    /// holds in every permutation (the token depends on no modifier, or has one value in all).
    func distinctValues(ofTokenAt index: Int) -> [(token: ResolvedToken, selection: [Int]?, axes: [Int])] {
        let axes = matrix.dependencies(ofTokenAt: index)
        let selections = selections(varying: axes)
        let tokens = selections.map { matrix.token(at: index, in: $0) }
        let present = tokens.compactMap { $0 }
        guard let first = present.first else { return [] }
        if present.count == tokens.count, present.allSatisfy({ $0.value == first.value }) { return [(first, nil, axes)] }
        return zip(tokens, selections).compactMap { token, selection in token.map { ($0, selection, axes) } }
    }

    // MARK: Findings

    mutating func report(
        _ severity: LintSeverity, _ code: DiagnosticCode, _ message: String, at position: SourcePosition?, tokenPath: String? = nil,
        in selection: [Int]? = nil, axes: [Int] = [], notes: [Diagnostic.Note] = [], fixIt: String? = nil
    ) {
        guard let level = severity.diagnosticSeverity else { return }
        var text = message
        var input: [String: String]?
        if let selection, !axes.isEmpty {
            text += " in \(describe(selection, axes: axes))"
            input = self.input(selection, axes: axes)
        }
        findings.append(
            Diagnostic(
                severity: level, code: code, message: text, location: position.flatMap { project.diagnostics.sources.location(of: $0) },
                tokenPath: tokenPath, notes: notes, fixIt: fixIt, input: input))
    }

    /// A note that points at an entry of `tessera.yml`.
    func configurationNote(_ message: String, at position: SourcePosition) -> Diagnostic.Note {
        Diagnostic.Note(message: message, location: project.diagnostics.sources.location(of: position))
    }

    /// Whether the token id lies in one of the groups (or is one of the paths).
    static func isInside(_ id: String, _ groups: [String]) -> Bool {
        groups.contains { id == $0 || id.hasPrefix($0 + ".") }
    }

    /// A number for messages: at most three decimals, no trailing zeros.
    static func format(_ number: Double) -> String {
        formatNumber(number, fractionDigits: 3)
    }
}
