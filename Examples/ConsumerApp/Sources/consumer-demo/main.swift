import AppTokens

// Reads a few generated tokens the way an app would, for each brand and color scheme.
for (name, theme) in AppTokens.themes.sorted(by: { $0.key < $1.key }) {
    for scheme in [TokenTraits.ColorScheme.light, .dark] {
        let traits = TokenTraits(colorScheme: scheme)
        print("\(name) \(scheme): background \(theme.color.background.resolved(for: traits).hexString), button \(theme.color.button.resolved(for: traits).hexString)")
    }
}
// Every token is Adaptive, so adding a dark or size-class variant later changes no call site;
// `defaultValue` is the value at the default traits.
let tokens = AppTokens.default
print("space.large \(tokens.space.large.defaultValue.points)pt, body line height \(tokens.text.body.defaultValue.lineHeightPoints)pt")
