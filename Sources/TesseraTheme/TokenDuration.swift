/// A time token (DTCG `duration`), stored in seconds as `TimeInterval` and SwiftUI animations expect.
public struct TokenDuration: Sendable, Equatable, Hashable, Comparable {
    /// The duration in seconds.
    public var seconds: Double

    /// A duration of `seconds` seconds.
    public init(seconds: Double) {
        self.seconds = seconds
    }

    /// A duration of `milliseconds` milliseconds.
    public init(milliseconds: Double) {
        self.seconds = milliseconds / 1000
    }

    /// The duration in milliseconds.
    public var milliseconds: Double {
        seconds * 1000
    }

    /// A zero-length duration (the usual transition delay).
    public static let zero = TokenDuration(seconds: 0)

    /// Orders durations by length.
    public static func < (lhs: TokenDuration, rhs: TokenDuration) -> Bool {
        lhs.seconds < rhs.seconds
    }
}
