import Testing
@testable import TesseraCore

@Suite struct JSONReaderTests {
    @Test func placeholder() {}
}
