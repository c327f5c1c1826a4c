import Foundation
import TesseraTestSupport
import Testing

/// The DocC catalog `Documentation/Tessera.docc` is the reference: every page of
/// `Documentation/` is one of its articles (a symbolic link beside the landing page) and is
/// listed under the landing page's topics, so a new page cannot be left out of it.
@Suite struct DocumentationCatalogTests {
    static let documentation = PackageManifest.root.appendingPathComponent("Documentation")
    static let catalog = documentation.appendingPathComponent("Tessera.docc")

    static func pages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: documentation.path).filter { $0.hasSuffix(".md") }.sorted()
    }

    @Test func everyPageIsAnArticleOfTheCatalog() throws {
        let pages = try Self.pages()
        #expect(!pages.isEmpty)
        for page in pages {
            let link = Self.catalog.appendingPathComponent(page)
            let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)
            #expect(destination == "../\(page)", "Documentation/Tessera.docc/\(page) should link to ../\(page)")
        }
    }

    @Test func everyArticleIsListedOnTheLandingPage() throws {
        let landing = try String(contentsOf: Self.catalog.appendingPathComponent("Tessera.md"), encoding: .utf8)
        for page in try Self.pages() {
            let name = String(page.dropLast(".md".count))
            #expect(landing.contains("- <doc:\(name)>"), "Tessera.md lists no <doc:\(name)>")
        }
    }
}
