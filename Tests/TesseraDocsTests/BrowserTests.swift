import Foundation
import Testing
import TesseraTestSupport
import TesseraCodegen
import TesseraDiagnostics
import TesseraDiff
import TesseraDocs
import TesseraImport
import TesseraTokens

/// The site in a real browser: headless Chromium opens it from disk, runs its script, and the
/// dumped DOM is checked against `resolve`. Skipped, with the reason, where Chromium is not
/// installed; on CI (`CI` set) a missing Chromium fails ``chromiumIsInstalledOnCI()``.
@Suite(.serialized) struct BrowserTests {
    @Test func chromiumIsInstalledOnCI() {
        if Chromium.isCI {
            #expect(Chromium.isAvailable, "CI is set but chromium is not installed: .ci/run installs it with apt-get")
        }
    }

    @Test(.enabled(if: Chromium.isAvailable, Chromium.skipReason))
    func theExampleShowsEachPermutationAsResolveResolvesIt() throws {
        let site = try DocsFixtures.acmeSite()
        let folder = try SiteFolder(site)
        defer { folder.remove() }
        let project = try #require(TokenProject.load(paths: [DocsFixtures.acmePath], diagnostics: DiagnosticEngine()))
        for selection in [
            ["brand": "acme", "appearance": "light", "size-class": "compact"],
            ["brand": "acme", "appearance": "dark", "size-class": "compact"],
            ["brand": "globex", "appearance": "light", "size-class": "regular"],
        ] {
            // One page per permutation: the panel of one token, and the list filtered to another.
            try expectDetail(of: "color.background.primary", in: folder, project: project, selection: selection, listing: "color.accent.default")
        }
    }

    @Test(.needsSharedCorpora, .enabled(if: Chromium.isAvailable, Chromium.skipReason))
    func aCorpusShowsEachPermutationAsResolveResolvesIt() throws {
        let path = DocsFixtures.root.deletingLastPathComponent().appendingPathComponent("shared/corpora/dtcg-examples/github-primer.resolver.json").path
        try #require(FileManager.default.fileExists(atPath: path), "the shared corpus is missing: \(path)")
        let site = try DocsFixtures.site(paths: [path])
        let folder = try SiteFolder(site)
        defer { folder.remove() }
        let project = try #require(TokenProject.load(paths: [path], diagnostics: DiagnosticEngine()))
        let token = try #require(site.table.matrix.tokens.first { $0.type == .color && $0.id.hasPrefix("fgColor.") }?.id)
        for selection in [["theme": "light", "size": "default"], ["theme": "dark-hc", "size": "coarse"]] {
            try expectDetail(of: token, in: folder, project: project, selection: selection)
        }
    }

