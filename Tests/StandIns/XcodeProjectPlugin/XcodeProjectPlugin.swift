// A stand-in for Xcode's XcodeProjectPlugin module, declared with the documented shapes, so the
// build plugin's Xcode conformance compiles on Linux.
public import Foundation
public import PackagePlugin

/// A build tool plugin applied to a target of an Xcode project.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
    public var xcodeProject: XcodeProject
    public var pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        PluginContext.Tool(name: name, url: pluginWorkDirectoryURL.appendingPathComponent(name))
    }
}

public struct XcodeProject {
    public var displayName: String
    public var targets: [XcodeTarget]
}

public struct XcodeTarget {
    public var displayName: String
    public var inputFiles: FileList
}
