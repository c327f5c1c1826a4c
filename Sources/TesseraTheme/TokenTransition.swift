/// A transition token (DTCG `transition`): how long, after what delay, along which curve.
public struct TokenTransition: Sendable, Equatable, Hashable {
    /// How long the transition runs.
    public var duration: TokenDuration
    /// How long to wait before it starts.
    public var delay: TokenDuration
    /// The easing curve.
    public var timingFunction: TokenCubicBezier

    /// A transition from its three parts (all required in DTCG, so no defaults).
    public init(duration: TokenDuration, delay: TokenDuration, timingFunction: TokenCubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}
