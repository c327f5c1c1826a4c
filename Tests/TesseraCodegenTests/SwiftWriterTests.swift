import Foundation
import Testing
@testable import TesseraCodegen
import TesseraTestSupport

/// The byte writer and the name and literal fast paths must spell exactly what the
/// general `String` code spells: the reference file depends on it.
@Suite struct SwiftWriterTests {
    @Test func integersMatchTheirDescription() {
        var random = SplitMix64(seed: 7)
        var values = [0, 1, -1, 9, 10, -10, 1_000_000, Int.max, Int.min]
        for _ in 0..<2_000 { values.append(Int(bitPattern: UInt(random.next())) >> Int(random.next() % 60)) }
        for value in values {
            var writer = SwiftWriter()
            writer.write(integer: value)
            #expect(writer.text == String(value))
        }
    }

    @Test func numbersMatchTheStringLiteral() {
        var random = SplitMix64(seed: 11)
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 1e15, 1e16, -1e20, 1e-7, .nan, .infinity, 0.1 + 0.2, 16, 1.5]
        for _ in 0..<2_000 {
            let raw = Double(bitPattern: random.next())
            values.append(raw)
            values.append(SwiftValueExpression.rounded(Double(random.next() % 2_000_000) / 1_000_000))
        }
        for value in values {
            var writer = SwiftWriter()
            writer.write(number: value)
            #expect(writer.text == SwiftLiteral.number(value), "\(value)")
        }
    }

    @Test func propertyNamesFromASCIIFollowTheWordRules() {
        let cases: [(String, String)] = [
            ("primary-hover", "primaryHover"), ("2xl", "_2xl"), ("URLS", "urls"), ("URLs", "uRLs"), ("backgroundColor", "backgroundColor"),
            ("BG-color", "bgColor"), ("--x--", "x"), ("a_b", "aB"), ("Background", "background"), ("t12", "t12"),
            ("100", "_100"), ("inset-lg", "insetLg"), ("HTTPServer", "hTTPServer"), ("fooBAR baz", "fooBARBaz"),
            ("default", "default"), ("$root", "root"), ("x.y z", "xYZ"), ("1_5x", "_1_5x"), ("15x", "_15x"),
            ("space-0_5x", "space0_5x"), ("v1.2", "v1_2"),
        ]
        for (name, expected) in cases {
            #expect(SwiftNames.property(name) == expected, "\(name)")
        }
        // Names with nothing to keep fall back to the code points, as non-ASCII names do.
        #expect(SwiftNames.property("--") == "_2d_2d")
        #expect(SwiftNames.property("Größe") == "größe")
        #expect(SwiftNames.property("größe-1_5x") == "größe1_5x")
        #expect(SwiftNames.type("size 1.5") == "Size1_5")
    }

    /// A name all in capitals (Theo's `COLOR_BRAND`, constants' style) says nothing of acronyms: its words
    /// are plain words. A name with small letters keeps its capitals.
    @Test func aNameAllInCapitalsHasPlainWords() {
        let cases: [(String, String)] = [
            ("COLOR_BRAND", "colorBrand"), ("BUTTON-BG HOVER", "buttonBGHover"), ("SHADOW_2XL", "shadow2XL"), ("URLS", "urls"),
            ("H1", "h1"), ("fooBAR baz", "fooBARBaz"), ("BG-color", "bgColor"), ("GRÖSSE_KLEIN", "grösseKlein"),
            // One word of letters with a number keeps its capitals.
            ("4XL", "_4XL"), ("SIZE-4XL", "size4XL"), ("AM-02", "am02"), ("4XL_WIDE", "_4XLWide"),
            // A word of one or two letters is an abbreviation.
            ("BUTTON_BG", "buttonBG"), ("07_R_TL", "_07RTL"), ("FONT_SIZE_XL", "fontSizeXL"),
        ]
        for (name, expected) in cases {
            #expect(SwiftNames.property(name) == expected, "\(name)")
        }
        #expect(SwiftNames.type("COLOR_BRAND") == "ColorBrand")
        #expect(SwiftNames.type("button-XL") == "ButtonXL")
        #expect(SwiftNames.type("AM-02") == "AM02")
    }

    @Test func stringLiteralsAreWrittenAsTheEscapingFunctionSpellsThem() {
        // Every bidirectional control too: U+061C is the one whose UTF-8 does not start with 0xE2.
        let controls = ["\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}"].map { "a\($0)b" }
        for text in ["plain", "with \"quotes\"", "back\\slash", "line\nbreak", "tab\there", "\u{2028}", "emoji 🎨", "عربي", ""] + controls {
            var writer = SwiftWriter()
            SwiftLiteral.write(string: text, into: &writer)
            #expect(writer.text == SwiftLiteral.string(text), "\(text.debugDescription)")
        }
    }

    @Test func takingTheDataLeavesAnEmptyWriter() {
        var writer = SwiftWriter(capacity: 8)
        for index in 0..<1_000 {
            writer.beginLine()
            writer.write("line ")
            writer.write(integer: index)
            writer.endLine()
        }
        let data = writer.takeData()
        #expect(String(decoding: data, as: UTF8.self).split(separator: "\n").count == 1_000)
        #expect(writer.count == 0)
        writer.write("again")
        #expect(writer.text == "again")
    }
}

extension SwiftWriterTests {
    /// The word-at-a-time check agrees with a plain byte loop for every position of every
    /// byte that matters.
    @Test func plainDocTextMatchesTheByteRule() {
        func expected(_ bytes: [UInt8]) -> Bool { !bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xE2 || $0 == 0xD8 } }
        var random = SplitMix64(seed: 3)
        var samples: [[UInt8]] = []
        for length in 0..<40 {
            for special: UInt8 in [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x7E, 0x7F, 0x80, 0xC3, 0xD8, 0xE2, 0xFF] {
                for position in 0..<max(length, 1) where length > 0 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = special
                    samples.append(bytes)
                }
            }
            samples.append((0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) })
            samples.append((0..<length).map { _ in UInt8(0x20 + random.next() % 0x5F) })
        }
        for bytes in samples {
            let actual = SwiftLiteral.isPlainDocText(bytes: bytes)
            #expect(actual == expected(bytes), "\(bytes)")
        }
    }
}
