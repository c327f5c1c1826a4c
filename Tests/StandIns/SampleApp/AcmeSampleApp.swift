// A small app that uses the adapters with the generated AcmeTokens, the way the README shows.
// Tests/TesseraAdapterTests type-checks it (with Generated/AcmeTokens.swift) against the
// SwiftUI and UIKit stand-ins, so the documented usage keeps compiling.

import SwiftUI
import TesseraSwiftUI
import TesseraTheme
import TesseraUIKit
import UIKit

/// A card in the current brand: adaptive colors, size-class padding, typography, shadow, border.
struct ProductCard: View {
    @Theme private var theme: AcmeTokens
    let title: String
    let detail: String

    var body: some View {
        let card = theme.card
        VStack(alignment: .leading, spacing: $theme(theme.space.stackSm).points) {
            TokenText(title, typography: theme.typography.title)
                .foregroundStyle($theme.color(theme.color.text.primary))
            Text(detail)
                .typography(theme.typography.body)
                .foregroundStyle(Color(theme.color.text.secondary))
        }
        .padding(.all, card.padding)
        .background($theme.color(card.surface), in: RoundedRectangle(token: card.cornerRadius))
        .tokenBorder(card.border, in: RoundedRectangle(token: card.cornerRadius))
        .tokenShadow(card.elevation, in: RoundedRectangle(token: card.cornerRadius))
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
                .background(TokenColorStyle(button.primary.background), in: RoundedRectangle(token: button.cornerRadius))
        } else {
            TokenText(title, typography: button.label)
                .foregroundStyle($theme.color(button.primary.labelColor))
                .padding(.horizontal, button.paddingHorizontal)
                .background($theme.color(button.primary.background), in: RoundedRectangle(token: button.cornerRadius))
        }
    }
}

/// The screen for the second customer: one modifier switches the brand for the subtree.
struct GlobexScreen: View {
    var body: some View {
        VStack {
            ProductCard(title: "Globex", detail: "Same views, another brand.")
            PrimaryButtonLabel(title: "Continue")
        }
        .theme(AcmeTokens.globex)
    }
}

/// UIKit: a dynamic color, a scaled font and a label in a typography token.
@MainActor func configure(_ label: UILabel, traits: UITraitCollection) {
    let theme = AcmeTokens.default
    label.setText("Order summary", typography: theme.typography.headline)
    label.adjustsFontForContentSizeCategory = true
    let fill: UIColor = UIColor(theme.button.primary.background)
    let font: UIFont = UIFont.token(theme.typography.body, compatibleWith: traits)
    _ = (fill, font)
    if #available(iOS 17, tvOS 17, visionOS 1, *) {
        let brand: AcmeTokens = traits.tokenTheme(AcmeTokens.self)
        _ = brand.color.text.primary.resolved(for: traits)
    }
}

/// Observing the adapters' run-time diagnostics (a missing font, an inner shadow).
func logThemeDiagnostics() {
    ThemeDiagnosticLog.shared.observe { diagnostic in
        print(diagnostic)
    }
}
