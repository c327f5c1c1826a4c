import Foundation
import TesseraTestSupport
import Testing

/// Compiles the build plugin against stand-ins of PackagePlugin and XcodeProjectPlugin: the
/// package conformance alone, and with the Xcode project conformance.
@Suite struct BuildPluginCompileTests {
    static let pluginSources = [
        "Plugins/TesseraBuildPlugin/plugin.swift", "Plugins/TesseraBuildPlugin/TokenInputs.swift",
        "Plugins/TesseraBuildPlugin/TokenFileName.swift",
    ]

    /// Builds the stand-in modules (`PackagePlugin`, and `XcodeProjectPlugin` when asked) into a new directory.
    static func standIns(xcode: Bool) throws -> URL {
        let directory = try SwiftCompiler.temporaryDirectory(prefix: "tessera-plugin-standins")
        for module in ["PackagePlugin"] + (xcode ? ["XcodeProjectPlugin"] : []) {
            try SwiftCompiler.run([
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                "-I", directory.path, "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                AdapterBuild.path("Tests/StandIns/\(module)/\(module).swift").path,
            ])
        }
        return directory
    }

    /// Type-checks the plugin's sources (with `plugin.swift` replaced by `pluginText` when given).
    static func typeCheckPlugin(against directory: URL, pluginText: String? = nil) throws {
        var sources = Self.pluginSources.map { AdapterBuild.path($0) }
        if let pluginText {
            sources[0] = directory.appendingPathComponent("plugin.swift")
            try pluginText.write(to: sources[0], atomically: true, encoding: .utf8)
        }
        try SwiftCompiler.run(
            ["-typecheck", "-swift-version", "6", "-parse-as-library", "-warnings-as-errors", "-module-name", "TesseraBuildPlugin",
             "-I", directory.path] + sources.map(\.path))
    }

    @Test func thePluginCompilesForPackagesAndXcodeProjects() throws {
        for xcode in [false, true] {
            let directory = try Self.standIns(xcode: xcode)
            defer { try? FileManager.default.removeItem(at: directory) }
            #expect(throws: Never.self, "xcode: \(xcode)") { try Self.typeCheckPlugin(against: directory) }
        }
    }

    @Test func theXcodeConformanceIsCompiled() throws {
        let directory = try Self.standIns(xcode: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(contentsOf: AdapterBuild.path(Self.pluginSources[0]), encoding: .utf8)
        let broken = text.replacingOccurrences(of: "target.inputFiles.map(\\.url)", with: "target.sourceFiles.map(\\.url)")
        #expect(broken != text)
        #expect(throws: SwiftCompiler.Failure.self) { try Self.typeCheckPlugin(against: directory, pluginText: broken) }
    }
}

/// The plugins' input selection, keys and clash rules (`Plugins/PluginsShared/TokenInputs.swift`).
@Suite struct TokenInputsTests {
    static func urls(_ names: [String]) -> [URL] {
        names.map { URL(fileURLWithPath: "/app/Sources/App/\($0)") }
    }

    @Test func aConfigurationWinsAndTakesTheTokenFilesAsInputs() {
        let selected = TokenInputs.select(from: Self.urls(["View.swift", "tessera.yml", "tokens/app.resolver.json", "tokens/a.tokens.json"]))
        #expect(selected.arguments == ["/app/Sources/App/tessera.yml"])
        // The configuration is an input once: it is no token file.
        #expect(selected.files.map(\.lastPathComponent) == ["tessera.yml", "app.resolver.json", "a.tokens.json"])
    }

    @Test func everyFileTheCLIReadsIsAnInputOfThePlugin() {
        let selected = TokenInputs.select(from: Self.urls(["View.swift", "a.jsonc", "b.tokens.yaml", "c.json5", "README.md"]))
        #expect(selected.arguments.map { URL(fileURLWithPath: $0).lastPathComponent } == ["a.jsonc", "b.tokens.yaml", "c.json5"])
        let resolver = TokenInputs.select(from: Self.urls(["resolver.json", "base.jsonc"]))
        #expect(resolver.arguments == ["/app/Sources/App/resolver.json"])
        #expect(resolver.files.map(\.lastPathComponent) == ["resolver.json", "base.jsonc"])
    }

    @Test func keysAreWantedOnlyWhenTheConfigurationNamesAFile() {
        #expect(TokenInputs.wantsKeys(configuration: "inputs: [a.json]\nkeys: Sources/App/TokenKeys.swift  # for the store\n"))
        #expect(TokenInputs.wantsKeys(configuration: "keys: \"Keys.swift\"\n"))
        #expect(!TokenInputs.wantsKeys(configuration: "inputs: [a.json]\nkeysType: ThemeKeys\n"))
        #expect(!TokenInputs.wantsKeys(configuration: "# keys: TokenKeys.swift\nkeys:\n"))
        #expect(!TokenInputs.wantsKeys(configuration: nil))
    }

    @Test func aCommittedTokensSwiftClashes() {
        let files = Self.urls(["tessera.yml", "Tokens.swift", "View.swift"])
        let committed = TokenInputs.committedOutputs(in: files, configuration: "inputs: [a.json]\n")
        #expect(committed.map(\.lastPathComponent) == ["Tokens.swift"])
        let message = TokenInputs.clashMessage(target: "App", committed: committed)
        #expect(message.contains("/app/Sources/App/Tokens.swift"))
        #expect(message.contains("generate-tokens"))
    }

    @Test func theFilesNamedByOutputAndKeysClashToo() {
        let files = Self.urls(["tessera.yml", "Generated/AppTokens.swift", "ThemeKeys.swift", "TokenKeys.swift", "View.swift"])
        let text = "output: Generated/AppTokens.swift\nkeys: 'ThemeKeys.swift'\n"
        #expect(TokenInputs.committedOutputs(in: files, configuration: text).map(\.lastPathComponent)
            == ["AppTokens.swift", "ThemeKeys.swift", "TokenKeys.swift"])
        #expect(TokenInputs.committedOutputs(in: Self.urls(["TokenKeys.swift", "View.swift"]), configuration: nil).isEmpty)
    }
}
