import Foundation

/// Resolves every token of one merged document: follows alias chains of any
/// depth (iteratively, so a long chain cannot exhaust the stack), resolves
/// references inside composite values, detects cycles and names every member,
/// and checks each value against the type its use site requires.
final class TokenResolver {
    let document: TokenDocument
    let options: ReadingOptions
    let diagnostics: DiagnosticEngine
    /// Where tokens not present in this permutation are defined (id → "set base"),
    /// so a broken reference can say "it exists, but in a source that is not selected".
    let elsewhere: [String: String]

    /// The tokens' ids by offset; see ``index``.
    @exclusivity(unchecked) private var builtIndex: StringIndex
    /// Set when the index is built by whichever thread first needs it (see ``resolveAhead(alongside:each:)``).
    @exclusivity(unchecked) private var pendingIndex: SharedIndex?

    /// The tokens' ids by offset. Built in `init`, or, when resolving is shared with another
    /// core, fetched from ``pendingIndex`` on first use.
    private var index: StringIndex {
        _read {
            if pendingIndex != nil { adoptIndex() }
            yield builtIndex
        }
    }

    @inline(never)
    private func adoptIndex() {
        builtIndex = pendingIndex!.value
        pendingIndex = nil
    }
    // The resolver runs on one thread and never re-enters these while modifying them; the
    // run-time exclusivity checks on them cost as much as a tenth of resolving.
    @exclusivity(unchecked) private var states: [State]
    /// Tokens currently being resolved, innermost last, for cycles that pass through composite values.
    @exclusivity(unchecked) private var stack: [Int] = []
    /// Nesting of references inside composite values (an alias chain costs nothing here).
    @exclusivity(unchecked) private var nesting = 0
    /// Storage for the next alias chain.
    @exclusivity(unchecked) private var spareChain: [Int] = []
    private let maxNesting = 200
    private var lowercasedIndex: [String: String]?
    /// The document's group ids, made a set when a broken reference first needs it.
    private lazy var knownGroups = Set(document.groupIDs)
    /// Literal values parsed on another core, taken over when this resolver reaches their tokens.
    @exclusivity(unchecked) private var ahead: ParsedAhead?
    /// How many values parsed ahead this resolver took over (tests check that the path they compare was taken).
    @exclusivity(unchecked) private(set) var valuesTakenOver = 0
    /// Set on a helper that parses literals ahead: it looks up no reference (see ``parseAhead(_:)``).
    private let refusesReferences: Bool
    /// Whether a helper's current value needed a reference it could not settle (and so is left to the ordinary pass).
    @exclusivity(unchecked) private var neededReference = false
    /// On a helper: the token whose value it is parsing ahead.
    @exclusivity(unchecked) private var parsingAhead = 0
    /// On a helper: tokens referenced from values parsed ahead, by offset (see ``settledValue(of:)``).
    @exclusivity(unchecked) private var settledValues: [SettledValue?] = []
    /// On a helper: how deeply ``settledValue(of:)`` is nested.
    @exclusivity(unchecked) private var settlingDepth = 0
    /// On a helper: the latest token that reports when resolved among those the value being
    /// parsed (or settled) refers to, directly or not; -1 for none.
    @exclusivity(unchecked) private var latestReporter = -1
    /// The token whose turn it is in the ordinary pass: every token before it is resolved.
    @exclusivity(unchecked) private var turn = 0

    /// What a helper found a referenced token's value to be.
    private struct SettledValue {
        /// `nil` when the helper cannot tell (a reference it does not follow, a failure, a cycle).
        var value: TokenValue?
        /// The latest token that reports when resolved, among this one, its alias chain and
        /// what its value refers to; -1 for none.
        var latestReporter: Int
        static let unknown = SettledValue(value: nil, latestReporter: .max)
    }

    enum State {
        case pending
        case resolving
        case resolved(TokenValue, aliasOf: String?)
        case failed
    }

    /// Where references were looked for, for messages ("the 3 files merged for theme=dark").
    let scope: String

    /// - Parameter indexesLater: Whether the id index is left to whichever thread first needs
    ///   it: the other core builds it first thing when resolving is shared (see ``resolveAhead(alongside:each:)``).
    init(
        document: TokenDocument, options: ReadingOptions, diagnostics: DiagnosticEngine,
        elsewhere: [String: String] = [:], scope: String = "the merged sources", indexesLater: Bool = false
    ) {
        self.scope = scope
        self.document = document
        self.options = options
        self.diagnostics = diagnostics
        self.elsewhere = elsewhere
        self.states = Array(repeating: .pending, count: document.tokens.count)
        self.refusesReferences = false
        if indexesLater {
            builtIndex = StringIndex()
            pendingIndex = SharedIndex(tokens: document.tokens)
        } else {
            builtIndex = SharedIndex.make(document.tokens)
        }
    }

