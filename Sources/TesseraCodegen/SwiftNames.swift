import TesseraSyntax

/// Turns token and group names into Swift identifiers that are valid, readable
/// and never keywords: `primary-hover` → `primaryHover`, `2xl` → `_2xl`,
/// `default` → `` `default` ``, `Größe` → `größe`.
enum SwiftNames {
    /// Types that view code names unqualified (SwiftUI's, and Swift's `Duration`): a group type
    /// spelled like one gets the `Group` suffix, so `Color` in an extension of the root type or
    /// in a view nested in it still means SwiftUI's. Group properties keep their names.
    static let uiFrameworkTypeNames: Set<String> = [
        "Alignment", "Angle", "Animation", "Button", "Color", "Divider", "Duration", "Edge", "Font", "Gradient", "Image",
        "Label", "Layout", "Link", "Material", "Menu", "Shape", "Spacer", "Text", "Toggle", "Transition",
    ]

    /// What an empty name is spelled as: JSON allows `""` as a key, and a Figma Design Tokens
    /// plugin export writes one for a style folder with no name. Style Dictionary leaves the
    /// empty segment out of a token's name; a nested type needs a member for it, and `_` is not one.
    static let emptyNameWord = "unnamed"

    /// A lowerCamelCase property name.
    static func property(_ name: String) -> String {
        if name.isEmpty { return emptyNameWord }
        if let rest = afterLeadingUnderscores(name) { return "_" + property(rest) }
        if let fast = asciiProperty(name) { return fast }
        let words = wordsOfShoutedName(splitWords(name))
        guard let first = words.first else { return "_" + hexName(name) }
        return finish(joinedKeepingNumbersApart([first.lowercasedFirstWord] + words.dropFirst().map(\.capitalizedFirst)))
    }

    /// Properties for the member names of one type that fold to one identifier (`color-calc` and
    /// `colorCalc`, `Primary` and `primary`, `selected` and `selected `), decided over all of them at
    /// once so that neither the order of the files nor a token added elsewhere changes them: the
    /// name already spelled as that identifier keeps it, and every other one takes its own spelling
    /// (``spelledApart(_:)``: `color_calc`, `_Primary`, `selected_`). When two still meet because one
    /// is written as its spelling (`dark_blue` beside `dark-blue`), that one keeps it and, if no name
    /// is the identifier, the single other takes the identifier (`darkBlue`). Names that meet otherwise
    /// (`font-size` and `font_size` beside `fontSize`) stay a collision, reported as TS0600.
    static func unfolded(_ names: [String], identifier: String) -> [String: String] {
        var result: [String: String] = [:]
        for name in names { result[name] = name == identifier ? identifier : spelledApart(name) }
        guard !names.contains(identifier) else { return result }
        var namesBySpelling: [String: [String]] = [:]
        for (name, spelling) in result { namesBySpelling[spelling, default: []].append(name) }
        let displaced = namesBySpelling.flatMap { spelling, meeting in
            meeting.count > 1 && meeting.contains(spelling) ? meeting.filter { $0 != spelling } : []
        }
        if displaced.count == 1 { result[displaced[0]] = identifier }
        return result
    }

    /// ``unfolded(_:identifier:)`` for every set of names among `names` (the members of one type)
    /// that fold to one identifier; names that fold with no other are not in the result.
    static func spellings(ofSiblings names: some Sequence<String>) -> [String: String] {
        var byIdentifier: [String: [String]] = [:]
        for name in names { byIdentifier[property(name), default: []].append(name) }
        var result: [String: String] = [:]
        for (identifier, folded) in byIdentifier where folded.count > 1 {
            result.merge(unfolded(folded, identifier: identifier)) { $1 }
        }
        return result
    }

