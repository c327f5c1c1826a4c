import TesseraSyntax
import TesseraTokens

/// One build a Style Dictionary project runs: a `config.json`, or one `new StyleDictionary({…})` of a
/// build module, which reads the files its `include` and `source` globs match (relative to the folder
/// it is run from, the configuration's). A project that themes this way runs one build per mode, each
/// reading the shared files and its own (elevation-station's dark build reads `tokens/*.json`, its
/// light build those and `tokens/themes/light/**` over them), so its builds are the contexts of one
/// modifier, never merged into one where the last file wins.
struct StyleDictionaryBuild {
    /// The configuration or module that runs the build; its globs are relative to its folder.
    var origin: String
    var globs: [String]
    /// The configuration's own text, which may say what the build is for (`destination: '_dark.css'`).
    var text: String

    /// A `config.json`'s build: its `include` and `source` lists, `nil` when either holds something
    /// other than strings.
    init?(configuration root: JSONObject, at path: String) {
        var globs: [String] = []
        for key in ["include", "source"] {
            guard let list = root[key] else { continue }
            guard let items = list.arrayValue?.compactMap(\.stringValue), items.count == list.arrayValue?.count else { return nil }
            globs += items
        }
        self.init(origin: path, globs: globs, text: Paths.fileName(of: path))
    }

    init(origin: String, globs: [String], text: String) {
        self.origin = origin
        self.globs = globs
        self.text = text
    }

    /// The modifier a project's builds make of its files, and the files in it; `nil` unless at least
    /// two builds read different files of their own beside the files every build reads, none more files
    /// than those, and every glob is one Tessera can match (`*`, `**`, `?`, `{a,b}`; not `!(…)` nor a negation).
    ///
    /// Each build with files of its own is a context named by them (a mode word in their paths, else
    /// their folder); a build that reads only the shared files is the default context, named by a mode
    /// word its configuration writes that no other build is named by (`_dark.css`), else `default`.
    static func modifier(
        of files: [StyleDictionaryImporter.File], builds: [Self]
    ) -> (name: String, contexts: [(name: String, files: [Int])], defaultContext: String)? {
        guard builds.count >= 2 else { return nil }
        var readers: [[Int]] = []
        for build in builds {
            guard let patterns = build.patterns() else { return nil }
            // Globs are relative to the folder the build runs in: the configuration's, or one above it
            // (`node .sd/build.js` from the project's folder reads `.sd/tokens/**`).
            let read = build.folders.lazy.map { directory in
                files.indices.filter { index in
                    guard let relative = relativePath(of: files[index].path, below: directory) else { return false }
                    return patterns.contains { Paths.matches(pattern: $0, relative) }
                }
            }.first { !$0.isEmpty }
            // A build that reads none of these files reads files Tessera was not given, or globs it misread.
            guard let read else { return nil }
            readers.append(read)
        }
        let shared = readers.dropFirst().reduce(Set(readers[0])) { $0.intersection($1) }
        var own: [[Int]] = []
        for read in readers {
            let extra = read.filter { !shared.contains($0) }
            if !own.contains(extra) { own.append(extra) }
        }
        // Builds of modes share most of what they read (a light build adds its overrides to the dark one's
        // files); a build whose own files outnumber the shared ones is something else (a second configuration
        // reading one file of the first's), and the folders and names decide.
        guard own.count >= 2, own.allSatisfy({ $0.count <= shared.count }) else { return nil }
        let sharedPaths = shared.map { relativeParts(files[$0].path, builds) }
        var names: [String] = []
        for extra in own where !extra.isEmpty {
            var name = contextName(extra.map { files[$0].path }, sharedPaths: sharedPaths, builds: builds)
            while names.contains(name) { name += "_" }
            names.append(name)
        }
        var contexts: [(name: String, files: [Int])] = []
        var namedIndex = 0
        for extra in own {
            if extra.isEmpty {
                let text = builds[readers.firstIndex { $0.allSatisfy(shared.contains) }!].text
                let word = words(of: text).lazy.compactMap(ModeWords.mode(named:)).first { !names.contains($0) }
                contexts.insert((word ?? "default", []), at: 0)
            } else {
                contexts.append((names[namedIndex], extra))
                namedIndex += 1
            }
        }
        let name = contexts.allSatisfy({ ModeWords.mode(named: $0.name) != nil || $0.name == "default" }) ? "mode" : "build"
        return (name, contexts, contexts[0].name)
    }

