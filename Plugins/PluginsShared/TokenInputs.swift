import Foundation

// Shared by the build tool plugin and the command plugin (each plugin folder links here).

/// Which files of a target are the token inputs, and the arguments that name them.
enum TokenInputs {
    static func select(from files: [URL]) -> (arguments: [String], files: [URL]) {
        let tokenFiles = files.filter { isTokenFile($0.lastPathComponent) }
        if let config = files.first(where: { $0.lastPathComponent == "tessera.yml" || $0.lastPathComponent == "tessera.yaml" }) {
            return ([config.path], [config] + tokenFiles)
        }
        if let resolver = files.first(where: { isResolver($0.lastPathComponent) }) {
            return ([resolver.path], tokenFiles)
        }
        let plain = tokenFiles.filter { !isResolver($0.lastPathComponent) }.sorted { $0.path < $1.path }
        return (plain.map(\.path), plain)
    }

    static func isResolver(_ name: String) -> Bool {
        name.hasSuffix(".resolver.json") || name.hasSuffix(".resolver.yml") || name.hasSuffix(".resolver.yaml")
    }

    static func isTokenFile(_ name: String) -> Bool {
        name.hasSuffix(".json") || name.hasSuffix(".json5") || name.hasSuffix(".yml") || name.hasSuffix(".yaml")
            || name.hasSuffix(".tokens")
    }
}
