// Test-only stand-in for exactly the SwiftUI declarations the Tessera adapters and the sample
// app use, written from Apple's documented signatures (developer.apple.com/documentation/swiftui),
// with their availability and isolation (`View` and `ViewModifier` are main-actor protocols,
// `ShapeStyle` is `Sendable`). Tests/TesseraAdapterTests compiles it as a module named `SwiftUI`
// (with library evolution, as Apple's SDK modules are) and type-checks Sources/TesseraSwiftUI
// against it. Bodies trap: only the declarations matter. What a stand-in cannot prove (runtime
// behavior, availability on Linux, layout, rendering): Documentation/Adapters.md.
//
// Simplifications, each documented: SwiftUI's view-building types are reduced to what type
// checking needs; `UITraitBridgedEnvironmentKey` (declared by UIKit, re-exported by SwiftUI) and
// `AttributedString.LineHeight` (declared by CoreText on Apple platforms) are declared here.

@_exported public import Foundation
@_exported public import CoreGraphics
public import UIKit

// MARK: - Views and modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("stand-in") }
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    nonisolated public var body: Never { fatalError("stand-in") }
}

@frozen public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    nonisolated public var body: Never { fatalError("stand-in") }
}

@frozen public struct EmptyView: View {
    nonisolated public init() {}
    nonisolated public var body: Never { fatalError("stand-in") }
}

@frozen public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    nonisolated public var body: Never { fatalError("stand-in") }
}

@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    nonisolated public var body: Never { fatalError("stand-in") }
}

@frozen public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    nonisolated public var body: Never { fatalError("stand-in") }
}

extension Optional: View where Wrapped: View {
    nonisolated public var body: Never { fatalError("stand-in") }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError("stand-in") }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError("stand-in") }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// MARK: - Environment

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    nonisolated public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
    public var description: String { "" }
    public var colorScheme: ColorScheme {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
    public var colorSchemeContrast: ColorSchemeContrast { fatalError("stand-in") }
    /// Back-deployed to every platform (`@backDeployed(before: macOS 14.0, tvOS 17.0, watchOS 10.0)`).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
    public var locale: Locale {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
}

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError("stand-in") }
}

extension Environment: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Sendable, Hashable {
    case light
    case dark
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable, Sendable, Hashable {
    case standard
    case increased
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact
    case regular
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// Declared by UIKit (`UIKit.UITraitBridgedEnvironmentKey`) and re-exported by SwiftUI.
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Self.Value
    static func write(to mutableTraits: inout any UIMutableTraits, value: Self.Value)
}

// MARK: - Colors and shape styles

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    associatedtype Resolved: ShapeStyle = Never
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

extension ShapeStyle where Self.Resolved == Never {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError("stand-in") }
}

extension Never: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, Sendable, ShapeStyle {
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case displayP3
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public init(uiColor: UIColor) {}
    public init(_ name: String, bundle: Bundle? = nil) {}
    public static let black = Color(red: 0, green: 0, blue: 0)
}

extension Color: View {
    nonisolated public var body: Never { fatalError("stand-in") }
}

// MARK: - Fonts and text

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Sendable, Hashable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    @frozen public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        nonisolated public static let black = Weight()
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { fatalError("stand-in") }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError("stand-in") }
    nonisolated public static let body = Font.system(size: 17)
    public func weight(_ weight: Font.Weight) -> Font { fatalError("stand-in") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }

    public init(verbatim content: String) {}
    public init<S: StringProtocol>(_ content: S) {}
}

extension Text: View {
    nonisolated public var body: Never { fatalError("stand-in") }
}

extension AttributedString {
    /// Declared by CoreText's Foundation additions on Apple platforms (iOS 26).
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public struct LineHeight: Hashable, Sendable {
        public static func exact(points: CGFloat) -> AttributedString.LineHeight { fatalError("stand-in") }
    }
}

// MARK: - Layout and drawing

@frozen public struct Edge {
    @frozen public struct Set: OptionSet, Sendable {
        nonisolated public init(rawValue: Int8) { self.rawValue = rawValue }
        public let rawValue: Int8
        public static let bottom = Set(rawValue: 4)
        public static let vertical = Set(rawValue: 5)
        public static let horizontal = Set(rawValue: 10)
        public static let all = Set(rawValue: 15)
    }
}

@frozen public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    public static let leading = Alignment()
}

@frozen public struct HorizontalAlignment: Equatable, Sendable {
    public static let center = HorizontalAlignment()
    public static let leading = HorizontalAlignment()
}

public enum BlendMode: Sendable, Equatable {
    case destinationOut
}

public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

@frozen public struct FillStyle: Equatable {
    nonisolated public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

@frozen public struct StrokeStyle: Equatable {
    nonisolated public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {}
}

@frozen public struct Path {
    nonisolated public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    nonisolated public var body: Never { fatalError("stand-in") }
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { fatalError("stand-in") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View { fatalError("stand-in") }
}

@frozen public struct RoundedRectangle: InsettableShape {
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {}
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

@frozen public struct Rectangle: InsettableShape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    nonisolated public func inset(by amount: CGFloat) -> Rectangle { self }
}

@frozen public struct ZStack<Content: View>: View {
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    nonisolated public var body: Never { fatalError("stand-in") }
}

@frozen public struct VStack<Content: View>: View {
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    nonisolated public var body: Never { fatalError("stand-in") }
}

@frozen public struct VerticalAlignment: Equatable, Sendable {
    public static let center = VerticalAlignment()
}

@frozen public struct HStack<Content: View>: View {
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    nonisolated public var body: Never { fatalError("stand-in") }
}

public struct ScrollView<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    nonisolated public var body: Never { fatalError("stand-in") }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError("stand-in")
    }
    nonisolated public var body: Never { fatalError("stand-in") }
}

// MARK: - View modifiers

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError("stand-in") }
    nonisolated public func font(_ font: Font?) -> some View { fatalError("stand-in") }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { fatalError("stand-in") }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { fatalError("stand-in") }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { fatalError("stand-in") }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { fatalError("stand-in") }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func italic(_ isActive: Bool = true) -> some View { fatalError("stand-in") }
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { fatalError("stand-in") }
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    nonisolated public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View { fatalError("stand-in") }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError("stand-in") }
    nonisolated public func padding(_ length: CGFloat) -> some View { fatalError("stand-in") }
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError("stand-in") }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError("stand-in") }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError("stand-in") }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError("stand-in") }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { fatalError("stand-in") }
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { fatalError("stand-in") }
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError("stand-in") }
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { fatalError("stand-in") }
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { fatalError("stand-in") }
    nonisolated public func compositingGroup() -> some View { fatalError("stand-in") }
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { fatalError("stand-in") }
}

// MARK: - Animation

@frozen public struct Animation: Equatable, Sendable {
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation { fatalError("stand-in") }
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation { fatalError("stand-in") }
    public func delay(_ delay: TimeInterval) -> Animation { fatalError("stand-in") }
}
