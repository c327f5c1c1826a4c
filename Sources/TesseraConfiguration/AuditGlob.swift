import TesseraTokens

/// A path pattern of `audit: { include:, exclude: }`: `*` matches within one folder name, `**`
/// across folders (`**/` also matches no folder), `?` one character; everything else itself.
/// Paths are relative to the `--sources` folder they were found in, with `/` between names.
public struct AuditGlob: Sendable, Hashable {
    public let pattern: String
    private let bytes: [UInt8]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.bytes = Array(pattern.utf8)
    }

    /// Whether `path` matches the whole pattern, or (for a pattern without `/`) its last name does.
    public func matches(_ path: String) -> Bool {
        let text = Array(path.utf8)
        if !bytes.contains(UInt8(ascii: "/")), let slash = text.lastIndex(of: UInt8(ascii: "/")) {
            return Paths.matches(pattern: bytes, Array(text[(slash + 1)...]))
        }
        return Paths.matches(pattern: bytes, text)
    }
}
