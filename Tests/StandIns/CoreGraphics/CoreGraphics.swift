// Test-only stand-in for the parts of Apple's CoreGraphics that the Tessera adapters use,
// written from Apple's documented declarations. It is compiled as a module named
// `CoreGraphics` by Tests/TesseraAdapterTests, never shipped. Bodies trap: only the
// declarations matter. What a stand-in cannot prove: Documentation/Adapters.md.
//
// On Linux, Foundation already provides CGFloat, CGPoint, CGSize and CGRect, so they are
// re-exported rather than redeclared.

@_exported public import Foundation

/// Line cap styles (`CGLineCap`, an `Int32` C enum).
@frozen public enum CGLineCap: Int32, @unchecked Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// Line join styles (`CGLineJoin`, an `Int32` C enum); only the default `StrokeStyle` uses.
@frozen public enum CGLineJoin: Int32, @unchecked Sendable {
    case miter = 0
}

/// A two-dimensional vector (`CGVector`), which Foundation on Linux does not provide.
@frozen public struct CGVector: Sendable, Equatable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
}
