// Test-only stand-in for exactly the UIKit declarations the Tessera adapters use, written from
// Apple's documented signatures (developer.apple.com/documentation/uikit), with their
// availability. Tests/TesseraAdapterTests compiles it as a module named `UIKit` (with library
// evolution, as Apple's SDK modules are) and type-checks Sources/TesseraUIKit and
// Sources/TesseraSwiftUI against it. Bodies trap: only the declarations matter. What a stand-in
// cannot prove (runtime behavior, availability on Linux, rendering): Documentation/Adapters.md.

@_exported public import Foundation
@_exported public import CoreGraphics

// MARK: - Responder and view hierarchy

@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIResponder: NSObject {}

@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIView: UIResponder {
    /// From `UITraitEnvironment`.
    open var traitCollection: UITraitCollection { fatalError("stand-in") }
    open var backgroundColor: UIColor?
}

@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont!
    open var adjustsFontForContentSizeCategory: Bool = false
}

// MARK: - Traits

@available(iOS 12.0, tvOS 10.0, watchOS 6.0, *)
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    case unspecified = -1
    case high = 1
}

@available(iOS 8.0, tvOS 9.0, watchOS 2.0, *)
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

@available(iOS 7.0, tvOS 9.0, watchOS 2.0, *)
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { self.rawValue = rawValue }
    public var rawValue: String
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
}

@available(iOS 8.0, tvOS 9.0, watchOS 2.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError("stand-in") }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { fatalError("stand-in") }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError("stand-in") }
    @available(iOS 10.0, tvOS 10.0, watchOS 3.0, *)
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError("stand-in") }
}

/// A Swift custom trait (iOS 17): "Defining `defaultValue` is the minimum requirement".
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UITraitDefinition {
    public static var identifier: String { fatalError("stand-in") }
    public static var name: String { fatalError("stand-in") }
    public static var affectsColorAppearance: Bool { false }
}

@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol UIMutableTraits {
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

/// The trait overrides of a view, window or view controller (iOS 17).
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct UITraitOverrides: UIMutableTraits {
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
}

@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIView {
    public var traitOverrides: UITraitOverrides {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
}

@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UITraitCollection {
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { fatalError("stand-in") }
}

// MARK: - Colors

@available(iOS 2.0, tvOS 9.0, watchOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError("stand-in") }
    @available(iOS 10.0, tvOS 10.0, watchOS 3.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError("stand-in") }
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { fatalError("stand-in") }
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError("stand-in") }
}

// MARK: - Fonts

@available(iOS 2.0, tvOS 9.0, watchOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
        @available(iOS 11.0, tvOS 11.0, watchOS 5.0, *)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public var rawValue: CGFloat
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    @available(iOS 7.0, tvOS 9.0, watchOS 2.0, *)
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { fatalError("stand-in") }
    @available(iOS 8.2, tvOS 9.0, watchOS 2.0, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError("stand-in") }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError("stand-in") }
    open class var familyNames: [String] { fatalError("stand-in") }
    open var pointSize: CGFloat { fatalError("stand-in") }
    open var lineHeight: CGFloat { fatalError("stand-in") }
    @available(iOS 7.0, tvOS 9.0, watchOS 2.0, *)
    open var fontDescriptor: UIFontDescriptor { fatalError("stand-in") }
}

@available(iOS 7.0, tvOS 9.0, watchOS 2.0, *)
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct AttributeName: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    public struct TraitKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }

    @available(iOS 13.0, tvOS 13.0, watchOS 7.0, *)
    public struct SystemDesign: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { self.rawValue = rawValue }
        public var rawValue: String
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    public struct SymbolicTraits: OptionSet, Sendable {
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public let rawValue: UInt32
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    }

    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) { fatalError("stand-in") }
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits { fatalError("stand-in") }
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? { fatalError("stand-in") }
    @available(iOS 13.0, tvOS 13.0, watchOS 7.0, *)
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { fatalError("stand-in") }
}

@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError("stand-in") }
    open func scaledFont(for font: UIFont) -> UIFont { fatalError("stand-in") }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError("stand-in") }
    open func scaledValue(for value: CGFloat) -> CGFloat { fatalError("stand-in") }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { fatalError("stand-in") }
}

// MARK: - Text attributes (UIKit's additions to Foundation's attributed strings)

@available(iOS 6.0, tvOS 9.0, watchOS 2.0, *)
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    open var minimumLineHeight: CGFloat { fatalError("stand-in") }
    open var maximumLineHeight: CGFloat { fatalError("stand-in") }
}

@available(iOS 6.0, tvOS 9.0, watchOS 2.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    override public init() { fatalError("stand-in") }
    override open var minimumLineHeight: CGFloat {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
    override open var maximumLineHeight: CGFloat {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
}

@available(iOS 6.0, tvOS 9.0, watchOS 2.0, *)
public struct NSUnderlineStyle: OptionSet, @unchecked Sendable {
    public init(rawValue: Int) { self.rawValue = rawValue }
    public var rawValue: Int
    public static let single = NSUnderlineStyle(rawValue: 1)
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
}

// MARK: - Animation (QuartzCore's timing function comes with UIKit)

@available(iOS 2.0, tvOS 9.0, *)
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { fatalError("stand-in") }
}

@available(iOS 10.0, tvOS 10.0, *)
public protocol UITimingCurveProvider: NSObjectProtocol {}

@available(iOS 10.0, tvOS 10.0, *)
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) { fatalError("stand-in") }
}

@available(iOS 10.0, tvOS 10.0, *)
@MainActor open class UIViewPropertyAnimator: NSObject {
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) { fatalError("stand-in") }
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) { fatalError("stand-in") }
    open func addAnimations(_ animation: @escaping () -> Void) { fatalError("stand-in") }
}
