import TesseraSyntax

/// A CSS `linear-gradient()` as CSS Images 3 defines it: its angle in degrees (0 = to top,
/// 90 = to right) and its color stops with every position filled in, as fractions.
package struct CSSLinearGradient: Equatable {
    package struct Stop: Equatable {
        /// The color as written: a CSS color, a `{reference}` or an expression such as `rgba({a}, 0.5)`.
        package var color: String
        package var position: Double
    }

    package var angle: Double
    package var stops: [Stop]
    /// Transition hints (a lone position between two stops), which DTCG gradients do not have.
    package var droppedHints: [String] = []

    package enum Problem: Error, Equatable {
        /// A radial, conic or repeating gradient: the function's name.
        case notLinear(String)
        /// What is wrong with the string.
        case unreadable(String)
    }

    /// Whether a string is a CSS gradient function (any kind, so the ones not mapped are reported as such).
    package static func isGradient(_ text: String) -> Bool {
        let lowercased = declarationValue(text).lowercased()
        return lowercased.hasSuffix(")") && gradientFunctions.contains { lowercased.hasPrefix($0 + "(") }
    }

    /// The text without surrounding spaces and a trailing `;`: values copied from a CSS
    /// declaration keep its terminator (`linear-gradient(…);`), which CSS reads past. Spaces
    /// between a gradient's name and its `(` are dropped, as the plugin trims the name it reads
    /// before the first `(` (`linear-gradient (45deg, …)` is a linear gradient in Figma).
    package static func declarationValue(_ text: String) -> String {
        var value = String(text.trimmingSpaces)
        while value.last == ";" { value = String(value.dropLast()).trimmingSpaces.description }
        if let open = value.firstIndex(of: "("), value[..<open].last?.isWhitespace == true {
            let name = String(value[..<open]).trimmingSpaces
            if gradientFunctions.contains(name.lowercased()) { value = name + String(value[open...]) }
        }
        return value
    }

    private static let gradientFunctions = [
        "linear-gradient", "radial-gradient", "conic-gradient",
        "repeating-linear-gradient", "repeating-radial-gradient", "repeating-conic-gradient",
    ]

    /// The gradients of a CSS background, in its order (`linear-gradient(…), linear-gradient(…)`
    /// is two layers); `nil` when its parentheses or braces do not match.
    package static func layers(_ text: String) -> [String]? {
        split(Substring(declarationValue(text)), at: ",").map { $0.map { String($0.trimmingSpaces) } }
    }

    /// The gradient `text` denotes.
    package static func parse(_ text: String) -> Result<CSSLinearGradient, Problem> {
        let trimmed = declarationValue(text)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return .failure(.unreadable("it is not a function call")) }
        let function = trimmed[..<open].lowercased()
        guard function == "linear-gradient" else { return .failure(.notLinear(function)) }
        let body = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard var items = split(body, at: ",") else { return .failure(.unreadable("its parentheses or braces do not match")) }
        items = items.map { String($0.trimmingSpaces) }
        guard let first = items.first, !first.isEmpty else { return .failure(.unreadable("it has no color stops")) }

        var angle = 180.0  // CSS's default direction: to bottom.
        if first.lowercased().hasPrefix("to ") {
            guard let degrees = sideAngle(first) else {
                return .failure(.unreadable("\"\(first)\" is not a side or corner (to top, to bottom left, …)"))
            }
            angle = degrees
            items.removeFirst()
        } else if let degrees = angleDegrees(first) {
            angle = degrees
            items.removeFirst()
        }
        return stops(items).map { CSSLinearGradient(angle: angle, stops: $0.stops, droppedHints: $0.hints) }
    }

    // MARK: Stops

    /// The stops of a color-stop list, each position resolved (CSS Images 3, "color stop fixup").
    private static func stops(_ items: [String]) -> Result<(stops: [Stop], hints: [String]), Problem> {
        var colors: [String] = []
        var positions: [Double?] = []
        var hints: [String] = []
        for item in items {
            guard !item.isEmpty else { return .failure(.unreadable("a color stop is empty")) }
            guard let words = split(Substring(item), at: " ") else {
                return .failure(.unreadable("its parentheses or braces do not match"))
            }
            // Up to two trailing positions; everything before them is the color.
            var stopPositions: [Double] = []
            var colorWords = words.filter { !$0.isEmpty }
            while stopPositions.count < 2, let last = colorWords.last, let position = position(last) {
                stopPositions.insert(position, at: 0)
                colorWords.removeLast()
            }
            if colorWords.isEmpty {
                guard stopPositions.count == 1, !colors.isEmpty, item != items.last else {
                    return .failure(.unreadable("\"\(item)\" is a position without a color"))
                }
                hints.append(item)
                continue
            }
            if let last = colorWords.last, isLength(last) {
                return .failure(.unreadable("the position \(last) is a length; only percentages can be placed on a DTCG gradient"))
            }
            let color = colorWords.joined(separator: " ")
            if stopPositions.isEmpty {
                colors.append(color)
                positions.append(nil)
            }
            for position in stopPositions {
                colors.append(color)
                positions.append(position)
            }
        }
        guard colors.count >= 2 else { return .failure(.unreadable("a gradient needs at least two color stops")) }
        let filled = filledPositions(positions)
        return .success((zip(colors, filled).map { Stop(color: $0, position: $1) }, hints))
    }

    /// Positions as CSS resolves them: a missing first is 0 and a missing last 1; a position
    /// before an earlier one moves up to it; runs of missing positions are spread evenly
    /// between the positions around them.
    static func filledPositions(_ written: [Double?]) -> [Double] {
        guard !written.isEmpty else { return [] }
        var positions = written
        if positions[0] == nil { positions[0] = 0 }
        if positions[positions.count - 1] == nil { positions[positions.count - 1] = 1 }
        var largest = -Double.infinity
        for index in positions.indices {
            guard let position = positions[index] else { continue }
            largest = max(largest, position)
            positions[index] = largest
        }
        var result: [Double] = []
        var index = 0
        while index < positions.count {
            if let position = positions[index] {
                result.append(position)
                index += 1
                continue
            }
            // A run of missing positions after `result.last`, up to the next one given.
            let start = result.last ?? 0
            var end = index
            while positions[end] == nil { end += 1 }
            let stop = positions[end] ?? 1
            let steps = Double(end - index + 1)
            for offset in 1..<(end - index + 1) { result.append(start + (stop - start) * Double(offset) / steps) }
            index = end
        }
        return result
    }

    /// A percentage as a fraction, or `0` (the one length without a unit); `nil` for anything else.
    private static func position(_ word: String) -> Double? {
        if word == "0" { return 0 }
        guard word.hasSuffix("%"), let value = Double(word.dropLast()), value.isFinite else { return nil }
        return value / 100
    }

    /// Whether a word is a CSS length (`10px`, `2rem`), which needs the box's size to place.
    private static func isLength(_ word: String) -> Bool {
        guard let unitStart = word.firstIndex(where: { $0.isLetter }), unitStart != word.startIndex else { return false }
        return Double(word[..<unitStart]) != nil && word[unitStart...].allSatisfy(\.isLetter)
    }

    // MARK: Direction

    /// `to <side>` or `to <corner>` in degrees; a corner is taken as for a square box (`to top right` is 45°).
    private static func sideAngle(_ text: String) -> Double? {
        let words = text.lowercased().split(separator: " ").dropFirst().map(String.init)
        let sides: [String: Double] = ["top": 0, "right": 90, "bottom": 180, "left": 270]
        switch words.count {
        case 1:
            return sides[words[0]]
        case 2:
            let vertical = words.first { $0 == "top" || $0 == "bottom" }
            let horizontal = words.first { $0 == "left" || $0 == "right" }
            switch (vertical, horizontal) {
            case ("top", "right"): return 45
            case ("bottom", "right"): return 135
            case ("bottom", "left"): return 225
            case ("top", "left"): return 315
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A CSS angle (`90deg`, `0.25turn`, `1.5708rad`, `100grad`, or `0`) in degrees within 0..<360.
    package static func angleDegrees(_ text: String) -> Double? {
        let word = text.lowercased()
        if word == "0" { return 0 }
        let units: [(suffix: String, degrees: Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360)]
        for unit in units where word.hasSuffix(unit.suffix) {
            guard let value = Double(word.dropLast(unit.suffix.count)), value.isFinite else { return nil }
            // Rounded as Tokens Studio rounds math, so 1.5708rad is 90.0002, not a long fraction.
            let degrees = ((value * unit.degrees * 10_000).rounded() / 10_000).truncatingRemainder(dividingBy: 360)
            return degrees < 0 ? degrees + 360 : degrees + 0  // `+ 0` turns -0 into 0
        }
        return nil
    }

    // MARK: Splitting

    /// `text` split at `separator` outside parentheses and braces; `nil` when they do not match.
    private static func split(_ text: Substring, at separator: Character) -> [String]? {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "{": depth += 1
            case ")", "}":
                depth -= 1
                if depth < 0 { return nil }
            default: break
            }
            if character == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard depth == 0 else { return nil }
        parts.append(current)
        return parts
    }
}