    /// The configuration's folder and up to three above it, nearest first.
    private var folders: [String] {
        var folders = [Paths.directory(of: origin)]
        while folders.count < 4, let last = folders.last, Paths.directory(of: last) != last { folders.append(Paths.directory(of: last)) }
        return folders
    }

    /// The globs as patterns to match relative paths with: `./` dropped, `{a,b}` expanded; `nil` when one
    /// is outside the folder or uses what Tessera does not match (`!`, `(…)` groups).
    private func patterns() -> [[UInt8]]? {
        var result: [[UInt8]] = []
        for glob in globs {
            var glob = Substring(glob)
            while glob.hasPrefix("./") { glob = glob.dropFirst(2) }
            guard !glob.hasPrefix("/"), !glob.hasPrefix("../"), !glob.contains("!"), !glob.contains("(") else { return nil }
            guard let expanded = Self.expandingBraces(String(glob)) else { return nil }
            result += expanded.map { Array($0.utf8) }
        }
        return result
    }

    /// `a/{b,c}/*.json` as `a/b/*.json` and `a/c/*.json`; `nil` for an unclosed or nested brace, or too many.
    private static func expandingBraces(_ glob: String) -> [String]? {
        guard let open = glob.firstIndex(of: "{") else { return glob.contains("}") ? nil : [glob] }
        guard let close = glob[open...].firstIndex(of: "}") else { return nil }
        let inner = glob[glob.index(after: open)..<close]
        guard !inner.contains("{") else { return nil }
        let head = glob[..<open]
        var result: [String] = []
        for alternative in inner.split(separator: ",", omittingEmptySubsequences: false) {
            guard let tails = expandingBraces(String(glob[glob.index(after: close)...])) else { return nil }
            result += tails.map { head + alternative + $0 }
            guard result.count <= 64 else { return nil }
        }
        return result
    }

    /// `path` relative to `directory`, or `nil` when it is not below it.
    private static func relativePath(of path: String, below directory: String) -> [UInt8]? {
        if directory == "." { return Array((path.hasPrefix("./") ? String(path.dropFirst(2)) : path).utf8) }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return Array(path.dropFirst(prefix.count).utf8)
    }

    /// The folder and file names of `path` below the first build's folder, the file's without its ending.
    private static func relativeParts(_ path: String, _ builds: [Self]) -> [String] {
        let relative = relativePath(of: path, below: Paths.directory(of: builds[0].origin)).map { String(decoding: $0, as: UTF8.self) } ?? path
        var parts = relative.split(separator: "/").map(String.init)
        if let last = parts.popLast() { parts.append(TokenFileName.stem(last)) }
        return parts
    }

    /// A name for a build's own files: a mode word in their paths that the shared files' paths do not
    /// have, else the last name of the folder they share, else the first file's name.
    private static func contextName(_ paths: [String], sharedPaths: [[String]], builds: [Self]) -> String {
        let sharedModes = Set(sharedPaths.flatMap { $0.flatMap(words(of:)) }.compactMap(ModeWords.mode(named:)))
        for path in paths {
            for part in relativeParts(path, builds) {
                if let mode = words(of: part).lazy.compactMap(ModeWords.mode(named:)).first(where: { !sharedModes.contains($0) }) { return mode }
            }
        }
        let folders = paths.map { Paths.directory(of: $0) }
        let common = folders.dropFirst().allSatisfy { $0 == folders[0] } ? folders[0] : nil
        if let common, common != Paths.directory(of: builds[0].origin), common != "." { return Paths.fileName(of: common) }
        return TokenFileName.stem(Paths.fileName(of: paths[0]))
    }

    /// The words of `text`: its runs of letters.
    private static func words(of text: String) -> [String] {
        text.split { !$0.isLetter }.map(String.init)
    }
}
