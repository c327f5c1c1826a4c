import ArgumentParser
import Foundation
import TesseraConfiguration
import TesseraDiagnostics
import TesseraImport
import TesseraTokens

/// How results are printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

extension InputFormat {
    /// `--from`'s help: every format's name.
    static var argumentHelp: String {
        "Read the inputs as this format instead of detecting it: \(allCases.map(\.rawValue).joined(separator: ", "))."
    }

    /// `--from FORMAT`, for every command that reads tokens.
    static func parseArgument(_ text: String) throws -> InputFormat {
        guard let format = InputFormat(rawValue: text.lowercased()) else {
            throw ValidationError("--from takes one of \(allCases.map(\.rawValue).joined(separator: ", ")) (got \"\(text)\").")
        }
        return format
    }
}

/// How much is printed and which warnings fail the run: shared by validate, resolve, build and convert.
struct ReportOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print errors and the summary only, not warnings and notes.")
    var quiet = false

    @Flag(help: "Exit with status 1 when there is any warning.")
    var warningsAsErrors = false

    @Option(help: ArgumentHelp("Exit with status 1 when there are more than this many warnings.", valueName: "n"))
    var maxWarnings: Int?

    @Flag(help: "Print every warning kept (up to 20 of each code), not only the first \(DiagnosticReport.shownPerCode).")
    var verbose = false

    @Option(
        help: ArgumentHelp(
            "Color error:, warning: and note: (auto: only on a terminal, and not when NO_COLOR is set).",
            valueName: "when"))
    var color: ColorChoice = .auto

    func validate() throws {
        if let maxWarnings, maxWarnings < 0 {
            throw ValidationError("--max-warnings takes a number of warnings, 0 or more (got \(maxWarnings)).")
        }
    }
}

/// `--color`: whether diagnostics on standard error are colored.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// `auto` colors only a terminal, and not when `NO_COLOR` is set to anything but the empty
    /// string (https://no-color.org); `always` and `never` override `NO_COLOR`, as a flag should.
    func usesColor(environment: [String: String] = ProcessInfo.processInfo.environment, isTerminal: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}

/// How the tokens are read, on top of a tessera.yml: shared by every command that takes ``InputOptions``
/// or ``ConfiguredInputOptions``.
struct ReadingFlags: ParsableArguments {
    @Flag(help: "Read DTCG 2025.10 to the letter: legacy forms (hex strings, \"16px\", missing $type) become errors.")
    var strict = false

    @Option(
        name: .customLong("from"),
        help: ArgumentHelp(
            InputFormat.argumentHelp,
            valueName: "format"),
        transform: InputFormat.parseArgument)
    var inputFormat: InputFormat?

    @Option(
        help: ArgumentHelp(
            "The folder that referenced files must lie in (default: the folder of the resolver document, or the inputs' common folder).",
            valueName: "dir"))
    var root: String?

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "Read with the settings of this tessera.yml: its units:, strict:, from: and root: (the flags still win); validate also checks what build makes of it.",
            valueName: "tessera.yml"))
    var configurationPath: String?

    /// Sets what the flags give on `configuration`: the flags win over tessera.yml.
    func apply(to configuration: inout ProjectConfiguration) {
        if strict { configuration.strict = true }
        if let inputFormat { configuration.format = inputFormat }
        if let root { configuration.root = root }
    }
}

/// The options of `validate`, `resolve` and `convert`: token inputs, read as the flags (and `--config`) say.
struct InputOptions: ParsableArguments {
    @OptionGroup var reporting: ReportOptions

    @Argument(
        help: ArgumentHelp(
            "Token files, directories of token files, one resolver document (*.resolver.json), or a tessera.yml whose inputs: lists them.",
            valueName: "inputs"))
    var inputs: [String]

    @OptionGroup var flags: ReadingFlags

    func validate() throws {
        if inputs.isEmpty {
            throw ValidationError("Give at least one token file, directory or resolver document, or a tessera.yml.")
        }
    }

    /// The tessera.yml the run reads: the only input when it is one, else `--config`'s.
    var configurationFile: String? {
        ConfigurationFile.choose(inputs: inputs, configurationOption: flags.configurationPath).configuration
    }

    /// That tessera.yml (or the defaults) with the flags on top, and the inputs of the command line
    /// (the file's `inputs:` when it is the only one); prints the problems and exits when the file is not valid.
    func configuration(reporting report: DiagnosticReport) throws -> ProjectConfiguration {
        let (path, given) = ConfigurationFile.choose(inputs: inputs, configurationOption: flags.configurationPath)
        var configuration = ProjectConfiguration()
        if let path { configuration = try ConfigurationFile.load(path, report: report) }
        flags.apply(to: &configuration)
        if !given.isEmpty { configuration.inputs = given }
        guard !configuration.inputs.isEmpty else { throw ValidationError("Give token inputs, or a tessera.yml whose inputs: lists them.") }
        return configuration
    }
}

/// The options of `audit` and `docs`: a tessera.yml or token inputs, as `lint` takes them
/// (``ConfigurationFile/choose(inputs:configurationOption:)``), read as the flags say.
struct ConfiguredInputOptions: ParsableArguments {
    @OptionGroup var reporting: ReportOptions

    @Argument(
        help: ArgumentHelp(
            "tessera.yml, or token files, directories or one resolver document (default: ./tessera.yml).",
            valueName: "tessera.yml | inputs"))
    var inputs: [String] = []

