import Foundation

// Shared by the build tool plugin and the command plugin (each plugin folder links here).

/// Which files of a target are the token inputs, and the arguments that name them.
enum TokenInputs {
    /// The file the build plugin generates, and the one `generate-tokens` commits.
    static let outputName = "Tokens.swift"
    /// The `TokenKey` namespace the build plugin generates when `tessera.yml` has `keys:`.
    static let keysName = "TokenKeys.swift"

    static func select(from files: [URL]) -> (arguments: [String], files: [URL]) {
        let tokenFiles = files.filter { isTokenFile($0.lastPathComponent) }
        if let config = configuration(in: files) {
            return ([config.path], [config] + tokenFiles)
        }
        if let resolver = files.first(where: { isResolver($0.lastPathComponent) }) {
            return ([resolver.path], tokenFiles)
        }
        let plain = tokenFiles.filter { !isResolver($0.lastPathComponent) }.sorted { $0.path < $1.path }
        return (plain.map(\.path), plain)
    }

    /// The target's `tessera.yml` (or `.yaml`), if it has one.
    static func configuration(in files: [URL]) -> URL? {
        files.first { TokenFileName.configurationNames.contains($0.lastPathComponent) }
    }

    static func isResolver(_ name: String) -> Bool { TokenFileName.isResolver(name) }

    static func isTokenFile(_ name: String) -> Bool { TokenFileName.isTokenFile(name) }

    /// The value of a top-level `key:` line in `tessera.yml`, unquoted and without a trailing
    /// comment; `nil` when the key is absent, empty or `null`. Plugins cannot link a YAML reader,
    /// and the keys they need (`output:`, `keys:`) hold one path each.
    static func topLevelValue(of key: String, inConfiguration text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix(key + ":") {
            var value = line.dropFirst(key.count + 1)
            if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
            var trimmed = value.trimmingCharacters(in: .whitespaces)
            if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
                trimmed = String(trimmed.dropFirst().dropLast())
            }
            return trimmed.isEmpty || trimmed == "null" || trimmed == "~" ? nil : trimmed
        }
        return nil
    }

    /// Whether the build plugin also writes the `TokenKey` namespace: `tessera.yml` has `keys:`.
    static func wantsKeys(configuration text: String?) -> Bool {
        text.flatMap { topLevelValue(of: "keys", inConfiguration: $0) } != nil
    }

    /// Source files of the target that would declare the generated types a second time: a
    /// committed `Tokens.swift` (as `generate-tokens` writes), `TokenKeys.swift` when keys are
    /// generated, or the files `output:` and `keys:` in `tessera.yml` name.
    static func committedOutputs(in files: [URL], configuration text: String?) -> [URL] {
        var names: Set<String> = [outputName]
        if wantsKeys(configuration: text) { names.insert(keysName) }
        for key in ["output", "keys"] {
            if let text, let path = topLevelValue(of: key, inConfiguration: text) {
                names.insert((path as NSString).lastPathComponent)
            }
        }
        return files.filter { names.contains($0.lastPathComponent) }
    }

    /// Why the build plugin stops for a committed generated file, and what to do.
    static func clashMessage(target: String, committed: [URL]) -> String {
        let paths = committed.map(\.path).joined(separator: ", ")
        return "TesseraBuildPlugin: \(paths) in \(target) is generated Swift that the build plugin also generates at build time, "
            + "so the types would be declared twice. Either delete \(paths) from the target (the plugin generates it), "
            + "or remove TesseraBuildPlugin from \(target) and keep generating the file with `swift package generate-tokens`."
    }
}
