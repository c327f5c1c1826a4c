import Foundation
import TesseraConfiguration
import TesseraAudit
import TesseraDiagnostics
import TesseraTokens

/// The Swift files below the `--sources` folders, handed over one at a time so that memory stays
/// flat. Nothing outside the folders is read: a symbolic link is followed only when it leads
/// inside one of them, each real folder is entered once (a link loop ends there), and hidden
/// folders (`.build`, `.git`) are passed by. A file that is not regular or larger than
/// `maxFileSize` is skipped with a note.
struct AuditSources {
    let folders: [String]
    let configuration: AuditConfiguration
    /// The real paths of the folders: what every followed link must lead into.
    private let realFolders: [String]

    init(folders: [String], configuration: AuditConfiguration) {
        self.folders = folders
        self.configuration = configuration
        self.realFolders = folders.compactMap(SystemFiles.resolvedPath)
    }

    /// Calls `visit` with each file's shown path and bytes, `skip` with each note.
    func forEachFile(_ visit: (String, [UInt8]) -> Void, skip: (Diagnostic) -> Void) {
        var entered = Set<String>()
        for folder in folders {
            guard let real = SystemFiles.resolvedPath(folder), SystemFiles.kind(of: real) == .directory else { continue }
            // Depth first, sorted, with an explicit stack: a deep tree cannot overflow the call stack.
            var stack: [(shown: String, relative: String, real: String)] = [(folder, "", real)]
            while let (shown, relative, realFolder) = stack.popLast() {
                guard entered.insert(realFolder).inserted else { continue }
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: realFolder)) ?? []).sorted()
                var subfolders: [(String, String, String)] = []
                for name in names where !name.hasPrefix(".") {
                    let childShown = shown.hasSuffix("/") ? shown + name : shown + "/" + name
                    let childRelative = relative.isEmpty ? name : relative + "/" + name
                    let childPath = realFolder + "/" + name
                    var target = childPath
                    if SystemFiles.kind(of: childPath, followingLinks: false) == .symbolicLink {
                        guard let resolved = SystemFiles.resolvedPath(childPath) else {
                            if name.hasSuffix(".swift") { skip(note(childShown, "it is a symbolic link that leads nowhere (or in a loop)")) }
                            continue
                        }
                        guard realFolders.contains(where: { Self.isInside(resolved, folder: $0) }) else {
                            skip(note(childShown, "it is a symbolic link to \(resolved), outside the folders given to --sources"))
                            continue
                        }
                        target = resolved
                    }
                    switch SystemFiles.kind(of: target) {
                    case .directory?:
                        subfolders.append((childShown, childRelative, target))
                    case .regularFile?:
                        guard name.hasSuffix(".swift"), configuration.includes(childRelative) else { continue }
                        read(target, shown: childShown, visit: visit, skip: skip)
                    case let kind?:
                        if name.hasSuffix(".swift") { skip(note(childShown, "it is \(kind.description), not a regular file")) }
                    case nil:
                        continue
                    }
                }
                stack += subfolders.reversed()
            }
        }
    }

    private func read(_ path: String, shown: String, visit: (String, [UInt8]) -> Void, skip: (Diagnostic) -> Void) {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= configuration.maxFileSize else {
            skip(note(shown, "it has \(size) bytes, more than audit.thresholds.maxFileSize (\(configuration.maxFileSize))"))
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            skip(note(shown, "it cannot be read"))
            return
        }
        visit(shown, [UInt8](data))
    }

    private func note(_ path: String, _ reason: String) -> Diagnostic {
        Diagnostic(
            severity: .note, code: .auditSourceSkipped, message: "\(path) is skipped: \(reason)",
            location: SourceLocation(file: path, line: 1, column: 1, offset: 0))
    }

    /// Whether a real path is the folder or below it.
    static func isInside(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
