import TesseraSyntax

/// Reads the CSS shorthands Style Dictionary users write in interpolated strings
/// (`border`, `box-shadow`, `font`, `font-family`, `cubic-bezier()`), taking only
/// what is unambiguous: a part CSS leaves to the browser (a missing line height
/// is `normal`, whose size depends on the font) is a problem, not a guess.
enum CSSShorthand {
    /// Why a text is not the shorthand; `reason` completes a diagnostic.
    struct Problem: Error, Equatable {
        var reason: String
        /// The text is valid CSS whose missing part the page supplies (a shadow's color is the element's
        /// text color), rather than malformed.
        var leftToThePage = false
    }

    // MARK: border

    /// `width style color`, in any order; all three are required, as DTCG requires them.
    static func border(_ text: String) -> Result<Border, Problem> {
        var width: DimensionValue?
        var style: String?
        var color: ColorValue?
        for word in words(text[...]) {
            if StrokeStyle.keywords.contains(word), style == nil {
                style = word
            } else if let length = length(word), width == nil {
                width = length
            } else if let parsed = CSSColorParser.parse(word), color == nil {
                color = parsed
            } else {
                return .failure(Problem(reason: "\"\(word.truncatedForMessage)\" is not a border width, style or color, or repeats one"))
            }
        }
        guard let width, let style, let color else {
            let missing = [width == nil ? "width" : nil, style == nil ? "style" : nil, color == nil ? "color" : nil].compactMap { $0 }
            return .failure(Problem(reason: "it has no \(missing.joined(separator: " or "))"))
        }
        return .success(Border(color: color, width: width, style: .keyword(style)))
    }

    // MARK: box-shadow

    /// Comma-separated layers of `[inset] x y [blur [spread]] color`; a missing blur or spread is 0, as in CSS.
    static func shadow(_ text: String) -> Result<[ShadowLayer], Problem> {
        var layers: [ShadowLayer] = []
        for layerText in split(text[...], at: ",") {
            var inset = false
            var lengths: [DimensionValue] = []
            var color: ColorValue?
            for word in words(layerText) {
                if word == "inset", !inset {
                    inset = true
                } else if let length = length(word) {
                    lengths.append(length)
                } else if let parsed = CSSColorParser.parse(word), color == nil {
                    color = parsed
                } else {
                    return .failure(Problem(reason: "\"\(word.truncatedForMessage)\" is not a shadow length, color or inset, or repeats one"))
                }
            }
            guard (2...4).contains(lengths.count) else {
                return .failure(Problem(reason: "a shadow layer has 2 to 4 lengths (x, y, blur, spread), not \(lengths.count)"))
            }
            // CSS defaults the color to the text color, which a token cannot know.
            guard let color else { return .failure(Problem(reason: "a shadow layer has no color", leftToThePage: true)) }
            let zero = DimensionValue(0, lengths[0].unit)
            layers.append(
                ShadowLayer(
                    color: color, offsetX: lengths[0], offsetY: lengths[1], blur: lengths.count > 2 ? lengths[2] : zero,
                    spread: lengths.count > 3 ? lengths[3] : zero, inset: inset))
        }
        return layers.isEmpty ? .failure(Problem(reason: "it is empty")) : .success(layers)
    }

    // MARK: font

    /// `[normal] [weight] size/lineHeight family[, family…]`. The line height is required
    /// (CSS's `normal` depends on the font); a missing weight is 400 and letter spacing 0,
    /// as in CSS. Styles other than `normal` (`italic`) have no DTCG typography member.
    static func font(_ text: String) -> Result<Typography, Problem> {
        let parts = words(text[...])
        guard let sizeIndex = parts.firstIndex(where: { length(String($0.split(separator: "/", maxSplits: 1)[0])) != nil }) else {
            return .failure(Problem(reason: "it has no font size"))
        }
        var weight: Double?
        for word in parts[..<sizeIndex] where word != "normal" {
            if weight == nil, let value = FontWeightKeyword.table[word] ?? Double(word), (1...1000).contains(value) {
                weight = value
            } else {
                return .failure(Problem(reason: "\"\(word.truncatedForMessage)\" is not a font weight (DTCG typography has no font style)"))
            }
        }
        let sizeParts = parts[sizeIndex].split(separator: "/", maxSplits: 1).map(String.init)
        guard let size = length(sizeParts[0]) else { return .failure(Problem(reason: "it has no font size")) }
        guard sizeParts.count == 2 else {
            return .failure(Problem(reason: "it has no line height (write size/line-height, such as 16px/1.5)"))
        }
        let lineHeight: Double
        if let multiple = Double(sizeParts[1]) {
            lineHeight = multiple
        } else if sizeParts[1].hasSuffix("%"), let percent = Double(sizeParts[1].dropLast()) {
            lineHeight = percent / 100
        } else if let leading = length(sizeParts[1]), leading.unit == size.unit, size.value != 0 {
            lineHeight = leading.value / size.value
        } else {
            return .failure(Problem(reason: "\"\(sizeParts[1].truncatedForMessage)\" is not a line height in the font size's unit"))
        }
        let families = fontFamilies(parts[(sizeIndex + 1)...].joined(separator: " ")[...])
        guard !families.isEmpty else { return .failure(Problem(reason: "it has no font family")) }
        return .success(
            Typography(
                fontFamily: families, fontSize: size, fontWeight: weight ?? 400, letterSpacing: DimensionValue(0, size.unit),
                lineHeight: lineHeight, textCase: nil, textDecoration: nil))
    }