    /// A name as written, made an identifier without folding it: its letters keep their case, each
    /// run of separators becomes one `_` (at the ends too), symbols their words (`sm+` → `sm_plus`,
    /// `-1` → `minus_1`), invisible characters are dropped, and a leading digit or capital gets a `_`
    /// (`Primary` → `_Primary`).
    static func spelledApart(_ name: String) -> String {
        if name.isEmpty { return "_" + emptyNameWord }
        var result = ""
        var separated = false
        let scalars = Array(name.unicodeScalars)
        let bytes = scalars.lazy.map { $0.isASCII ? UInt8($0.value) : 0xFF }
        for (index, scalar) in scalars.enumerated() where !scalar.properties.isDefaultIgnorableCodePoint {
            let negative = scalar == "-" && isNegativeSign(bytes, at: index)
            if let words = negative ? ["minus"] : symbolWords(scalar) {
                if !result.isEmpty { result += "_" }
                result += words.joined(separator: "_")
                separated = true
            } else if scalar.properties.isXIDContinue {
                if separated, !result.isEmpty || index > 0 { result += "_" }
                separated = false
                result.unicodeScalars.append(scalar)
            } else {
                separated = true
            }
        }
        if separated, let last = scalars.last, symbolWords(last) == nil { result += "_" }
        // A member never starts with a capital: it would shadow a type inside its own (`Self`, a group's type).
        if result.unicodeScalars.first?.properties.isUppercase == true { return "_" + result }
        return finish(result)
    }

    /// The type name of a member spelled apart: its first letter (after leading underscores) in capitals.
    static func typeSpelling(ofProperty property: String) -> String {
        guard let index = property.firstIndex(where: { $0 != "_" }) else { return property }
        return property[..<index] + property[index].uppercased() + property[property.index(after: index)...]
    }

    /// The member name a designer chose for iOS in Figma (`$extensions["com.figma"].codeSyntax.iOS`),
    /// when it is a plain identifier or ends in one (`Color.pageBackground` → `pageBackground`).
    static func preferredProperty(in extensions: JSONValue) -> String? {
        guard let text = extensions.objectValue?["com.figma"]?.objectValue?["codeSyntax"]?.objectValue?["iOS"]?.stringValue,
            let last = text.split(separator: ".").last.map(String.init),
            let first = last.unicodeScalars.first, first.properties.isXIDStart || first == "_",
            last.unicodeScalars.allSatisfy({ $0.properties.isXIDContinue && !$0.properties.isDefaultIgnorableCodePoint })
        else { return nil }
        return last
    }

    /// ``property(_:)`` for ASCII names in two passes over the bytes, without building
    /// the words as strings (this runs for every token). `nil` for other names.
    private static func asciiProperty(_ name: String) -> String? {
        let written = name
        var name = name
        return name.withUTF8 { utf8 -> String? in
            guard !utf8.isEmpty, utf8.allSatisfy({ $0 < 0x80 }), !hasSymbolWords(utf8) else { return nil }
            // Pass 1: is the first word all capitals and digits (`URLs` → `urls`)?
            var firstWordAllCaps = true
            var seenWord = false
            var previousWasLower = false
            for byte in utf8 {
                let kind = ASCIIKind(byte)
                guard kind != .other else {
                    if seenWord { break }
                    continue
                }
                if kind == .upper, previousWasLower { break }
                seenWord = true
                if kind == .lower { firstWordAllCaps = false }
                previousWasLower = kind == .lower || kind == .digit
            }
            guard seenWord else { return nil }
            // A name all in capitals of several words (``wordsOfShoutedName(_:)``), rare, takes the general path.
            if !utf8.contains(where: { ASCIIKind($0) == .lower }) {
                let words = splitASCIIWords(written)
                if wordsOfShoutedName(words) != words { return nil }
            }
            // Pass 2: lower the first word, capitalize the others, drop separators;
            // `_` first when the name starts with a digit.
            let startsWithDigit = utf8.first(where: { ASCIIKind($0) != .other }).map { ASCIIKind($0) == .digit } ?? false
            return String(unsafeUninitializedCapacity: utf8.count + 1) { result in
                var length = 0
                if startsWithDigit {
                    result[0] = UInt8(ascii: "_")
                    length = 1
                }
                var word = -1
                var inWord = false
                var previousWasLower = false
                for byte in utf8 {
                    let kind = ASCIIKind(byte)
                    guard kind != .other else {
                        inWord = false
                        previousWasLower = false
                        continue
                    }
                    // Digits on both sides of a separator stay apart (`1_5x` is not `15x`); the
                    // separator skipped leaves room for the `_`.
                    if !inWord, kind == .digit, length > 0, ASCIIKind(result[length - 1]) == .digit {
                        result[length] = UInt8(ascii: "_")
                        length += 1
                    }
                    let startsWord = !inWord || (kind == .upper && previousWasLower)
                    if startsWord {
                        word += 1
                        inWord = true
                    }
                    var output = byte
                    if word == 0 {
                        if kind == .upper, firstWordAllCaps || startsWord { output += 32 }
                    } else if startsWord, kind == .lower {
                        output -= 32
                    }
                    result[length] = output
                    length += 1
                    previousWasLower = kind == .lower || kind == .digit
                }
                return length
            }
        }
    }

