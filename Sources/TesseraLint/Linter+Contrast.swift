import TesseraConfiguration
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

extension Linter {
    /// `contrast`: each declared pair in every combination of the contexts either token depends on.
    mutating func checkContrast() {
        let severity = configuration.contrastSeverity
        guard severity != .off else { return }
        for pair in configuration.contrastPairs {
            guard let foreground = colorToken(pair.foreground, role: "foreground", at: pair.foregroundPosition),
                let background = colorToken(pair.background, role: "background", at: pair.backgroundPosition)
            else { continue }
            let axes = Array(Set(matrix.dependencies(ofTokenAt: foreground) + matrix.dependencies(ofTokenAt: background))).sorted()
            for selection in selections(varying: axes) {
                guard let text = matrix.token(at: foreground, in: selection), let surface = matrix.token(at: background, in: selection),
                    case .color(let textColor) = text.value, case .color(let surfaceColor) = surface.value
                else { continue }
                let shown = ContrastMath.composite(textColor, over: surfaceColor)
                let backdrop = ContrastMath.opaque(surfaceColor)
                let measured: Double
                let passes: Bool
                let amount: String
                switch pair.algorithm {
                case .wcag2:
                    measured = ContrastMath.wcagRatio(shown, backdrop)
                    // Compare what is shown (two decimals), so 4.499 does not pass as "4.5:1".
                    passes = (measured * 100).rounded(.down) / 100 >= pair.minimum
                    amount = "\(Self.twoDecimals(measured)):1, below the minimum \(Self.format(pair.minimum)):1"
                case .apca:
                    measured = ContrastMath.apcaLc(text: shown, background: backdrop)
                    passes = abs(measured) >= pair.minimum
                    amount = "Lc \(Self.twoDecimals(measured)), below the minimum Lc \(Self.format(pair.minimum))"
                }
                guard !passes else { continue }
                let translucent = textColor.alpha < 1 ? " at \(Self.format(textColor.alpha * 100))% opacity" : ""
                report(
                    severity, .lowContrast,
                    "\(pair.foreground) (\(textColor.srgbHex)\(translucent)) on \(pair.background) (\(surfaceColor.srgbHex)) has contrast \(amount)",
                    at: text.position, tokenPath: pair.foreground, in: selection, axes: axes,
                    notes: [
                        Diagnostic.Note(
                            message: "the background \(pair.background) is defined here",
                            location: project.diagnostics.sources.location(of: surface.position), tokenPath: pair.background),
                        configurationNote("the pair is declared here", at: pair.foregroundPosition),
                    ],
                    fixIt: "change \(pair.foreground) or \(pair.background) in this permutation until the contrast reaches the minimum")
            }
        }
    }

    /// The index of the color token the pair names, or nil after reporting TS0901 at the entry.
    private mutating func colorToken(_ path: String, role: String, at position: SourcePosition) -> Int? {
        guard let index = matrix.index(ofToken: path) else {
            let near = PathSuggester(paths: matrix.tokens.map(\.id)).nearest(to: path)
            report(
                .error, .lintUnknownToken, "the contrast pair's \(role) names no token: \(path)", at: position,
                fixIt: near.map { "did you mean \($0)?" })
            return nil
        }
        guard matrix.tokens[index].type == .color else {
            report(
                .error, .lintUnknownToken,
                "the contrast pair's \(role) \(path) is a \(matrix.tokens[index].type.rawValue) token, not a color",
                at: position, fixIt: "name a color token")
            return nil
        }
        return index
    }

    /// Two decimals, rounded down, so a ratio shown as failing never reads as the minimum.
    static func twoDecimals(_ number: Double) -> String {
        let truncated = (number * 100).rounded(.towardZero) / 100
        var text = String(truncated)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text[text.index(after: dot)...].count
            if decimals < 2 { text += String(repeating: "0", count: 2 - decimals) }
        }
        return text
    }
}
