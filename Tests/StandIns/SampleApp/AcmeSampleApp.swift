// A small app that uses the adapters with the generated AcmeTokens, the way the README shows.
// Tests/TesseraAdapterTests type-checks it (with Generated/AcmeTokens.swift) against the
// SwiftUI and UIKit stand-ins, so the documented usage keeps compiling.

import SwiftUI
import TesseraSwiftUI
import TesseraTheme
import TesseraUIKit
import UIKit

/// A card in the current brand (the example in Documentation/Adapters.md and the README).
struct ProductCard: View {
    @Theme private var theme: AcmeTokens        // the environment's AcmeTokens, or AcmeTokens.default

    var body: some View {
        let card = theme.card
        VStack(alignment: .leading) {
            TokenText("New arrivals", typography: theme.typography.title)   // font, tracking, line height, case
                .foregroundStyle($theme.color(theme.color.text.primary))
            Text("Autumn collection").typography(theme.typography.body)
        }
        .padding(.all, card.padding)                                        // compact 16 pt, regular 24 pt
        .background($theme.color(card.surface), in: RoundedRectangle(token: $theme(card.cornerRadius)))
        .tokenBorder(card.border, in: RoundedRectangle(token: $theme(card.cornerRadius)))
        .tokenShadow(card.elevation, in: RoundedRectangle(token: $theme(card.cornerRadius)))
    }
}

/// A row with a size-class gap and a color that follows the traits without `@Theme`.
struct DetailRow: View {
    @Theme private var theme: AcmeTokens
    let title: String
    let detail: String

    var body: some View {
        VStack(alignment: .leading, spacing: $theme(theme.space.stackSm).points) {
            TokenText(title, typography: theme.typography.headline)
            Text(detail)
                .typography(theme.typography.caption)
                .foregroundStyle(Color(theme.color.text.secondary))
        }
    }
}

/// A primary button whose fill follows the appearance by itself on iOS 17.
struct PrimaryButtonLabel: View {
    @Theme private var theme: AcmeTokens
    let title: String

    var body: some View {
        let button = theme.button
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
            TokenText(title, typography: button.label, relativeTo: .body)
                .foregroundStyle(TokenColorStyle(button.primary.labelColor))
                .padding(.horizontal, button.paddingHorizontal)
                .padding(.vertical, button.paddingVertical)
                .background(TokenColorStyle(button.primary.background), in: RoundedRectangle(token: $theme(button.cornerRadius)))
        } else {
            TokenText(title, typography: button.label)
                .foregroundStyle($theme.color(button.primary.labelColor))
                .padding(.horizontal, button.paddingHorizontal)
                .background($theme.color(button.primary.background), in: RoundedRectangle(token: $theme(button.cornerRadius)))
        }
    }
}

/// The screen for the second customer: one modifier switches the brand for the subtree.
struct GlobexScreen: View {
    var body: some View {
        VStack {
            ProductCard().theme(AcmeTokens.globex)    // the second brand, for this subtree
            DetailRow(title: "Globex", detail: "Same views, another brand.")
            PrimaryButtonLabel(title: "Continue")
        }
        .theme(AcmeTokens.globex)
    }
}

/// UIKit: the example in Documentation/Adapters.md and the README.
@MainActor func configure(view: UIView, titleLabel: UILabel, bodyLabel: UILabel, traitCollection: UITraitCollection) {
    let theme = AcmeTokens.default
    view.backgroundColor = UIColor(theme.color.background.primary)        // follows light/dark and Increase Contrast
    titleLabel.setText("Order summary", typography: theme.typography.headline)
    bodyLabel.font = UIFont.token(theme.typography.body, compatibleWith: traitCollection)
    bodyLabel.adjustsFontForContentSizeCategory = true                   // UIFontMetrics fonts rescale by themselves

    if #available(iOS 17, tvOS 17, visionOS 1, *) {
        // iOS 17: one theme value for UIKit and SwiftUI
        view.traitOverrides.setTokenTheme(AcmeTokens.globex)
        let brand = traitCollection.tokenTheme(AcmeTokens.self)
        _ = brand.color.text.primary.resolved(for: traitCollection)
    }
}

/// Observing the adapters' run-time diagnostics (a missing font, an inner shadow).
func logThemeDiagnostics() {
    ThemeDiagnosticLog.shared.observe { diagnostic in
        print(diagnostic)
    }
}

/// Motion: the example in Documentation/Motion.md.
@MainActor func animate(view: UIView) -> (Animation, Animation, Animation, UIViewPropertyAnimator, UIViewPropertyAnimator, CAMediaTimingFunction) {
    let theme = AcmeTokens.default
    let traits = view.traitCollection
    let fade = Animation.token(theme.easing.standard.resolved(for: traits), duration: theme.duration.moderate.resolved(for: traits))
    let expand = Animation.token(theme.transition.expand.resolved(for: traits))
    let bounce = Animation.token(theme.transition.expandSpring.resolved(for: traits), delay: theme.transition.expand.resolved(for: traits).delay)
    let slide = UIViewPropertyAnimator(token: theme.transition.expand.resolved(for: traits)) {
        view.backgroundColor = UIColor(theme.color.background.primary)
    }
    let settle = UIViewPropertyAnimator(token: theme.transition.expandSpring.resolved(for: traits))
    let timing = CAMediaTimingFunction(token: theme.easing.decelerate.resolved(for: traits))
    return (fade, expand, bounce, slide, settle, timing)
}
