import Foundation
package import TesseraDiagnostics
package import TesseraSyntax

/// Reads token and resolver files into ``JSONValue`` trees, once per path,
/// choosing the reader by extension (YAML for `.yml`/`.yaml`, JSON5 for `.json5`,
/// otherwise JSON with comments and trailing commas allowed).
package final class DocumentLoader {
    package let fileSystem: any TokenFileSystem
    package let diagnostics: DiagnosticEngine
    private var cache: [String: JSONValue?] = [:]
    /// For JSON files, which rare keys they contain (YAML files are not classified: assume all).
    private var notableKeys: [String: NotableKeys] = [:]
    /// `$value` members in every JSON file read: an upper bound on the tokens of one permutation.
    private(set) var valueKeyCount = 0
    /// Whether `.json` files are read as RFC 8259 JSON (strict mode): comments and trailing
    /// commas are errors then, and warnings otherwise (`.jsonc` files may have them).
    var readsStrictJSON = false
    /// Files being expanded, to stop `$ref` includes that loop.
    private var expanding: [String] = []
    /// The folder every file read must lie in, except ``namedInputs``; `nil` reads anything.
    var root: ProjectRoot?
    /// The files the caller named: they decide the root and are read wherever they are.
    var namedInputs: Set<String> = []
    /// Whether `$ref`s may name files (not for tokens handed over as data).
    var readsReferencedFiles = true
    /// Reads `.yml`/`.yaml` files; without one (the run-time store), a YAML file is reported unreadable.
    var yamlReader: (any SyntaxTreeReader)?

    init(fileSystem: any TokenFileSystem, diagnostics: DiagnosticEngine) {
        self.fileSystem = fileSystem
        self.diagnostics = diagnostics
    }

    /// The parsed document at `path`, or `nil` after a diagnostic.
    /// - Parameter referencedFrom: Where the path was named, for the "cannot read" diagnostic.
    package func load(_ path: String, referencedFrom: SourcePosition? = nil) -> JSONValue? {
        if let cached = cache[path] {
            // Every `$ref` to a file that cannot be read is reported where it is, not only the first.
            if let refusal = failedReads[path] { report(refusal, reading: path, at: referencedFrom) }
            return cached
        }
        guard let (file, id) = readSource(path, referencedFrom: referencedFrom) else {
            cache[path] = .some(nil)
            return nil
        }
        let value: JSONValue?
        switch Self.reader(for: path) {
        case .yaml:
            if let yamlReader {
                value = yamlReader.read(file, id: id, diagnostics: diagnostics)
            } else {
                diagnostics.emit(
                    .error, .yamlNotRead, "\(path) is YAML, which is not read here (the run-time store reads JSON)",
                    // Where a `$ref` names the file, else the file's start.
                    at: referencedFrom ?? SourcePosition(file: id, offset: 0), fixIt: "convert it to JSON with tessera convert")
                value = nil
            }
        case .json5:
            value = JSON5Reader().read(file, id: id, diagnostics: diagnostics)
        case .json:
            var keys = NotableKeys()
            value = jsonReader(for: path).read(
                file, id: id, diagnostics: diagnostics, notableKeys: &keys, valueKeyCount: &valueKeyCount)
            notableKeys[path] = keys
        }
        cache[path] = .some(value)
        return value
    }

    private enum Reader { case json, json5, yaml }

    /// A reader that reports comments and trailing commas as the mode and the file's name ask.
    private func jsonReader(for path: String) -> JSONReader {
        if readsStrictJSON { return JSONReader(nonStandardSyntax: .error) }
        return JSONReader(nonStandardSyntax: path.lowercased().hasSuffix(".jsonc") ? nil : .warning)
    }

    private static func reader(for path: String) -> Reader {
        if TokenFileName.isYAML(path) { return .yaml }
        return path.lowercased().hasSuffix(".json5") ? .json5 : .json
    }

    /// The file's bytes, registered for diagnostics.
    private func readSource(_ path: String, referencedFrom: SourcePosition?) -> (SourceFile, SourceFileID)? {
        let bytes: [UInt8]
        switch read(path) {
        case .success(let read):
            bytes = read
        case .failure(let refusal):
            failedReads[path] = refusal
            report(refusal, reading: path, at: referencedFrom)
            return nil
        }
        let file = SourceFile(path: path, bytes: bytes)
        return (file, diagnostics.sources.register(file))
    }

    /// Files that could not be read, and the places each was reported at.
    private var failedReads: [String: ReadRefusal] = [:]
    private var reportedFailures: Set<ReportedFailure> = []

    private struct ReportedFailure: Hashable {
        var path: String
        var position: SourcePosition?
    }

    /// Reports a file that was not read, once per place that names it.
    private func report(_ refusal: ReadRefusal, reading path: String, at position: SourcePosition?) {
        guard reportedFailures.insert(ReportedFailure(path: path, position: position)).inserted else { return }
        switch refusal {
        case .outsideRoot(let root):
            diagnostics.emit(
                .error, .referenceOutsideRoot,
                "\(path) is outside the project root \(root.path); files outside it are not read",
                at: position,
                fixIt: "move the file into \(root.path), or widen the root with --root DIR (root: in tessera.yml, TokenStoreOptions.root)")
        case .unreadable(let error):
            diagnostics.emit(.error, error.diagnosticCode, "cannot read \(path): \(error)", at: position)
        }
    }

    /// Why ``read(_:)`` gave no bytes.
    private enum ReadRefusal: Error {
        /// The file lies outside the root: it was not opened.
        case outsideRoot(ProjectRoot)
        case unreadable(FileReadError)
    }

    /// Every file the loader reads goes through here: outside the root (named inputs aside) it is
    /// refused before anything opens it.
    private func read(_ path: String) -> Result<[UInt8], ReadRefusal> {
        if let root, !namedInputs.contains(path), !root.contains(path, fileSystem: fileSystem) {
            return .failure(.outsideRoot(root))
        }
        do {
            return .success(try fileSystem.read(path))
        } catch let error as FileReadError {
            return .failure(.unreadable(error))
        } catch {
            return .failure(.unreadable(.failed(String(describing: error))))
        }
    }

    /// A token file as a root object, with `{"$ref": "other.json#/pointer"}` group includes expanded.
    func loadTokenFile(_ path: String, referencedFrom: SourcePosition? = nil) -> JSONObject? {
        guard let value = load(path, referencedFrom: referencedFrom) else { return nil }
        guard let object = value.objectValue else {
            diagnostics.emit(
                .error, .rootNotObject, "a token file must contain a JSON object at the top, not \(value.kindDescription)",
                at: value.position)
            return nil
        }
        // The layout this project started from keeps text styles in an array.
        if TextStylesFile.matches(object) { return TextStylesFile.convert(object, diagnostics: diagnostics) }
        guard mayContainIncludes(path) else { return object }
        expanding.append(path)
        defer { expanding.removeLast() }
        return expandIncludes(object, directory: Paths.directory(of: path))
    }

    /// Whether the file has a `$ref` or `$extends` member at all: most files do not,
    /// and then the tree walk for includes is skipped.
    private func mayContainIncludes(_ path: String) -> Bool {
        guard let keys = notableKeys[path] else { return true }
        return !keys.isDisjoint(with: [.ref, .extends])
    }

    /// Whether any file read so far has a member named `mode`, which the legacy `$extensions.mode` form needs.
    var anyFileMentionsMode: Bool {
        cache.keys.contains { notableKeys[$0]?.contains(.mode) ?? true }
    }

    /// Resolves a reference such as `tokens.json`, `tokens.json#/a/b` or `tokens.json#name` relative to `directory`.
    func loadReference(_ reference: String, directory: String, at position: SourcePosition) -> JSONValue? {
        if reference.hasPrefix("http://") || reference.hasPrefix("https://") {
            diagnostics.emit(
                .error, .invalidResolverReference,
                "remote reference \(reference.truncatedForMessage) is not supported; download the file and reference it by relative path",
                at: position)
            return nil
        }
        guard readsReferencedFiles else {
            diagnostics.emit(
                .error, .fileReferenceWithoutFiles,
                "$ref \(reference.truncatedForMessage) names a file, but tokens loaded from data have no files beside them",
                at: position, fixIt: "put the referenced tokens in this document, or load the files together with load(files:) or load(contentsOf:)")
            return nil
        }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = Paths.join(directory, String(parts[0]))
        guard var value = load(path, referencedFrom: position) else { return nil }
        if value.objectValue != nil, !expanding.contains(path), mayContainIncludes(path) {
            expanding.append(path)
            value = JSONValue(.object(expandIncludes(value.objectValue!, directory: Paths.directory(of: path))), at: value.position)
            expanding.removeLast()
        }
        guard parts.count == 2, !parts[1].isEmpty else { return value }
        var fragment = String(parts[1])
        if !fragment.hasPrefix("/") {
            diagnostics.emit(
                .warning, .invalidResolverReference,
                "\"#\(fragment.truncatedForMessage)\" in \(reference.truncatedForMessage) is not a JSON Pointer; read as \"#/\(fragment.truncatedForMessage)\"",
                at: position, fixIt: "write \(parts[0])#/\(fragment)")
            fragment = "/" + fragment
        }
        guard case .success(let segments) = JSONPointer.parse("#" + fragment) else {
            diagnostics.emit(.error, .invalidPointer, "invalid JSON Pointer in \(reference.truncatedForMessage)", at: position)
            return nil
        }
        var current = value
        for segment in segments {
            let next: JSONValue?
            switch current.kind {
            case .object(let object): next = object[segment]
            case .array(let items): next = Int(segment).flatMap { $0 >= 0 && $0 < items.count ? items[$0] : nil }
            default: next = nil
            }
            guard let next else {
                diagnostics.emit(
                    .error, .invalidResolverReference,
                    "\(reference.truncatedForMessage): \(path) has nothing at \(fragment)", at: position)
                return nil
            }
            current = next
        }
        return current
    }

    /// Whether an object with `$ref` includes another file's group: it has members besides
    /// `$`-properties (the group's own tokens), or `$ref` alone names a token file. Otherwise it
    /// is a token-level `$ref` (`{"$type": …, "$ref": …}`), which is a JSON Pointer into the same
    /// document, never a file read (the resolver reports any other reference there).
    static func isInclude(_ object: JSONObject, reference: String) -> Bool {
        guard !reference.hasPrefix("#") else { return false }
        if object.members.contains(where: { !$0.key.isReservedName }) { return true }
        guard object.members.count == 1 else { return false }
        let file = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return TokenFileName.isTokenFile(String(file))
    }

    /// Replaces `{"$ref": "file#/pointer", …siblings}` groups with the referenced group,
    /// the siblings laid on top (a JSON Schema-style include, as some token files use).
    /// Only the objects on the way to an include are copied.
    private func expandIncludes(_ object: JSONObject, directory: String) -> JSONObject {
        expandedIncludes(object, directory: directory) ?? object
    }

    /// The object with its includes expanded, or `nil` when it has none.
    private func expandedIncludes(_ object: JSONObject, directory: String) -> JSONObject? {
        var result: JSONObject?
        // `"$extends": {"$ref": "other.json"}` on a group: the other file's tree under this group's members.
        if let extends = object["$extends"], let ref = extends.objectValue?["$ref"], let text = ref.stringValue,
            !text.hasPrefix("#")
        {
            let path = Paths.join(directory, String(text.split(separator: "#", maxSplits: 1).first ?? ""))
            if expanding.contains(path) {
                diagnostics.emit(
                    .error, .extendsCycle, "$extends \(text.truncatedForMessage) includes a file that is already being read",
                    at: ref.position)
            } else if let target = loadReference(text, directory: directory, at: ref.position)?.objectValue {
                result = TokenMerger.merge(target, with: object.removing("$extends"))
            } else {
                result = object.removing("$extends")
            }
        }
        let object = result ?? object
        for (offset, member) in object.members.enumerated() {
            guard let child = member.value.objectValue else { continue }
            var replacement = expandedIncludes(child, directory: directory)
            if let ref = child["$ref"], let text = ref.stringValue, Self.isInclude(child, reference: text) {
                let path = Paths.join(directory, String(text.split(separator: "#", maxSplits: 1).first ?? ""))
                if expanding.contains(path) {
                    diagnostics.emit(
                        .error, .referenceCycle,
                        "$ref to \(text.truncatedForMessage) includes a file that is already being included",
                        at: ref.position)
                } else if let target = loadReference(text, directory: directory, at: ref.position)?.objectValue {
                    replacement = TokenMerger.merge(target, with: (replacement ?? child).removing("$ref"))
                }
            }
            guard let replacement else { continue }
            if result == nil { result = object }
            result?.members[offset].value = JSONValue(.object(replacement), at: member.value.position)
        }
        return result
    }
}
