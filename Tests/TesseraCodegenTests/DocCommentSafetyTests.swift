@testable import TesseraCodegen
import Testing

/// A `$description` becomes `///` lines: no character in it may make the comment read otherwise
/// than its bytes (Trojan Source: bidirectional controls reorder what an editor shows).
@Suite struct DocCommentSafetyTests {
    @Test(arguments: ["\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}", "\u{202A}"])
    func bidirectionalControlsAreWrittenAsEscapes(_ control: String) {
        let lines = SwiftLiteral.docLines("safe \(control)evil")
        let texts = lines.compactMap { line -> String? in if case .text(let text) = line { text } else { nil } }
        #expect(texts.count == 1)
        let hex = String(control.unicodeScalars.first!.value, radix: 16, uppercase: true)
        #expect(texts.first == "safe \\u{\(hex)}evil")
        #expect(!SwiftLiteral.docText("a\(control)b").unicodeScalars.contains(control.unicodeScalars.first!))
    }

    @Test func otherTextIsKept() {
        let lines = SwiftLiteral.docLines("Brand blue — für Überschriften, 日本語")
        #expect(lines.count == 1)
        if case .text(let text)? = lines.first { #expect(text == "Brand blue — für Überschriften, 日本語") }
    }
}
