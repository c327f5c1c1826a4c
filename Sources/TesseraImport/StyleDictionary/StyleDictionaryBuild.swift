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

    /// A modifier a project's builds make of its files: its name, its contexts with the files each reads
    /// over the default build's, and its default (the first context, reading none).
    struct Axis {
        var name: String
        var contexts: [(name: String, files: [Int])]
    }

    /// The modifiers a project's builds make of its files; empty unless a build reads files of its own
    /// beside those of the default build that redefine its tokens (at least half of theirs), none more
    /// files than the default build reads, and every glob is one Tessera can match (`*`, `**`, `?`,
    /// `{a,b}`, `@(a|b)`, `?(a|b)`; not `!(…)` nor a negation). A build of other tokens (a file of its own per category) is
    /// another output of the project, not a mode: its files stay where the folders and names put them.
    ///
    /// The default build is the one that reads only the files every build reads (a dark build whose light
    /// build adds `themes/light`), else the first: its files stay where the folders and names put them,
    /// and each other build's files beyond them are a context, as Style Dictionary's output for that build
    /// is laid over the default's (`[data-theme="dark"]` over `:root`). Contexts that override the same
    /// tokens are one modifier; those that override others are another, chosen with it (a theme's colors,
    /// a density's spacing). A context is named by a mode word in its files' paths, else their folder,
    /// else a word its files' names add; a modifier's default by the word of the default build's file it
    /// overrides (`space-normal` under `space-tight`), else a mode word the default build's configuration
    /// writes (`_dark.css`), else `light` beside dark contexts only, else `default`. A modifier of modes is `mode`; another is named by the word
    /// its files share (`space`), else `build`.
    static func axes(of files: [StyleDictionaryImporter.File], builds: [Self]) -> [Axis] {
        guard builds.count >= 2, let readers = readers(of: files.map(\.path), builds: builds) else { return [] }
        let shared = readers.dropFirst().reduce(Set(readers[0])) { $0.intersection($1) }
        // Builds of whole files each (a light build and a dark one, none reading only what all read): the
        // default is the first whose files no mode word names but light's, not one written for dark.
        let defaultBuild =
            readers.firstIndex { Set($0) == shared }
            ?? readers.firstIndex { read in !read.contains { namesAlternativeMode(files[$0].path, builds) } } ?? 0
        let base = readers[defaultBuild]
        let inBase = Set(base)
        let baseIDs = base.reduce(into: Set<String>()) { $0.formUnion(files[$1].tokenIDs) }
        var own: [[Int]] = []
        for (build, read) in readers.enumerated() where build != defaultBuild {
            let extra = read.filter { !inBase.contains($0) }
            // A build laid over the default one redefines its tokens; one that writes other tokens (a file of
            // its own per category, Spindle's `spacing-mobile` beside its base) is another output of the project.
            let ids = extra.reduce(into: Set<String>()) { $0.formUnion(files[$1].tokenIDs) }
            guard !extra.isEmpty, !own.contains(extra), ids.intersection(baseIDs).count * 2 >= ids.count, !ids.isEmpty else { continue }
            own.append(extra)
        }
        // Builds of modes share most of what they read (a light build adds its overrides to the dark one's
        // files); a build whose own files outnumber the default's is something else (a second configuration
        // reading one file of the first's), and the folders and names decide.
        guard !own.isEmpty, own.allSatisfy({ $0.count <= base.count }) else { return [] }
        let basePaths = base.map { files[$0].path }
        // Contexts overriding the same tokens are alternatives of one modifier, in the order builds run.
        let ids = own.map { extra in extra.reduce(into: Set<String>()) { $0.formUnion(files[$1].tokenIDs) } }
        var groups: [[Int]] = []
        for index in own.indices {
            let joined = groups.indices.filter { group in groups[group].contains { !ids[$0].isDisjoint(with: ids[index]) } }
            let merged = joined.flatMap { groups[$0] } + [index]
            for group in joined.reversed() { groups.remove(at: group) }
            groups.insert(merged.sorted(), at: joined.first ?? groups.count)
        }
        var axes: [Axis] = []
        var usedNames: Set<String> = []
        for group in groups {
            var contexts: [(name: String, files: [Int])] = []
            for index in group {
                var name = contextName(own[index].map { files[$0].path }, basePaths: basePaths, builds: builds)
                while contexts.contains(where: { $0.name == name }) { name += "_" }
                contexts.append((name, own[index]))
            }
            let names = contexts.map(\.name)
            let isModes = names.allSatisfy { ModeWords.mode(named: $0) != nil }
            // The default build's files that define what the contexts override, and the words their names add.
            let overridden = base.filter { index in group.contains { !files[index].tokenIDs.isDisjoint(with: ids[$0]) } }
            let contextWords = Set(group.flatMap { own[$0] }.flatMap { fileWords(files[$0].path) })
            let added = overridden.flatMap { fileWords(files[$0].path) }.filter { !contextWords.contains($0) && !names.contains($0) }
            let configured = words(of: builds[defaultBuild].text).compactMap(ModeWords.mode(named:)).filter { !names.contains($0) }
            let defaultName =
                isModes
                ? (added.lazy.compactMap(ModeWords.mode(named:)).first ?? configured.first
                    ?? (names.allSatisfy { ["dark", "night", "dim"].contains($0) } ? "light" : "default"))
                : (added.first ?? "default")
            contexts.insert((defaultName, []), at: 0)
            let shared = overridden.isEmpty ? [] : contextWords.intersection(overridden.flatMap { fileWords(files[$0].path) })
            var name = isModes ? "mode" : group.flatMap { own[$0] }.lazy.flatMap { fileWords(files[$0].path) }.first(where: shared.contains) ?? "build"
            while !usedNames.insert(name).inserted { name += "_" }
            axes.append(Axis(name: name, contexts: contexts))
        }
        return axes
    }

    /// Whether the build's literal globs match `path` (relative to the configuration's folder or one above
    /// it); `false` when a glob is one Tessera cannot match.
    func reads(_ path: String) -> Bool {
        guard let patterns = patterns() else { return false }
        let folders = self.folders
        return folders.indices.contains { Self.matches(path, patterns, runningIn: $0, of: folders) }
    }

    /// Whether `path` matches one of `patterns` run in `folders[folder]`: each relative to that folder,
    /// or to the one its `../` climb to (none when that is above the folders known).
    private static func matches(_ path: String, _ patterns: [Pattern], runningIn folder: Int, of folders: [String]) -> Bool {
        var relatives: [Int: [UInt8]?] = [:]
        return patterns.contains { pattern in
            let start = folder + pattern.climb
            guard start < folders.count else { return false }
            if relatives[start] == nil { relatives[start] = .some(relativePath(of: path, below: folders[start])) }
            guard let relative = relatives[start] ?? nil else { return false }
            return Paths.matches(pattern: pattern.bytes, relative)
        }
    }

    /// The files (indices into `paths`) each build reads; `nil` when a glob is one Tessera cannot match,
    /// or a build matches none of the files (it reads files Tessera was not given, or globs it misread).
    static func readers(of paths: [String], builds: [Self]) -> [[Int]]? {
        guard !builds.isEmpty else { return nil }
        var readers: [[Int]] = []
        for build in builds {
            guard let patterns = build.patterns() else { return nil }
            // Globs are relative to the folder the build runs in: the configuration's, or one above it
            // (`node .sd/build.js` from the project's folder reads `.sd/tokens/**`).
            let folders = build.folders
            let read = folders.indices.lazy.map { folder in paths.indices.filter { matches(paths[$0], patterns, runningIn: folder, of: folders) } }
                .first { !$0.isEmpty }
            guard let read else { return nil }
            readers.append(read)
        }
        return readers
    }

    /// Whether a mode word other than a default one (`light`, `day`) names a folder or the file of `path`
    /// (`tokens-figma-dark.json`, `themes/dark/color.json`).
    private static func namesAlternativeMode(_ path: String, _ builds: [Self]) -> Bool {
        relativeParts(path, builds).flatMap(words(of:)).compactMap(ModeWords.mode(named:)).contains { $0 != "light" && $0 != "day" }
    }

    /// The words of a file's name without its ending, lowercased (`space-tight.tokens.json`: `space`, `tight`).
    private static func fileWords(_ path: String) -> [String] {
        words(of: TokenFileName.stem(Paths.fileName(of: path))).map { $0.lowercased() }
    }

    /// The configuration's folder and up to three above it, nearest first.
    private var folders: [String] {
        var folders = [Paths.directory(of: origin)]
        while folders.count < 4, let last = folders.last, Paths.directory(of: last) != last { folders.append(Paths.directory(of: last)) }
        return folders
    }

    /// A glob as a pattern to match relative paths with, and how many folders above the one the build
    /// runs in it starts (`../tokens/*.json` starts one above).
    private struct Pattern {
        var bytes: [UInt8]
        var climb: Int
    }

    /// The globs as patterns to match relative paths with: `./` dropped, `{a,b}` and the extglob groups
    /// `@(a|b)` and `?(a|b)` expanded, leading `../` counted as the folders the glob climbs (a monorepo
    /// package's `../../components/**/tokens.json` reads other packages' files, above the folder given);
    /// `nil` when one is absolute, climbs inside its path, or uses what Tessera does not match (`!`, the
    /// repeating groups `*(…)` and `+(…)`).
    private func patterns() -> [Pattern]? {
        var result: [Pattern] = []
        for glob in globs {
            var glob = Substring(glob)
            while glob.hasPrefix("./") { glob = glob.dropFirst(2) }
            var climb = 0
            while glob.hasPrefix("../") {
                glob = glob.dropFirst(3)
                climb += 1
            }
            guard !glob.hasPrefix("/"), !glob.contains("../"), !glob.contains("!") else { return nil }
            guard let braced = Self.bracingExtglobs(glob), let expanded = Self.expandingBraces(braced) else { return nil }
            result += expanded.map { Pattern(bytes: Array($0.utf8), climb: climb) }
        }
        return result
    }

    /// The extglob groups Style Dictionary's glob library matches, as braces: `@(a|b)`, exactly one of
    /// them, as `{a,b}` (`tokens/**/*.@(json|js)`), and `?(a|b)`, at most one, as `{,a,b}`; `nil` for a
    /// group that repeats (`*(…)`, `+(…)`), a nested one, or a parenthesis outside a group.
    private static func bracingExtglobs(_ glob: Substring) -> String? {
        var result = ""
        var rest = glob
        while let open = rest.firstIndex(of: "(") {
            guard open > rest.startIndex else { return nil }
            let marker = rest[rest.index(before: open)]
            guard marker == "@" || marker == "?", let close = rest[open...].firstIndex(of: ")") else { return nil }
            let inner = rest[rest.index(after: open)..<close]
            guard !inner.contains(where: { "(){},".contains($0) }) else { return nil }
            let alternatives = inner.split(separator: "|", omittingEmptySubsequences: false).joined(separator: ",")
            result += rest[..<rest.index(before: open)] + "{" + (marker == "?" ? "," : "") + alternatives + "}"
            rest = rest[rest.index(after: close)...]
        }
        return rest.contains(")") ? nil : result + rest
    }

    /// `a/{b,c}/*.json` as `a/b/*.json` and `a/c/*.json`; `nil` for an unclosed or nested brace, or too many.
    /// Left to right, one brace at a time, never recursing: a module's glob of thousands of braces costs
    /// one pass, and stops at the limit rather than trying every combination.
    static func expandingBraces(_ glob: String) -> [String]? {
        var expanded = [""]
        var rest = Substring(glob)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { return nil }
            let inner = rest[rest.index(after: open)..<close]
            guard !inner.contains("{") else { return nil }
            let alternatives = inner.split(separator: ",", omittingEmptySubsequences: false)
            guard expanded.count * alternatives.count <= expansionLimit else { return nil }
            let head = rest[..<open]
            expanded = expanded.flatMap { prefix in alternatives.map { prefix + head + $0 } }
            rest = rest[rest.index(after: close)...]
        }
        guard !rest.contains("}") else { return nil }
        return expanded.map { $0 + rest }
    }

    /// How many globs one glob's braces may expand to.
    static let expansionLimit = 64

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

    /// A name for a build's own files: a mode word in their paths that the default build's paths do not
    /// have; else the folder they share when it holds none of the default build's files; else a word of
    /// their names that no name of the default build's has (`space-tight` beside `space-normal`: `tight`).
    private static func contextName(_ paths: [String], basePaths: [String], builds: [Self]) -> String {
        let baseParts = basePaths.map { relativeParts($0, builds) }
        let baseModes = Set(baseParts.flatMap { $0.flatMap(words(of:)) }.compactMap(ModeWords.mode(named:)))
        for path in paths {
            for part in relativeParts(path, builds) {
                if let mode = words(of: part).lazy.compactMap(ModeWords.mode(named:)).first(where: { !baseModes.contains($0) }) { return mode }
            }
        }
        let folders = paths.map { Paths.directory(of: $0) }
        if folders.allSatisfy({ $0 == folders[0] }), folders[0] != Paths.directory(of: builds[0].origin), folders[0] != ".",
            !basePaths.contains(where: { Paths.directory(of: $0) == folders[0] })
        {
            return Paths.fileName(of: folders[0])
        }
        let baseWords = Set(baseParts.compactMap(\.last).flatMap(words(of:)).map { $0.lowercased() })
        let stems = paths.map { TokenFileName.stem(Paths.fileName(of: $0)) }
        return stems.lazy.flatMap(words(of:)).first { !baseWords.contains($0.lowercased()) } ?? stems[0]
    }

    /// The words of `text`: its runs of letters.
    private static func words(of text: String) -> [String] {
        text.split { !$0.isLetter }.map(String.init)
    }
}
