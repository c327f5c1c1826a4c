import AppTokens

// Reads a few generated tokens the way an app would, for each brand and color scheme.
for (name, theme) in AppTokens.themes.sorted(by: { $0.key < $1.key }) {
    for scheme in [TokenTraits.ColorScheme.light, .dark] {
        let traits = TokenTraits(colorScheme: scheme)
        print("\(name) \(scheme): background \(theme.color.background.resolved(for: traits).hexString), button \(theme.color.button.hexString)")
    }
}
print("space.large \(AppTokens.default.space.large.points)pt, body line height \(AppTokens.default.text.body.lineHeightPoints)pt")
