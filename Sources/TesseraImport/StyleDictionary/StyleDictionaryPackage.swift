import Foundation
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// The Style Dictionary version a project builds with, as its `package.json` depends on it
/// (`"style-dictionary": "^4.3.0"`). The version changes what a file means: from 4 on the built-in
/// transforms choose tokens by their type alone (`dimension`, `fontSize`, `color`), in `value`
/// files as in `$value` ones, where version 3 chose by CTI category (`size`, `color`). Without a
/// manifest, a file's syntax says it: only version 4 reads `$value`.
enum StyleDictionaryPackage {
    /// How much of a manifest is read: a `package.json` is a few kilobytes.
    static let prefixLimit = 256 * 1024

    /// The major version the manifests among `paths` depend on (`dependencies`, `devDependencies`,
    /// `peerDependencies`), when those naming the package agree; `nil` when none names it, when
    /// its range says no version (`latest`, a Git URL), or when two manifests disagree.
    static func majorVersion(among paths: [String], fileSystem: any TokenFileSystem) -> Int? {
        var found: Set<Int> = []
        for manifest in manifests(among: paths, fileSystem: fileSystem) {
            for field in dependencyFields {
                guard let range = manifest[field]?.objectValue?["style-dictionary"]?.stringValue else { continue }
                if let major = majorVersion(ofRange: range) { found.insert(major) }
                break
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// Whether a manifest among `paths` depends on a tool of Tokens Studio's (`@tokens-studio/sd-transforms`,
    /// `token-transformer`): the project's files are the plugin's, transformed for Style Dictionary.
    static func dependsOnTokensStudioTools(among paths: [String], fileSystem: any TokenFileSystem) -> Bool {
        manifests(among: paths, fileSystem: fileSystem).contains { manifest in
            dependencyFields.contains { field in
                manifest[field]?.objectValue?.members.contains { $0.key.hasPrefix("@tokens-studio/") || $0.key == "token-transformer" } ?? false
            }
        }
    }

    private static let dependencyFields = ["dependencies", "devDependencies", "peerDependencies"]

    /// The modules that a manifest's scripts hand to Style Dictionary's command line as its
    /// configuration (`"build:tokens": "style-dictionary build --config sd.config.js"`, `-c`), each
    /// joined to the manifest's folder and normalized. The command line reads such a module's default
    /// export as a `config.json`, so the module configures the build even when it imports nothing.
    static func configurationModules(among paths: [String], fileSystem: any TokenFileSystem) -> Set<String> {
        var found: Set<String> = []
        for path in paths {
            guard let manifest = manifests(among: [path], fileSystem: fileSystem).first,
                let scripts = manifest["scripts"]?.objectValue
            else { continue }
            for member in scripts.members {
                guard let command = member.value.stringValue else { continue }
                for module in configurationArguments(of: command) {
                    found.insert(Paths.join(Paths.directory(of: path), module))
                }
            }
        }
        return found
    }

    /// The `--config` (`-c`, `--config=`) arguments of each `style-dictionary` command in a script's
    /// text; commands end at `&&`, `||`, `;` and `|`.
    static func configurationArguments(of script: String) -> [String] {
        var found: [String] = []
        for command in script.split(whereSeparator: { ";|&".contains($0) }) {
            let words = command.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
            guard let tool = words.firstIndex(where: { $0 == "style-dictionary" || $0.hasSuffix("/style-dictionary") }) else { continue }
            var index = tool + 1
            while index < words.count {
                let word = words[index]
                if (word == "--config" || word == "-c"), index + 1 < words.count {
                    found.append(words[index + 1])
                    index += 1
                } else if word.hasPrefix("--config=") {
                    found.append(String(word.dropFirst("--config=".count)))
                }
                index += 1
            }
        }
        return found.filter { !$0.isEmpty && !$0.hasSuffix(".json") }
    }

    /// The manifests among `paths` that parse. A scratch engine: a manifest that does not parse says
    /// nothing, and is no token file's error.
    private static func manifests(among paths: [String], fileSystem: any TokenFileSystem) -> [JSONObject] {
        paths.compactMap { path in
            guard let bytes = try? fileSystem.read(path), bytes.count <= prefixLimit else { return nil }
            let scratch = DiagnosticEngine()
            let file = SourceFile(path: path, bytes: bytes)
            return JSONReader().read(file, id: scratch.sources.register(file), diagnostics: scratch)?.objectValue
        }
    }

    /// `^4.3.0`, `~3.9.2`, `>=5`, `5.4.4`, `v4` → the major version; `latest`, `*`, a URL → `nil`.
    static func majorVersion(ofRange range: String) -> Int? {
        let digits = range.drop { !$0.isNumber && "^~>=v ".contains($0) }.prefix { $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3, let major = Int(digits) else { return nil }
        return major
    }
}
