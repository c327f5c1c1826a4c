import TesseraSyntax

/// Every token of a project in every selection of modifier contexts, without resolving
/// the full product of the modifiers: each token varies only over the modifiers
/// (axes) it depends on, and is resolved once per combination of their contexts, with
/// every other axis at its default.
///
/// ```swift
/// if let matrix = ThemeMatrix.build(project), let index = matrix.index(ofToken: "color.accent") {
///     var selection = matrix.defaultSelection
///     selection[0] = 1  // the second context of the first modifier
///     let accent = matrix.token(at: index, in: selection)
/// }
/// ```
public struct ThemeMatrix: Sendable {
    /// One modifier: an independent choice among its contexts.
    public struct Axis: Sendable, Equatable {
        /// The modifier's name.
        public var modifier: String
        /// Context names in declaration order.
        public var contexts: [String]
        /// The index in ``contexts`` of the modifier's default (its first context when it has none).
        public var defaultContext: Int

        public init(modifier: String, contexts: [String], defaultContext: Int) {
            self.modifier = modifier
            self.contexts = contexts
            self.defaultContext = defaultContext
        }
    }

    /// Every modifier of the project, in resolution order.
    public var axes: [Axis]
    /// Every token, in first-seen order: as resolved at the default selection, or else in the
    /// first selection that defines it.
    public var tokens: [ResolvedToken]
    var indexByID: StringIndex
    /// Per token, the axes its value depends on, ascending (empty: one value everywhere).
    var dependencyLists: [[Int]]
    /// Per token with dependencies, its value in each combination of their contexts
    /// (see ``combinationIndex(_:dependencies:)``); nil where that combination does not define it.
    var variantLists: [[ResolvedToken?]]
    /// How many selections were resolved to fill the matrix.
    public internal(set) var selectionCount = 0
    /// The documents the selections merged (``TokenProject/documentKey(for:)``): a check that
    /// resolves more inputs (`tessera validate`) skips these, whose diagnostics are reported.
    package internal(set) var readDocuments: Set<[Int]> = []
    /// Tokens some selection read but did not resolve, and tokens read only by the selections that
    /// were checked for their diagnostics (contexts no token depends on): with ``tokens``, every
    /// token the selections read.
    package internal(set) var unresolvedTokenIDs: Set<String> = []
    package internal(set) var checkedTokenIDs: Set<String> = []

    /// The most selections ``build(_:)`` resolves for one token (TS0520): each becomes values
    /// in generated code and in the store, so time and output grow with it. `validate` and
    /// `convert` resolve every permutation up to this many; beyond, `validate` resolves what the
    /// matrix resolves and `convert` the inputs that select every context once.
    public static let permutationLimit = 4096

    /// A matrix of no modifiers and no tokens.
    public static var empty: ThemeMatrix {
        ThemeMatrix(axes: [], tokens: [], indexByID: StringIndex(), dependencyLists: [], variantLists: [])
    }

    /// The index in ``tokens`` of the token with this id.
    public func index(ofToken id: String) -> Int? { indexByID[id] }

    /// The indices into ``axes`` the token's value depends on, ascending.
    public func dependencies(ofTokenAt index: Int) -> [Int] { dependencyLists[index] }

    /// The default context of every axis.
    public var defaultSelection: [Int] { axes.map(\.defaultContext) }

    /// The token as the selection (one context index per axis, for all axes) resolves it;
    /// nil where that selection does not define it.
    public func token(at index: Int, in selection: [Int]) -> ResolvedToken? {
        let dependencies = dependencyLists[index]
        if dependencies.isEmpty { return tokens[index] }
        return variantLists[index][combinationIndex(selection, dependencies: dependencies)]
    }

    /// The token in each combination of the contexts of its ``dependencies(ofTokenAt:)``,
    /// the first dependency varying slowest; one element when it has none.
    public func variants(ofTokenAt index: Int) -> [ResolvedToken?] {
        dependencyLists[index].isEmpty ? [tokens[index]] : variantLists[index]
    }

    /// The context index of each axis in the `combination`-th element of ``variants(ofTokenAt:)`` (or of any
    /// product of these axes' contexts, the first varying slowest).
    public func contexts(ofCombination combination: Int, dependencies: [Int]) -> [Int] {
        var rest = combination
        var result = [Int](repeating: 0, count: dependencies.count)
        for position in dependencies.indices.reversed() {
            let count = max(1, axes[dependencies[position]].contexts.count)
            result[position] = rest % count
            rest /= count
        }
        return result
    }

    /// The position of a selection's contexts for these axes in a token's variants (and any product of the axes' contexts).
    public func combinationIndex(_ selection: [Int], dependencies: [Int]) -> Int {
        var result = 0
        for axis in dependencies { result = result * max(1, axes[axis].contexts.count) + selection[axis] }
        return result
    }

    /// The number of combinations of these axes' contexts (`Int.max` when it does not fit).
    public func combinationCount(_ dependencies: [Int]) -> Int {
        dependencies.reduce(1) { count, axis in
            let (product, overflow) = count.multipliedReportingOverflow(by: max(1, axes[axis].contexts.count))
            return overflow ? .max : product
        }
    }

    /// Resolves what the project's tokens depend on. Returns nil, after reporting TS0520, when
    /// that needs more than ``permutationLimit`` selections (checked before they are resolved).
    public static func build(_ project: TokenProject) -> ThemeMatrix? {
        let axes = project.modifiers.map { modifier in
            Axis(
                modifier: modifier.name, contexts: modifier.contextNames,
                defaultContext: modifier.defaultContext.flatMap(modifier.contextNames.firstIndex(of:)) ?? 0)
        }
        var builder = ThemeMatrixBuilder(project: project, axes: axes)
        return builder.build()
    }
}
