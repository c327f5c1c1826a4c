import Foundation
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraStore
import TesseraTheme

/// Fixtures and paths the store tests read.
enum StoreFixtures {
    /// The package root, found from this file's location (Tests/TesseraStoreTests/).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The bundled example's resolver document.
    static let acme = packageRoot.appendingPathComponent("Examples/Acme/acme.resolver.json")

    /// The seed layout fixture (tokens.json, colors.json, sizes.json, textStyles.json), loaded from the test bundle.
    static func seedLayout(options: TokenStoreOptions = TokenStoreOptions()) -> TokenStoreLoadResult {
        TokenStoreSnapshot.load(bundle: .module, resource: "SeedLayout", subdirectory: "Fixtures", options: options)
    }

    /// Loads in-memory files, as an app loads downloaded JSON.
    static func load(_ files: [String: String], options: TokenStoreOptions = TokenStoreOptions()) -> TokenStoreLoadResult {
        TokenStoreSnapshot.load(files: files.mapValues { Data($0.utf8) }, options: options)
    }
}

/// Collects what a snapshot's lookup-problem handler receives, from any thread.
final class ProblemRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [Diagnostic] = []

    var handler: @Sendable (Diagnostic) -> Void {
        { [self] diagnostic in
            lock.lock()
            received.append(diagnostic)
            lock.unlock()
        }
    }

    var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }
}

extension TokenColor {
    /// Channels rounded to 8-bit steps, for comparing with hex values written by hand.
    var bytes: [Int] { [red, green, blue].map { Int(($0 * 255).rounded()) } }
}
