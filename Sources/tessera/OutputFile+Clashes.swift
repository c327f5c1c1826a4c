import ArgumentParser
import TesseraDiagnostics
import TesseraTokens

/// A path a command is about to write, and where it was given: a key of `tessera.yml` (with its
/// position) or a command-line option.
struct OutputDestination {
    var path: String
    /// `--output`, `output:`, `--keys`, … as the user wrote it, for messages.
    var origin: String
    /// Where the path is written in `tessera.yml`; `nil` for a command-line option.
    var position: SourcePosition?
    /// A folder the command writes into (an asset catalog), rather than one file.
    var isFolder = false
}

/// A file the command reads and must never replace.
struct ProtectedFile {
    var path: String
    /// `the input token file`, `the configuration`, `the template`.
    var role: String
}

extension OutputFile {
    /// Refuses, before anything is written, an output that would replace a file the command reads
    /// (an input, `tessera.yml`, the template: TS0640) and two outputs on one path (TS0641), with
    /// exit status 2. Paths are compared as the system opens them: links followed, `.` and `..`
    /// folded, and existing files by device and inode (a hard link or another spelling is the same file).
    static func checkClashes(_ outputs: [OutputDestination], reading protected: [ProtectedFile], report: DiagnosticReport) throws {
        let diagnostics = report.diagnostics
        var failed = false
        let protectedFiles = protected.map { (file: $0, place: Place($0.path)) }
        var claimed: [(destination: OutputDestination, place: Place)] = []
        for output in outputs {
            let place = Place(output.path)
            if let file = protectedFiles.first(where: { $0.place == place || (output.isFolder && $0.place.isInside(place)) })?.file {
                diagnostics.emit(
                    .error, .outputOverwritesInput,
                    output.isFolder
                        ? "\(output.origin) \(output.path) holds \(file.path), \(file.role); writing into it could replace it"
                        : Paths.normalize(output.path) == Paths.normalize(file.path)
                            ? "\(output.origin) \(output.path) is \(file.role); writing it would replace what this command reads"
                            : "\(output.origin) \(output.path) is \(file.path), \(file.role); writing it would replace what this command reads",
                    at: output.position,
                    fixIt: output.isFolder
                        ? "name another folder for \(output.origin)" : "name another file for \(output.origin), such as Generated/Tokens.swift")
                failed = true
                continue
            }
            if let other = claimed.first(where: {
                $0.place == place || ($0.destination.isFolder && place.isInside($0.place)) || (output.isFolder && $0.place.isInside(place))
            })?.destination {
                diagnostics.emit(
                    .error, .outputsShareAPath,
                    "\(output.origin) \(output.path) and \(other.origin) \(other.path) are one path; the second output would replace the first",
                    at: output.position ?? other.position,
                    fixIt: "give \(output.origin) a path of its own")
                failed = true
                continue
            }
            claimed.append((output, place))
        }
        guard failed else { return }
        report.printText()
        throw ExitCode.usageOrIO
    }

    /// Where a path leads: its device and inode when something is there, and its absolute path
    /// with links resolved and `.` and `..` folded.
    private struct Place: Equatable {
        var identity: [UInt64]?
        var path: String

        init(_ path: String) {
            identity = SystemFiles.identity(of: path)
            self.path = SystemFiles.realPath(path)
        }

        static func == (a: Place, b: Place) -> Bool {
            if let first = a.identity, let second = b.identity { return first == second }
            return a.path == b.path
        }

        /// Whether this path lies below the folder `folder`.
        func isInside(_ folder: Place) -> Bool {
            path.hasPrefix(folder.path == "/" ? "/" : folder.path + "/")
        }
    }
}