    /// A document's id index, built once, by whichever thread asks first; the other waits for it.
    final class SharedIndex: @unchecked Sendable {
        private let lock = NSLock()
        private let tokens: [TokenDefinition]
        private var built: StringIndex?

        init(tokens: [TokenDefinition]) {
            self.tokens = tokens
        }

        var value: StringIndex {
            lock.withLock {
                if let built { return built }
                let made = Self.make(tokens)
                built = made
                return made
            }
        }

        static func make(_ tokens: [TokenDefinition]) -> StringIndex {
            var index = StringIndex(minimumCapacity: tokens.count)
            // By index: iterating the tokens would copy each definition (and retain all it holds).
            for offset in tokens.indices {
                index.insert(tokens[offset].id, offset)
            }
            return index
        }
    }

    // MARK: Two cores

    /// Literal values a helper parsed ahead, by token, with the reports each one made.
    private struct ParsedAhead {
        struct Entry {
            var value: TokenValue
            var reports: Range<Int>
            /// See ``TokenResolver/latestReporter``: the value may be taken only once that token is resolved.
            var latestReporter: Int32
        }
        var entries: [Entry?]
        /// For a token whose value is an alias: the token it names, or -1.
        var aliasTargets: [Int32]
        var reports: [DiagnosticEngine.RecordedReport]
    }

    /// A helper over the same document and index that reports into `diagnostics` and
    /// parses literals only (see ``parseAhead(_:)``).
    private init(helping other: TokenResolver, diagnostics: DiagnosticEngine) {
        scope = other.scope
        document = other.document
        options = other.options
        self.diagnostics = diagnostics
        elsewhere = other.elsewhere
        // Not `other.index`: that would build a pending index here, on the calling thread.
        builtIndex = other.builtIndex
        pendingIndex = other.pendingIndex
        states = []
        refusesReferences = true
    }

    /// Resolves every token on two cores, calling `each` with every token, in order, on the calling
    /// thread, while `work` runs on the other core. Returns what `work` returned.
    ///
    /// This resolver resolves runs of tokens from the front, in source order, as one thread
    /// would. A helper takes runs from the back until the two meet, and parses the values among
    /// them that are the same, with the same reports, whenever they are parsed: literals, and
    /// composites whose references it can settle (see ``settledValue(of:)``). Aliases, and other
    /// values that refer to tokens, are left to this resolver, because where their diagnostics
    /// fall depends on the order (a cycle is reported where it is entered). When this resolver
    /// later reaches a token parsed ahead, at the moment it would have parsed it, it takes the
    /// value and replays the token's reports there; so the diagnostics are those of one thread,
    /// in the same order.
    ///
    /// The helper hands its values over as soon as the ends meet and only then runs `work`, so
    /// `work` overlaps the part this thread resolves alone.
    func resolveAhead<Extra>(alongside work: () -> Extra, each: (Int) -> Void) -> Extra {
        let helper = TokenResolver(helping: self, diagnostics: diagnostics.recorder(summarizing: true))
        let count = document.tokens.count
        let claims = TokenClaims(count: count)
        func resolveFront() {
            while let run = claims.fromFront() {
                for offset in run { each(offset) }
            }
        }
        func parseBack(stoppingAt limit: Int = 0) -> ParsedAhead {
            var parsed = ParsedAhead(
                entries: Array(repeating: nil, count: count), aliasTargets: Array(repeating: -1, count: count), reports: [])
            while let run = claims.fromBack(stoppingAt: limit) {
                for offset in run { helper.parseAhead(offset, into: &parsed) }
            }
            parsed.reports = helper.diagnostics.takeRecordedReports()
            return parsed
        }
        func resolveBack(_ parsed: consuming ParsedAhead) {
            ahead = parsed
            for offset in claims.frontCount..<count {
                turn = offset
                each(offset)
            }
        }
        // On the other core, the id index comes first (when it is left to be built): the front
        // needs it at its first alias, and builds it itself if it gets there first.
        if options.resolvesAheadInTurn {
            _ = helper.index
            let parsed = parseBack(stoppingAt: count / 2)
            let extra = work()
            resolveFront()
            resolveBack(parsed)
            return extra
        }
        let handoff = Handoff<ParsedAhead>()
        // The front part and the back call the caller's `each`, so they stay on the calling thread.
        return ParallelWork.both(
            here: {
                resolveFront()
                // Once the ends have met, nothing more is claimed. If the helper claimed runs, it
                // is parsing them on another thread now (this one only runs it after this closure),
                // so waiting for them cannot block; if it claimed none, there is nothing to wait for.
                resolveBack(claims.frontCount < count ? handoff.wait() : ParsedAhead(entries: [], aliasTargets: [], reports: []))
            },
            elsewhere: {
                _ = helper.index
                handoff.put(parseBack())
                return work()
            }
        ).1
    }

