import TesseraDiagnostics
import TesseraSyntax

/// Reads a DTCG 2025.10 resolver document: checks its shape, loads every
/// source (files relative to the document, `#/sets/…` references, inline
/// trees) and produces the ordered ``ResolutionStep``s.
struct ResolverDocumentReader {
    let loader: DocumentLoader
    let options: ReadingOptions
    var diagnostics: DiagnosticEngine { loader.diagnostics }
    let path: String
    let root: JSONObject
    var directory: String { Paths.directory(of: path) }

    /// Sets defined in `sets`, loaded on demand (`nil` while loading, to catch cycles), each
    /// source numbered so a set included twice (directly or through others) is expanded once.
    private var loadedSets: [String: [NumberedSource]?] = [:]
    /// How many sets are being loaded inside one another right now.
    private var setDepth = 0
    /// The next number for a source read from the document.
    private var nextSourceNumber = 0
    /// Sets may include sets at most this deep through `$ref`, so no stack overflows on a long chain.
    static let maxSetDepth = 256

    /// A source and a number that stays with it through every set that includes it.
    private struct NumberedSource {
        var number: Int
        var source: TokenSource
    }

    init(loader: DocumentLoader, options: ReadingOptions, path: String, root: JSONObject) {
        self.loader = loader
        self.options = options
        self.path = path
        self.root = root
    }

    struct Result {
        var name: String?
        var steps: [ResolutionStep]
        /// Sets that `resolutionOrder` never uses, for "defined elsewhere" hints.
        var unusedSets: [(name: String, sources: [TokenSource])]
    }

    mutating func read() -> Result? {
        reportUnknownMembers(
            of: root,
            allowed: [
                "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs", "$extensions",
            ], in: "resolver document")
        checkVersion()
        if let name = root["name"], name.stringValue == nil { report(.error, "\"name\" must be a string", at: name.position) }
        if let description = root["description"], description.stringValue == nil {
            report(.error, "\"description\" must be a string", at: description.position)
        }
        if let sets = root["sets"], sets.objectValue == nil {
            report(.error, "\"sets\" must be an object of named sets", at: sets.position)
        }
        if let modifiers = root["modifiers"], modifiers.objectValue == nil {
            report(.error, "\"modifiers\" must be an object of named modifiers", at: modifiers.position)
        }
        guard let orderJSON = root["resolutionOrder"] else {
            report(.error, "resolver document has no \"resolutionOrder\"", at: root.members.first?.keyPosition,
                   fixIt: "add \"resolutionOrder\": [{\"$ref\": \"#/sets/…\"}, …]")
            return nil
        }
        guard let order = orderJSON.arrayValue else {
            report(.error, "\"resolutionOrder\" must be an array", at: orderJSON.position)
            return nil
        }
        if order.isEmpty {
            report(.error, "\"resolutionOrder\" is empty; list at least one set or modifier", at: orderJSON.position)
            return nil
        }
        var steps: [ResolutionStep] = []
        var names: [String: SourcePosition] = [:]
        var usedSets: Set<String> = []
        for item in order {
            guard let step = readStep(item, usedSets: &usedSets) else { continue }
            let (name, position): (String, SourcePosition) = switch step {
            case .set(let name, _): (name, item.position)
            case .modifier(let modifier): (modifier.name, item.position)
            }
            if let earlier = names[name] {
                diagnostics.emit(
                    .error, .duplicateResolutionName,
                    "\"\(name)\" appears twice in resolutionOrder; names there must be unique", at: position,
                    notes: [("first used here", earlier, nil)])
                continue
            }
            names[name] = position
            steps.append(step)
        }
        // Modifiers that are defined but not ordered are still checked (a context must not reference a modifier).
        for member in root["modifiers"]?.objectValue?.members ?? [] where names[member.key] == nil {
            _ = readModifier(member.value, name: member.key, at: member.keyPosition)
        }
        // An unused set that another set includes is read through that one: its tokens are among
        // the includer's, so listing it again would only repeat them (once per set of a long chain).
        var included: Set<String> = []
        for member in root["sets"]?.objectValue?.members ?? [] {
            for source in member.value.objectValue?["sources"]?.arrayValue ?? [] {
                if let target = source.objectValue?["$ref"]?.stringValue, let name = singleSegment(target, after: "#/sets/") {
                    included.insert(name)
                }
            }
        }
        var unused: [(String, [TokenSource])] = []
        for member in root["sets"]?.objectValue?.members ?? [] where !usedSets.contains(member.key) && !included.contains(member.key) {
            if let sources = loadSet(member.key, at: member.keyPosition) { unused.append((member.key, sources.map(\.source))) }
        }
        return Result(name: root["name"]?.stringValue, steps: steps, unusedSets: unused)
    }

