// This file is also compiled into the build and command plugins (a symbolic link in
// Plugins/PluginsShared), which cannot link a library: it uses the standard library only.

/// Which file names Tessera reads as token files and resolver documents. The loader, the
/// converter and the build plugins all ask here, so a file the CLI reads is also a file
/// whose edit makes the plugin rebuild.
public enum TokenFileName {
    /// Endings of the token files read from a folder given as input, longest first.
    public static let tokenSuffixes = [
        ".tokens.json", ".tokens.yml", ".tokens.yaml", ".tokens", ".jsonc", ".json5", ".json", ".yml", ".yaml",
    ]

    /// Endings of resolver documents, besides a file named `resolver.json`.
    public static let resolverSuffixes = [".resolver.json", ".resolver.yml", ".resolver.yaml"]

    /// Whether a file name (not a path) is read as a token file. Tessera's own configuration
    /// (`tessera.yml`, `tessera.yaml`), which a project keeps beside its tokens, never is.
    public static func isTokenFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        guard !configurationNames.contains(lower) else { return false }
        return tokenSuffixes.contains { lower.hasSuffix($0) }
    }

    /// The names of Tessera's configuration file.
    public static let configurationNames = ["tessera.yml", "tessera.yaml"]

    /// Whether a file name or path is read as YAML (`.yml`, `.yaml`).
    public static func isYAML(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".yml") || lower.hasSuffix(".yaml")
    }

    /// Whether a file name (not a path) marks a resolver document: `*.resolver.json`,
    /// `*.resolver.yml`, `*.resolver.yaml` or `resolver.json`.
    public static func isResolver(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "resolver.json" || resolverSuffixes.contains { lower.hasSuffix($0) }
    }

    /// The name without its token or resolver ending: `brand.resolver.json` → `brand`,
    /// `Tokens.Light.json` → `Tokens.Light`, `colors.tokens.yml` → `colors`.
    public static func stem(_ name: String) -> String {
        let lower = name.lowercased()
        for suffix in resolverSuffixes + tokenSuffixes where lower.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}