    /// On a helper: records the value of token `offset` with the reports it made or, for an
    /// alias, the token it names. Nothing is recorded for a value with a reference the helper
    /// cannot settle, one that fails, or an alias that does not simply name a token (left to
    /// the ordinary pass).
    private func parseAhead(_ offset: Int, into parsed: inout ParsedAhead) {
        guard wholeValueReferenceIsAbsent(offset) else {
            if let text = document.tokens[offset].value.stringValue, let target = tokenNamed(byAlias: text) {
                parsed.aliasTargets[offset] = Int32(truncatingIfNeeded: target)
            }
            return
        }
        let start = diagnostics.recordedCount
        neededReference = false
        parsingAhead = offset
        latestReporter = -1
        guard let value = parseOwnValue(of: offset), !neededReference else {
            diagnostics.discardRecorded(after: start)
            return
        }
        parsed.entries[offset] = ParsedAhead.Entry(
            value: value, reports: start..<diagnostics.recordedCount, latestReporter: Int32(truncatingIfNeeded: latestReporter))
    }

    /// On a helper: the value of token `target`, referenced from inside the value being parsed
    /// ahead, when one thread would find the same value and make the same reports there.
    ///
    /// One thread resolves tokens in order, so the tokens before the one whose turn it is are
    /// resolved, their reports made; a later one is resolved where it is first needed, and
    /// reports there. So a value parsed here may be taken over only at a turn after every token
    /// it depends on that reports (``latestReporter``, checked again when it is taken, since a
    /// value can be needed before its own turn); tokens that report nothing may be resolved
    /// whenever. The target's alias chain must end in a literal that needs no unsettled
    /// reference, and take its value without a type problem; anything else is left to the
    /// ordinary pass (``neededReference``).
    private func settledValue(of target: Int) -> TokenValue? {
        if settledValues.isEmpty { settledValues = Array(repeating: nil, count: document.tokens.count) }
        let settled: SettledValue
        if let known = settledValues[target] {
            settled = known
        } else {
            // Marked first: a cycle back to this token finds it unknown rather than recursing.
            settledValues[target] = .unknown
            settled = settle(target)
            settledValues[target] = settled
        }
        guard let value = settled.value, settled.latestReporter < parsingAhead else {
            neededReference = true
            return nil
        }
        latestReporter = max(latestReporter, settled.latestReporter)
        return value
    }

    /// Resolves token `target` on a helper for ``settledValue(of:)``; what it reports is dropped.
    private func settle(_ target: Int) -> SettledValue {
        let start = diagnostics.recordedCount
        let outerNeededReference = neededReference
        let outerLatestReporter = latestReporter
        settlingDepth += 1
        defer {
            settlingDepth -= 1
            diagnostics.discardRecorded(after: start)
            neededReference = outerNeededReference
            latestReporter = outerLatestReporter
        }
        guard settlingDepth <= 8 else { return .unknown }
        var chain: [Int] = []
        var current = target
        while !wholeValueReferenceIsAbsent(current) {
            guard chain.count < 16, let text = document.tokens[current].value.stringValue,
                let next = tokenNamed(byAlias: text), next != target, !chain.contains(next)
            else { return .unknown }
            chain.append(current)
            current = next
        }
        neededReference = false
        latestReporter = -1
        guard let value = parseOwnValue(of: current), !neededReference else { return .unknown }
        // The checks `finish` makes along a chain: any of them reports, or fails the chain.
        for hop in chain {
            if let declared = document.tokens[hop].explicitType {
                if declared != value.type { return .unknown }
            } else if let groupType = document.tokens[hop].groupType, groupType != value.type {
                return .unknown
            }
        }
        // What the literal's own reading reported (references settled inside it dropped theirs).
        let reported = diagnostics.recordedCount > start ? current : -1
        return SettledValue(value: value, latestReporter: max(reported, latestReporter))
    }

    /// The value of token `offset` if a helper parsed it ahead: its reports are made here and
    /// now, and the token is recorded as resolved, as parsing it here would have done.
    /// `nil` when it was not parsed ahead, or when a report the helper only summarized would be kept in full here.
    private func takeParsedAhead(_ offset: Int) -> TokenValue? {
        // Read in place: binding `ahead` would copy (and retain) its arrays for every token.
        guard let entry = ahead?.entries[offset], Int(entry.latestReporter) < turn, let reports = ahead?.reports[entry.reports]
        else { return nil }
        for report in reports where report.isSummary && !diagnostics.onlyCounts(report.code) { return nil }
        diagnostics.replay(reports)
        valuesTakenOver += 1
        states[offset] = .resolved(entry.value, aliasOf: nil)
        return entry.value
    }