    private func checkVersion() {
        guard let version = root["version"] else {
            report(
                options.strict ? .error : .warning, "resolver document has no \"version\"; read as 2025.10",
                at: root.members.first?.keyPosition, code: .unsupportedResolverVersion,
                fixIt: "add \"version\": \"2025.10\"")
            return
        }
        if version.stringValue != "2025.10" {
            report(
                options.strict ? .error : .warning,
                "resolver version \(version.compactText.truncatedForMessage) is not supported; this tool reads \"2025.10\"",
                at: version.position, code: .unsupportedResolverVersion)
        }
    }

    // MARK: resolutionOrder items

    private mutating func readStep(_ item: JSONValue, usedSets: inout Set<String>) -> ResolutionStep? {
        guard let object = item.objectValue else {
            report(.error, "a resolutionOrder item must be a {\"$ref\": …} or an inline set or modifier", at: item.position)
            return nil
        }
        if let ref = object["$ref"] {
            guard let target = ref.stringValue else {
                report(.error, "$ref must be a string", at: ref.position, code: .invalidResolverReference)
                return nil
            }
            let overrides = object.removing("$ref")
            if target.hasPrefix("#/sets/"), let name = singleSegment(target, after: "#/sets/") {
                guard let definition = root["sets"]?.objectValue?[name] else {
                    return missingTarget(target, at: ref.position)
                }
                usedSets.insert(name)
                if overrides.isEmpty {
                    guard let sources = loadSet(name, at: ref.position) else { return nil }
                    return .set(name: name, sources: sources.map(\.source))
                }
                let merged = shallowOverride(definition, with: overrides)
                guard let sources = readSet(merged, name: name, at: ref.position) else { return nil }
                return .set(name: name, sources: sources)
            }
            if target.hasPrefix("#/modifiers/"), let name = singleSegment(target, after: "#/modifiers/") {
                guard let definition = root["modifiers"]?.objectValue?[name] else {
                    return missingTarget(target, at: ref.position)
                }
                let merged = overrides.isEmpty ? definition : shallowOverride(definition, with: overrides)
                return readModifier(merged, name: name, at: ref.position).map(ResolutionStep.modifier)
            }
            if target.hasPrefix("#/resolutionOrder") {
                report(
                    .error, "resolutionOrder items cannot be referenced (\(target)); define the set or modifier under \"sets\" or \"modifiers\"",
                    at: ref.position, code: .invalidResolverReference)
                return nil
            }
            report(
                .error, "resolutionOrder may only reference \"#/sets/NAME\" or \"#/modifiers/NAME\", not \(target.truncatedForMessage)",
                at: ref.position, code: .invalidResolverReference)
            return nil
        }
        guard let type = object["type"]?.stringValue else {
            report(.error, "an inline resolutionOrder item needs \"type\": \"set\" or \"modifier\"", at: item.position)
            return nil
        }
        guard let name = object["name"]?.stringValue, !name.isEmpty else {
            report(.error, "an inline \(type) in resolutionOrder needs a \"name\"", at: item.position)
            return nil
        }
        switch type {
        case "set":
            guard let sources = readSet(item, name: name, at: item.position, inline: true) else { return nil }
            return .set(name: name, sources: sources)
        case "modifier":
            return readModifier(item, name: name, at: item.position, inline: true).map(ResolutionStep.modifier)
        default:
            report(.error, "inline item type must be \"set\" or \"modifier\", not \"\(type.truncatedForMessage)\"", at: object["type"]?.position)
            return nil
        }
    }

    private func singleSegment(_ pointer: String, after prefix: String) -> String? {
        let rest = pointer.dropFirst(prefix.count)
        guard !rest.isEmpty, !rest.contains("/") else { return nil }
        return JSONPointer.unescape(rest)
    }

    private func missingTarget(_ target: String, at position: SourcePosition) -> ResolutionStep? {
        report(.error, "\(target) does not exist in this resolver document", at: position, code: .invalidResolverReference)
        return nil
    }

    /// Members next to `$ref` replace the referenced object's members whole (no deep merge).
    private func shallowOverride(_ definition: JSONValue, with overrides: JSONObject) -> JSONValue {
        guard var object = definition.objectValue else { return definition }
        for member in overrides.members {
            if let index = object.members.firstIndex(where: { $0.key == member.key }) {
                object.members[index] = member
            } else {
                object.members.append(member)
            }
        }
        return JSONValue(.object(object), at: definition.position)
    }

    // MARK: Sets

