// What the fixtures use beyond the shared SwiftUI and UIKit stand-ins, declared the way the
// SDK declares it, so the fixtures type-check before and after `tessera audit --fix`.
import SwiftUI
import UIKit

extension Color {
    public init(white: Double, opacity: Double = 1) {
        self.init(.sRGB, red: white, green: white, blue: white, opacity: opacity)
    }

    public func opacity(_ opacity: Double) -> Color { self }
}

extension Animation {
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError("stand-in") }
}

extension View {
    nonisolated public func opacity(_ opacity: Double) -> some View { fatalError("stand-in") }
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { fatalError("stand-in") }
}

open class CALayer: @unchecked Sendable {
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    public init() {}
}

extension UIView {
    public var layer: CALayer { CALayer() }
    public var alpha: CGFloat {
        get { 1 }
        set {}
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {}
}

extension UILabel {
    public var textColor: UIColor? {
        get { nil }
        set {}
    }
}

extension UIColor {
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
}

@MainActor open class UIViewController: UIResponder {
    open var view: UIView!

    open func viewDidLoad() {}
}