    /// A CSS font-family list: names separated by commas, quotes removed.
    static func fontFamilies(_ text: Substring) -> [String] {
        split(text, at: ",").map { String($0.trimmingSpacesSubstring).trimmingQuotes }.filter { !$0.isEmpty }
    }

    // MARK: cubic-bezier

    /// `cubic-bezier(x1, y1, x2, y2)` with x in 0…1, or a CSS easing name.
    static func cubicBezier(_ text: String) -> CubicBezier? {
        if let named = CubicBezier.cssNamed(text) { return named }
        guard text.hasPrefix("cubic-bezier("), text.hasSuffix(")") else { return nil }
        let numbers = text.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").compactMap {
            Double($0.trimmingSpacesSubstring)
        }
        guard numbers.count == 4, (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { return nil }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    // MARK: transition

    /// One CSS `transition` without a property (`"0.5s cubic-bezier(0, 0.3, 0.3, 1)"`, `"200ms ease-out 50ms"`):
    /// a duration, a timing function (`cubic-bezier()` or an easing name) and an optional delay, in any
    /// order, the first time the duration and the second the delay (0s when left out), as CSS reads them.
    /// `nil` for anything else: a property name, `steps()`, several transitions, no timing function.
    static func transition(_ text: String, namingProperty: Bool = false) -> Transition? {
        guard split(text[...], at: ",").count == 1 else { return nil }
        var times: [DurationValue] = []
        var timing: CubicBezier?
        var transitionWords = words(text[...])
        // `opacity 200ms ease`: the property it animates, which a DTCG transition (like CSS's `transition`
        // object with `property`) does not hold; its timing is the transition's.
        if namingProperty, transitionProperties(text)?.count == 1 { transitionWords.removeFirst() }
        for word in transitionWords {
            if let time = time(word) {
                times.append(time)
            } else if timing == nil, let curve = cubicBezier(word) {
                timing = curve
            } else {
                return nil
            }
        }
        guard let timing, (1...2).contains(times.count) else { return nil }
        return Transition(duration: times[0], delay: times.count == 2 ? times[1] : DurationValue(0, .s), timingFunction: timing)
    }

    /// The properties a CSS `transition` names (`opacity 15ms ease-out, transform 70ms` → `opacity`,
    /// `transform`): every comma-separated item a property name followed by one or two times and at most
    /// one timing function, CSS's defaults filling the rest. `nil` when an item names no property or is
    /// not such a transition. A DTCG transition animates no property of its own, and a list holds several.
    static func transitionProperties(_ text: String) -> [String]? {
        var properties: [String] = []
        for item in split(text[...], at: ",") {
            let itemWords = words(item)
            guard let property = itemWords.first, let head = property.first, head.isLetter || head == "-",
                property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }), time(property) == nil, cubicBezier(property) == nil
            else { return nil }
            var times = 0
            var timings = 0
            for word in itemWords.dropFirst() {
                if time(word) != nil { times += 1 } else if cubicBezier(word) != nil { timings += 1 } else { return nil }
            }
            guard (1...2).contains(times), timings <= 1 else { return nil }
            properties.append(property)
        }
        return properties.isEmpty ? nil : properties
    }

    /// A CSS time: a number with `ms` or `s`.
    static func time(_ word: String) -> DurationValue? {
        for unit in [DurationValue.Unit.ms, .s] where word.hasSuffix(unit.rawValue) {
            if let number = Double(word.dropLast(unit.rawValue.count)), number.isFinite { return DurationValue(number, unit) }
        }
        return nil
    }

    // MARK: Pieces

    /// A CSS length: a number with px, rem or em, or a bare 0.
    static func length(_ word: String) -> DimensionValue? {
        var body = word[...]
        let negative = body.first == "-"
        if negative { body = body.dropFirst() }
        let unitStart = body.firstIndex { !($0.isASCII && ($0.isNumber || $0 == ".")) } ?? body.endIndex
        guard let number = Double(body[..<unitStart]), number.isFinite else { return nil }
        let unitText = body[unitStart...]
        let value = negative ? -number : number
        if unitText.isEmpty { return number == 0 ? DimensionValue(0, .px) : nil }
        return DimensionValue.Unit(rawValue: String(unitText)).map { DimensionValue(value, $0) }
    }

    /// Space-separated words, keeping `rgba(0, 0, 0, 0.5)` and quoted names whole.
    static func words(_ text: Substring) -> [String] {
        split(text, at: " ").map(String.init)
    }

    /// `text` split at `separator` outside parentheses and quotes; whitespace
    /// separates like a space, and empty pieces are dropped.
    static func split(_ text: Substring, at separator: Character) -> [Substring] {
        var pieces: [Substring] = []
        var depth = 0
        var quote: Character?
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(depth - 1, 0)
            } else if depth == 0, character == separator || (separator == " " && character.isWhitespace) {
                pieces.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        pieces.append(text[start...])
        return pieces.map { $0.trimmingSpacesSubstring }.filter { !$0.isEmpty }
    }
}
