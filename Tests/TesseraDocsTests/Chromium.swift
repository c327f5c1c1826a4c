import Foundation
import Testing

/// Headless Chromium (Debian's `chromium`, which `.ci/run` installs), for tests that read the
/// site's DOM after its script ran.
enum Chromium {
    /// The browser on `PATH`, if any.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for folder in folders {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    static var isAvailable: Bool { path != nil }

    /// Whether this run is CI (`CI` set), where a missing browser is a failure, not a skip.
    static var isCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

    static let skipReason: Comment = "chromium is not installed (apt-get install -y chromium; .ci/run installs it, and there these tests fail without it)"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The DOM of `url` after its scripts ran, as Chromium serializes it (`--dump-dom`).
    static func dumpDOM(_ url: URL, fragment: String = "") throws -> String {
        try run(["--dump-dom", url.absoluteString + (fragment.isEmpty ? "" : "#" + fragment)])
    }

    /// A PNG of the page at 1440×1000 points.
    static func screenshot(_ url: URL, fragment: String = "", to file: URL, size: String = "1440,1000") throws {
        _ = try run(["--hide-scrollbars", "--window-size=\(size)", "--screenshot=\(file.path)", url.absoluteString + (fragment.isEmpty ? "" : "#" + fragment)])
    }

    /// Runs the browser headless with a fresh profile (no network needed; a test's page is a file),
    /// returning standard output; gives up after 60 seconds.
    private static func run(_ arguments: [String]) throws -> String {
        guard let path else { throw Failure(description: "chromium is not installed") }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions", "--disable-background-networking",
            "--user-data-dir=\(profile.path)",
        ] + arguments
        let outputFile = profile.appendingPathExtension("out")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                throw Failure(description: "chromium did not finish within 60 seconds")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard process.terminationStatus == 0 else { throw Failure(description: "chromium exited with status \(process.terminationStatus)") }
        let data = try Data(contentsOf: outputFile)
        return String(decoding: data, as: UTF8.self)
    }
}

/// Reading the dumped DOM: the parts a test checks, found by the page's own class names.
enum DumpedDOM {
    /// The text between `<aside id="detail"` and `</aside>`.
    static func detail(_ dom: String) -> String? {
        guard let start = dom.range(of: "<aside id=\"detail\""), let end = dom.range(of: "</aside>", range: start.upperBound..<dom.endIndex) else {
            return nil
        }
        return String(dom[start.lowerBound..<end.upperBound])
    }

    /// The first capture of `pattern` in `text`.
    static func first(_ pattern: String, in text: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]),
            let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), match.numberOfRanges > 1,
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }

    /// Every capture of `pattern` in `text`.
    static func all(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// `rgb(10, 132, 255)`, as Chromium serializes an opaque sRGB color, for `#0a84ff`.
    static func rgb(_ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0..<$0 + 2]), radix: 16) ?? 0 }
        return "rgb(\(channels[0]), \(channels[1]), \(channels[2]))"
    }

    /// Text as the DOM serializer escapes it in element content.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\u{A0}", with: "&nbsp;")
    }
}
