import Foundation
import Testing
import TesseraCore
import TesseraStore
import TesseraTheme

/// A load that uses other cores (files read in halves, the tree walk shared, the path table laid
/// out while values resolve, the project freed in the background) gives the same snapshot and the
/// same diagnostics as a load kept on the calling thread.
@Suite struct ParallelLoadTests {
    /// About 6,000 tokens over three files: colors (hex and `rgba()` strings, some with problems),
    /// sizes, and path tokens referencing both, with a name that collides once `/` reads as `.`.
    static let files: [String: String] = {
        var colors: [String] = []
        var sizes: [String] = []
        var paths: [String] = []
        for family in 0..<200 {
            var shades: [String] = []
            for shade in 0..<10 {
                let value = shade == 9 ? "rgba(\(family % 256), 10, 20, 0.5)" : String(format: "#%02x%02x%02x", family % 256, shade * 20, 99)
                shades.append(#""s\#(shade)": {"$type": "color", "$value": "\#(value)"\#(family == 150 && shade == 3 ? #", "$oops": 1"# : "")}"#)
            }
            colors.append(#""F\#(family)": {\#(shades.joined(separator: ", "))}"#)
        }
        for group in 0..<100 {
            let members = (0..<10).map { #""z\#($0)": {"$type": "dimension", "$value": {"value": \#(group * 10 + $0), "unit": "px"}}"# }
            sizes.append(#""size\#(group)": {\#(members.joined(separator: ", "))}"#)
        }
        for area in 0..<30 {
            var members: [String] = []
            for item in 0..<100 {
                let target = item % 2 == 0 ? "{F\((area * 7 + item) % 200).s\(item % 10)}" : "{size\((area + item) % 100).z\(item % 10)}"
                members.append(#""i\#(item)": {"$type": "\#(item % 2 == 0 ? "color" : "dimension")", "$value": "\#(target)"}"#)
            }
            if area == 20 { members.append(#""i1/x": {"$type": "number", "$value": 1}"#) }
            if area == 20 { members.append(#""i1.x": {"$type": "number", "$value": 2}"#) }
            paths.append(#""area\#(area)": {\#(members.joined(separator: ", "))}"#)
        }
        return [
            "colors.json": "{" + colors.joined(separator: ",\n") + "}",
            "sizes.json": "{" + sizes.joined(separator: ",\n") + "}",
            "tokens.json": #"{"theme": {"# + paths.joined(separator: ",\n") + "}}",
        ]
    }()

    @Test func severalCoresAndOneCoreLoadTheSame() throws {
        var oneCore = TokenStoreOptions()
        oneCore.usesSeveralCores = false
        let parallel = StoreFixtures.load(Self.files)
        let sequential = StoreFixtures.load(Self.files, options: oneCore)
        let render = { (diagnostic: Diagnostic) in
            "\(diagnostic.severity) \(diagnostic.code.rawValue) \(diagnostic.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-") \(diagnostic.message) \(diagnostic.notes.map(\.message))"
        }
        #expect(parallel.diagnostics.map(render) == sequential.diagnostics.map(render))
        #expect(parallel.diagnostics.contains { $0.code == .storeAmbiguousPath })
        let fast = try #require(parallel.snapshot)
        let slow = try #require(sequential.snapshot)
        #expect(fast.tokenCount == slow.tokenCount)
        #expect(fast.tokenCount > 5_000)
        for area in 0..<30 {
            for item in 0..<100 {
                let path = "theme/area\(area)/i\(item)"
                if item % 2 == 0 {
                    #expect(fast.color(path: path) == slow.color(path: path), "\(path)")
                } else {
                    #expect(fast.dimension(path: path) == slow.dimension(path: path), "\(path)")
                }
            }
        }
        #expect(fast.number(path: "theme/area20/i1/x") == slow.number(path: "theme/area20/i1/x"))
        #expect(fast.color(path: "F3.s9") == slow.color(path: "F3.s9"))
    }
}
