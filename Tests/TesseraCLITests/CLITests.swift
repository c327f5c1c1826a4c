import Testing

@Suite struct CLITests {
    @Test func placeholder() {}
}
