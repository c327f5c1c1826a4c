import ArgumentParser
import Foundation
import TesseraConfiguration
import TesseraDiagnostics
import TesseraTokens

/// How every command finds `tessera.yml` and reads it, once per run, into a ``ProjectConfiguration``.
enum ConfigurationFile {
    /// The `tessera.yml` a command's inputs name: the only input when it is one (``isConfiguration(_:)``),
    /// or `./tessera.yml` (`./tessera.yaml`) when there are no inputs and it exists; nil otherwise.
    static func locate(inputs: [String]) -> String? {
        if inputs.count == 1, isConfiguration(inputs[0]) { return inputs[0] }
        if inputs.isEmpty {
            return ProjectConfiguration.fileNames.first { FileManager.default.fileExists(atPath: $0) }
        }
        return nil
    }

    /// The configuration and the token inputs of `lint`, `audit` and `docs`: `tessera.yml` as the
    /// only input; else `--config`'s with the inputs given; else, with no inputs, `./tessera.yml`
    /// (reported unreadable when it is missing). Token inputs stay empty when the configuration's
    /// `inputs:` are to be read.
    static func choose(inputs: [String], configurationOption: String?) -> (configuration: String?, tokenInputs: [String]) {
        if inputs.count == 1, isConfiguration(inputs[0]) { return (inputs[0], []) }
        if let configurationOption { return (configurationOption, inputs) }
        if inputs.isEmpty { return (locate(inputs: []) ?? ProjectConfiguration.fileNames[0], []) }
        return (nil, inputs)
    }

    /// Whether a path names a configuration: `tessera.yml` or `tessera.yaml`, or a YAML file under
    /// another name (`tessera.ios.yml`, `my-config.yml`) that starts a line with `inputs:`, or whose
    /// top level holds `tessera.yml` keys only, as a configuration does and token files (whose
    /// top level names groups) do not.
    static func isConfiguration(_ path: String) -> Bool {
        let name = Paths.fileName(of: path)
        if ProjectConfiguration.fileNames.contains(name) { return true }
        let lowercased = name.lowercased()
        guard lowercased.hasSuffix(".yml") || lowercased.hasSuffix(".yaml"), !lowercased.contains(".resolver."),
            !lowercased.contains(".tokens."), let bytes = SystemFiles.contents(of: path)
        else { return false }
        let keys = topLevelKeys(String(decoding: bytes.prefix(65_536), as: UTF8.self))
        return keys.contains("inputs") || (!keys.isEmpty && keys.allSatisfy { ProjectConfiguration.Key(rawValue: $0) != nil })
    }

    /// The keys of a YAML text's top-level mapping, as written at the start of a line (`key:`, `"key":`).
    static func topLevelKeys(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line -> String? in
            guard let first = line.first, first != " ", first != "\t", first != "#", first != "-",
                let colon = line.firstIndex(of: ":")
            else { return nil }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            return key.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
    }

    /// Reads the configuration at `path`, every section included; when it is not valid, prints
    /// the problems and exits (status 2: an invalid tessera.yml is a usage mistake).
    static func load(_ path: String, report: DiagnosticReport) throws -> ProjectConfiguration {
        guard let configuration = ProjectConfiguration.load(path, diagnostics: report.diagnostics) else {
            report.printText()
            throw report.exitCode == .success ? ExitCode.usageOrIO : report.exitCode
        }
        return configuration
    }
}

extension AccessLevel {
    /// `--access LEVEL`; any other value is a usage error listing the levels.
    static func parseArgument(_ text: String) throws -> AccessLevel {
        guard let level = AccessLevel(rawValue: text) else {
            throw ValidationError("--access takes \(allCases.map(\.rawValue).joined(separator: ", ")) (got \"\(text)\").")
        }
        return level
    }
}
