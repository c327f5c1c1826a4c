// What the fixtures use beyond the shared SwiftUI and UIKit stand-ins, declared the way the
// SDK declares it, so the fixtures type-check before and after `tessera audit --fix`.
import SwiftUI
import UIKit

extension Color {
    init(white: Double, opacity: Double = 1) {
        self.init(.sRGB, red: white, green: white, blue: white, opacity: opacity)
    }

    func opacity(_ opacity: Double) -> Color { self }
}

extension Animation {
    static func easeInOut(duration: TimeInterval) -> Animation { fatalError("stand-in") }
}

extension View {
    nonisolated func opacity(_ opacity: Double) -> some View { fatalError("stand-in") }
    nonisolated func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { fatalError("stand-in") }
}

class CALayer: @unchecked Sendable {
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    init() {}
}

extension UIView {
    var layer: CALayer { CALayer() }
    var alpha: CGFloat {
        get { 1 }
        set {}
    }

    static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {}
}

extension UILabel {
    var textColor: UIColor? {
        get { nil }
        set {}
    }
}

extension UIColor {
    convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
}

@MainActor class UIViewController: UIResponder {
    var view: UIView!

    func viewDidLoad() {}
}
