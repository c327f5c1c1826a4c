import Foundation
import Testing

@Suite("springs on the command line")
struct SpringCLITests {
    @Test("validate reports a malformed spring and a spring companion that collides, as build would")
    func validateReportsSprings() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        try folder.write(
            "t.tokens.json",
            """
            {"motion": {"$type": "duration",
              "settle": {"$value": {"value": 300, "unit": "ms"}, "$extensions": {"com.tessera.spring": {"response": 0.5, "dampingFraction": 0.8}}},
              "settleSpring": {"$value": {"value": 200, "unit": "ms"}},
              "pop": {"$value": {"value": 100, "unit": "ms"}, "$extensions": {"com.tessera.spring": {"response": 0.5, "dampingRatio": 0.8}}}}}
            """)
        let validated = try CLI.run(["validate", "t.tokens.json"], in: folder.url)
        #expect(validated.status == 1, "\(validated)")
        #expect(validated.stderr.contains("t.tokens.json:4:89: warning: the spring in $extensions[\"com.tessera.spring\"] of token motion.pop lacks \"dampingFraction\""), "\(validated)")
        #expect(validated.stderr.contains("fix: rename \"dampingRatio\" to \"dampingFraction\""), "\(validated)")
        #expect(validated.stderr.contains("error: motion.settleSpring and motion.settle both become the Swift name settleSpring"), "\(validated)")
        let built = try CLI.run(["build", "t.tokens.json", "--output", "T.swift"], in: folder.url)
        #expect(built.status == 1, "\(built)")
        #expect(built.stderr.contains("error: motion.settleSpring and motion.settle both become the Swift name settleSpring"), "\(built)")
    }
}
