import Foundation
import TesseraDiagnostics
import TesseraSyntax

/// Resolves every token of one merged document: follows alias chains of any
/// depth (iteratively, so a long chain cannot exhaust the stack), resolves
/// references inside composite values, detects cycles and names every member,
/// and checks each value against the type its use site requires.
final class TokenResolver {
    let document: TokenDocument
    let options: ReadingOptions
    let diagnostics: DiagnosticEngine
    /// A note on where a token not present in this permutation is defined ("x is defined in set
    /// base"), so a broken reference can say "it exists, but in a source that is not selected".
    /// Looked up only for broken references, so no permutation pays for an index of every other one.
    let elsewhere: (String) -> String?
    /// The JavaScript module the build reads as a token source that may make a token id missing here.
    let madeByModule: (String) -> String?

    /// The tokens' ids by offset.
    private let index: StringIndex
    /// The tokens' ids by offset in ``document``.
    var tokenIndex: StringIndex { index }
    private var states: [State]
    /// Tokens currently being resolved, innermost last, for cycles that pass through composite values.
    private var stack: [Int] = []
    /// Nesting of references inside composite values (an alias chain costs nothing here).
    private var nesting = 0
    /// Storage for the next alias chain.
    private var spareChain: [Int] = []
    private let maxNesting = 200
    /// Whether the tokens past a deep chain are being resolved ahead, deepest first (``resolveAhead(_:)``).
    private var resolvingAhead = false
    private var lowercasedIndex: [String: String]?
    /// The document's token paths by segment, made when a broken reference first needs it.
    private lazy var pathSuggester = PathSuggester(paths: document.tokens.lazy.map(\.id))
    /// The document's group ids, made a set when a broken reference first needs it.
    private lazy var knownGroups = Set(document.groupIDs)

    enum State {
        case pending
        case resolving
        case resolved(TokenValue, aliasOf: String?)
        case failed
        /// Not resolved, with a warning and no error: its value means nothing in an app (a web
        /// layout's `5vw`). The tokens that refer to it are left out too, each with a warning.
        case leftOut
    }

    /// Set by the value parser when it leaves a value out (with a warning saying why); taken right
    /// after each parse, so it tells about that parse alone.
    var valueWasLeftOut = false
    /// Why the last parse left its value out: a reason of its own, or a left-out token it refers to.
    private var leftOutCause: LeftOutCause?
    /// For each left-out token, the token at the root of its chain (the one with a reason of its own).
    private var leftOutRoot: [Int: Int] = [:]
    /// For each root of a left-out chain, its reason.
    private var leftOutReason: [Int: String] = [:]

    private enum LeftOutCause {
        case reason(String)
        case token(Int)
    }

    /// Called by ``ValueParser/leaveOut(_:reason:message:at:fixIt:)``: the value being parsed is left out for `reason`.
    func markValueLeftOut(reason: String) {
        valueWasLeftOut = true
        leftOutCause = .reason(reason)
    }

    /// Where references were looked for, for messages ("the 3 files merged for theme=dark").
    /// Described only for a broken reference: the description lists the sources, as long as the input.
    private let describeScope: () -> String

    init(
        document: TokenDocument, options: ReadingOptions, diagnostics: DiagnosticEngine,
        elsewhere: @escaping (String) -> String? = { _ in nil }, madeByModule: @escaping (String) -> String? = { _ in nil },
        scope: @escaping @autoclosure () -> String = "the merged sources"
    ) {
        self.describeScope = scope
        self.document = document
        self.options = options
        self.diagnostics = diagnostics
        self.elsewhere = elsewhere
        self.madeByModule = madeByModule
        self.states = Array(repeating: .pending, count: document.tokens.count)
        var index = StringIndex(minimumCapacity: document.tokens.count)
        // By index: iterating the tokens would copy each definition (and retain all it holds).
        for offset in document.tokens.indices {
            index.insert(document.tokens[offset].id, offset)
        }
        self.index = index
    }

    /// Resolves every token for its diagnostics only; returns how many resolved.
    func checkAll() -> Int {
        var count = 0
        for offset in document.tokens.indices where resolve(offset) != nil { count += 1 }
        return count
    }

    /// The ids of the tokens that did not resolve, in source order (after a pass over all of them).
    func unresolvedTokenIDs() -> [String] {
        document.tokens.indices.compactMap { offset in
            if case .resolved = states[offset] { return nil }
            return document.tokens[offset].id
        }
    }

    /// The ids of the tokens left out (rule 1: no value in an app, or referring to such a token),
    /// a part of ``unresolvedTokenIDs()``, in source order (after a pass over all of them).
    func leftOutTokenIDs() -> [String] {
        document.tokens.indices.compactMap { offset in
            if case .leftOut = states[offset] { return document.tokens[offset].id }
            return nil
        }
    }

    /// Resolves every token, handing the offset and value of each that resolved to `body` with
    /// `collector`, in source order, as it is made (a caller's storage passed along, rather than
    /// captured, is not boxed and checked at each use).
    func resolveAll<Collector>(into collector: inout Collector, each body: (inout Collector, Int, consuming TokenValue) -> Void) {
        for offset in document.tokens.indices {
            if let value = resolve(offset) { body(&collector, offset, value) }
        }
    }

    /// Token `offset`, resolved to `value`, with only its id and position.
    func resolvedTokenValue(_ offset: Int, value: consuming TokenValue) -> ResolvedTokenValue {
        // Fields are read in place (the subscript's accessor): the definition is not copied whole.
        let (id, position) = (document.tokens[offset].id, document.tokens[offset].position)
        return ResolvedTokenValue(id: id, position: position, value: value)
    }

