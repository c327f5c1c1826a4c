import Foundation

/// A plain-text table: first column left-aligned, the others right-aligned.
struct Table {
    var headers: [String]
    var rows: [[String]] = []
    /// How many leading columns are text (left-aligned).
    var leftAligned = 1

    init(_ headers: String...) { self.headers = headers }

    mutating func add(_ cells: String...) { rows.append(cells) }

    func render(indent: String = "  ") -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < leftAligned ? cell + padding : padding + cell
            }
            return indent + padded.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        return ([line(headers)] + rows.map(line)).joined(separator: "\n")
    }
}

extension Report {
    /// The report as text for a terminal.
    func text() -> String {
        var out: [String] = []
        let commit = host.commit.map { " at \($0)\(host.workingTreeDirty == true ? " (with uncommitted changes)" : "")" } ?? ""
        out.append("Tessera benchmarks — \(date), \(host.cpus) CPUs, \(host.system), Python \(host.python)")
        out.append("tessera: \(host.tessera)\(commit)")
        let load = [host.loadAverageBefore, host.loadAverageAfter].map { $0.map { $0.map { format($0, digits: 2) }.joined(separator: " ") } ?? "?" }
        out.append("medians of \(settings.runs) runs; headline style \(settings.headlineStyle); load average \(load[0]) before, \(load[1]) after")

        if !files.isEmpty {
            var table = Table("style", "tokens", "bytes", "generated in")
            for file in files {
                table.add(file.style, "\(file.tokens)", "\(file.bytes)", milliseconds(file.generateSeconds))
            }
            out += ["", "Files (gen_tokens.py)", table.render()]
        }

        if !wholeProcess.isEmpty {
            var table = Table(
                "style", "tokens", "py parse", "py wall", "py RSS", "tessera wall", "tessera CPU", "tessera RSS",
                "tokens/s", "÷ py parse", "paired", "÷ py wall")
            for row in wholeProcess {
                table.add(
                    row.style, "\(row.tokens)", milliseconds(row.pythonParseSeconds.median),
                    milliseconds(row.pythonWallSeconds.median), (row.pythonMaxRSSIsUpperBound ? "≤" : "") + mebibytes(row.pythonMaxRSSKiB.median),
                    milliseconds(row.tesseraWallSeconds.median), milliseconds(row.tesseraCPUSeconds.median),
                    (row.tesseraMaxRSSIsUpperBound ? "≤" : "") + mebibytes(row.tesseraMaxRSSKiB.median), rate(row.tesseraTokensPerSecond),
                    format(row.ratioToPythonParse, digits: 2) + "×", format(row.pairedRatioToPythonParse, digits: 2) + "×",
                    format(row.ratioToPythonWall, digits: 2) + "×")
            }
            out += [
                "", "Whole process: python3 json.load vs `tessera validate FILE` (interleaved; RSS = ru_maxrss via wait4)",
                table.render(),
            ]
            if wholeProcess.contains(where: { $0.pythonMaxRSSIsUpperBound || $0.tesseraMaxRSSIsUpperBound }),
                let floor = wholeProcess.compactMap(\.spawnRSSFloorKiB).max()
            {
                out.append(
                    "  ≤: at the floor ru_maxrss inherits from this process's own RSS at spawn (\(mebibytes(Double(floor)))); the real peak is lower")
            }
            let builds = wholeProcess.compactMap { row in row.build.map { (row, $0) } }
            if !builds.isEmpty {
                var table = Table("style", "tokens", "py parse", "build wall", "build CPU", "build RSS", "Swift out", "÷ py parse", "paired")
                for (row, build) in builds {
                    table.add(
                        row.style, "\(row.tokens)", milliseconds(row.pythonParseSeconds.median), milliseconds(build.wallSeconds.median),
                        milliseconds(build.cpuSeconds.median), mebibytes(build.maxRSSKiB.median),
                        build.outputBytes.map { mebibytes(Double($0) / 1024) } ?? "-", format(build.ratioToPythonParse, digits: 2) + "×",
                        format(build.pairedRatioToPythonParse, digits: 2) + "×")
                }
                out += ["", "Whole process: `tessera build FILE --output OUT` (OUT removed before each run, so it is always written)", table.render()]
            }
            for row in wholeProcess {
                out.append("  \(row.style) \(row.tokens): tessera said \"\(row.tesseraSummary)\", exit \(Set(row.tesseraExitCodes).sorted().map(String.init).joined(separator: ","))")
            }
        }

        if !typeChecks.isEmpty {
            var table = Table("tokens", "Swift", "swiftc -typecheck", "min", "max", "plain constants", "floor", "min", "ratio")
            for row in typeChecks {
                table.add(
                    "\(row.tokens)", mebibytes(Double(row.swiftBytes) / 1024), milliseconds(row.seconds.median),
                    milliseconds(row.seconds.min), milliseconds(row.seconds.max), mebibytes(Double(row.floorBytes) / 1024),
                    milliseconds(row.floorSeconds.median), milliseconds(row.floorSeconds.min), String(format: "%.2f×", row.ratio))
            }
            out += [
                "",
                "Type-checking the generated Swift (`swiftc -typecheck -swift-version 6`, no warnings allowed), color and dimension"
                    + " tokens, against the same tokens as plain `static let` constants (budget: ratio ≤ 2×)",
                table.render(),
            ]
        }

        if !inProcess.isEmpty {
            var table = Table(
                "style", "tokens", "read", "parse", "read+parse", "tokens/s", "peak RSS", "load", "resolve",
                "load+resolve", "tokens/s", "peak RSS", "resolved", "warnings")
            func memory(_ peak: Int?, _ growth: Int?) -> String {
                guard let peak else { return "-" }
                return mebibytes(Double(peak)) + (growth.map { " (+\(format(Double($0) / 1024)))" } ?? "")
            }
            for row in inProcess {
                table.add(
                    row.style, "\(row.tokens)", milliseconds(row.readSeconds.median), milliseconds(row.parseSeconds.median),
                    milliseconds(row.readParseSeconds.median), rate(row.readParseTokensPerSecond),
                    memory(row.readParsePeakRSSKiB, row.readParsePeakGrowthKiB),
                    milliseconds(row.loadSeconds.median), milliseconds(row.resolveSeconds.median),
                    milliseconds(row.loadResolveSeconds.median), rate(row.loadResolveTokensPerSecond),
                    memory(row.loadResolvePeakRSSKiB, row.loadResolvePeakGrowthKiB),
                    "\(row.resolvedTokens)", "\(row.warnings)")
            }
            out += [
                "",
                "In process (Tessera): read = LocalFileSystem.read + SourceFile; parse = JSONReader.read;",
                "load = TokenProject.load; resolve = project.resolve(permutations()[0]); peak RSS = VmHWM (+ growth in MiB)",
                table.render(),
            ]
        }

        if !linearity.isEmpty {
            var table = Table("style", "measure", "small", "large", "ratio", "limit", "")
            table.leftAligned = 2
            for row in linearity {
                let isMemory = row.measure.hasSuffix("RSS")
                table.add(
                    row.style, row.measure,
                    isMemory ? mebibytes(row.smallValue) : milliseconds(row.smallValue),
                    isMemory ? mebibytes(row.largeValue) : milliseconds(row.largeValue),
                    format(row.ratio, digits: 2) + "×", format(row.limit) + "×", row.pass ? "ok" : "over")
            }
            out += ["", "Linearity: t(large)/t(small), limit 1.2 × the size ratio", table.render()]
        }

        if !criteria.isEmpty {
            out += ["", "Acceptance criteria"]
            for criterion in criteria {
                out.append(
                    "  [\(criterion.pass ? "PASS" : "FAIL")] \(criterion.name): \(format(criterion.value, digits: 2))× (\(criterion.detail))")
            }
        }
        if !notes.isEmpty {
            out += ["", "Notes"] + notes.map { "  " + $0 }
        }
        return out.joined(separator: "\n")
    }
}