    /// The value of token `offset` when it is an alias whose target a helper found and whose
    /// target's value is settled: resolved already, or parsed ahead (taken over here, as the
    /// chain below would). `nil` leaves every other case to the chain, which gives the same
    /// result with less bookkeeping; this path is most of what the back part of a shared
    /// resolve does for aliases.
    private func takeAliasAhead(_ offset: Int) -> TokenValue? {
        // Read in place: binding `ahead` would copy (and retain) its arrays.
        guard let found = ahead?.aliasTargets[offset], found >= 0, Int(found) != offset else { return nil }
        let target = Int(found)
        let value: TokenValue
        switch states[target] {
        case .resolved(let resolved, _): value = resolved
        case .pending:
            guard let parsed = takeParsedAhead(target) else { return nil }
            value = parsed
        case .resolving, .failed: return nil
        }
        return finish(CollectionOfOne(offset), value: value, terminal: target)
    }

    /// Resolves every token for its diagnostics only; returns how many resolved.
    func checkAll() -> Int {
        var count = 0
        for offset in document.tokens.indices where resolve(offset) != nil { count += 1 }
        return count
    }

    /// Resolves every token, handing the offset and value of each that resolved to `body` with
    /// `collector`, in source order, as it is made (a caller's storage passed along, rather than
    /// captured, is not boxed and checked at each use).
    func resolveAll<Collector>(into collector: inout Collector, each body: (inout Collector, Int, consuming TokenValue) -> Void) {
        for offset in document.tokens.indices {
            if let value = resolve(offset) { body(&collector, offset, value) }
        }
    }

    /// Resolves every token like ``resolveAll(into:each:)``, on two cores (see ``resolveAhead(alongside:each:)``);
    /// `body` is called on the calling thread, in order.
    func resolveAllAhead<Extra, Collector>(
        alongside work: () -> Extra, into collector: inout Collector, each body: (inout Collector, Int, consuming TokenValue) -> Void
    ) -> Extra {
        resolveAhead(alongside: work) { offset in
            if let value = resolve(offset) { body(&collector, offset, value) }
        }
    }

    /// Token `offset`, resolved to `value`, with only its id and position.
    func resolvedTokenValue(_ offset: Int, value: consuming TokenValue) -> ResolvedTokenValue {
        // Fields are read in place: copying the whole definition would retain all it holds.
        let (id, position) = document.tokens.withUnsafeBufferPointer { ($0[offset].id, $0[offset].position) }
        return ResolvedTokenValue(id: id, position: position, value: value)
    }

    /// Token `offset`, resolved to `value`, as a whole ``ResolvedToken``.
    func resolvedToken(_ offset: Int, value: TokenValue) -> ResolvedToken {
        let aliasOf = aliasTarget(of: offset)
        // Fields are read in place: copying the whole definition would also retain its JSON value.
        return document.tokens.withUnsafeBufferPointer { tokens in
            ResolvedToken(
                id: tokens[offset].id, groupPath: tokens[offset].groupPath, name: tokens[offset].name,
                type: value.type, value: value, description: tokens[offset].description,
                isDeprecated: tokens[offset].isDeprecated, deprecationMessage: tokens[offset].deprecationMessage,
                extensions: tokens[offset].extensions, aliasOf: aliasOf, position: tokens[offset].position)
        }
    }

    /// The token a resolved token aliases, read in place (copying the state would copy its value).
    private func aliasTarget(of offset: Int) -> String? {
        states.withUnsafeBufferPointer { states in
            guard case .resolved(_, let target) = states[offset] else { return nil }
            return target
        }
    }

    // MARK: Whole tokens

    /// The value of token `offset`, resolving it (and its alias chain) on first use.
    func resolve(_ offset: Int) -> TokenValue? {
        switch states[offset] {
        case .resolved(let value, _): return value
        case .failed: return nil
        case .resolving:
            reportCycle(startingAt: offset)
            return nil
        case .pending: break
        }
        if ahead != nil {
            if let value = takeParsedAhead(offset) { return value }
            if let value = takeAliasAhead(offset) { return value }
        }

        // Most tokens are literals: resolve them without the alias-chain bookkeeping.
        if wholeValueReferenceIsAbsent(offset) {
            states[offset] = .resolving
            stack.append(offset)
            defer { stack.removeLast() }
            return resolveLiteral(offset, chain: CollectionOfOne(offset))
        }

        // The chain's storage is reused from one alias to the next (a nested resolve takes a new one).
        var chain = spareChain
        spareChain = []
        chain.removeAll(keepingCapacity: true)
        chain.append(offset)
        states[offset] = .resolving
        stack.append(offset)
        defer {
            stack.removeLast(chain.count)
            spareChain = chain
        }

        var current = offset
        while true {
            if document.tokens[current].value.isNull { return fail(chain) }
            guard let reference = wholeValueReference(of: current) else { break }
            switch reference {
            case .failed:
                return fail(chain)
            case .token(let target):
                switch states[target] {
                case .resolved(let value, _):
                    return finish(chain, value: value, terminal: target)
                case .failed:
                    return fail(chain)
                case .resolving:
                    reportCycle(startingAt: target)
                    return fail(chain)
                case .pending:
                    if ahead != nil, let value = takeParsedAhead(target) {
                        return finish(chain, value: value, terminal: target)
                    }
                    chain.append(target)
                    stack.append(target)
                    states[target] = .resolving
                    current = target
                }
            case .value(let json):
                let definition = document.tokens[current]
                let type = definition.declaredType ?? inferType(of: json, tokenID: definition.id, at: definition.value.position)
                guard let type, let value = parse(json, as: type, site: UseSite(tokenID: definition.id)) else {
                    return fail(chain)
                }
                return finish(chain, value: value, terminal: nil)
            }
        }

        return resolveLiteral(current, chain: chain)
    }

