import TesseraConfiguration
import TesseraTokens

/// Compares a literal with the catalog's tokens in every permutation: colors within 1/255 a
/// channel in the token's color space (and alpha), near within a ΔE2000 threshold; lengths,
/// durations and numbers within a thousandth; fonts by size and, when the call gives one, weight.
public struct TokenMatcher: Sendable {
    public let catalog: TokenCatalog
    /// The largest ΔE2000 a near color may be off by (`audit: { thresholds: { nearColor: 2 } }`).
    public var nearColorThreshold: Double

    public init(catalog: TokenCatalog, nearColorThreshold: Double = 2) {
        self.catalog = catalog
        self.nearColorThreshold = nearColorThreshold
    }

    /// The best token for `literal`: one with the value in every permutation, preferring a token whose
    /// path names the literal's kind and that is not an alias; else the one with it in most permutations;
    /// else, for a color, the nearest within the threshold.
    public func match(_ literal: StyleLiteral) -> TokenMatch {
        guard let type = Self.tokenType(of: literal.value) else { return .none }
        var best: (entry: Int, matched: [Int], missed: [Int], rank: Int)?
        var varying: (entry: Int, matched: [Int])?
        for (index, entry) in catalog.entries.enumerated() where entry.type == type {
            let rank = Self.rank(entry, for: literal.kind)
            guard rank >= 0 else { continue }
            var matched: [Int] = []
            var missed: [Int] = []
            for (combination, value) in entry.values.enumerated() {
                guard let value else { continue }
                if equal(literal.value, value) { matched.append(combination) } else { missed.append(combination) }
            }
            guard !matched.isEmpty else { continue }
            if !missed.isEmpty, entry.isAlias, varying == nil { varying = (index, matched) }
            let isBetter: Bool
            if let current = best {
                let full = missed.isEmpty
                let currentFull = current.missed.isEmpty
                if full != currentFull {
                    isBetter = full
                } else if full {
                    isBetter = rank > current.rank
                } else {
                    isBetter = (matched.count, rank) > (current.matched.count, current.rank)
                }
            } else {
                isBetter = true
            }
            if isBetter { best = (index, matched, missed, rank) }
        }
        if let best {
            let entry = catalog.entries[best.entry]
            var result = TokenMatch(quality: best.missed.isEmpty ? .exact : .partial, tokenID: entry.id)
            if !best.missed.isEmpty {
                result.matchedIn = best.matched.map { catalog.input(combination: $0, axes: entry.axes) }
                result.missedIn = best.missed.map { catalog.input(combination: $0, axes: entry.axes) }
            } else if let varying, varying.entry != best.entry, let first = varying.matched.first {
                let alias = catalog.entries[varying.entry]
                result.varyingAlternative = (alias.id, catalog.input(combination: first, axes: alias.axes))
            }
            return result
        }
        if case .color(let color) = literal.value { return nearest(color) }
        return .none
    }

    /// The color token nearest to `color` in any permutation, when within the threshold.
    private func nearest(_ color: ColorValue) -> TokenMatch {
        let labValues = color.converted(to: .lab).components.map { $0.numberValue ?? 0 }
        let lab = SIMD3(labValues[0], labValues[1], labValues[2])
        var best: (entry: Int, combination: Int, distance: Double)?
        for (index, entry) in catalog.entries.enumerated() where entry.type == .color {
            for (combination, value) in entry.values.enumerated() {
                guard case .color(let token, let tokenLab)? = value, abs(token.alpha - color.alpha) <= 1.0 / 255 else { continue }
                let distance = ColorValue.deltaE2000(lab, tokenLab)
                if distance <= nearColorThreshold, distance < (best?.distance ?? .infinity) { best = (index, combination, distance) }
            }
        }
        guard let best else { return .none }
        let entry = catalog.entries[best.entry]
        var result = TokenMatch(quality: .near, tokenID: entry.id, deltaE: best.distance)
        if entry.values.count > 1 { result.matchedIn = [catalog.input(combination: best.combination, axes: entry.axes)] }
        return result
    }

    /// Whether a literal's value equals a token's.
    func equal(_ literal: StyleValue, _ token: TokenCatalog.Value) -> Bool {
        switch (literal, token) {
        case (.color(let color), .color(let tokenColor, _)):
            return Self.sameColor(color, tokenColor)
        case (.points(let points), .points(let tokenPoints)):
            return abs(points - tokenPoints) < 0.001
        case (.font(let size, let weight), .font(let tokenSize, let tokenWeight)):
            return abs(size - tokenSize) < 0.001 && (weight.map { abs($0 - tokenWeight) < 0.5 } ?? true)
        case (.duration(let seconds), .seconds(let tokenSeconds)):
            return abs(seconds - tokenSeconds) < 0.0005
        case (.number(let number), .number(let tokenNumber)):
            return abs(number - tokenNumber) < 0.001
        default:
            return false
        }
    }

    /// Within 1/255 a channel in the token's color space (sRGB for a token in a non-RGB space), and in alpha.
    static func sameColor(_ literal: ColorValue, _ token: ColorValue) -> Bool {
        let rgbSpaces: Set<ColorSpace> = [.srgb, .displayP3, .srgbLinear, .a98RGB, .prophotoRGB, .rec2020]
        let space = rgbSpaces.contains(token.colorSpace) ? token.colorSpace : .srgb
        let left = literal.colorSpace == space ? literal : literal.converted(to: space)
        let right = token.colorSpace == space ? token : token.converted(to: space)
        let tolerance = 1.0 / 255 + 1e-9
        guard abs(left.alpha - right.alpha) <= tolerance else { return false }
        for channel in 0..<3 {
            let a = channel < left.components.count ? left.components[channel].numberValue ?? 0 : 0
            let b = channel < right.components.count ? right.components[channel].numberValue ?? 0 : 0
            guard abs(a - b) <= tolerance else { return false }
        }
        return true
    }

    static func tokenType(of value: StyleValue) -> TokenType? {
        switch value {
        case .color: .color
        case .points: .dimension
        case .font: .typography
        case .duration: .duration
        case .number: .number
        case .spring: nil
        }
    }

    /// How well a token's path suits the literal's kind: 2 names the kind (`space.md` for a
    /// padding), 1 names no kind, -1 names another kind (`radius.lg` is never a padding).
    /// Non-aliases and tokens not deprecated come first within each.
    static func rank(_ entry: TokenCatalog.Entry, for kind: AuditKind) -> Int {
        var base: Int
        if kind.pathWords.contains(where: entry.pathText.contains) {
            base = 4
        } else if [AuditKind.color, .font, .motion].contains(kind)
            || !AuditKind.allCases.contains(where: { $0 != kind && $0.pathWords.contains(where: entry.pathText.contains) })
        {
            base = 2
        } else {
            return -1
        }
        if !entry.isAlias { base += 1 }
        if entry.isDeprecated { base -= 2 }
        return base
    }
}
