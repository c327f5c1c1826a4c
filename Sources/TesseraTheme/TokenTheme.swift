/// A complete set of token values that an app switches as a whole: one brand of the
/// generated root type (`AcmeTokens.globex`), or a snapshot a token store loaded at
/// run time. The SwiftUI and UIKit adapters work with any conforming type.
public protocol TokenTheme: Sendable {
    /// The theme in effect when the app has not chosen one.
    static var `default`: Self { get }
}
