public import TesseraDiagnostics
package import TesseraSyntax

/// Everything Tessera was asked to read: token files (or a directory of them)
/// forming one set, or a resolver document with sets and modifiers. Resolves
/// any permutation of its modifiers into a ``ResolvedTokenSet``.
///
/// ```swift
/// let diagnostics = DiagnosticEngine()
/// if let project = TokenProject.load(paths: ["tokens.resolver.json"], diagnostics: diagnostics) {
///     for input in project.permutations() {
///         let tokens = project.resolve(input)
///     }
/// }
/// ```
public final class TokenProject {
    public let options: ReadingOptions
    public let diagnostics: DiagnosticEngine
    /// The resolver document's `name`, when there is one.
    public let name: String?
    /// The modifiers in resolution order, including the one synthesized from legacy `$extensions.mode`.
    public private(set) var modifiers: [Modifier]
    package let steps: [ResolutionStep]
    let unusedSets: [(name: String, sources: [TokenSource])]
    /// JavaScript files in the input folders, which Style Dictionary may run to make tokens
    /// (``TokenInputs/scriptModules``).
    package var scriptModules: [String] = []
    /// The JavaScript modules the build reads as token sources (``ImportedProject/tokenModules``).
    package var tokenModules: [String] = []
    /// How notes name why an unused set is not read (``ImportedProject/unusedSetReason``).
    package var unusedSetReason = "which resolutionOrder does not use"
    private(set) var legacyModeModifier: String?
    /// The context of the `$extensions.mode` modifier that keeps each token's own `$value`: `.`, or the mode
    /// an importer says that value is in (Style Dictionary's `darkValue` beside a light `value`).
    public private(set) var legacyBase = TokenProject.legacyBaseContext
    /// Roughly how many tokens a permutation has (the `$value` members read), to size arrays once.
    private let tokenEstimate: Int

    package init(
        name: String?, steps: [ResolutionStep], unusedSets: [(name: String, sources: [TokenSource])],
        options: ReadingOptions, diagnostics: DiagnosticEngine, mayUseLegacyModes: Bool = true, legacyModesBase: String? = nil,
        tokenEstimate: Int = 0
    ) {
        self.tokenEstimate = tokenEstimate
        self.name = name
        self.steps = steps
        self.unusedSets = unusedSets
        self.options = options
        self.diagnostics = diagnostics
        self.modifiers = steps.compactMap {
            if case .modifier(let modifier) = $0 { return modifier }
            return nil
        }
        if mayUseLegacyModes { detectLegacyModes(base: legacyModesBase) }
    }

    // MARK: Inputs

    /// Every permutation of the modifiers' contexts, in resolution order (one empty input when there are none).
    public func permutations() -> [ResolverInput] {
        var result: [[(modifier: String, context: String)]] = [[]]
        for modifier in modifiers {
            result = result.flatMap { prefix in modifier.contextNames.map { prefix + [(modifier.name, $0)] } }
        }
        return result.map(ResolverInput.init)
    }

    /// The number of permutations, without building them (`Int.max` when it does not fit).
    public var permutationCount: Int {
        modifiers.reduce(1) { count, modifier in
            let (product, overflow) = count.multipliedReportingOverflow(by: max(1, modifier.contextNames.count))
            return overflow ? .max : product
        }
    }

    /// Inputs that select every context of every modifier at least once: the
    /// default input, then each context with the other modifiers at their default
    /// (or first) context. Their number is the sum of the context counts, not the product.
    public func coveringInputs() -> [ResolverInput] {
        let baseline = modifiers.map { ($0.name, $0.defaultContext ?? $0.contextNames.first ?? "") }
        var result = [ResolverInput(baseline)]
        for (index, modifier) in modifiers.enumerated() {
            // Each input differs from the baseline in one modifier, so only the baseline can come twice.
            for context in modifier.contextNames where context != baseline[index].1 {
                var selections = baseline
                selections[index].1 = context
                result.append(ResolverInput(selections))
            }
        }
        return result
    }