    private enum ASCIIKind {
        case upper, lower, digit, other

        init(_ byte: UInt8) {
            switch byte {
            case 65...90: self = .upper
            case 97...122: self = .lower
            case 48...57: self = .digit
            default: self = .other
            }
        }
    }

    /// An UpperCamelCase type name.
    static func type(_ name: String) -> String {
        if name.isEmpty { return emptyNameWord.capitalizedFirst }
        if let rest = afterLeadingUnderscores(name) { return "_" + type(rest) }
        let words = wordsOfShoutedName(splitWords(name))
        guard !words.isEmpty else { return "_" + hexName(name) }
        return finish(joinedKeepingNumbersApart(words.map(\.capitalizedFirst)))
    }

    /// A name's text after its leading underscores, when it has some and more follows: a leading
    /// `_` marks a token apart (`_size` beside `size`, as Tokens Studio files write private
    /// tokens), so it is kept rather than read as a separator.
    private static func afterLeadingUnderscores(_ name: String) -> String? {
        guard name.utf8.first == UInt8(ascii: "_") else { return nil }
        let rest = name.drop { $0 == "_" }
        guard rest.unicodeScalars.contains(where: { $0.properties.isXIDContinue && $0 != "_" }) else { return nil }
        return String(rest)
    }

    /// Words joined, with `_` where a word ending in a digit meets one starting with a digit:
    /// `1_5x` must not become the same name as `15x`.
    private static func joinedKeepingNumbersApart(_ words: [String]) -> String {
        var result = ""
        for word in words {
            if result.last?.isNumber == true, word.first?.isNumber == true { result += "_" }
            result += word
        }
        return result
    }