    /// The token's panel shows the value `resolve` gives in that permutation: its text, and its
    /// swatch painted in that color; the switches show the permutation chosen.
    private func expectDetail(
        of id: String, in folder: SiteFolder, project: TokenProject, selection: [String: String], listing listed: String? = nil
    ) throws {
        let input = try #require(project.validateInput(selection))
        let token = project.resolve(input).token(id)
        let resolved = try #require(token, "resolve has no \(id) in \(selection)")
        guard case .color(let color) = resolved.value else {
            Issue.record("\(id) is not a color")
            return
        }
        let fragment = (selection.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + ["token=\(id)"] + (listed.map { ["q=\($0)"] } ?? []))
            .joined(separator: "&")
        let dom = try Chromium.dumpDOM(folder.index, fragment: fragment)
        let detail = try #require(DumpedDOM.detail(dom), "no detail panel for \(fragment)")
        #expect(detail.contains("<h2 class=\"token-id\">\(id)</h2>"))
        let text = DumpedDOM.first(#"<pre class="value-text">([^<]*)</pre>"#, in: detail)
        #expect(text?.hasPrefix(resolved.value.displayText.components(separatedBy: " at ")[0]) == true, "\(fragment): \(text ?? "no value")")
        let fill = DumpedDOM.first(#"<div class="big">.*?<div class="fill" style="background: ([^;"]*);"#, in: detail)
        if color.alpha >= 1 {
            #expect(fill == DumpedDOM.rgb(color.srgbHex), "\(fragment): swatch \(fill ?? "missing"), resolve \(color.srgbHex)")
        } else {
            #expect(fill?.hasPrefix("rgba(" + DumpedDOM.rgb(color.srgbHex).dropFirst(4).dropLast()) == true, "\(fragment): \(fill ?? "missing")")
        }
        if let listed {
            let other = project.resolve(input).token(listed)
            guard case .color(let otherColor)? = other?.value else {
                Issue.record("resolve has no color \(listed)")
                return
            }
            let name = String(listed.split(separator: ".").last ?? "")
            let row = DumpedDOM.first(#"<div class="fill" style="background: ([^;"]*);"></div></div></div><div class="name"><div class="id">"# + name + "<", in: dom)
            #expect(row == DumpedDOM.rgb(otherColor.srgbHex), "\(fragment): row of \(listed) \(row ?? "missing"), resolve \(otherColor.srgbHex)")
        }
        for (modifier, context) in selection {
            let pressed = DumpedDOM.first(
                #"<span class="label">\#(NSRegularExpression.escapedPattern(for: modifier))</span><div class="segments">(.*?)</div>"#, in: dom)
            #expect(pressed?.contains("<button type=\"button\" aria-pressed=\"true\">\(context)</button>") == true, "\(modifier)=\(context)")
        }
    }

    @Test(.enabled(if: Chromium.isAvailable, Chromium.skipReason))
    func hostileTextRendersAsTextAndNothingLoadsFromOutside() throws {
        let site = try DocsFixtures.site(DocsFixtures.hostileTokens)
        let folder = try SiteFolder(site)
        defer { folder.remove() }
        let name = "<img src=x onerror=alert(1)>"
        let fragment = "token=" + name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let dom = try Chromium.dumpDOM(folder.index, fragment: fragment)
        // The hostile name and description are on the page, as text.
        #expect(dom.contains("<h2 class=\"token-id\">\(DumpedDOM.escaped(name))</h2>"))
        #expect(dom.contains(DumpedDOM.escaped("</script><script>alert(1)</script>")))
        #expect(dom.contains(DumpedDOM.escaped("<svg onload=alert(2)>")))
        // No element of the page comes from token data: only the page's own kinds of element.
        let allowed: Set<String> = [
            "html", "head", "meta", "title", "link", "script", "body", "header", "div", "span", "h1", "h2", "h3", "nav", "a", "input",
            "select", "option", "main", "p", "aside", "section", "code", "pre", "button", "table", "tr", "td", "strong", "svg", "line", "path",
        ]
        let tags = Set(DumpedDOM.all(#"<([a-zA-Z][a-zA-Z0-9-]*)"#, in: dom).map { $0.lowercased() })
        #expect(tags.isSubset(of: allowed), "unexpected elements: \(tags.subtracting(allowed))")
        #expect(!dom.contains("<img") && !dom.contains("<b>") && !dom.contains("<svg onload"))
        // No tag carries an event handler (token text inside a tag would be escaped, so any `<…>` is the page's own).
        #expect(DumpedDOM.all(#"(<[^>]*\son[a-z]+=[^>]*>)"#, in: dom).isEmpty)
        #expect(DumpedDOM.all(#"<script([^>]*)>"#, in: dom) == [#" src="tokens.js" defer="""#, #" src="app.js" defer="""#])
        // Nothing is requested from outside the folder: every src and href is a file of the site or a fragment,
        // and the policy forbids the rest.
        for reference in DumpedDOM.all(#"\s(?:src|href)="([^"]*)""#, in: dom) {
            let file = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            #expect(file.isEmpty || DocsSite.fileNames(withChanges: true).contains(file), "reference to \(reference)")
        }
        #expect(dom.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'self'; style-src 'self';"))
        #expect(!dom.contains("http://") && !dom.contains("https://example.com"))
    }

    @Test(.enabled(if: Chromium.isAvailable, Chromium.skipReason))
    func searchingForAHexFindsTheTokensOfThatColor() throws {
        let site = try DocsFixtures.acmeSite()
        let folder = try SiteFolder(site)
        defer { folder.remove() }
        let matrix = site.table.matrix
        let hex = "#2672c4"
        let expected = matrix.tokens.indices.filter { index in
            matrix.variants(ofTokenAt: index).contains { variant in
                guard let variant else { return false }
                return variant.value.displayText.contains(hex) || {
                    if case .color(let color) = variant.value { return color.srgbHex == hex }
                    return false
                }()
            }
        }
        try #require(!expected.isEmpty, "the example has no token of \(hex)")
        let dom = try Chromium.dumpDOM(folder.index, fragment: "q=%232672c4")
        let count = DumpedDOM.first(#"<span id="count" class="muted">([^<]*)</span>"#, in: dom)
        #expect(count == "\(expected.count) of \(matrix.tokens.count) tokens")
        let shown = DumpedDOM.all(#"<div class="name"><div class="id">([^<]*)<"#, in: dom)
        #expect(Set(shown) == Set(expected.map { matrix.tokens[$0].name }))
    }

    @Test(.enabled(if: Chromium.isAvailable, Chromium.skipReason))
    func theChangesPageShowsExactlyWhatDiffReports() throws {
        let old = try DocsFixtures.acmeSite()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-docs-acme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: DocsFixtures.root.appendingPathComponent("Examples/Acme"), to: copy)
        // A new version: one color of the palette changed (the components decide; the hex follows them).
        let paletteURL = copy.appendingPathComponent("tokens/raw/color.json")
        let text = try String(contentsOf: paletteURL, encoding: .utf8)
        let oldAzure = ##""components": [0.8824, 0.9333, 0.9882], "hex": "#e1eefc""##
        try #require(text.contains(oldAzure))
        try text.replacingOccurrences(of: oldAzure, with: ##""components": [0.0706, 0.2039, 0.3373], "hex": "#123456""##)
            .write(to: paletteURL, atomically: true, encoding: .utf8)
        let newSite = try DocsFixtures.site(paths: [copy.appendingPathComponent("acme.resolver.json").path], themeModifiers: ["brand"])
        let diff = TokenDiff.compare(old.table.matrix, newSite.table.matrix)
        try #require(!diff.changes.isEmpty)
        var site = newSite
        site.diff = diff
        let folder = try SiteFolder(site)
        defer { folder.remove() }
        let dom = try Chromium.dumpDOM(folder.directory.appendingPathComponent("changes.html"))
        let shown = DumpedDOM.all(#"<div class="change"><span class="kind ([a-z-]+)"[^>]*>[^<]*</span><div><div><code class="path">([^<]*)</code>"#, in: dom)
        let pairs = zip(
            DumpedDOM.all(#"<div class="change"><span class="kind ([a-z-]+)""#, in: dom),
            DumpedDOM.all(#"<code class="path">([^<]*)</code>"#, in: dom)
        ).map { "\($0.0) \($0.1)" }
        #expect(shown.count <= pairs.count)
        #expect(pairs == diff.changes.map { "\($0.kind.rawValue) \(DumpedDOM.escaped($0.path))" })
        // Before and after swatches in the colors diff reports.
        #expect(dom.contains("style=\"background: \(DumpedDOM.rgb("#123456"));\""))
        #expect(dom.contains("style=\"background: \(DumpedDOM.rgb("#e1eefc"));\""))
    }
}

/// A site written into a temporary folder.
struct SiteFolder {
    let directory: URL
    var index: URL { directory.appendingPathComponent("index.html") }

    init(_ site: DocsSite) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in site.files() {
            try file.contents.write(to: directory.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}