    private func wholeValueReferenceIsAbsent(_ offset: Int) -> Bool {
        let value = document.tokens[offset].value
        switch value.kind {
        case .string(let text): return !AliasSyntax.looksLikeAlias(text)
        case .object(let object): return !object.contains("$ref")
        case .null: return false
        default: return true
        }
    }

    /// Parses the literal value of the last token of `chain` and records it for the whole chain.
    private func resolveLiteral(_ current: Int, chain: some BidirectionalCollection<Int>) -> TokenValue? {
        guard let value = parseOwnValue(of: current) else { return fail(chain) }
        return finish(chain, value: value, terminal: nil)
    }

    /// Parses token `offset`'s own `$value` as its declared type or, outside strict mode, the
    /// type its value shows (reported); `nil` after reporting why not.
    private func parseOwnValue(of offset: Int) -> TokenValue? {
        // Fields are read in place: copying the definition would retain all it holds.
        document.tokens.withUnsafeBufferPointer { tokens -> TokenValue? in
            let type = tokens[offset].declaredType
                ?? inferType(of: tokens[offset].value, tokenID: tokens[offset].id, at: tokens[offset].position)
            guard let type else { return nil }
            return parse(tokens[offset].value, as: type, site: UseSite(tokenID: tokens[offset].id))
        }
    }

    /// Records `value` for every token of an alias chain, checking each one's declared type.
    private func finish(_ chain: some BidirectionalCollection<Int>, value: TokenValue, terminal: Int?) -> TokenValue? {
        // A literal on its own: it was parsed as its declared type, and aliases nothing.
        // (First, before any copy of the value: a composite value is costly to copy.)
        if chain.count == 1, terminal == nil, let offset = chain.first {
            states[offset] = .resolved(value, aliasOf: nil)
            return value
        }
        var result: TokenValue? = value
        var target = terminal
        for offset in chain.reversed() {
            let explicitType = document.tokens[offset].explicitType
            let groupType = document.tokens[offset].groupType
            let aliasOf = target.map { document.tokens[$0].id }
            if let declared = explicitType, declared != value.type, target != nil || offset != chain.last {
                let definition = document.tokens[offset]
                diagnostics.emit(
                    .error, .referenceTypeMismatch,
                    "token \(definition.id) is declared as \(declared.rawValue) but its reference resolves to a \(value.type.rawValue)",
                    at: definition.value.position, tokenPath: definition.id,
                    notes: aliasOf.map { [("\($0) is defined here", target.map { document.tokens[$0].position }, $0)] } ?? [],
                    fixIt: "reference a \(declared.rawValue) token, or change $type to \"\(value.type.rawValue)\"")
                states[offset] = .failed
                result = offset == chain.first ? nil : result
            } else if explicitType == nil, let groupType, groupType != value.type, aliasOf != nil {
                let definition = document.tokens[offset]
                diagnostics.emit(
                    options.strict ? .error : .warning, .aliasTypeDiffersFromGroup,
                    "token \(definition.id) is in a group of type \(groupType.rawValue) but aliases a \(value.type.rawValue)",
                    at: definition.value.position, tokenPath: definition.id,
                    fixIt: "give the token its own \"$type\": \"\(value.type.rawValue)\", or reference a \(groupType.rawValue)")
                if options.strict {
                    states[offset] = .failed
                    result = offset == chain.first ? nil : result
                } else {
                    states[offset] = .resolved(value, aliasOf: aliasOf)
                }
            } else {
                states[offset] = .resolved(value, aliasOf: aliasOf)
            }
            if case .failed = states[offset] {
                // Tokens earlier in the chain alias a broken token: they fail without a second error.
                for earlier in chain where earlier != offset {
                    if case .resolving = states[earlier] { states[earlier] = .failed }
                }
                return nil
            }
            target = offset
        }
        return result
    }

    private func fail(_ chain: some BidirectionalCollection<Int>) -> TokenValue? {
        for offset in chain { states[offset] = .failed }
        return nil
    }