    private mutating func loadSet(_ name: String, at position: SourcePosition) -> [NumberedSource]? {
        if let state = loadedSets[name] {
            guard let sources = state else {
                report(
                    .error, "set \"\(name)\" includes itself through $ref", at: position, code: .resolverReferenceCycle)
                return nil
            }
            return sources
        }
        guard let definition = root["sets"]?.objectValue?.member(name) else {
            report(.error, "#/sets/\(name) does not exist", at: position, code: .invalidResolverReference)
            return nil
        }
        guard setDepth < Self.maxSetDepth else {
            report(
                .error,
                "sets include one another more than \(Self.maxSetDepth) deep through $ref (here set \"\(name)\"); list them in resolutionOrder instead of nesting each in the next",
                at: position, code: .resolverSetsTooDeep)
            return nil
        }
        loadedSets[name] = .some(nil)
        setDepth += 1
        let sources = readNumberedSet(definition.value, name: name, at: definition.keyPosition)
        setDepth -= 1
        loadedSets[name] = .some(sources)
        if sources == nil { loadedSets[name] = .some([]) }
        return sources
    }

    private mutating func readSet(_ json: JSONValue, name: String, at position: SourcePosition, inline: Bool = false) -> [TokenSource]? {
        readNumberedSet(json, name: name, at: position, inline: inline)?.map(\.source)
    }

    private mutating func readNumberedSet(
        _ json: JSONValue, name: String, at position: SourcePosition, inline: Bool = false
    ) -> [NumberedSource]? {
        guard let object = json.objectValue else {
            report(.error, "set \"\(name)\" must be an object with \"sources\"", at: json.position)
            return nil
        }
        reportUnknownMembers(of: object, allowed: ["description", "sources", "$extensions"], inline: inline, in: "set \"\(name)\"")
        guard let sourcesJSON = object["sources"] else {
            report(.error, "set \"\(name)\" has no \"sources\"", at: position, fixIt: "add \"sources\": [{\"$ref\": \"tokens.json\"}]")
            return nil
        }
        return readNumberedSources(sourcesJSON, owner: "set \(name)")
    }

    // MARK: Modifiers

    private mutating func readModifier(_ json: JSONValue, name: String, at position: SourcePosition, inline: Bool = false) -> Modifier? {
        guard let object = json.objectValue else {
            report(.error, "modifier \"\(name)\" must be an object with \"contexts\"", at: json.position)
            return nil
        }
        reportUnknownMembers(
            of: object, allowed: ["description", "contexts", "default", "$extensions"], inline: inline,
            tolerated: object.contains("contexts") ? [] : ["context"], in: "modifier \"\(name)\"")
        let contextsJSON: JSONValue
        if let written = object["contexts"] {
            contextsJSON = written
        } else if let draft = object.member("context") {
            report(
                options.strict ? .error : .warning,
                "modifier \"\(name)\" names its contexts \"context\", as drafts of the resolver module did; DTCG 2025.10 names them \"contexts\"",
                at: draft.keyPosition, code: .draftModifierContext, fixIt: "rename \"context\" to \"contexts\"")
            if options.strict { return nil }
            contextsJSON = draft.value
        } else {
            report(.error, "modifier \"\(name)\" has no \"contexts\"", at: position, code: .invalidModifierContexts)
            return nil
        }
        guard let contexts = contextsJSON.objectValue else {
            report(.error, "\"contexts\" of modifier \"\(name)\" must be an object", at: contextsJSON.position, code: .invalidModifierContexts)
            return nil
        }
        if contexts.isEmpty {
            report(.error, "modifier \"\(name)\" has no contexts", at: contextsJSON.position, code: .invalidModifierContexts)
            return nil
        }
        if contexts.count == 1 {
            report(
                options.strict ? .error : .warning,
                "modifier \"\(name)\" has a single context; a modifier chooses among two or more (use a set instead)",
                at: contextsJSON.position, code: .invalidModifierContexts)
            if options.strict { return nil }
        }
        var loaded: [String: [TokenSource]] = [:]
        var failed = false
        for member in contexts.members {
            guard let sources = readSources(member.value, owner: "context \(member.key) of modifier \(name)") else {
                failed = true
                continue
            }
            loaded[member.key] = sources
        }
        var defaultContext: String?
        if let defaultJSON = object["default"] {
            if let value = defaultJSON.stringValue, contexts.contains(value) {
                defaultContext = value
            } else {
                report(
                    .error,
                    "default \(defaultJSON.compactText.truncatedForMessage) of modifier \"\(name)\" is not one of its contexts (\(contexts.keys.joined(separator: ", ")))",
                    at: defaultJSON.position, code: .invalidDefaultContext)
                failed = true
            }
        }
        if failed { return nil }
        return Modifier(
            name: name, description: object["description"]?.stringValue, contextNames: contexts.keys,
            defaultContext: defaultContext, contexts: loaded, position: position)
    }

    // MARK: Sources

    private mutating func readSources(_ json: JSONValue, owner: String) -> [TokenSource]? {
        readNumberedSources(json, owner: owner)?.map(\.source)
    }

