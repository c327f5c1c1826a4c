// A stand-in for the parts of SwiftPM's PackagePlugin module that Tessera's build plugin uses,
// declared with the documented shapes, so the plugin compiles on Linux outside a plugin build.
public import Foundation

/// What every plugin is; the module provides its entry point.
public protocol Plugin {
    init()
}

extension Plugin {
    public static func main() async throws {}
}

public protocol BuildToolPlugin: Plugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command]
}

public struct PluginContext {
    public var pluginWorkDirectoryURL: URL

    public struct Tool {
        public var name: String
        public var url: URL

        public init(name: String, url: URL) {
            self.name = name
            self.url = url
        }
    }

    public func tool(named name: String) throws -> Tool {
        Tool(name: name, url: pluginWorkDirectoryURL.appendingPathComponent(name))
    }
}

public protocol Target {
    var name: String { get }
}

public protocol SourceModuleTarget: Target {
    var sourceFiles: FileList { get }
}

public struct File {
    public var url: URL
}

public struct FileList: Sequence {
    var files: [File]

    public func makeIterator() -> IndexingIterator<[File]> {
        files.makeIterator()
    }
}

public enum Command {
    case buildCommand(
        displayName: String?, executable: URL, arguments: [String], environment: [String: String] = [:],
        inputFiles: [URL] = [], outputFiles: [URL] = [])
}

public enum Diagnostics {
    public static func error(_ message: String, file: String? = #file, line: Int? = #line) {}
    public static func warning(_ message: String, file: String? = #file, line: Int? = #line) {}
}
