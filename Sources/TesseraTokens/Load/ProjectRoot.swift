/// The folder that files read through references must lie in. A `$ref` to a file outside it
/// (an absolute path, a `..` that climbs out, a symbolic link that leads out) is refused before
/// the file is opened, so nothing of it can reach a diagnostic.
///
/// By default it is the deepest folder holding the inputs: the folder of a resolver document,
/// the folder given, or the common folder of the files given. `--root`, `root:` in
/// `tessera.yml` and `TokenStoreOptions.root` set another.
struct ProjectRoot {
    /// As given or found, for messages.
    let path: String
    /// As the file system resolves it.
    let realPath: String

    init(_ path: String, fileSystem: any TokenFileSystem) {
        self.path = path
        self.realPath = fileSystem.realPath(path)
    }

    /// The deepest folder holding every input (a folder input itself, a file input's folder);
    /// `nil` when no input exists.
    static func enclosing(_ inputs: [String], fileSystem: any TokenFileSystem) -> ProjectRoot? {
        let folders = inputs.compactMap { input -> String? in
            switch fileSystem.kind(of: input) {
            case nil: nil
            case true?: fileSystem.realPath(input)
            case false?: fileSystem.realPath(Paths.directory(of: input))
            }
        }
        guard var common = folders.first.map(components) else { return nil }
        for folder in folders.dropFirst() {
            let parts = components(folder)
            let shared = zip(common, parts).prefix { $0 == $1 }.count
            common = Array(common.prefix(shared))
        }
        let path = joined(common)
        return ProjectRoot(path: path, realPath: path)
    }

    private init(path: String, realPath: String) {
        self.path = path
        self.realPath = realPath
    }

    /// Whether the file at `path` (resolved as the file system would open it) lies inside the root.
    func contains(_ path: String, fileSystem: any TokenFileSystem) -> Bool {
        Self.isInside(fileSystem.realPath(path), folder: realPath)
    }

    /// Whether a resolved path is `folder` or below it.
    static func isInside(_ path: String, folder: String) -> Bool {
        switch folder {
        case "/": path.hasPrefix("/")
        case ".": !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../")
        default: path == folder || path.hasPrefix(folder + "/")
        }
    }

    /// `/a/b` → `["/", "a", "b"]`, `a/b` → `["a", "b"]`, `.` → `[]`: an absolute path never shares a prefix with a relative one.
    private static func components(_ path: String) -> [String] {
        let parts = path.split(separator: "/").map(String.init).filter { $0 != "." }
        return path.hasPrefix("/") ? ["/"] + parts : parts
    }

    private static func joined(_ components: [String]) -> String {
        guard let first = components.first else { return "." }
        if first == "/" { return "/" + components.dropFirst().joined(separator: "/") }
        return components.joined(separator: "/")
    }
}