    /// The sources in order; a source that comes again (a set listed twice, or included through
    /// two others) is kept at its last place only, where its tokens win, as merging it twice would.
    private mutating func readNumberedSources(_ json: JSONValue, owner: String) -> [NumberedSource]? {
        guard let items = json.arrayValue else {
            report(.error, "the sources of \(owner) must be an array", at: json.position)
            return nil
        }
        var sources: [NumberedSource] = []
        var failed = false
        for item in items {
            guard let object = item.objectValue else {
                report(.error, "a source of \(owner) must be a {\"$ref\": …} or an inline token object", at: item.position)
                failed = true
                continue
            }
            guard let ref = object["$ref"], TokenMerger.isToken(object) else {
                sources.append(numbered(TokenSource(tree: object, origin: "an inline source of \(owner)")))
                continue
            }
            guard let target = ref.stringValue else {
                report(.error, "$ref must be a string", at: ref.position, code: .invalidResolverReference)
                failed = true
                continue
            }
            if target.hasPrefix("#") {
                if target.hasPrefix("#/sets/"), let name = singleSegment(target, after: "#/sets/") {
                    guard let included = loadSet(name, at: ref.position) else {
                        failed = true
                        continue
                    }
                    sources.append(contentsOf: included)
                } else if target.hasPrefix("#/modifiers/") {
                    report(
                        .error, "\(owner) references a modifier (\(target.truncatedForMessage)); sources may reference sets and files only",
                        at: ref.position, code: .invalidResolverReference)
                    failed = true
                } else if target.hasPrefix("#/resolutionOrder") {
                    report(.error, "resolutionOrder items cannot be referenced (\(target))", at: ref.position, code: .invalidResolverReference)
                    failed = true
                } else if case .success(let segments) = JSONPointer.parse(target), !segments.isEmpty,
                    let tree = pointee(segments)?.objectValue
                {
                    sources.append(numbered(TokenSource(tree: tree, origin: "\(target) of \(Paths.fileName(of: path))")))
                } else {
                    report(.error, "\(target.truncatedForMessage) does not point at a token object in this document", at: ref.position, code: .invalidResolverReference)
                    failed = true
                }
                continue
            }
            guard let value = loader.loadReference(target, directory: directory, at: ref.position) else {
                failed = true
                continue
            }
            guard var tree = value.objectValue else {
                report(.error, "\(target.truncatedForMessage) is \(value.kindDescription), not a token object", at: ref.position, code: .rootNotObject)
                failed = true
                continue
            }
            if object.count > 1 { tree = TokenMerger.merge(tree, with: object.removing("$ref")) }
            let file = target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? target
            sources.append(numbered(TokenSource(tree: tree, origin: Paths.join(directory, file))))
        }
        return failed ? nil : Self.keepingLastOccurrences(sources)
    }

    /// `source` with a number of its own.
    private mutating func numbered(_ source: TokenSource) -> NumberedSource {
        nextSourceNumber += 1
        return NumberedSource(number: nextSourceNumber, source: source)
    }

    /// `sources` with each number only at its last place.
    private static func keepingLastOccurrences(_ sources: [NumberedSource]) -> [NumberedSource] {
        var seen: Set<Int> = []
        var kept: [NumberedSource] = []
        for source in sources.reversed() where seen.insert(source.number).inserted { kept.append(source) }
        return kept.reversed()
    }

    private func pointee(_ segments: [String]) -> JSONValue? {
        var current = JSONValue(.object(root), at: .unknown)
        for segment in segments {
            switch current.kind {
            case .object(let object):
                guard let next = object[segment] else { return nil }
                current = next
            case .array(let items):
                guard let index = Int(segment), index >= 0, index < items.count else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }

    /// Members the schema does not allow (`additionalProperties: false`): errors in strict mode, else warnings.
    /// Inline items of `resolutionOrder` also carry `type` and `name`.
    /// - Parameter tolerated: Members another check reports (a draft spelling), left out here.
    private func reportUnknownMembers(
        of object: JSONObject, allowed: [String], inline: Bool = false, tolerated: [String] = [], in place: String
    ) {
        let permitted = inline ? allowed + ["type", "name"] : allowed
        for member in object.members where !permitted.contains(member.key) && !tolerated.contains(member.key) {
            report(
                options.strict ? .error : .warning,
                "unknown property \"\(member.key.truncatedForMessage)\" in \(place); allowed are \(permitted.joined(separator: ", "))",
                at: member.keyPosition)
        }
    }

    private func report(
        _ severity: Diagnostic.Severity, _ message: String, at position: SourcePosition?,
        code: DiagnosticCode = .invalidResolver, fixIt: String? = nil
    ) {
        diagnostics.emit(severity, code, message, at: position, fixIt: fixIt)
    }
}
