import TesseraConfiguration
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

extension Linter {
    /// `grid`: dimensions in the chosen groups are multiples of the step.
    mutating func checkGrid() {
        let severity = configuration.gridSeverity
        guard severity != .off else { return }
        let step = configuration.gridStep
        for index in matrix.tokens.indices where Self.isInside(matrix.tokens[index].id, configuration.gridGroups) {
            for (token, selection, axes) in distinctValues(ofTokenAt: index) {
                guard case .dimension(let dimension) = token.value, let points = points(dimension) else { continue }
                let steps = points / step
                guard abs(steps - steps.rounded()) > 1e-6 else { continue }
                let below = steps.rounded(.down) * step
                report(
                    severity, .offGrid,
                    "\(token.id) is \(Self.format(points))pt, not a multiple of the \(Self.format(step))pt grid", at: token.position,
                    tokenPath: token.id, in: selection, axes: axes,
                    fixIt: "use \(Self.format(below))pt or \(Self.format(below + step))pt")
            }
        }
    }

    /// `gamut`: colors inside sRGB or Display P3.
    mutating func checkGamut() {
        let severity = configuration.gamutSeverity
        guard severity != .off else { return }
        let name = configuration.gamut == .sRGB ? "sRGB" : "Display P3"
        for index in matrix.tokens.indices where matrix.tokens[index].type == .color {
            for (token, selection, axes) in distinctValues(ofTokenAt: index) {
                guard case .color(let color) = token.value, color.rgb(in: configuration.gamut).wasClipped else { continue }
                report(
                    severity, .outOfGamut, "\(token.id) lies outside the \(name) gamut; screens show it clipped", at: token.position,
                    tokenPath: token.id, in: selection, axes: axes,
                    fixIt:
                        "bring it inside \(name) (clipped, it is \(color.converted(to: configuration.gamut == .sRGB ? .srgb : .displayP3).rgbClippedText))"
                )
            }
        }
    }

    /// `minimumFontSize`: typography font sizes, and dimensions named as font sizes, are large enough.
    mutating func checkFontSizes() {
        let severity = configuration.minimumFontSizeSeverity
        guard severity != .off else { return }
        let minimum = configuration.minimumFontSize
        for index in matrix.tokens.indices {
            let type = matrix.tokens[index].type
            guard type == .typography || (type == .dimension && Self.namesFontSize(matrix.tokens[index].path)) else { continue }
            for (token, selection, axes) in distinctValues(ofTokenAt: index) {
                let size: DimensionValue
                switch token.value {
                case .typography(let typography): size = typography.fontSize
                case .dimension(let dimension): size = dimension
                default: continue
                }
                guard let points = points(size), points < minimum else { continue }
                report(
                    severity, .fontSizeTooSmall,
                    "\(token.id) sets text at \(Self.format(points))pt, below the minimum \(Self.format(minimum))pt",
                    at: token.position, tokenPath: token.id, in: selection, axes: axes,
                    fixIt: "use \(Self.format(minimum))pt or more")
            }
        }
    }

    /// `duplicateValues`: two tokens of one group with the same type and value in every permutation.
    mutating func checkDuplicateValues() {
        let severity = configuration.duplicateValuesSeverity
        guard severity != .off else { return }
        struct Signature: Hashable {
            var group: [String]
            var dependencies: [Int]
            var values: [TokenValue?]
        }
        var first: [Signature: Int] = [:]
        for index in matrix.tokens.indices {
            let token = matrix.tokens[index]
            guard token.aliasOf == nil,
                configuration.duplicateValuesGroups.isEmpty || Self.isInside(token.id, configuration.duplicateValuesGroups)
            else { continue }
            let dependencies = matrix.dependencies(ofTokenAt: index)
            let values = selections(varying: dependencies).map { matrix.token(at: index, in: $0)?.value }
            let signature = Signature(group: token.groupPath, dependencies: dependencies, values: values)
            guard let original = first[signature] else {
                first[signature] = index
                continue
            }
            let other = matrix.tokens[original]
            report(
                severity, .duplicateValue, "\(token.id) has the same value as \(other.id) in every permutation", at: token.position,
                tokenPath: token.id,
                notes: [
                    Diagnostic.Note(
                        message: "\(other.id) is defined here", location: project.diagnostics.sources.location(of: other.position),
                        tokenPath: other.id)
                ],
                fixIt: "alias it: \"$value\": \"{\(other.id)}\", or remove one of the two")
        }
    }

    /// A length in points (rem at `remBase`); nil for `em`, which depends on the text.
    func points(_ dimension: DimensionValue) -> Double? {
        switch dimension.unit {
        case .px: dimension.value
        case .rem: dimension.value * configuration.remBase
        case .em: nil
        }
    }

    /// Whether a path names a font size (`font.size.body`, `fontSize.sm`, `text.font-size`).
    static func namesFontSize(_ path: [String]) -> Bool {
        let joined = path.joined(separator: ".").lowercased().filter { $0 != "-" && $0 != "_" }
        return joined.contains("fontsize") || joined.contains("font.size")
    }
}

extension ColorValue {
    /// `#rrggbb`-like text of the color clipped to its space's 0...1 range, for messages.
    fileprivate var rgbClippedText: String {
        let channels = components.prefix(3).map { min(max($0.resolvedValue, 0), 1) }
        return "\(colorSpace.rawValue)(" + channels.map { Linter.format($0) }.joined(separator: " ") + ")"
    }
}