    /// Token `offset`, resolved to `value`, as a whole ``ResolvedToken``.
    func resolvedToken(_ offset: Int, value: TokenValue) -> ResolvedToken {
        let aliasOf = aliasTarget(of: offset)
        let tokens = document.tokens
        return ResolvedToken(
            id: tokens[offset].id, groupPath: tokens[offset].groupPath, name: tokens[offset].name,
            type: value.type, value: value, description: tokens[offset].description,
            isDeprecated: tokens[offset].isDeprecated, deprecationMessage: tokens[offset].deprecationMessage,
            extensions: tokens[offset].extensions, aliasOf: aliasOf, position: tokens[offset].position)
    }

    /// The token a resolved token aliases.
    private func aliasTarget(of offset: Int) -> String? {
        guard case .resolved(_, let target) = states[offset] else { return nil }
        return target
    }

    // MARK: Whole tokens

    /// The value of token `offset`, resolving it (and its alias chain) on first use.
    func resolve(_ offset: Int) -> TokenValue? {
        switch states[offset] {
        case .resolved(let value, _): return value
        case .failed, .leftOut: return nil
        case .resolving:
            reportCycle(startingAt: offset)
            return nil
        case .pending: break
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
        // Only a missing target made by a module the build runs leaves the chain out (``reportMissing``).
        valueWasLeftOut = false
        leftOutCause = nil
        while true {
            // A token its reader left out (`modify` beside an alias, a null Style Dictionary value): its own
            // value says why, not its target's.
            if document.tokens[current].leftOutReason != nil { break }
            if document.tokens[current].value.isNull { return fail(chain) }
            guard let reference = wholeValueReference(of: current) else { break }
            switch reference {
            case .failed:
                return failOrLeaveOut(chain)
            case .token(let target):
                if let ref = pointerInValue(of: current) {
                    reportPointerToToken(ref, target: target, tokenID: document.tokens[current].id)
                    return fail(chain)
                }
                if !reportTokenLevelReferenceToToken(current, target: target) { return fail(chain) }
                switch states[target] {
                case .resolved(let value, _):
                    return finish(chain, value: value, terminal: target)
                case .failed:
                    return fail(chain)
                case .leftOut:
                    return leaveOut(chain, aliasing: target)
                case .resolving:
                    reportCycle(startingAt: target)
                    return fail(chain)
                case .pending:
                    chain.append(target)
                    stack.append(target)
                    states[target] = .resolving
                    current = target
                }
            case .value(let json):
                let definition = document.tokens[current]
                let type = definition.declaredType ?? inferType(of: json, tokenID: definition.id, at: definition.value.position)
                valueWasLeftOut = false
                guard let type, let value = parse(json, as: type, site: UseSite(tokenID: definition.id)) else {
                    return failOrLeaveOut(chain)
                }
                return finish(chain, value: value, terminal: nil)
            }
        }

        return resolveLiteral(current, chain: chain)
    }

    private func wholeValueReferenceIsAbsent(_ offset: Int) -> Bool {
        let value = document.tokens[offset].value
        switch value.kind {
        case .string(let text): return !AliasSyntax.looksLikeAlias(text) || AliasSyntax.referenceList(text) != nil
        case .object(let object): return !object.contains("$ref")
        case .null: return false
        default: return true
        }
    }

    /// Parses the literal value of the last token of `chain` and records it for the whole chain.
    private func resolveLiteral(_ current: Int, chain: some BidirectionalCollection<Int>) -> TokenValue? {
        guard let value = parseOwnValue(of: current) else { return failOrLeaveOut(chain) }
        return finish(chain, value: value, terminal: nil)
    }

    /// Parses token `offset`'s own `$value` as its declared type or, outside strict mode, the
    /// type its value shows (reported); `nil` after reporting why not.
    private func parseOwnValue(of offset: Int) -> TokenValue? {
        let tokens = document.tokens
        if let reason = tokens[offset].leftOutReason ?? ValueParser.leftOutReason(tokens[offset].value, options: options) {
            valueWasLeftOut = false
            return ValueParser(resolver: self, site: UseSite(tokenID: tokens[offset].id))
                .readLeftOutMarker(reason, at: tokens[offset].value.position)
        }
        if tokens[offset].declaredType == nil, options.evaluatesExpressions,
            let object = tokens[offset].value.objectValue, let template = object[ValueParser.interpolationKey], object[ValueParser.modifyKey] == nil,
            tokens[offset].extensions?.objectValue?[ValueParser.lineHeightAliasExtension] != nil
        {
            // A line height its tool reads from text with references placed (Tokens Studio's `"{scale.10}rem"`):
            // a multiple or a length, as the same text written in place reads.
            valueWasLeftOut = false
            return ValueParser(resolver: self, site: UseSite(tokenID: tokens[offset].id)).interpolated(template, as: .number, lengthAs: .dimension)
        }
        if tokens[offset].declaredType == nil, let template = untypedInterpolation(tokens[offset].value) {
            valueWasLeftOut = false
            return ValueParser(resolver: self, site: UseSite(tokenID: tokens[offset].id))
                .interpolatedUntyped(
                    // A type kept plain reads the text as written, references placed as its tool places them.
                    template, typedOnly: tokens[offset].value.stringValue != nil && !tokens[offset].typeIsPlain,
                    pathType: tokens[offset].value.objectValue?[ValueParser.pathTypeKey]?.stringValue.flatMap(TokenType.init(rawValue:)))
        }
        if tokens[offset].declaredType == nil, options.evaluatesExpressions,
            let object = tokens[offset].value.objectValue, object[ValueParser.expressionKey] != nil, object[ValueParser.modifyKey] == nil
        {
            valueWasLeftOut = false
            return ValueParser(resolver: self, site: UseSite(tokenID: tokens[offset].id)).computedUntyped(object, at: tokens[offset].value)
        }
        let type = tokens[offset].declaredType ?? referenceListType(tokens[offset].value, tokenID: tokens[offset].id)
            ?? (tokens[offset].typeIsPlain && !options.strict ? TypeInference.infer(tokens[offset].value) : nil)
            ?? inferType(of: tokens[offset].value, tokenID: tokens[offset].id, at: tokens[offset].position, typeKeptPlain: tokens[offset].typeIsPlain)
        guard let type else { return nil }
        valueWasLeftOut = false
        if tokens[offset].declaredType == type, let read = labelledLiteral(tokens[offset].value, label: type, tokenID: tokens[offset].id) {
            return read
        }
        return parse(tokens[offset].value, as: type, site: UseSite(tokenID: tokens[offset].id))
    }

    /// Records `value` for every token of an alias chain, checking each one's declared type.
    private func finish(_ chain: some BidirectionalCollection<Int>, value: TokenValue, terminal: Int?) -> TokenValue? {
        // A literal on its own: it was parsed as its declared type, and aliases nothing.
        // (First, before any copy of the value: a composite value is costly to copy.)
        if chain.count == 1, terminal == nil, let offset = chain.first {
            let value = withSiblingAlpha(value, of: offset)
            states[offset] = .resolved(value, aliasOf: nil)
            return value
        }
        var value = value
        var result: TokenValue? = value
        var target = terminal
        for offset in chain.reversed() {
            let explicitType = document.tokens[offset].explicitType
            let groupType = document.tokens[offset].groupType
            let aliasOf = target.map { document.tokens[$0].id }
            // A text alias places the text its target was written with (`125%`, not the 1.25 read from it).
            if options.referencesAreTextual, (explicitType ?? groupType) == .string, value.type != .string, let target,
                let written = document.tokens[target].extensions?.objectValue?[ValueParser.writtenTextExtension]?.stringValue
            {
                value = .string(written)
                result = value
            }
            // Tokens Studio and Style Dictionary place the target's text: it reads as the declared type (a
            // Style Dictionary label never adds or drops a unit: see `unitsStayAsPlaced`).
            if options.referencesAreTextual, let declared = explicitType ?? groupType, declared != value.type, aliasOf != nil,
                let read = value.readTextually(as: declared, unitsStayAsPlaced: options.typesAreLabels)
            {
                value = read
                result = read
            }
            // Figma's one number type: a FLOAT alias is the type decided for it, whatever its target's.
            if options.numbersShareOneType, let declared = explicitType, declared != value.type, aliasOf != nil,
                declared == .number || declared == .dimension || declared == .fontWeight,
                let read = value.readTextually(as: declared)
            {
                value = read
                result = read
            }
            // A line height aliasing a text token (Tokens Studio's `lineHeights` alias of `"125%"`): its tool
            // types it as a line height, so the placed text reads as one, as it would written in place.
            if options.referencesAreTextual, explicitType == nil, groupType == nil, let aliasOf, case .string(let placed) = value,
                document.tokens[offset].extensions?.objectValue?[ValueParser.lineHeightAliasExtension] != nil
            {
                if let read = value.readTextuallyAsLineHeight() {
                    value = read
                    result = read
                } else if !options.strict, ValueParser.layoutKeywords.contains(placed.trimmingSpaces.lowercased()) {
                    // `normal`, `auto`: the font's own line, which a browser sets at layout; no value in an app (rule 1).
                    let id = document.tokens[offset].id
                    return leaveOutAlias(
                        offset, in: chain, aliasing: target, code: .invalidValue,
                        message: "line height \(id) places the CSS keyword \"\(placed.truncatedForMessage)\" from \(aliasOf), which a browser resolves at layout; it has no value in an app, so the token is left out",
                        reason: "it is the CSS keyword \(placed.trimmingSpaces)", fix: "give the line height a multiple such as 1.2")
                }
            }
            // Text with no reading as the declared type is still the text Tokens Studio places there: it reads as
            // it would written in place, so text its tool passes to CSS with no value in an app (`auto`, a CSS
            // comment standing for "no value") leaves the alias out as the literal would be (rule 1), and
            // malformed text is the same error the literal would be.
            if options.referencesAreTextual, !options.typesAreLabels, let declared = explicitType ?? groupType, declared.isStandard,
                declared != value.type, let aliasOf, case .string(let placed) = value, !placed.contains("{")
            {
                let definition = document.tokens[offset]
                valueWasLeftOut = false
                leftOutCause = nil
                if let read = parse(JSONValue(.string(placed), at: definition.value.position), as: declared, site: UseSite(tokenID: definition.id)) {
                    value = read
                    result = read
                } else if valueWasLeftOut {
                    valueWasLeftOut = false
                    if case .reason(let reason) = leftOutCause { leftOutReason[offset] = "it places \(aliasOf), and \(reason)" }
                    leftOutCause = nil
                    leftOutRoot[offset] = offset
                    let index = chain.firstIndex(of: offset) ?? chain.startIndex
                    return leaveOut(chain[...index], aliasing: nil)
                } else {
                    // The parse said why; the tokens aliasing this one fail with it, without a second error.
                    states[offset] = .failed
                    for earlier in chain where earlier != offset {
                        if case .resolving = states[earlier] { states[earlier] = .failed }
                    }
                    return nil
                }
            }
            if document.tokens[offset].alpha != nil {
                value = withSiblingAlpha(value, of: offset)
                result = value
            }
            // A color is a paint in Tokens Studio: a gradient token may reference a solid color.
            if options.referencesAreTextual, let declared = explicitType, declared != value.type, aliasOf != nil,
                let widened = value.widened(to: declared)
            {
                value = widened
                result = widened
            }
            // Tokens Studio applies a color placed where a border belongs as the stroke's color alone (the
            // plugin's older border, before borders had a width and a style), leaving width and style to
            // the element: valid in its tool, no border an app can draw (rule 1, as a border naming only
            // some of its members).
            if options.referencesAreTextual, !options.strict, (explicitType ?? groupType) == .border, value.type == .color, let aliasOf {
                let id = document.tokens[offset].id
                return leaveOutAlias(
                    offset, in: chain, aliasing: target, code: .missingSubValue,
                    message: "border \(id) is the color \(aliasOf) alone; Tokens Studio applies it as the stroke color and leaves width and style to the element, so it is no border an app can draw; the token is left out",
                    reason: "its border is the color \(aliasOf) alone", fix: "reference a border token, or set the color as borderColor")
            }
            // A width placed there sets nothing at all: the plugin applies a border, or one side's
            // (`borderTop` of a composition), only from a border's members, and a width has its own
            // properties (`borderWidth`, `borderWidthTop`, …).
            if options.referencesAreTextual, !options.strict, (explicitType ?? groupType) == .border, value.type == .dimension || value.type == .number,
                let aliasOf
            {
                let id = document.tokens[offset].id
                return leaveOutAlias(
                    offset, in: chain, aliasing: target, code: .missingSubValue,
                    message: "border \(id) is the width \(aliasOf) alone; Tokens Studio applies a border only from a border's members, so it sets nothing and is no border an app can draw; the token is left out",
                    reason: "its border is the width \(aliasOf) alone", fix: "reference a border token, or set the width as borderWidth")
            }
            // Style Dictionary's type only labels a token: it places the target's value whatever the type says.
            // So does a type DTCG does not have (`string`): the tools that write it (Style Dictionary 4,
            // Figma exporters) use it as a label, and DTCG gives it no meaning to check.
            let outsideDTCG = (explicitType ?? groupType).map { !$0.isStandard } ?? false
            let labelled = (options.typesAreLabels || outsideDTCG) && !options.strict && aliasOf != nil
            if let declared = labelled ? explicitType ?? groupType : explicitType, declared != value.type,
                target != nil || offset != chain.last
            {
                let definition = document.tokens[offset]
                // A label read as its value's type is one reading, said once per pair of types; a mismatch
                // that fails is each token's own error.
                if !labelled || diagnostics.isFirstReport(of: "TS0303 \(declared.rawValue) \(value.type.rawValue)") {
                    diagnostics.emit(
                        labelled ? .warning : .error, .referenceTypeMismatch,
                        "token \(definition.id) is declared as \(declared.rawValue) but its reference resolves to a \(value.type.rawValue)"
                            + (!labelled ? ""
                                : options.typesAreLabels ? "; read as \(value.type.rawValue), as \(options.labellingTool) passes the referenced value through (said once for every \(declared.rawValue) label on a \(value.type.rawValue))"
                                : "; read as \(value.type.rawValue): \(declared.rawValue) is no DTCG type, and the tools that write it only label the token with it (said once for every such label on a \(value.type.rawValue))"),
                        at: definition.value.position, tokenPath: definition.id,
                        notes: aliasOf.map { [("\($0) is defined here", target.map { document.tokens[$0].position }, $0)] } ?? [],
                        fixIt: "reference a \(declared.rawValue) token, or change $type to \"\(value.type.rawValue)\"")
                }
                if labelled {
                    states[offset] = .resolved(value, aliasOf: aliasOf)
                } else {
                    states[offset] = .failed
                    result = offset == chain.first ? nil : result
                }
            } else if explicitType == nil, let groupType, groupType != value.type, aliasOf != nil {
                // The format's type rules (§5.2.2) give an alias without a $type its target's type before
                // its group's; its group rules (§6.7.3) give the group's. Outside strict mode the alias is
                // read as the first says, as Style Dictionary 4 files written in this shape mean it.
                let definition = document.tokens[offset]
                diagnostics.emit(
                    options.strict ? .error : .warning, .aliasTypeDiffersFromGroup,
                    "token \(definition.id) is in a group of type \(groupType.rawValue) but aliases a \(value.type.rawValue)"
                        + (options.strict ? "" : "; read as \(value.type.rawValue), its target's type"),
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

    /// A color with the `alpha` written beside its token's value (read by `TokenTreeParser`).
    private func withSiblingAlpha(_ value: TokenValue, of offset: Int) -> TokenValue {
        guard let alpha = document.tokens[offset].alpha, case .color(var color) = value else { return value }
        color.alpha = alpha
        return .color(color)
    }

    /// Leaves out the alias at `offset` for what its tool makes of its target's value there (rule 1):
    /// one warning at the alias, noting where the target is, and the tokens of `chain` that alias it
    /// left out with it, naming it as their cause.
    private func leaveOutAlias(
        _ offset: Int, in chain: some BidirectionalCollection<Int>, aliasing target: Int?, code: DiagnosticCode,
        message: String, reason: String, fix: String
    ) -> TokenValue? {
        let definition = document.tokens[offset]
        let aliased = target.map { document.tokens[$0] }
        diagnostics.emit(
            .warning, code, message, at: definition.value.position, tokenPath: definition.id,
            notes: aliased.map { [(message: "\($0.id) is defined here", position: $0.position, tokenPath: $0.id)] } ?? [], fixIt: fix)
        leftOutReason[offset] = reason
        leftOutRoot[offset] = offset
        // `offset` is one of `chain`'s; the tokens after it in the chain alias it.
        let index = chain.firstIndex(of: offset) ?? chain.startIndex
        return leaveOut(chain[...index], aliasing: nil)
    }

    private func fail(_ chain: some BidirectionalCollection<Int>) -> TokenValue? {
        for offset in chain { states[offset] = .failed }
        return nil
    }

    /// After the last token of `chain` did not parse: left out when the parser left its value out
    /// (``valueWasLeftOut``), failed otherwise.
    private func failOrLeaveOut(_ chain: some BidirectionalCollection<Int>) -> TokenValue? {
        guard valueWasLeftOut, let last = chain.last else { return fail(chain) }
        valueWasLeftOut = false
        switch leftOutCause {
        case .reason(let reason):
            leftOutReason[last] = reason
            leftOutRoot[last] = last
        case .token(let root):
            leftOutRoot[last] = root
        case nil:
            leftOutRoot[last] = last
        }
        leftOutCause = nil
        return leaveOut(chain, aliasing: nil)
    }

    /// Leaves out an alias chain whose end is left out: `target` when the chain's last token aliases
    /// a left-out token, else the last token itself (its own warning said why). Every token that
    /// aliases a left-out one gets a warning naming it, so none vanishes without a word.
    private func leaveOut(_ chain: some BidirectionalCollection<Int>, aliasing target: Int?) -> TokenValue? {
        var aliased = target ?? chain.last
        let root = aliased.map { leftOutRoot[$0] ?? $0 }
        for offset in chain.reversed() where offset != aliased {
            if let aliased { reportLeftOut(document.tokens[offset].id, referring: aliased, at: document.tokens[offset].value.position) }
            aliased = offset
        }
        for offset in chain {
            states[offset] = .leftOut
            if let root { leftOutRoot[offset] = root }
        }
        return nil
    }

    /// Warns that `tokenID` is left out because it refers to the left-out token `target`, naming the
    /// token at the root of the chain and its reason.
    private func reportLeftOut(_ tokenID: String, referring target: Int, at position: SourcePosition?) {
        let targetID = document.tokens[target].id
        let root = leftOutRoot[target] ?? target
        let rootID = document.tokens[root].id
        let reason = leftOutReason[root].map { ": \($0)" } ?? ""
        let cause = root == target ? "which is left out\(reason)" : "which is left out because it refers to \(rootID)\(reason)"
        diagnostics.emit(
            .warning, .leftOutReference, "token \(tokenID) refers to \(targetID), \(cause); \(tokenID) is left out too",
            at: position, tokenPath: tokenID, notes: [("\(rootID) is defined here", document.tokens[root].position, rootID)],
            fixIt: "give \(rootID) a value an app can use, or refer to another token")
    }

    /// Past ``maxNesting``: walks the pending tokens that `offset` refers to, and those they refer
    /// to, with a stack of its own. A path back to a token being resolved, or to one on the walk, is
    /// a cycle, reported once as a cycle however long (`false`); otherwise the tokens are resolved
    /// deepest first, so each finds what it refers to resolved and nests one level.
    private func resolveAhead(_ offset: Int) -> Bool {
        var onWalk: [Int: Int] = [offset: 0]
        var walk: [(token: Int, targets: [Int], next: Int)] = [(offset, references(of: offset), 0)]
        var order: [Int] = []
        var walked: Set<Int> = []
        while let top = walk.last {
            guard top.next < top.targets.count else {
                onWalk[top.token] = nil
                walked.insert(top.token)
                order.append(top.token)
                walk.removeLast()
                continue
            }
            walk[walk.count - 1].next += 1
            let target = top.targets[top.next]
            if let depth = onWalk[target] {
                reportCycle(members: walk[depth...].map(\.token))
                return false
            }
            switch states[target] {
            case .resolving:
                guard let start = stack.lastIndex(of: target) else { continue }
                reportCycle(members: Array(stack[start...]) + walk.map(\.token))
                return false
            case .pending where !walked.contains(target):
                onWalk[target] = walk.count
                walk.append((target, references(of: target), 0))
            default:
                continue
            }
        }
        let outerNesting = nesting
        resolvingAhead = true
        // Each token finds its references resolved; the slack is for one the walk cannot see.
        nesting = maxNesting - 50
        defer {
            nesting = outerNesting
            resolvingAhead = false
        }
        for token in order { _ = resolve(token) }
        return true
    }

    /// The tokens a token's value names, as the walk of ``resolveAhead(_:)`` follows them (without diagnostics).
    private func references(of offset: Int) -> [Int] {
        var paths: Set<String> = []
        AliasSyntax.collectReferences(in: document.tokens[offset].value, into: &paths)
        return paths.compactMap { path in
            index[path] ?? (options.referencesAreTextual ? textualTarget(path) : valueMemberTarget(path)) ?? index[path + ".$root"]
        }.sorted()
    }

    /// The token a textual reference names as Style Dictionary and Tokens Studio read it: spaces inside
    /// the braces trimmed (`{ color.accent }`), and a last `.value` (Style Dictionary 3) or `.$value`
    /// (Style Dictionary 4) naming the token's value, in either order (`{ color.accent.value }`).
    private func textualTarget(_ id: String) -> Int? {
        let trimmed = String(id.trimmingSpaces)
        if let target = index[trimmed] { return target }
        for suffix in [".value", ".$value"] where trimmed.hasSuffix(suffix) {
            if let target = index[String(trimmed.dropLast(suffix.count).trimmingSpacesSubstring)] { return target }
        }
        return nil
    }

    /// Outside strict mode, the token a reference names through its `$value` member (`{size.n2.$value}`):
    /// Style Dictionary 3.9 and 4 resolve a reference as a path into the merged object, so in a `$value`
    /// file the last segment names the token's value. No DTCG name starts with `$`, so the reading
    /// takes nothing from a valid reference; strict mode keeps it an error (TS0301).
    private func valueMemberTarget(_ id: String) -> Int? {
        guard !options.strict, id.hasSuffix(".$value") else { return nil }
        return index[String(id.dropLast(".$value".count))]
    }

    /// Reports the cycle that token `offset` closes, once, naming every member.
    private func reportCycle(startingAt offset: Int) {
        guard let start = stack.lastIndex(of: offset) else { return }
        reportCycle(members: Array(stack[start...]))
    }

    /// The most members a cycle's message and notes name; a longer cycle is named by its first
    /// members and its length.
    private static let cycleMembersNamed = 10

    /// Reports a cycle, once, naming its members (a few and the length, for a long one), and fails them all.
    private func reportCycle(members: [Int]) {
        var members = members
        // Start the message at the smallest id so the same cycle reads the same from any entry point.
        if let smallest = members.indices.min(by: { document.tokens[members[$0]].id < document.tokens[members[$1]].id }) {
            members = Array(members[smallest...] + members[..<smallest])
        }
        let named = members.prefix(Self.cycleMembersNamed)
        let ids = named.map { document.tokens[$0].id }
        let first = document.tokens[members[0]]
        let message: String
        if members.count == 1 {
            message = "token \(ids[0]) refers to itself"
        } else if members.count <= Self.cycleMembersNamed {
            message = "circular reference: \(ids.joined(separator: " → ")) → \(ids[0])"
        } else {
            let last = document.tokens[members[members.count - 1]].id
            message = "circular reference of \(members.count) tokens: \(ids.prefix(3).joined(separator: " → ")) → … → \(last) → \(ids[0])"
        }
        diagnostics.emit(
            .error, .referenceCycle, message,
            at: first.value.position, tokenPath: first.id,
            notes: named.map { ("\(document.tokens[$0].id) is part of the cycle", document.tokens[$0].value.position, document.tokens[$0].id) },
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
        let value = document.tokens[offset].value
        if let text = value.stringValue, AliasSyntax.looksLikeAlias(text), AliasSyntax.referenceList(text) == nil {
            return lookupAlias(text, at: value.position, tokenID: document.tokens[offset].id)
        }
        if let object = value.objectValue, let ref = object["$ref"] {
            return lookupPointer(ref, in: object, tokenID: document.tokens[offset].id)
        }
        return nil
    }

    /// The `$ref` string of a `"$value": {"$ref": …}`, where the specification wants a value
    /// (a token-level `$ref`, an alias, may name a whole token).
    private func pointerInValue(of offset: Int) -> JSONValue? {
        guard !document.tokens[offset].isTokenLevelReference else { return nil }
        return document.tokens[offset].value.objectValue?["$ref"]
    }

    /// A token-level `$ref` that names a whole token (`#/color/base`) rather than its value
    /// (`#/color/base/$value`, as the 2025.10 example writes it): an error in strict mode (the
    /// conformance suite's `json-pointer-missing-value`), otherwise read as an alias with a
    /// warning. Returns whether resolving goes on.
    private func reportTokenLevelReferenceToToken(_ offset: Int, target: Int) -> Bool {
        guard document.tokens[offset].isTokenLevelReference,
            let ref = document.tokens[offset].value.objectValue?["$ref"], let pointer = ref.stringValue
        else { return true }
        let strict = options.strict
        diagnostics.emit(
            strict ? .error : .warning, .tokenReferenceWithoutValue,
            "$ref \(pointer.truncatedForMessage) of \(document.tokens[offset].id) points at the whole token \(document.tokens[target].id), not into its \"$value\""
                + (strict ? "" : "; read as an alias to it"),
            at: ref.position, tokenPath: document.tokens[offset].id,
            fixIt: "write \"\(pointer.hasSuffix("/") ? pointer : pointer + "/")$value\"")
        return !strict
    }

    /// A `$ref` where a value belongs reached a whole token: the pointer must continue into its `$value`.
    func reportPointerToToken(_ ref: JSONValue, target: Int, tokenID: String) {
        let targetID = document.tokens[target].id
        let pointer = ref.stringValue ?? ""
        diagnostics.emit(
            .error, .pointerToTokenInValue,
            "JSON Pointer \(pointer.truncatedForMessage) points at token \(targetID), where a value belongs; point into its \"$value\", or make the token a $ref alias",
            at: ref.position, tokenPath: tokenID,
            notes: [("\(targetID) is defined here", document.tokens[target].position, targetID)],
            fixIt: "write \"\(pointer.hasSuffix("/") ? pointer : pointer + "/")$value\"")
    }

    /// The token a well-formed alias names, if it exists: the common case, looked up from the
    /// string's bytes without building the id, and with nothing to report.
    private func tokenNamed(byAlias text: String) -> Int? {
        guard AliasSyntax.isWellFormed(text) else { return nil }
        let utf8 = text.utf8
        return index[utf8: utf8[utf8.index(after: utf8.startIndex)..<utf8.index(before: utf8.endIndex)]]
    }

    func lookupAlias(_ text: String, at position: SourcePosition, tokenID: String) -> Target {
        if let found = tokenNamed(byAlias: text) { return .token(found) }
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
            if options.referencesAreTextual, let target = textualTarget(id) { return .token(target) }
            if let target = valueMemberTarget(id) { return .token(target) }
            if !options.strict, !id.hasSuffix(".$root"), let root = index[id + ".$root"] {
                // Where names are flat text (Tokens Studio, Style Dictionary), a token and a group of one
                // name are two things side by side, and the name means the token: nothing to warn of.
                if !options.referencesAreTextual {
                    diagnostics.emit(
                        .warning, .referenceToGroup,
                        "reference \(text) names a group; its $root token was used",
                        at: position, tokenPath: tokenID, fixIt: "write {\(id).$root}")
                }
                return .token(root)
            }
            reportMissing(id: id, written: text, at: position, tokenID: tokenID)
            return .failed
        }
    }

    private func lookupPointer(_ ref: JSONValue, in object: JSONObject, tokenID: String) -> Target {
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
        let segments: [String]
        switch JSONPointer.parse(text) {
        case .success(let parsed): segments = parsed
        case .failure(let failure):
            let message = switch failure {
            case .missingHash: "$ref \"\(text.truncatedForMessage)\" is not a JSON Pointer into this document: a token's $ref starts with \"#/\" (references to other files and URLs are not supported inside tokens)"
            case .notAPointer: "JSON Pointer \"\(text.truncatedForMessage)\" must continue with \"/\" after \"#\""
            case .invalidEscape: "JSON Pointer \"\(text.truncatedForMessage)\" has a \"~\" that is not \"~0\" or \"~1\""
            }
            let suggestion = failure == .missingHash && !text.contains(":") && !text.contains("#")
                ? "write \"#/\(text.contains("/") ? text : text.split(separator: ".").joined(separator: "/"))\"" : nil
            diagnostics.emit(.error, .invalidPointer, message, at: position, tokenPath: tokenID, fixIt: suggestion)
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
            guard let value = resolveNested(target, referencedBy: tokenID, at: position) else { return .failed }
            // Walk the value as written (a single shadow object stays an object), following
            // whole-value aliases; fall back to the canonical form (a legacy "#hex" has components there).
            if let written = walkWritten(from: target, rest.dropFirst(), tokenID: tokenID) { return .value(written) }
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
            guard let type = definition.declaredType ?? resolveNested(target, referencedBy: tokenID, at: position)?.type else { return .failed }
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

    /// The part of `target`'s written value that `segments` name, following what stands for another
    /// value: a whole-value alias on the way, and a `{"$ref": "#/…"}` (on the way or at the end) whose target is
    /// itself a reference (references chain until a value, DTCG 2025.10 §7.2.2). `target` has resolved,
    /// so every pointer inside its value resolves too.
    private func walkWritten(from target: Int, _ segments: ArraySlice<String>, tokenID: String) -> JSONValue? {
        var current = document.tokens[target].value
        var hops = 0
        func followed(_ value: JSONValue) -> JSONValue? {
            var value = value
            while hops < document.tokens.count {
                if let text = value.stringValue, AliasSyntax.looksLikeAlias(text),
                    case .success(let id) = AliasSyntax.tokenID(text), let next = index[id]
                {
                    value = document.tokens[next].value
                } else if let object = value.objectValue, object.count == 1, let text = object["$ref"]?.stringValue {
                    switch lookupPointer(text, at: value.position, tokenID: tokenID) {
                    case .value(let pointed): value = pointed
                    case .token(let offset): value = document.tokens[offset].value
                    case .failed: return nil
                    }
                } else {
                    return value
                }
                hops += 1
            }
            return nil
        }
        for segment in segments {
            guard let here = followed(current), let next = child(of: here, segment) else { return nil }
            current = next
        }
        // A whole-value alias left at the end is read by the caller as the reference it is.
        return current.objectValue?["$ref"] != nil ? followed(current) : current
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
    func resolveNested(_ offset: Int, referencedBy tokenID: String, at position: SourcePosition?) -> TokenValue? {
        nesting += 1
        defer { nesting -= 1 }
        // A token already resolved (or failed) costs no depth; a pending one past the limit is
        // resolved ahead, its chain walked without recursion, once.
        if nesting > maxNesting, case .pending = states[offset], !resolvingAhead {
            guard resolveAhead(offset) else { return nil }
        }
        if nesting > maxNesting, case .pending = states[offset] {
            let definition = document.tokens[offset]
            diagnostics.emit(
                .error, .referenceTooDeep,
                "references inside composite values nest more than \(maxNesting) levels at \(definition.id)",
                at: definition.position, tokenPath: definition.id)
            return nil
        }
        // What the referring parse knew before stays; the target's own parse does not leak into it.
        let referrerLeftOut = valueWasLeftOut
        let referrerCause = leftOutCause
        let value = resolve(offset)
        valueWasLeftOut = referrerLeftOut
        leftOutCause = referrerCause
        if value == nil, case .leftOut = states[offset] {
            // The referring value is left out with it (taken after the referring token's parse).
            reportLeftOut(tokenID, referring: offset, at: position)
            valueWasLeftOut = true
            leftOutCause = .token(leftOutRoot[offset] ?? offset)
        }
        return value
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
        // A token a JavaScript module of the build's sources makes exists in its tool, whose value Tessera
        // cannot compute (rule 1): left out with a warning, and the tokens referring to it with it.
        if !options.strict, let module = madeByModule(id) {
            let reason = "\(id.truncatedForMessage) is made by \(module), a JavaScript module Style Dictionary runs as a source of its build; Tessera does not run code"
            diagnostics.emit(
                .warning, .unresolvedReference, "reference \(written.truncatedForMessage) names a token Tessera cannot read: \(reason); \(tokenID) is left out",
                at: position, tokenPath: tokenID, fixIt: "write \(id.truncatedForMessage) in a JSON or YAML token file the build reads")
            markValueLeftOut(reason: reason)
            return
        }
        // A token the files define where this permutation does not look is never said not to exist.
        var cause = "there is no token \(id.truncatedForMessage)"
        if let note = elsewhere(id) {
            notes.append((note, nil, id))
            cause = "\(id.truncatedForMessage) is not in the sources merged here"
        } else if let near = nearName(to: id) {
            let target = index[near].map { document.tokens[$0].position }
            notes.append(("did you mean \(near)?", target, near))
            fixIt = "replace with {\(near)}"
        }
        diagnostics.emit(
            .error, .unresolvedReference,
            "reference \(written.truncatedForMessage) does not resolve: \(cause)",
            at: position, tokenPath: tokenID, notes: [("looked in \(describeScope())", nil, nil)] + notes, fixIt: fixIt)
    }

    /// A token id that differs only in case, spacing, or by small edits in its segments.
    private func nearName(to id: String) -> String? {
        if lowercasedIndex == nil {
            var map: [String: String] = [:]
            for token in document.tokens { map[token.id.lowercased(), default: token.id] = token.id }
            lowercasedIndex = map
        }
        let folded = id.lowercased().replacingSpaces()
        if let match = lowercasedIndex?[folded] { return match }
        // A few edits in any of its segments.
        return pathSuggester.nearest(to: id)
    }

    // MARK: Types

    /// The text of an untyped value that places references inside text: an importer's
    /// `{"$interpolation": …}`, or, outside strict mode, such a string in a DTCG-shaped file
    /// (Style Dictionary 4 projects write `"0 0 0 1px {color.border} inset"`; DTCG gives it no meaning).
    private func untypedInterpolation(_ value: JSONValue) -> JSONValue? {
        if options.evaluatesExpressions, let template = value.objectValue?[ValueParser.interpolationKey] { return template }
        guard !options.strict, let text = value.stringValue, AliasSyntax.containsAlias(text), AliasSyntax.referenceList(text) == nil
        else { return nil }
        // A whole alias is a reference, not text.
        let isWholeAlias = AliasSyntax.looksLikeAlias(text) && !text.utf8.dropFirst().dropLast().contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
        guard !isWholeAlias else { return nil }
        return value
    }

    /// An untyped list of references (`"{shadow.1}, {shadow.2}"`) has the type of what it lists.
    private func referenceListType(_ value: JSONValue, tokenID: String) -> TokenType? {
        guard let text = value.stringValue, let first = AliasSyntax.referenceList(text)?.first,
            case .token(let offset) = lookupAlias(first, at: value.position, tokenID: tokenID)
        else { return nil }
        return document.tokens[offset].declaredType ?? resolveNested(offset, referencedBy: tokenID, at: value.position)?.type
    }

    /// Outside strict mode, the type of an untyped value whose kind is unambiguous.
    /// - Parameter typeKeptPlain: The token (or its group) names a type Tessera does not know (TS0747),
    ///   kept plain: the value has a type, just none Tessera can read it as.
    func inferType(of value: JSONValue, tokenID: String, at position: SourcePosition, typeKeptPlain: Bool = false) -> TokenType? {
        if !options.strict, let text = value.stringValue, let function = TypeInference.cssLayoutCall(text) {
            // `var(--brand-fill)`, `clamp(1rem, 2vw, 2rem)`: CSS a browser resolves at layout, valid in the
            // tool that passes it through, with no value in an app (rule 1), rather than text.
            _ = ValueParser(resolver: self, site: UseSite(tokenID: tokenID)).leaveOut(
                .missingType, reason: "it is the CSS \(function)(…), which a browser resolves at layout",
                message: "token \(tokenID) has no type, and \"\(text.truncatedForMessage)\" is the CSS \(function)(…), which a browser resolves at layout; it has no value in an app",
                at: position, fixIt: "give the token a type and a value of that type, or keep it in a file the app does not read")
            return nil
        }
        if !options.strict, let text = value.stringValue, TypeInference.usesCSSCustomProperty(text) {
            // `"500 11px/1.2 var(--font-sans)"`, `calc(var(--space-16) * 5)`: CSS whose value depends on a custom
            // property of the page, valid where the tool passes it to CSS, with no value in an app (rule 1).
            _ = ValueParser(resolver: self, site: UseSite(tokenID: tokenID)).leaveOut(
                .missingType, reason: "it uses a CSS custom property (var(--…)), which a browser resolves at layout",
                message: "token \(tokenID) has no type, and \"\(text.truncatedForMessage)\" uses a CSS custom property (var(--…)), whose value only a browser's cascade has; it has no value in an app",
                at: position, fixIt: "give the token a type and a value of that type, or keep it in a file the app does not read")
            return nil
        }
        if !options.strict, let type = TypeInference.infer(value) {
            // DTCG requires a type, so each untyped token is a place to fix. In Style Dictionary a type is
            // optional and a value's text is what its tools read: the reading is said once per type.
            guard !options.typesAreLabels || diagnostics.isFirstReport(of: "TS0210 \(type.rawValue)") else { return type }
            diagnostics.emit(
                .warning, .inferredType,
                "token \(tokenID) has no $type; read as \(type.rawValue) from its value"
                    + (options.typesAreLabels ? " (said once for every untyped token read as \(type.rawValue))" : ""),
                at: position, tokenPath: tokenID, fixIt: "add \"$type\": \"\(type.rawValue)\" to the token or its group")
            return type
        }
        if !options.strict, value.objectValue != nil || value.arrayValue != nil {
            // Style Dictionary and Tokens Studio take any value and leave it to the project's own
            // transforms: an untyped object of no shape Tessera knows has no meaning it can give (rule 1).
            // Under a type kept plain (`"$type": "fluidDimension"` over `{"min": …, "max": …}`, the project's own
            // type its own transforms turn into CSS) the token has a type, just none Tessera can read it as.
            let said = typeKeptPlain ? "has a type Tessera does not know (TS0747), and its value (\(value.kindDescription)), read as it is written," : "has no type, and its value (\(value.kindDescription))"
            _ = ValueParser(resolver: self, site: UseSite(tokenID: tokenID)).leaveOut(
                .missingType,
                reason: typeKeptPlain ? "its type is none Tessera knows and its value has no shape Tessera knows" : "it has no type and a value of no shape Tessera knows",
                message: "token \(tokenID) \(said) has no shape Tessera can type; its tool leaves it to the project's own transforms",
                at: position, fixIt: typeKeptPlain ? "give the token a DTCG type whose value shape it has" : "give the token a type")
            return nil
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
