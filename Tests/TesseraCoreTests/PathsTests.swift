@testable import TesseraTokens
import Testing

/// The one lexical path helper: any text in, never a trap, the folder and name as a shell reads them.
@Suite struct PathsTests {
    @Test(arguments: [
        ("a/b/c.json", "a/b", "c.json"), ("c.json", ".", "c.json"), ("/c.json", "/", "c.json"),
        ("a/b/", "a", "b"), ("a//b//", "a", "b"), (".", ".", "."), ("./", ".", "."), ("/", "/", "/"),
        ("", ".", ""), ("z/T.swift", "z", "T.swift"), ("..", ".", ".."), ("//x", "/", "x"),
    ])
    func directoryAndFileName(_ path: String, _ directory: String, _ name: String) {
        #expect(Paths.directory(of: path) == directory)
        #expect(Paths.fileName(of: path) == name)
    }

    @Test func directoryReachesAFixpoint() {
        for start in ["a/b/c", "/a/b/c/", "a", "", ".", "/"] {
            var path = start
            var steps = 0
            while Paths.directory(of: path) != path, steps < 10 {
                path = Paths.directory(of: path)
                steps += 1
            }
            #expect(path == "." || path == "/", "\(start) → \(path)")
            #expect(steps < 5)
        }
    }

    @Test func appendingKeepsTheSpellingAndDropsOnlyADot() {
        #expect(Paths.appending("T.swift", to: ".") == "T.swift")
        #expect(Paths.appending("T.swift", to: "") == "T.swift")
        #expect(Paths.appending("T.swift", to: "out/") == "out/T.swift")
        #expect(Paths.appending("T.swift", to: "/") == "/T.swift")
        #expect(Paths.appending("/abs/T.swift", to: "out") == "/abs/T.swift")
        #expect(Paths.appending("../T.swift", to: "a/b") == "a/b/../T.swift")
    }

    @Test func trimmedAndNormalized() {
        #expect(Paths.trimmed("a///") == "a")
        #expect(Paths.trimmed("///") == "/")
        #expect(Paths.trimmed("") == "")
        #expect(Paths.normalize("./a//b/../c") == "a/c")
        #expect(Paths.normalize("/../a") == "/a")
        #expect(Paths.normalize("") == ".")
    }
}