    /// Checks a user's input (modifier → context) and completes it with defaults.
    /// Contexts match case-insensitively, as the resolver module recommends.
    /// Returns `nil` after reporting unknown modifiers or contexts, or a missing input without default.
    public func validateInput(_ given: [String: String]) -> ResolverInput? {
        var valid = true
        for (name, context) in given.sorted(by: { $0.key < $1.key }) {
            guard let modifier = modifiers.first(where: { $0.name == name }) ?? modifiers.first(where: { $0.name.lowercased() == name.lowercased() })
            else {
                diagnostics.emit(
                    .error, .unknownModifier,
                    "unknown modifier \"\(name)\"\(modifiers.isEmpty ? "; these tokens have no modifiers" : "; the modifiers are \(modifiers.map(\.name).joined(separator: ", "))")",
                    at: nil,
                    fixIt: EditDistance.nearest(to: name, among: modifiers.map(\.name)).map { "did you mean --input \($0)=\(context)?" })
                valid = false
                continue
            }
            if !modifier.contextNames.contains(context), !modifier.contextNames.contains(where: { $0.lowercased() == context.lowercased() }) {
                diagnostics.emit(
                    .error, .unknownContext,
                    "modifier \"\(modifier.name)\" has no context \"\(context)\"; its contexts are \(modifier.contextNames.joined(separator: ", "))",
                    at: modifier.position,
                    fixIt: EditDistance.nearest(to: context, among: modifier.contextNames).map { "did you mean --input \(modifier.name)=\($0)?" })
                valid = false
            }
        }
        var selections: [(modifier: String, context: String)] = []
        for modifier in modifiers {
            let given = given[modifier.name] ?? given.first { $0.key.lowercased() == modifier.name.lowercased() }?.value
            if let given {
                let context = modifier.contextNames.first { $0 == given } ?? modifier.contextNames.first { $0.lowercased() == given.lowercased() }
                if let context { selections.append((modifier.name, context)) }
            } else if let fallback = modifier.defaultContext {
                selections.append((modifier.name, fallback))
            } else {
                diagnostics.emit(
                    .error, .missingInput,
                    "modifier \"\(modifier.name)\" has no default; choose one of \(modifier.contextNames.joined(separator: ", ")) with --input \(modifier.name)=CONTEXT",
                    at: modifier.position)
                valid = false
            }
        }
        return valid ? ResolverInput(selections) : nil
    }

    /// What the document an input merges depends on: per modifier, which sources its chosen
    /// context adds (contexts adding the same sources, or none, are alike), and the legacy mode.
    /// Inputs with equal keys resolve alike, so a check resolves one of them: a theme group of
    /// thousands of themes that all use the same sets costs one resolve, not thousands.
    package func documentKey(for input: ResolverInput) -> [Int] {
        var key: [Int] = []
        key.reserveCapacity(modifiers.count)
        for (position, modifier) in modifiers.enumerated() {
            let context = input.context(ofModifierAt: position, in: modifiers) ?? modifier.defaultContext ?? ""
            if modifier.name == legacyModeModifier {
                key.append(modifier.contextNames.firstIndex(of: context) ?? -1)
            } else {
                key.append(contextClasses[position][context] ?? -1)
            }
        }
        return key
    }

    /// Per modifier, each context's class: contexts whose sources are the same trees share one.
    /// Origins alone do not tell (two `$ref`s into one file name the file), so contexts with
    /// the same origins and sizes are compared whole.
    private lazy var contextClasses: [[String: Int]] = modifiers.map { modifier in
        var classes: [[String]: [(class: Int, sources: [TokenSource])]] = [:]
        var count = 0
        var result: [String: Int] = [:]
        for context in modifier.contextNames {
            let sources = modifier.contexts[context] ?? []
            let signature = sources.flatMap { [$0.origin, String($0.tree.count)] }
            if let known = classes[signature]?.first(where: { Self.same($0.sources, sources) }) {
                result[context] = known.class
            } else {
                classes[signature, default: []].append((count, sources))
                result[context] = count
                count += 1
            }
        }
        return result
    }

    private static func same(_ lhs: [TokenSource], _ rhs: [TokenSource]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { same($0.tree, $1.tree) }
    }

    private static func same(_ lhs: JSONObject, _ rhs: JSONObject) -> Bool {
        lhs.count == rhs.count
            && zip(lhs.members, rhs.members).allSatisfy {
                $0.key == $1.key && $0.keyPosition == $1.keyPosition && same($0.value, $1.value)
            }
    }

