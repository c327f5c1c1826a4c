import Foundation
import Testing

/// Paths are taken apart by `Paths` only (ARCHITECTURE.md): `NSString`'s path methods trap on
/// some text (`deletingLastPathComponent` of a relative name without a folder, in the crash of
/// `-o z/T.swift`), so no source casts a path to `NSString`.
@Suite struct PathHandlingTests {
    @Test func noSourceTakesAPathApartWithNSString() throws {
        let sources = PackageManifest.root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("as NSString") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                offenders.append("\(file.path.dropFirst(sources.path.count + 1)):\(number + 1)")
            }
        }
        #expect(offenders.isEmpty, "use Paths (TesseraTokens/Load/Paths.swift) instead: \(offenders)")
    }
}
