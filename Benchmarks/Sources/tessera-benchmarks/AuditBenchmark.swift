import Foundation

/// `--audit`: `tessera audit` of generated SwiftUI and UIKit code against `swiftc -parse` of the same
/// files (the acceptance criterion: at most 3×), and the audit's peak RSS as files are added (flat:
/// files are audited one at a time).
struct AuditBenchmark {
    let options: Options

    /// Lines of Swift per generated file; a size is made of as many files as it takes.
    static let linesPerFile = 500

    func run() throws -> String {
        let work = options.workDirectory.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("tessera-audit-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { if !options.keepFiles && options.workDirectory == nil { try? FileManager.default.removeItem(at: work) } }
        let tokens = work.appendingPathComponent("tokens.json")
        try Self.tokens.write(to: tokens, atomically: true, encoding: .utf8)

        var lines: [String] = []
        var rows: [(lines: Int, files: Int, auditRSS: Int, findings: Int)] = []
        var largest: (folder: URL, files: [String], lines: Int)?
        for size in options.auditLines {
            let folder = work.appendingPathComponent("swift-\(size)")
            let files = try Self.generate(lines: size, into: folder)
            progress("audit: \(size) lines in \(files.count) files")
            // Text, as CI runs it: the findings go to standard error, the summary to standard output.
            let probe = try runChild([options.tesseraPath, "audit", tokens.path, "--sources", folder.path], captureOutput: true)
            guard probe.exitCode == 0 else { throw ChildProcessError(description: "tessera audit exited with \(String(describing: probe.exitCode))") }
            let total = probe.output.split(separator: "\n").last ?? ""
            let findings = total.range(of: " token uses, ").flatMap { Int(total[$0.upperBound...].prefix { $0.isNumber }) } ?? 0
            rows.append((size, files.count, probe.maxRSSKiB, findings))
            largest = (folder, files, size)
        }
        guard let largest else { return "no sizes" }
        let audit = [options.tesseraPath, "audit", tokens.path, "--sources", largest.folder.path]
        let parse = ["swiftc", "-parse"] + largest.files
        for _ in 0..<options.warmups {
            _ = try runChild(audit, captureOutput: false)
            _ = try runChild(parse, captureOutput: false)
        }
        var auditWall: [Double] = [], auditCPU: [Double] = [], parseWall: [Double] = [], parseCPU: [Double] = []
        for run in 0..<options.runs {
            progress("audit vs swiftc -parse, \(largest.lines) lines: run \(run + 1)/\(options.runs)")
            let a = try runChild(audit, captureOutput: false)
            let p = try runChild(parse, captureOutput: false)
            guard a.exitCode == 0, p.exitCode == 0 else { throw ChildProcessError(description: "a run failed: audit \(String(describing: a.exitCode)), swiftc \(String(describing: p.exitCode))") }
            auditWall.append(a.wallSeconds)
            auditCPU.append(a.userSeconds + a.systemSeconds)
            parseWall.append(p.wallSeconds)
            parseCPU.append(p.userSeconds + p.systemSeconds)
        }
        let wallRatio = Samples(auditWall).median / Samples(parseWall).median
        let cpuRatio = Samples(auditCPU).median / Samples(parseCPU).median
        lines.append("tessera audit vs swiftc -parse, \(largest.lines) lines in \(largest.files.count) files (medians of \(options.runs) runs)")
        lines.append("  tessera audit: wall \(milliseconds(Samples(auditWall).median)), CPU \(milliseconds(Samples(auditCPU).median))")
        lines.append("  swiftc -parse: wall \(milliseconds(Samples(parseWall).median)), CPU \(milliseconds(Samples(parseCPU).median))")
        lines.append("  ratio: wall \(format(wallRatio, digits: 2))×, CPU \(format(cpuRatio, digits: 2))× (budget ≤ 3×): \(wallRatio <= 3 ? "pass" : "FAIL")")
        lines.append("peak RSS of tessera audit as files are added:")
        for row in rows {
            lines.append("  \(row.lines) lines, \(row.files) files, \(row.findings) findings: \(mebibytes(Double(row.auditRSS)))")
        }
        if let first = rows.first, let last = rows.last, rows.count > 1 {
            let growth = Double(last.auditRSS) / Double(first.auditRSS)
            lines.append("  \(format(Double(last.lines) / Double(first.lines), digits: 1))× the lines: \(format(growth, digits: 2))× the peak RSS")
        }
        if let load = SelfMemory.loadAverage() { lines.append("load average \(load.map { format($0, digits: 1) }.joined(separator: " "))") }
        return lines.joined(separator: "\n")
    }

    /// Writes `lines` lines of Swift as files of ``linesPerFile`` lines: SwiftUI views and UIKit
    /// view controllers with literals (some a token has, some not), indices and counts; returns the paths.
    static func generate(lines: Int, into folder: URL) throws -> [String] {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        var written = 0
        var index = 0
        while written < lines {
            var text = index % 2 == 0 ? "import SwiftUI\n\n" : "import UIKit\n\n"
            var count = 2
            var block = 0
            while count < linesPerFile, written + count < lines {
                let chunk = index % 2 == 0 ? view(index, block) : controller(index, block)
                text += chunk
                count += chunk.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                block += 1
            }
            let path = folder.appendingPathComponent("File\(index).swift").path
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            paths.append(path)
            written += count
            index += 1
        }
        return paths
    }

    static func view(_ file: Int, _ block: Int) -> String {
        let n = file * 131 + block
        return """
            struct Card\(file)_\(block): View {
                let items: [String]
                var body: some View {
                    VStack(alignment: .leading, spacing: \([4, 8, 12, 16][n % 4])) {
                        Text(items[0])
                            .font(.system(size: \([13, 15, 17, 22][n % 4]), weight: .semibold))
                            .foregroundStyle(Color(red: \(n % 255) / 255, green: 124 / 255, blue: 1))
                            .padding(\([8, 16, 24, 20][n % 4]))
                        RoundedRectangle(cornerRadius: \([8, 12, 14][n % 3]))
                            .fill(Color(white: \(n % 2)))
                            .opacity(0.\(n % 9 + 1))
                        ForEach(0..<items.count, id: \\.self) { index in
                            Text(items[index]).padding(.horizontal, \(n % 5 * 4 + 4))
                        }
                    }
                    .animation(.easeInOut(duration: 0.\(n % 5 + 1)), value: items.count)
                }
            }


            """
    }

    static func controller(_ file: Int, _ block: Int) -> String {
        let n = file * 131 + block
        return """
            final class Screen\(file)_\(block)Controller: UIViewController {
                private let card = UIView()
                private var rows: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor(red: 14 / 255, green: \(n % 255) / 255, blue: 19 / 255, alpha: 1)
                    card.layer.cornerRadius = \([8, 14, 6][n % 3])
                    card.layer.borderWidth = 1
                    card.alpha = 0.6
                    for index in 0..<rows.count where index > \(n % 7) {
                        rows[index] = rows[index].uppercased()
                    }
                    UIView.animate(withDuration: 0.15) { self.card.alpha = 1 }
                }
            }
            enum Theme\(file)_\(block) {
                static let md: CGFloat = \(n % 32)
                static let accent = UIColor.hex(0x\(hex(n * 2654435 % 0xFFFFFF)))
            }


            """
    }

    /// Six uppercase hex digits.
    static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    static let tokens = """
        {
          "palette": { "$type": "color",
            "accent": { "$value": { "colorSpace": "srgb", "components": [0.003922, 0.486275, 1] } },
            "main": { "$value": { "colorSpace": "srgb", "components": [0.054902, 0.054902, 0.074510] } },
            "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
            "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } },
          "space": { "$type": "dimension",
            "xs": { "$value": { "value": 4, "unit": "px" } }, "sm": { "$value": { "value": 8, "unit": "px" } },
            "md": { "$value": { "value": 16, "unit": "px" } }, "lg": { "$value": { "value": 24, "unit": "px" } } },
          "radius": { "$type": "dimension", "sm": { "$value": { "value": 8, "unit": "px" } }, "md": { "$value": { "value": 14, "unit": "px" } } },
          "border": { "width": { "$type": "dimension", "thin": { "$value": { "value": 1, "unit": "px" } } } },
          "opacity": { "$type": "number", "muted": { "$value": 0.6 } },
          "duration": { "$type": "duration", "fast": { "$value": { "value": 150, "unit": "ms" } } },
          "typography": { "$type": "typography",
            "title": { "$value": { "fontFamily": ["system-ui"], "fontSize": { "value": 22, "unit": "px" }, "fontWeight": 600, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } } }
        }
        """
}
