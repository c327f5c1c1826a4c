import Dispatch
import Foundation
import Testing
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraStore
import TesseraTheme

/// Replacing the current snapshot while other threads read: every read sees one
/// whole snapshot, old or new, never a mix and never a crash.
@Suite struct TokenStoreSwapTests {
    static func tokens(accent: String, height: Int) -> [String: String] {
        [
            "tokens.json": """
            { "theme": { "accent": { "$type": "color", "$value": "{Accent.main}" },
                         "height": { "$type": "number", "$value": \(height) } } }
            """,
            "colors.json": #"{ "Accent": { "main": { "$type": "color", "$value": "\#(accent)" } } }"#,
        ]
    }

    @Test func readersSeeWholeSnapshotsWhileAWriterSwaps() throws {
        let red = try #require(StoreFixtures.load(Self.tokens(accent: "#ff0000", height: 10)).snapshot)
        let blue = try #require(StoreFixtures.load(Self.tokens(accent: "#0000ff", height: 20)).snapshot)
        let store = TokenStore(red)
        let key = TokenKey("theme/accent")
        let torn = ManagedCounter()
        let seenBlue = ManagedCounter()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                for swap in 0..<2_000 { store.replace(with: swap.isMultiple(of: 2) ? blue : red) }
                return
            }
            for _ in 0..<20_000 {
                // One snapshot per read: its color and height must belong together.
                let snapshot = store.snapshot
                let color = snapshot.color(key)
                let height = snapshot.number(path: "theme/height")
                if color.bytes == [0, 0, 255] { seenBlue.increment() }
                if (color.bytes == [255, 0, 0] && height != 10) || (color.bytes == [0, 0, 255] && height != 20)
                    || color == TokenStoreFallback.color
                {
                    torn.increment()
                }
            }
        }
        #expect(torn.value == 0)
        #expect(store.snapshot.color(key).bytes == [255, 0, 0])  // 2,000 swaps end on red
        #expect(red.lookupProblems.isEmpty && blue.lookupProblems.isEmpty)
        _ = seenBlue.value  // how many reads saw the other snapshot depends on scheduling
    }

    @Test func reloadSwapsOnlyTokensWithoutErrorsAndKeepsTheTheme() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func write(_ files: [String: String]) throws {
            for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        }
        try write(Self.tokens(accent: "#ff0000", height: 10))
        let store = TokenStore(try #require(TokenStoreSnapshot.load(contentsOf: directory).snapshot))
        #expect(store.snapshot.number(path: "theme/height") == 10)

        try write(Self.tokens(accent: "#00ff00", height: 30))
        let reloaded = store.reload(contentsOf: directory)
        #expect(reloaded.snapshot != nil)
        #expect(store.snapshot.color(path: "theme/accent").bytes == [0, 255, 0])
        #expect(store.snapshot.number(path: "theme/height") == 30)

        // A broken edit leaves the last good snapshot in place.
        try write(["colors.json": ##"{ "Accent": { "main": { "$type": "color", "$value": "#00ff00" }"##])
        let broken = store.reload(contentsOf: directory)
        #expect(broken.snapshot == nil)
        #expect(broken.errors.first?.code == .jsonSyntax)
        #expect(store.snapshot.number(path: "theme/height") == 30)
    }

    @Test func aSwapKeepsTheChosenBrand() throws {
        let acme = try #require(TokenStoreSnapshot.load(contentsOf: StoreFixtures.acme).snapshot)
        let store = TokenStore(try #require(acme.theme(named: "globex")))
        store.adopt(TokenStoreSnapshot.load(contentsOf: StoreFixtures.acme))
        #expect(store.snapshot.themeName == "globex")
    }
}

/// A counter many threads increment.
final class ManagedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
