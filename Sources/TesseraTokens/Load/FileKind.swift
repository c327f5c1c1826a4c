/// What a path names, found without opening it.
public enum FileKind: Sendable, Hashable {
    case regularFile
    case directory
    case symbolicLink
    case fifo
    case characterDevice
    case blockDevice
    case socket
    case unknown

    /// "a named pipe (FIFO)", for messages that say why a path is refused.
    public var description: String {
        switch self {
        case .regularFile: "a regular file"
        case .directory: "a folder"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a named pipe (FIFO)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .unknown: "not a regular file"
        }
    }
}