    private static func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        guard lhs.position == rhs.position else { return false }
        switch (lhs.kind, rhs.kind) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let a), .object(let b)): return same(a, b)
        default: return false
        }
    }

    // MARK: Resolving

    /// Like ``resolve(_:into:each:)``, also returning the merged document's token ids by source
    /// offset: when every token resolved, the index of the tokens `body` was handed, in that
    /// order (the theme matrix of a project without modifiers keeps it rather than hashing every id again).
    package func resolveKeepingIndex<Collector>(
        _ input: ResolverInput, into collector: inout Collector, each body: (inout Collector, consuming ResolvedToken) -> Void
    ) -> (unresolved: [String], index: StringIndex) {
        let resolver = makeResolver(for: input)
        resolver.resolveAll(into: &collector) { collector, offset, value in
            body(&collector, resolver.resolvedToken(offset, value: value))
        }
        return (resolver.unresolvedTokenIDs(), resolver.tokenIndex)
    }

    /// Resolves every token of one permutation for its diagnostics only, without
    /// building the resolved values for the caller; returns how many tokens resolved.
    public func check(_ input: ResolverInput) -> Int {
        checkCounts(input).resolved
    }

    /// Resolves every token of one permutation like ``check(_:)``; returns how many tokens
    /// the permutation read (resolved or not) and how many of them resolved. This is what
    /// `tessera validate` needs, and it saves a copy of every token.
    public func checkCounts(_ input: ResolverInput) -> (read: Int, resolved: Int) {
        checkCounts(input) { _ in }
    }

    /// ``checkCounts(_:)``, handing `body` the definitions the permutation read, for checks of
    /// the tokens' names and places that need no values (`tessera validate`'s Swift names).
    public func checkCounts(_ input: ResolverInput, definitions body: ([TokenDefinition]) -> Void) -> (read: Int, resolved: Int) {
        let resolver = makeResolver(for: input)
        let resolved = resolver.checkAll()
        body(resolver.document.tokens)
        return (resolver.document.tokens.count, resolved)
    }

    /// Merges the sources this input selects, reads the result and resolves every token.
    public func resolve(_ input: ResolverInput) -> ResolvedTokenSet {
        let resolver = makeResolver(for: input)
        var tokens: [ResolvedToken] = []
        tokens.reserveCapacity(resolver.document.tokens.count)
        resolver.resolveAll(into: &tokens) { $0.append(resolver.resolvedToken($1, value: $2)) }
        return ResolvedTokenSet(
            input: input.selections.map { ($0.modifier, $0.context) }, tokens: tokens,
            unresolvedTokenIDs: resolver.unresolvedTokenIDs(), leftOutTokenIDs: resolver.leftOutTokenIDs())
    }

    /// Resolves one permutation like ``resolve(_:)``, handing each token to `body` in source
    /// order instead of collecting them: a caller that keeps tokens in its own storage moves
    /// them there without a second array. Returns the ids of the tokens that did not resolve.
    @discardableResult
    public func resolve(_ input: ResolverInput, each body: (consuming ResolvedToken) -> Void) -> [String] {
        var nothing: Void = ()
        return resolve(input, into: &nothing) { _, token in body(token) }
    }

    /// Resolves one permutation like ``resolve(_:each:)``, and returns also the ids of the tokens it
    /// left out (rule 1), a part of those that did not resolve.
    package func resolveNotingLeftOut(
        _ input: ResolverInput, each body: (consuming ResolvedToken) -> Void
    ) -> (unresolved: [String], leftOut: [String]) {
        let resolver = makeResolver(for: input)
        var nothing: Void = ()
        resolver.resolveAll(into: &nothing) { _, offset, value in body(resolver.resolvedToken(offset, value: value)) }
        return (resolver.unresolvedTokenIDs(), resolver.leftOutTokenIDs())
    }

    /// Resolves one permutation like ``resolve(_:each:)``, with the caller's storage passed to
    /// `body` rather than captured by it. Returns the ids of the tokens that did not resolve.
    @discardableResult
    public func resolve<Collector>(
        _ input: ResolverInput, into collector: inout Collector, each body: (inout Collector, consuming ResolvedToken) -> Void
    ) -> [String] {
        let resolver = makeResolver(for: input)
        resolver.resolveAll(into: &collector) { collector, offset, value in
            body(&collector, resolver.resolvedToken(offset, value: value))
        }
        return resolver.unresolvedTokenIDs()
    }

    /// Resolves every token of one permutation for its diagnostics only, like ``check(_:)``;
    /// returns the ids of the tokens it read and of those that did not resolve.
    package func checkIDs(_ input: ResolverInput) -> (read: [String], unresolved: [String]) {
        let resolver = makeResolver(for: input)
        _ = resolver.checkAll()
        return (resolver.document.tokens.map(\.id), resolver.unresolvedTokenIDs())
    }

    /// Resolves one permutation, handing `body` the id, position and value of each token that
    /// resolved, in source order. A runtime table that keeps only those uses this rather than
    /// ``resolve(_:into:each:)``: building each whole ``ResolvedToken`` (and freeing it) would
    /// retain and release everything a definition holds.
    public func resolveValues<Collector>(
        _ input: ResolverInput, into collector: inout Collector, each body: (inout Collector, ResolvedTokenValue) -> Void
    ) {
        let resolver = makeResolver(for: input)
        resolver.resolveAll(into: &collector) { collector, offset, value in
            body(&collector, resolver.resolvedTokenValue(offset, value: value))
        }
    }

    /// Roughly how many tokens a permutation has, to size storage once.
    public var estimatedTokenCount: Int { tokenEstimate }

    /// Merges the sources this input selects and reads the result, ready to resolve.
    private func makeResolver(for input: ResolverInput) -> TokenResolver {
        var trees: [JSONObject] = []
        var origins: [String] = []
        var modifierPosition = 0
        for step in steps {
            switch step {
            case .set(_, let sources):
                trees.append(contentsOf: sources.map(\.tree))
                origins.append(contentsOf: sources.map(\.origin))
            case .modifier(let modifier):
                defer { modifierPosition += 1 }
                guard let context = input.context(ofModifierAt: modifierPosition, in: modifiers) ?? modifier.defaultContext else { continue }
                trees.append(contentsOf: (modifier.contexts[context] ?? []).map(\.tree))
                origins.append(contentsOf: (modifier.contexts[context] ?? []).map(\.origin))
            }
        }
        let merged = trees.count == 1 ? trees[0] : TokenMerger.merge(trees)
        var parser = TokenTreeParser(
            root: merged, options: options, diagnostics: diagnostics, expectedTokenCount: tokenEstimate)
        var document = parser.parse()
        if let legacy = legacyModeModifier, let position = modifiers.firstIndex(where: { $0.name == legacy }),
            let mode = input.context(ofModifierAt: position, in: modifiers) ?? modifiers[position].defaultContext,
            mode != legacyBase
        {
            applyLegacyMode(mode, to: &document)
        }
        return TokenResolver(
            document: document, options: options, diagnostics: diagnostics, elsewhere: elsewhere(for: input),
            madeByModule: tokenModules.isEmpty ? { _ in nil } : { [tokenModules] id in Self.scriptModule(naming: id, among: tokenModules) },
            scope: Self.describeScope(origins: origins, input: input, hasModifiers: !self.modifiers.isEmpty))
    }

    /// "tokens.json", or "the 4 sources merged for theme=dark (a.json, b.json, …)".
    static func describeScope(origins: [String], input: ResolverInput, hasModifiers: Bool) -> String {
        let files = Array(uniqued(origins))
        let listed = files.prefix(4).joined(separator: ", ") + (files.count > 4 ? ", …" : "")
        if files.count == 1, !hasModifiers { return files[0] }
        let permutation = hasModifiers ? " for \(input)" : ""
        return "the \(origins.count) sources merged\(permutation) (\(listed))"
    }

    // MARK: Legacy $extensions.mode

    /// The context of the synthesized modifier that keeps each token's own `$value`.
    public static let legacyBaseContext = "."

    /// Tokens with `$extensions.mode` (the pre-resolver way to write modes) make a modifier of their own.
    /// - Parameter base: The mode each token's own `$value` is in, when its importer knows (`light`): the
    ///   name of the context that keeps it, unless a token names that mode too.
    private func detectLegacyModes(base: String?) {
        var names: [String] = []
        var seen: Set<String> = []
        func visit(_ object: JSONObject) {
            if object.contains("$value") {
                for member in object["$extensions"]?.objectValue?["mode"]?.objectValue?.members ?? [] where seen.insert(member.key).inserted {
                    names.append(member.key)
                }
                return
            }
            for member in object.members where !member.key.isReservedName {
                if let child = member.value.objectValue { visit(child) }
            }
        }
        for step in steps {
            switch step {
            case .set(_, let sources): sources.forEach { visit($0.tree) }
            case .modifier(let modifier): modifier.contexts.values.forEach { $0.forEach { visit($0.tree) } }
            }
        }
        guard !names.isEmpty else { return }
        if let base, !names.contains(base) { legacyBase = base }
        // Modes that a `mode` modifier already has (`colors.dark.json` beside `darkValue` members)
        // are that modifier's: one dark mode, not a second axis crossing the first.
        let joined = modifiers.first { $0.name == "mode" }.map { existing in names.allSatisfy(existing.contextNames.contains) } ?? false
        let name = joined ? "mode" : modifiers.contains { $0.name == "mode" } ? "legacy-mode" : "mode"
        let reading =
            joined
            ? "read in the contexts of modifier \"mode\" they name"
            : "read as modifier \"\(name)\" whose context \"\(legacyBase)\" keeps each $value"
        diagnostics.emit(
            .note, .legacyModeExtension, "tokens use $extensions.mode (\(names.joined(separator: ", "))); \(reading)",
            at: nil, fixIt: "move each mode into a context of a resolver document modifier")
        legacyModeModifier = name
        guard !joined else { return }
        modifiers.append(
            Modifier(
                name: name, description: "From $extensions.mode", contextNames: [legacyBase] + names,
                defaultContext: legacyBase, contexts: [:], position: nil))
    }

    private func applyLegacyMode(_ mode: String, to document: inout TokenDocument) {
        for offset in document.tokens.indices {
            guard let value = document.tokens[offset].extensions?.objectValue?["mode"]?.objectValue?[mode] else { continue }
            document.tokens[offset].value = value
        }
    }

    // MARK: Hints for broken references

    /// Where a token id is defined among the sources this input does not select: the first place
    /// (in resolution order) whose context the input does not choose. A modifier has thousands of
    /// contexts at most, and almost always the first or second place qualifies.
    private func elsewhere(for input: ResolverInput) -> (String) -> String? {
        guard steps.contains(where: { if case .modifier = $0 { true } else { false } }) || !unusedSets.isEmpty || !scriptModules.isEmpty
        else {
            return { _ in nil }
        }
        return { [self] id in
            if let place = placesOfTokens[id]?.first(where: { place in place.modifier.map { input[$0] != place.context } ?? true }) {
                return "\(id) is defined in \(place.description)"
            }
            return Self.scriptModule(naming: id, among: scriptModules).map {
                "\(id) may be made by \($0), a JavaScript module: Style Dictionary runs such modules, Tessera reads JSON and YAML token files only"
            }
        }
    }

    /// The JavaScript module among `modules` whose folder or file name is the first segment of `id`
    /// (`spacing.75` → `global/spacing/tokens.js`), if any.
    private static func scriptModule(naming id: String, among modules: [String]) -> String? {
        guard let first = id.split(separator: ".").first.map({ $0.lowercased() }) else { return nil }
        return modules.first { path in
            let parts = path.lowercased().split(separator: "/")
            let base = parts.last.map { $0.split(separator: ".").first.map(String.init) ?? "" } ?? ""
            return base == first || parts.dropLast().contains { $0 == first }
        }
    }

    /// Where each token id is defined: in which context of which modifier (in resolution order),
    /// then in which set that resolutionOrder does not use. Built once, so a modifier with
    /// thousands of contexts costs linear time, not a walk of every context per permutation.
    private lazy var placesOfTokens: [String: [TokenPlace]] = collectPlacesOfTokens()

    private func collectPlacesOfTokens() -> [String: [TokenPlace]] {
        var result: [String: [TokenPlace]] = [:]
        func collect(_ object: JSONObject, prefix: String, place: TokenPlace) {
            for member in object.members where !member.key.isReservedName || member.key == "$root" {
                guard let child = member.value.objectValue else { continue }
                let id = prefix.isEmpty ? member.key : prefix + "." + member.key
                if TokenMerger.isToken(child) {
                    if result[id]?.last != place { result[id, default: []].append(place) }
                } else {
                    collect(child, prefix: id, place: place)
                }
            }
        }
        for step in steps {
            guard case .modifier(let modifier) = step else { continue }
            for context in modifier.contextNames {
                let place = TokenPlace(
                    modifier: modifier.name, context: context,
                    description: "context \"\(context)\" of modifier \"\(modifier.name)\", which this permutation does not select")
                for source in modifier.contexts[context] ?? [] { collect(source.tree, prefix: "", place: place) }
            }
        }
        for set in unusedSets {
            let place = TokenPlace(
                modifier: nil, context: set.name, description: "set \"\(set.name)\", \(unusedSetReason)")
            for source in set.sources { collect(source.tree, prefix: "", place: place) }
        }
        return result
    }
}

/// A source that defines a token: a modifier's context, or (without a modifier) an unused set.
private struct TokenPlace: Equatable {
    var modifier: String?
    var context: String
    var description: String
}

/// The distinct elements of a sequence in first-seen order.
private func uniqued(_ items: [String]) -> [String] {
    var seen: Set<String> = []
    return items.filter { seen.insert($0).inserted }
}
