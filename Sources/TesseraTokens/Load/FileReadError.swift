public import TesseraDiagnostics

/// Why a file could not be read, in words fit for a diagnostic (never a raw system error).
public enum FileReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing is at the path (or a folder on the way is missing).
    case missing
    /// A folder is where a file was expected.
    case directory
    /// A FIFO, device or socket: refused before it is opened, since reading one can block or never end.
    case special(FileKind)
    /// The file or a folder on the way may not be read.
    case permissionDenied
    /// Anything else, as the system words it.
    case failed(String)

    /// TS0122 for a special file, TS0100 otherwise.
    public var diagnosticCode: DiagnosticCode {
        if case .special = self { return .specialFile }
        return .fileUnreadable
    }

    public var description: String {
        switch self {
        case .missing: "no such file"
        case .directory: "it is a folder, not a file"
        case .special(let kind): "it is \(kind.description), not a regular file"
        case .permissionDenied: "permission denied"
        case .failed(let reason): reason
        }
    }
}