    @OptionGroup var flags: ReadingFlags

    /// The run's configuration, with the flags on top, and the token inputs (the configuration's
    /// `inputs:` when none are given); prints the problems and exits when the file is not valid.
    func configuration(reporting report: DiagnosticReport) throws -> ProjectConfiguration {
        let (path, given) = ConfigurationFile.choose(inputs: inputs, configurationOption: flags.configurationPath)
        var configuration = ProjectConfiguration()
        if let path { configuration = try ConfigurationFile.load(path, report: report) }
        flags.apply(to: &configuration)
        if !given.isEmpty { configuration.inputs = given }
        guard !configuration.inputs.isEmpty else { throw ValidationError("Give token inputs, or a tessera.yml whose inputs: lists them.") }
        return configuration
    }
}

/// The permutation and output form of `validate` and `resolve`.
struct SelectionOptions: ParsableArguments {
    @Option(
        name: .customLong("input"),
        help: ArgumentHelp(
            "Choose a context for a modifier, as modifier=context (repeatable). Others use their default.",
            valueName: "modifier=context"))
    var selections: [String] = []

    @Option(help: "How to print results: text for people and editors, json for scripts.")
    var format: OutputFormat = .text

    func validate() throws {
        _ = try parsedSelections()
    }

    /// `--input theme=dark` as a dictionary.
    func parsedSelections() throws -> [String: String] {
        try Self.parseSelections(selections)
    }

    /// `theme=dark` arguments as a dictionary; a usage error for a malformed or repeated one.
    static func parseSelections(_ selections: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for selection in selections {
            let parts = selection.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--input takes modifier=context, for example --input theme=dark (got \"\(selection)\").")
            }
            if result[parts[0]] != nil {
                throw ValidationError("--input names modifier \"\(parts[0])\" twice.")
            }
            result[parts[0]] = parts[1]
        }
        return result
    }
}

/// Prints diagnostics and decides the exit status.
struct DiagnosticReport {
    let diagnostics: DiagnosticEngine
    var options = ReportOptions()

    /// Each code's first warnings and notes are printed in full; a note counts the rest.
    static let shownPerCode = 3

    /// Diagnostics as text on standard error (nothing in JSON mode: the command embeds them);
    /// `--quiet` keeps the errors only. Ends with why the warnings fail the run, when they do.
    func printText() {
        let renderer = DiagnosticRenderer(
            showsExcerpt: true, usesColor: options.color.usesColor(isTerminal: isatty(STDERR_FILENO) == 1))
        let shown = options.verbose
            ? diagnostics.diagnostics
            : diagnostics.diagnostics(shownPerCode: Self.shownPerCode, hint: "--verbose shows them")
        for diagnostic in shown where !options.quiet || diagnostic.severity == .error {
            StandardError.write(renderer.render(diagnostic, sources: diagnostics.sources) + "\n")
        }
        if let reason = warningFailure {
            StandardError.write("tessera: \(renderer.label(.error)) \(reason)\n")
        }
    }

    /// Why the warnings alone fail the run (`--warnings-as-errors`, `--max-warnings`), or nil.
    var warningFailure: String? {
        let warnings = diagnostics.warningCount
        guard !diagnostics.hasErrors, warnings > 0 else { return nil }
        let counted = "\(warnings) warning\(warnings == 1 ? "" : "s")"
        if options.warningsAsErrors { return "\(counted), and --warnings-as-errors is set" }
        if let limit = options.maxWarnings, warnings > limit { return "\(counted), more than --max-warnings \(limit)" }
        return nil
    }

    /// Whether the run fails: errors, or warnings that `--warnings-as-errors` or `--max-warnings` refuse.
    var fails: Bool { diagnostics.hasErrors || warningFailure != nil }

    var jsonDiagnostics: Any {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let listed = diagnostics.diagnostics.filter { !options.quiet || $0.severity == .error }
        guard let data = try? encoder.encode(listed),
            let object = try? JSONSerialization.jsonObject(with: data)
        else { return [] as [Any] }
        return object
    }

    /// Errors that are usage mistakes or unreadable inputs rather than problems in the tokens:
    /// an input that cannot be read (or lies outside `--root`), an `--input` naming no modifier or
    /// context, a modifier left without a context, and an invalid tessera.yml (the flags' twin).
    static let usageCodes: Set<DiagnosticCode> = [
        .fileUnreadable, .noTokenFiles, .specialFile, .inputOutsideRoot,
        .unknownModifier, .unknownContext, .missingInput, .invalidConfiguration, .lintInvalidConfiguration,
        .auditInvalidConfiguration, .auditInputUnreadable,
    ]

    /// 2 for a usage mistake or unreadable input (``usageCodes``), 1 for other errors, 0 otherwise.
    var exitCode: ExitCode {
        let all = diagnostics.diagnostics
        if all.contains(where: { $0.severity == .error && Self.usageCodes.contains($0.code) }) {
            return .usageOrIO
        }
        return fails ? .failure : .success
    }

    var summaryCounts: String {
        let errors = diagnostics.errorCount
        let warnings = diagnostics.warningCount
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}

enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

enum StandardOutput {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

extension JSONSerialization {
    /// Sorted, pretty JSON text for command output.
    static func text(_ object: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Ends a command: an error exit code is thrown, success returns.
func finish(_ code: ExitCode) throws {
    if code != .success { throw code }
}