    /// Writes a name for use in source: keywords in backticks.
    static func escaped(_ identifier: String) -> String {
        mayBeKeyword(identifier) && keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Every keyword is 2 to 15 ASCII letters: a name with a digit or anything else is none, and is
    /// not hashed (`escaped` runs for every token; most names have a digit: `500`, `spacing4`).
    private static func mayBeKeyword(_ identifier: String) -> Bool {
        let utf8 = identifier.utf8
        guard utf8.count >= 2, utf8.count <= 15 else { return false }
        return utf8.allSatisfy { $0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z") }
    }

    /// ASCII symbols that are words of a name rather than separators: `sm+` is not `sm`, and
    /// `-1` (a minus before a number that starts a word) is not `1`.
    static let asciiSymbolWords: [UInt8: String] = [
        UInt8(ascii: "+"): "plus", UInt8(ascii: "&"): "and", UInt8(ascii: "%"): "percent", UInt8(ascii: "@"): "at",
        UInt8(ascii: "#"): "number", UInt8(ascii: "*"): "star", UInt8(ascii: "="): "equals", UInt8(ascii: "<"): "less",
        UInt8(ascii: ">"): "greater", UInt8(ascii: "~"): "tilde", UInt8(ascii: "^"): "caret", UInt8(ascii: "|"): "bar",
        UInt8(ascii: "!"): "bang", UInt8(ascii: "?"): "question",
    ]

    /// Symbols outside ASCII that have a short common word; others take their Unicode name
    /// (`→` → `rightwards arrow`).
    static let symbolWords: [Unicode.Scalar: String] = [
        "\u{2212}": "minus", "\u{00D7}": "times", "\u{00F7}": "divided by", "\u{00B1}": "plus minus",
        "\u{2215}": "slash", "\u{2044}": "slash", "\u{00B0}": "degrees", "\u{2030}": "per mille",
    ]

    /// Whether an ASCII name has a symbol that reads as a word (see ``asciiSymbolWords``).
    private static func hasSymbolWords<C: RandomAccessCollection>(_ utf8: C) -> Bool where C.Element == UInt8 {
        for index in utf8.indices {
            // Letters and digits (nearly every byte of a name) are never symbols: no table lookup.
            if ASCIIKind(utf8[index]) != .other { continue }
            if asciiSymbolWords[utf8[index]] != nil { return true }
            if isNegativeSign(utf8, at: index) { return true }
        }
        return false
    }

    /// A `-` that starts a word and is followed by a digit (`-1`, `space.-2`): a minus sign.
    private static func isNegativeSign<C: RandomAccessCollection>(_ bytes: C, at index: C.Index) -> Bool
    where C.Element == UInt8 {
        guard bytes[index] == UInt8(ascii: "-") else { return false }
        let next = bytes.index(after: index)
        guard next != bytes.endIndex, (48...57).contains(bytes[next]) else { return false }
        guard index != bytes.startIndex else { return true }
        let previous = bytes[bytes.index(before: index)]
        let previousIsWordPart = (48...57).contains(previous) || (65...90).contains(previous) || (97...122).contains(previous)
        return !previousIsWordPart
    }

    /// The words a symbol stands for (lowercase), or `nil` for a separator: punctuation and
    /// spaces separate words, while math, currency and other symbols are words themselves.
    private static func symbolWords(_ scalar: Unicode.Scalar) -> [String]? {
        if scalar.isASCII { return asciiSymbolWords[UInt8(scalar.value)].map { [$0] } }
        if let word = symbolWords[scalar] { return word.split(separator: " ").map(String.init) }
        switch scalar.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            guard let name = scalar.properties.name else { return [String(scalar.value, radix: 16)] }
            return name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        default:
            return nil
        }
    }

    /// A name written all in capitals (`COLOR_BRAND`, Theo's and many constants' style) says nothing of
    /// which words are acronyms, so each of its words is a plain word (`colorBrand`, as Style Dictionary's
    /// camel case has it), except a word of one or two letters, an abbreviation (`BUTTON_BG` → `buttonBG`).
    /// A name with small letters keeps its capitals (`buttonXL`), and so does one with a single word of
    /// letters (`4XL`, `AM-02`).
    private static func wordsOfShoutedName(_ words: [String]) -> [String] {
        // Two words of letters at least: `4XL` and `AM-02` are one word with a number, kept as written.
        guard words.lazy.filter({ $0.contains(where: \.isLetter) }).count > 1, !words.contains(where: { $0.contains(where: \.isLowercase) })
        else { return words }
        // A word of one or two letters is an abbreviation (`XL`, `BG`, `R`) and keeps its capitals.
        return words.map { $0.lazy.filter(\.isLetter).count > 2 ? $0.lowercased() : $0 }
    }

    /// Words split at anything that cannot be in an identifier, and at lower→upper case changes.
    /// Symbols become words (``symbolWords(_:)``); characters that are invisible (variation
    /// selectors, zero-width joiners and spaces, bidirectional marks: Unicode's default-ignorable
    /// code points) are dropped, so they never reach an identifier.
    private static func splitWords(_ name: String) -> [String] {
        var name = name
        let plainASCII = name.withUTF8 { $0.allSatisfy({ $0 < 0x80 }) && !hasSymbolWords($0) }
        if plainASCII { return splitASCIIWords(name) }
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        let scalars = Array(name.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar.properties.isDefaultIgnorableCodePoint { continue }
            let negative = scalar == "-" && isNegativeSign(scalars.lazy.map { $0.isASCII ? UInt8($0.value) : 0xFF }, at: index)
            if let symbol = negative ? ["minus"] : symbolWords(scalar) {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                words.append(contentsOf: symbol)
                continue
            }
            let isPart = scalar.properties.isXIDContinue || scalar == "_"
            guard isPart, scalar != "_" else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            let isUpper = scalar.properties.isUppercase
            if isUpper, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
            previousWasLower = scalar.properties.isLowercase || scalar.properties.numericType != nil
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The same split over ASCII bytes, without Unicode property look-ups (the common case, and fast).
    private static func splitASCIIWords(_ name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previousWasLower = false
        for byte in name.utf8 {
            let isLetter = (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
            let isDigit = byte >= 48 && byte <= 57
            guard isLetter || isDigit else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                previousWasLower = false
                continue
            }
            let isUpper = byte >= 65 && byte <= 90
            if isUpper, previousWasLower, !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            current.append(byte)
            previousWasLower = (byte >= 97 && byte <= 122) || isDigit
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// A leading digit (or other non-start character) gets an underscore: `_2xl`.
    private static func finish(_ identifier: String) -> String {
        guard let first = identifier.unicodeScalars.first else { return "_" }
        if !first.properties.isXIDStart && first != "_" { return "_" + identifier }
        return identifier
    }

    private static func hexName(_ name: String) -> String {
        name.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "_")
    }

    /// Swift keywords that need backticks as member names (contextual keywords do not).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
        "Protocol", "consume", "copy", "discard", "each", "borrowing", "consuming",
    ]
}

extension String {
    fileprivate var capitalizedFirst: String {
        // ASCII on bytes: names are mostly ASCII and this runs for every token.
        if let first = utf8.first, first < 0x80 {
            guard first >= 97, first <= 122 else { return self }
            var bytes = Array(utf8)
            bytes[0] -= 32
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first = first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// `Background` → `background`, `URLs` → `urls` (an all-caps first word is lowered whole).
    fileprivate var lowercasedFirstWord: String {
        if utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = Array(utf8)
            let allCaps = bytes.allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) }
            for index in bytes.indices where (allCaps || index == 0) && bytes[index] >= 65 && bytes[index] <= 90 {
                bytes[index] += 32
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        if allSatisfy({ $0.isUppercase || $0.isNumber }) { return lowercased() }
        guard let first = first else { return self }
        return first.lowercased() + dropFirst()
    }
}

/// Doc-comment text and attributes made safe from token text (literals: `Declarations/SwiftLiteral.swift`).
extension SwiftLiteral {
    /// Whether text can go into a `///` line as it is: one line, no control or separator characters.
    static func isPlainDocText(_ text: String) -> Bool {
        var text = text
        // Over the string's own UTF-8 storage: this runs for every token's summary.
        return text.withUTF8 { isPlainDocText(bytes: $0) }
    }

    /// ``isPlainDocText(_:)`` of UTF-8 bytes.
    static func isPlainDocText(bytes: some Sequence<UInt8>) -> Bool {
        // 0xE2 and 0xD8 lead the bidirectional controls (U+202A…, U+2066…, U+061C): the slow path escapes them.
        !bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xE2 || $0 == 0xD8 }
    }

    /// Text for inside one doc-comment line: line breaks and control characters become spaces.
    static func docText(_ text: String) -> String {
        if isPlainDocText(text) { return text }
        return escapingBidirectionalControls(
            String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator ? " " : $0 })))
    }

    /// Documentation text as doc-comment lines; nothing in it can end the comment early.
    static func docLines(_ text: String) -> [SwiftDocLine] {
        // Common case: printable text on one line (checked on bytes; this runs for every token).
        if isPlainDocText(text) { return [.text(text)] }
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
            .map { line in
                let cleaned = line.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" }
                return .text(escapingBidirectionalControls(String(String.UnicodeScalarView(cleaned))))
            }
    }

    /// The bidirectional controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) written
    /// as `\u{202E}`, so a description cannot make the generated comment read otherwise than its
    /// bytes (Trojan Source); names are escaped the same way.
    static func escapingBidirectionalControls(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isBidirectionalControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `@available(*, deprecated)`, with the token's deprecation message when it has one.
    static func deprecation(message: String?) -> String {
        "@available(*, deprecated\(message.map { ", message: \(string($0))" } ?? ""))"
    }
}