    /// Reports the cycle that token `offset` closes, once, naming every member.
    private func reportCycle(startingAt offset: Int) {
        guard let start = stack.lastIndex(of: offset) else { return }
        var members = Array(stack[start...])
        // Start the message at the smallest id so the same cycle reads the same from any entry point.
        if let smallest = members.indices.min(by: { document.tokens[members[$0]].id < document.tokens[members[$1]].id }) {
            members = Array(members[smallest...] + members[..<smallest])
        }
        let ids = members.map { document.tokens[$0].id }
        let first = document.tokens[members[0]]
        diagnostics.emit(
            .error, .referenceCycle,
            ids.count == 1
                ? "token \(ids[0]) refers to itself"
                : "circular reference: \(ids.joined(separator: " → ")) → \(ids[0])",
            at: first.value.position, tokenPath: first.id,
            notes: members.map { ("\(document.tokens[$0].id) is part of the cycle", document.tokens[$0].value.position, document.tokens[$0].id) },
            fixIt: "give one of these tokens an explicit value")
        for member in members { states[member] = .failed }
    }

    // MARK: References

    enum Target {
        case token(Int)
        /// A pointer into a value, or into a part of the document that is not a token.
        case value(JSONValue)
        case failed
    }

    /// The reference a token's whole value is, if it is one.
    private func wholeValueReference(of offset: Int) -> Target? {
        if let target = ahead?.aliasTargets[offset], target >= 0 { return .token(Int(target)) }
        let value = document.tokens[offset].value
        if let text = value.stringValue, AliasSyntax.looksLikeAlias(text) {
            return lookupAlias(text, at: value.position, tokenID: document.tokens[offset].id)
        }
        if let object = value.objectValue, let ref = object["$ref"] {
            return lookupPointer(ref, in: object, tokenID: document.tokens[offset].id)
        }
        return nil
    }

    /// The token a well-formed alias names, if it exists: the common case, looked up from the
    /// string's bytes without building the id, and with nothing to report.
    private func tokenNamed(byAlias text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard AliasSyntax.isWellFormed(bytes) else { return nil }
            return index[utf8: UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])]
        }
    }

    func lookupAlias(_ text: String, at position: SourcePosition, tokenID: String) -> Target {
        if let found = tokenNamed(byAlias: text) { return .token(found) }
        // A helper follows only aliases that name a token outright (they report nothing).
        if refusesReferences {
            neededReference = true
            return .failed
        }
        switch AliasSyntax.tokenID(text) {
        case .failure(let failure):
            let reason = switch failure {
            case .empty: "is empty"
            case .emptySegment: "has an empty name between dots"
            case .nestedBrace: "contains a brace inside the reference"
            }
            diagnostics.emit(
                .error, .malformedReference, "reference \(text.truncatedForMessage) \(reason)",
                at: position, tokenPath: tokenID, fixIt: "write a reference as {group.token}")
            return .failed
        case .success(let id):
            if let target = index[id] { return .token(target) }
            if !options.strict, !id.hasSuffix(".$root"), let root = index[id + ".$root"] {
                diagnostics.emit(
                    .warning, .referenceToGroup,
                    "reference \(text) names a group; its $root token was used",
                    at: position, tokenPath: tokenID, fixIt: "write {\(id).$root}")
                return .token(root)
            }
            reportMissing(id: id, written: text, at: position, tokenID: tokenID)
            return .failed
        }
    }

    private func lookupPointer(_ ref: JSONValue, in object: JSONObject, tokenID: String) -> Target {
        if refusesReferences {
            neededReference = true
            return .failed
        }
        guard let text = ref.stringValue else {
            diagnostics.emit(
                .error, .invalidPointer, "$ref must be a string such as \"#/group/token\", not \(ref.kindDescription)",
                at: ref.position, tokenPath: tokenID)
            return .failed
        }
        if object.members.count > 1, object.members.contains(where: { !$0.key.isReservedName }) {
            diagnostics.emit(
                .error, .invalidPointer, "a {\"$ref\": …} reference must not have other members",
                at: ref.position, tokenPath: tokenID)
            return .failed
        }
        return lookupPointer(text, at: ref.position, tokenID: tokenID)
    }

    func lookupPointer(_ text: String, at position: SourcePosition, tokenID: String) -> Target {
        if refusesReferences {
            neededReference = true
            return .failed
        }
        let segments: [String]
        switch JSONPointer.parse(text) {
        case .success(let parsed): segments = parsed
        case .failure(let failure):
            let message = switch failure {
            case .missingHash: "JSON Pointer \"\(text.truncatedForMessage)\" must start with \"#/\" (references to other files are not supported inside tokens)"
            case .notAPointer: "JSON Pointer \"\(text.truncatedForMessage)\" must continue with \"/\" after \"#\""
            case .invalidEscape: "JSON Pointer \"\(text.truncatedForMessage)\" has a \"~\" that is not \"~0\" or \"~1\""
            }
            diagnostics.emit(.error, .invalidPointer, message, at: position, tokenPath: tokenID)
            return .failed
        }
        if segments.isEmpty || segments.contains(where: \.isEmpty) {
            diagnostics.emit(
                .error, .invalidPointer, "JSON Pointer \"\(text)\" has an empty segment",
                at: position, tokenPath: tokenID, fixIt: "remove the doubled or trailing \"/\"")
            return .failed
        }
        // The longest prefix that names a token: what follows points into it.
        for length in stride(from: segments.count, through: 1, by: -1) {
            guard let target = index[segments[..<length].joined(separator: ".")] else { continue }
            let rest = Array(segments[length...])
            if rest.isEmpty { return .token(target) }
            return pointInto(token: target, rest: rest, pointer: text, at: position, tokenID: tokenID)
        }
        // Not a token: a group, some other document member, or nothing.
        var current = JSONValue(.object(document.root), at: .unknown)
        for segment in segments {
            guard let next = child(of: current, segment) else {
                reportMissing(id: segments.joined(separator: "."), written: text, at: position, tokenID: tokenID)
                return .failed
            }
            current = next
        }
        if current.objectValue != nil {
            diagnostics.emit(
                .error, .referenceToGroup, "JSON Pointer \(text) points at a group, not a token",
                at: position, tokenPath: tokenID)
            return .failed
        }
        return .value(current)
    }

    /// Follows the rest of a pointer into a token: `$value/…` into its resolved value, `$type` or `$description` to metadata.
    private func pointInto(token target: Int, rest: [String], pointer: String, at position: SourcePosition, tokenID: String) -> Target {
        let definition = document.tokens[target]
        switch rest[0] {
        case "$value":
            guard let value = resolveNested(target) else { return .failed }
            // Walk the value as written (a single shadow object stays an object), following
            // whole-value aliases; fall back to the canonical form (a legacy "#hex" has components there).
            if let written = walkWritten(from: target, rest.dropFirst()) { return .value(written) }
            var current = value.canonicalJSON(at: position)
            for segment in rest.dropFirst() {
                guard let next = child(of: current, segment) else {
                    diagnostics.emit(
                        .error, .invalidPointer,
                        "JSON Pointer \(pointer) does not exist: the \(value.type.rawValue) value of \(definition.id) has no \"\(segment)\"",
                        at: position, tokenPath: tokenID)
                    return .failed
                }
                current = next
            }
            return .value(current)
        case "$type" where rest.count == 1:
            guard let type = definition.declaredType ?? resolveNested(target)?.type else { return .failed }
            return .value(JSONValue(.string(type.rawValue), at: position))
        case "$description" where rest.count == 1 && definition.description != nil:
            return .value(JSONValue(.string(definition.description ?? ""), at: position))
        default:
            diagnostics.emit(
                .error, .invalidPointer,
                "JSON Pointer \(pointer) goes into token \(definition.id) through \"\(rest[0])\"; point at the token, or into its \"$value\"",
                at: position, tokenPath: tokenID)
            return .failed
        }
    }

    /// The part of a token's written `$value` at `segments`, seen through whole-value aliases.
    private func walkWritten(from target: Int, _ segments: ArraySlice<String>) -> JSONValue? {
        var current = document.tokens[target].value
        var hops = 0
        for segment in segments {
            while let text = current.stringValue, AliasSyntax.looksLikeAlias(text), hops < document.tokens.count,
                case .success(let id) = AliasSyntax.tokenID(text), let next = index[id]
            {
                current = document.tokens[next].value
                hops += 1
            }
            guard let next = child(of: current, segment) else { return nil }
            current = next
        }
        return current
    }

    private func child(of value: JSONValue, _ segment: String) -> JSONValue? {
        switch value.kind {
        case .object(let object):
            return object[segment]
        case .array(let items):
            guard let offset = Int(segment), offset >= 0, offset < items.count, String(offset) == segment else { return nil }
            return items[offset]
        default:
            return nil
        }
    }

    /// Runs `body` one reference level deeper, failing past ``maxNesting`` (pointers into values can chain).
    /// - Parameter position: The reference that goes one level deeper (where an error is reported).
    func withNesting(at position: SourcePosition, tokenID: String, _ body: () -> TokenValue?) -> TokenValue? {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > maxNesting {
            diagnostics.emit(
                .error, .referenceTooDeep, "references nest more than \(maxNesting) levels", at: position, tokenPath: tokenID)
            return nil
        }
        return body()
    }

    /// Resolves a token needed inside another token's value, guarding the nesting depth.
    func resolveNested(_ offset: Int) -> TokenValue? {
        if refusesReferences { return settledValue(of: offset) }
        nesting += 1
        defer { nesting -= 1 }
        if nesting > maxNesting {
            let definition = document.tokens[offset]
            diagnostics.emit(
                .error, .referenceTooDeep,
                "references inside composite values nest more than \(maxNesting) levels at \(definition.id)",
                at: definition.position, tokenPath: definition.id)
            return nil
        }
        return resolve(offset)
    }

    // MARK: Missing targets

    private func reportMissing(id: String, written: String, at position: SourcePosition, tokenID: String) {
        var notes: [(message: String, position: SourcePosition?, tokenPath: String?)] = []
        var fixIt: String?
        if knownGroups.contains(id) {
            let hasRoot = index[id + ".$root"] != nil
            diagnostics.emit(
                .error, .referenceToGroup,
                "reference \(written.truncatedForMessage) names a group, not a token",
                at: position, tokenPath: tokenID,
                fixIt: hasRoot ? "reference the group's own value as {\(id).$root}" : "reference one of the group's tokens")
            return
        }
        if let place = elsewhere[id] {
            notes.append(("\(id) is defined in \(place)", nil, id))
        } else if let near = nearName(to: id) {
            let target = index[near].map { document.tokens[$0].position }
            notes.append(("did you mean \(near)?", target, near))
            fixIt = "replace with {\(near)}"
        }
        diagnostics.emit(
            .error, .unresolvedReference,
            "reference \(written.truncatedForMessage) does not resolve: there is no token \(id.truncatedForMessage)",
            at: position, tokenPath: tokenID, notes: [("looked in \(scope)", nil, nil)] + notes, fixIt: fixIt)
    }

    /// A token id that differs only in case, spacing, or by a small edit.
    private func nearName(to id: String) -> String? {
        if lowercasedIndex == nil {
            var map: [String: String] = [:]
            for token in document.tokens { map[token.id.lowercased(), default: token.id] = token.id }
            lowercasedIndex = map
        }
        let folded = id.lowercased().replacingSpaces()
        if let match = lowercasedIndex?[folded] { return match }
        // Siblings of the missing token that are one or two edits away.
        let parent = id.split(separator: ".").dropLast().joined(separator: ".")
        let candidates = document.tokens.lazy.filter { $0.groupPath.joined(separator: ".") == parent }.map(\.id)
        var best: (String, Int)?
        for candidate in candidates.prefix(2000) {
            let distance = EditDistance.between(candidate, id, limit: 2)
            if distance <= 2, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    // MARK: Types

    /// Outside strict mode, the type of an untyped value whose kind is unambiguous.
    func inferType(of value: JSONValue, tokenID: String, at position: SourcePosition) -> TokenType? {
        if !options.strict, let type = TypeInference.infer(value) {
            diagnostics.emit(
                .warning, .inferredType,
                "token \(tokenID) has no $type; read as \(type.rawValue) from its value",
                at: position, tokenPath: tokenID, fixIt: "add \"$type\": \"\(type.rawValue)\" to the token or its group")
            return type
        }
        diagnostics.emit(
            .error, .missingType,
            "token \(tokenID) has no $type, and none of its groups gives one",
            at: position, tokenPath: tokenID,
            fixIt: options.strict && TypeInference.infer(value) != nil
                ? "add \"$type\": \"\(TypeInference.infer(value)!.rawValue)\" to the token or its group"
                : "add \"$type\" to the token or its group")
        return nil
    }

    /// Parses a literal (or reference) as `type`; see the `TokenResolver+Values` files.
    func parse(_ json: JSONValue, as type: TokenType, site: UseSite) -> TokenValue? {
        ValueParser(resolver: self, site: site).parse(json, as: type)
    }

    /// The token that an id names, if present in this permutation.
    func offset(of id: String) -> Int? { index[id] }

    /// Where a use site is: the token whose value is being read.
    struct UseSite {
        var tokenID: String
    }
}

extension String {
    fileprivate func replacingSpaces() -> String {
        String(filter { $0 != " " })
    }
}

/// Hands out runs of token offsets from both ends of `0..<count` until the ends meet, so two
/// threads share the work however unevenly it is spread over the tokens.
private final class TokenClaims: @unchecked Sendable {
    private let lock = NSLock()
    private var front = 0
    private var back: Int
    /// Tokens per run: short enough to balance the two ends, long enough that the lock is rare.
    private let runLength: Int

    init(count: Int) {
        back = count
        runLength = max(1, min(64, count / 32))
    }

    /// How many tokens the front took: where the back's begin, once the ends have met.
    var frontCount: Int { lock.withLock { front } }

    /// The next run at the front, in order; `nil` once the ends have met.
    func fromFront() -> Range<Int>? {
        lock.withLock {
            guard front < back else { return nil }
            let run = front..<min(front + runLength, back)
            front = run.upperBound
            return run
        }
    }

    /// The next run at the back, none of it below `limit`; `nil` once the ends have met.
    func fromBack(stoppingAt limit: Int = 0) -> Range<Int>? {
        lock.withLock {
            let low = max(front, limit)
            guard low < back else { return nil }
            let run = max(back - runLength, low)..<back
            back = run.lowerBound
            return run
        }
    }
}
