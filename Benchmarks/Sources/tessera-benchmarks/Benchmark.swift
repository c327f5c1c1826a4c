import Foundation

/// The Python side of the comparison: json.load timed inside the interpreter.
let pythonParseScript =
    "import json,sys,time; t=time.perf_counter(); json.load(open(sys.argv[1])); print(time.perf_counter()-t)"

/// Budgets on the headline style (2025.10 objects): `tessera validate` against json.load's parse time.
let parseRatioLimit = 1.5
/// `tessera build` against the same json.load time.
let buildRatioLimit = 2.5
/// Generated Swift type-checks in at most this many times the same tokens as plain constants.
let typeCheckRatioLimit = 2.0
let linearitySlack = 1.2  // 100k may take at most 12× 10k

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
}

func progress(_ message: String) {
    FileHandle.standardError.write(Data(("· " + message + "\n").utf8))
}

struct Benchmark {
    var options: Options
    var report: Report

    init(options: Options) {
        self.options = options
        let python = (try? runChild([options.python, "-c", "import sys; print(sys.version.split()[0])"], captureOutput: true))?
            .output.trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
        let commit = (try? runChild(["git", "-C", options.root, "rev-parse", "--short", "HEAD"], captureOutput: true))
            .flatMap { $0.exitCode == 0 ? $0.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil }
        let dirty = (try? runChild(["git", "-C", options.root, "status", "--porcelain", "--untracked-files=no"], captureOutput: true))
            .flatMap { $0.exitCode == 0 ? !$0.output.isEmpty : nil }
        var name = utsname()
        uname(&name)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let formatter = ISO8601DateFormatter()
        report = Report(
            date: formatter.string(from: Date()),
            host: .init(
                cpus: ProcessInfo.processInfo.activeProcessorCount,
                system: "\(field(name.sysname)) \(field(name.release)) \(field(name.machine))",
                python: python, tessera: options.tesseraPath, root: options.root, commit: commit,
                workingTreeDirty: dirty, loadAverageBefore: SelfMemory.loadAverage()),
            settings: .init(
                sizes: options.sizes, styles: options.styles, runs: options.runs, warmups: options.warmups,
                headlineStyle: options.headlineStyle, generator: options.generatorPath))
    }

    mutating func run() throws {
        guard FileManager.default.fileExists(atPath: options.generatorPath) else {
            throw BenchmarkError(description: "no generator at \(options.generatorPath) (use --shared)")
        }
        if options.wholeProcess, !FileManager.default.isExecutableFile(atPath: options.tesseraPath) {
            throw BenchmarkError(
                description: "no tessera binary at \(options.tesseraPath); build it with `swift build -c release --product tessera` or pass --tessera")
        }

        let directory: String
        let temporary = options.workDirectory == nil
        if let given = options.workDirectory {
            directory = given
        } else {
            directory = (NSTemporaryDirectory() as NSString)
                .appendingPathComponent("tessera-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer {
            if temporary && !options.keepFiles { try? FileManager.default.removeItem(atPath: directory) }
        }

        for style in options.styles {
            for size in options.sizes {
                report.files.append(try generate(style: style, tokens: size, directory: directory))
            }
        }
        if options.wholeProcess {
            for file in report.files {
                report.wholeProcess.append(try measureWholeProcess(file))
            }
        }
        if !options.typeCheckSizes.isEmpty {
            for size in options.typeCheckSizes {
                report.typeChecks.append(try measureTypeCheck(tokens: size, directory: directory))
            }
        }
        if options.inProcess {
            for file in report.files {
                report.inProcess.append(try measureInProcess(file))
            }
        }
        report.host.loadAverageAfter = SelfMemory.loadAverage()
        judge()
    }

    // MARK: Generating

    /// `mix`: `gen_tokens.py --mix` (its default, four types, when nil).
    func generate(style: String, tokens: Int, directory: String, mix: String? = nil) throws -> Report.GeneratedFile {
        let name = (style == "legacy" ? "tokens-\(tokens)" : "tokens-\(tokens)-\(style)") + (mix == nil ? "" : "-mix") + ".json"
        let path = (directory as NSString).appendingPathComponent(name)
        progress("generating \(name)")
        var arguments = [options.python, options.generatorPath, "-n", "\(tokens)", "-o", path]
        if style != "legacy" { arguments += ["--style", style] }
        if let mix { arguments += ["--mix", mix] }
        let result = try runChild(arguments, captureOutput: false)
        guard result.exitCode == 0 else {
            throw BenchmarkError(description: "\(arguments.joined(separator: " ")) failed (exit \(result.exitCode.map(String.init) ?? "signal"))")
        }
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        return .init(style: style, tokens: tokens, path: path, bytes: size, generateSeconds: result.wallSeconds)
    }

    // MARK: Whole process

    func runPython(_ path: String) throws -> (parse: Double, child: ChildResult) {
        let child = try runChild([options.python, "-c", pythonParseScript, path], captureOutput: true)
        guard child.exitCode == 0, let parse = Double(child.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchmarkError(description: "python json.load of \(path) failed (exit \(child.exitCode.map(String.init) ?? "signal"))")
        }
        return (parse, child)
    }

    func runTessera(_ path: String, captureOutput: Bool = false) throws -> ChildResult {
        let child = try runChild([options.tesseraPath, "validate", path], captureOutput: captureOutput)
        if let signal = child.signal {
            throw BenchmarkError(description: "tessera validate \(path) was killed by signal \(signal)")
        }
        return child
    }

    /// `tessera build FILE --output OUT` with OUT removed first, so every run renders and writes
    /// the whole file (the slow path; an unchanged file is only compared).
    func runTesseraBuild(_ path: String, output: String) throws -> ChildResult {
        try? FileManager.default.removeItem(atPath: output)
        let child = try runChild([options.tesseraPath, "build", path, "--output", output], captureOutput: false)
        if let signal = child.signal {
            throw BenchmarkError(description: "tessera build \(path) was killed by signal \(signal)")
        }
        return child
    }

    mutating func measureWholeProcess(_ file: Report.GeneratedFile) throws -> Report.WholeProcess {
        let label = "\(file.style) \(file.tokens)"
        // Probe runs: not measured; they warm the page cache and read tessera's summary line.
        _ = try runPython(file.path)
        let probe = try runTessera(file.path, captureOutput: true)
        let summary = probe.output.split(separator: "\n").last.map(String.init) ?? ""
        for _ in 0..<options.warmups {
            _ = try runPython(file.path)
            _ = try runTessera(file.path)
        }
        var pythonParse: [Double] = [], pythonWall: [Double] = [], pythonRSS: [Double] = []
        var floors: [Int] = []
        var tessera: [ChildResult] = []
        var builds: [ChildResult] = []
        let buildOutput = file.path + ".swift"
        defer { if !options.keepFiles { try? FileManager.default.removeItem(atPath: buildOutput) } }
        if options.measureBuild { _ = try runTesseraBuild(file.path, output: buildOutput) }
        for run in 0..<options.runs {
            progress("whole process \(label): run \(run + 1)/\(options.runs)")
            // Alternate which goes first so neither always runs on a cache the other warmed.
            if run % 2 == 1 { tessera.append(try runTessera(file.path)) }
            let python = try runPython(file.path)
            pythonParse.append(python.parse)
            pythonWall.append(python.child.wallSeconds)
            pythonRSS.append(Double(python.child.maxRSSKiB))
            floors += [python.child.rssFloorKiB, tessera.last?.rssFloorKiB].compactMap { $0 }
            if run % 2 == 0 { tessera.append(try runTessera(file.path)) }
            if options.measureBuild { builds.append(try runTesseraBuild(file.path, output: buildOutput)) }
        }
        let buildExitCodes = builds.compactMap(\.exitCode)
        if buildExitCodes.contains(where: { $0 != 0 }) {
            report.notes.append("tessera build \(file.path) exited with \(Set(buildExitCodes).sorted())")
        }
        let buildBytes = (try? FileManager.default.attributesOfItem(atPath: buildOutput)[.size] as? NSNumber)?.intValue
        let exitCodes = ([probe] + tessera).compactMap(\.exitCode)
        if exitCodes.contains(where: { $0 != 0 }) {
            report.notes.append("tessera validate \(file.path) exited with \(Set(exitCodes).sorted()) (\(summary))")
        }
        let wall = Samples(tessera.map(\.wallSeconds))
        let parse = Samples(pythonParse)
        let pythonWallSamples = Samples(pythonWall)
        let pythonRSSSamples = Samples(pythonRSS)
        let tesseraRSS = Samples(tessera.map { Double($0.maxRSSKiB) })
        let floor = floors.max()
        func atFloor(_ samples: Samples) -> Bool {
            guard let floor else { return false }
            return samples.median <= Double(floor + 256)
        }
        return .init(
            style: file.style, tokens: file.tokens, bytes: file.bytes,
            pythonParseSeconds: parse, pythonWallSeconds: pythonWallSamples, pythonMaxRSSKiB: pythonRSSSamples,
            tesseraWallSeconds: wall,
            tesseraCPUSeconds: Samples(tessera.map { $0.userSeconds + $0.systemSeconds }),
            tesseraUserSeconds: Samples(tessera.map(\.userSeconds)),
            tesseraSystemSeconds: Samples(tessera.map(\.systemSeconds)),
            tesseraMaxRSSKiB: tesseraRSS, spawnRSSFloorKiB: floor,
            pythonMaxRSSIsUpperBound: atFloor(pythonRSSSamples), tesseraMaxRSSIsUpperBound: atFloor(tesseraRSS),
            tesseraExitCodes: tessera.compactMap(\.exitCode), tesseraSummary: summary,
            tesseraTokensPerSecond: Double(file.tokens) / wall.median,
            ratioToPythonParse: wall.median / parse.median,
            ratioToPythonWall: wall.median / pythonWallSamples.median,
            pairedRatioToPythonParse: Samples(zip(tessera, pythonParse).map { $0.wallSeconds / $1 }).median,
            build: builds.isEmpty
                ? nil
                : .init(
                    wallSeconds: Samples(builds.map(\.wallSeconds)),
                    cpuSeconds: Samples(builds.map { $0.userSeconds + $0.systemSeconds }),
                    maxRSSKiB: Samples(builds.map { Double($0.maxRSSKiB) }), outputBytes: buildBytes,
                    exitCodes: buildExitCodes,
                    ratioToPythonParse: Samples(builds.map(\.wallSeconds)).median / parse.median,
                    pairedRatioToPythonParse: Samples(zip(builds, pythonParse).map { $0.wallSeconds / $1 }).median))
    }

    // MARK: Type-checking the generated Swift

    /// Generates `tokens` legacy color and dimension tokens (half each), builds them to Swift, and
    /// times `swiftc -typecheck` on the result: what a team pays in every clean build of the target
    /// holding the tokens. The same tokens as plain constants (``PlainConstants``) are the floor,
    /// type-checked alternately with it.
    func measureTypeCheck(tokens: Int, directory: String) throws -> Report.TypeCheck {
        let modules = options.modulesPath
        guard FileManager.default.fileExists(atPath: (modules as NSString).appendingPathComponent("TesseraTheme.swiftmodule")) else {
            throw BenchmarkError(
                description: "no TesseraTheme.swiftmodule in \(modules); run `swift build -c release --target TesseraTheme` or pass --modules")
        }
        let file = try generate(style: "legacy", tokens: tokens, directory: directory, mix: "color=0.5,dimension=0.5")
        let swift = file.path + ".swift"
        let floor = file.path + ".floor.swift"
        defer {
            if !options.keepFiles {
                try? FileManager.default.removeItem(atPath: swift)
                try? FileManager.default.removeItem(atPath: floor)
            }
        }
        let build = try runChild([options.tesseraPath, "build", file.path, "--output", swift], captureOutput: false)
        guard build.exitCode == 0 else {
            throw BenchmarkError(description: "tessera build \(file.path) failed (exit \(build.exitCode.map(String.init) ?? "signal"))")
        }
        try PlainConstants.swift(forTokensAt: file.path).write(toFile: floor, atomically: true, encoding: .utf8)
        // Through sh, so swiftc's diagnostics (on stderr) are captured: the file must produce none.
        func typeCheck(_ path: String) throws -> Double {
            let command = ["/bin/sh", "-c", "exec swiftc -typecheck -swift-version 6 -I \"$0\" \"$1\" 2>&1", modules, path]
            let result = try runChild(command, captureOutput: true)
            guard result.exitCode == 0, result.output.isEmpty else {
                throw BenchmarkError(description: "swiftc -typecheck \(path) failed or warned:\n\(result.output)")
            }
            return result.wallSeconds
        }
        var seconds: [Double] = []
        var floorSeconds: [Double] = []
        for run in 0..<options.typeCheckRuns {
            progress("swiftc -typecheck \(tokens) tokens, generated and plain constants: run \(run + 1)/\(options.typeCheckRuns)")
            seconds.append(try typeCheck(swift))
            floorSeconds.append(try typeCheck(floor))
        }
        func size(_ path: String) -> Int { (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0 }
        return .init(
            tokens: tokens, swiftBytes: size(swift), seconds: Samples(seconds), floorBytes: size(floor),
            floorSeconds: Samples(floorSeconds))
    }

    // MARK: In process

    func measureInProcess(_ file: Report.GeneratedFile) throws -> Report.InProcess {
        let label = "\(file.style) \(file.tokens)"
        for _ in 0..<max(1, options.warmups) {
            _ = try measureReadParse(file.path)
            _ = try measureLoadResolve(file.path)
        }
        var readParse: [ReadParseRun] = []
        var loadResolve: [LoadResolveRun] = []
        for run in 0..<options.runs {
            progress("in process \(label): run \(run + 1)/\(options.runs)")
            readParse.append(try measureReadParse(file.path))
            loadResolve.append(try measureLoadResolve(file.path))
        }
        let readParseTotal = Samples(readParse.map { $0.read + $0.parse })
        let loadResolveTotal = Samples(loadResolve.map { $0.load + $0.resolve })
        func medianInt(_ values: [Int?]) -> Int? {
            let present = values.compactMap { $0 }
            return present.isEmpty ? nil : Int(Samples(present.map(Double.init)).median)
        }
        let last = loadResolve[loadResolve.count - 1]
        return .init(
            style: file.style, tokens: file.tokens,
            readSeconds: Samples(readParse.map(\.read)), parseSeconds: Samples(readParse.map(\.parse)),
            readParseSeconds: readParseTotal,
            readParseTokensPerSecond: Double(file.tokens) / readParseTotal.median,
            readParsePeakRSSKiB: readParse.compactMap(\.peakKiB).max(),
            readParsePeakGrowthKiB: medianInt(readParse.map(\.growthKiB)),
            loadSeconds: Samples(loadResolve.map(\.load)), resolveSeconds: Samples(loadResolve.map(\.resolve)),
            loadResolveSeconds: loadResolveTotal,
            loadResolveTokensPerSecond: Double(file.tokens) / loadResolveTotal.median,
            loadResolvePeakRSSKiB: loadResolve.compactMap(\.peakKiB).max(),
            loadResolvePeakGrowthKiB: medianInt(loadResolve.map(\.growthKiB)),
            resolvedTokens: last.tokens, errors: last.errors, warnings: last.warnings)
    }

    // MARK: Judging

    mutating func judge() {
        let sizes = options.sizes
        var pairs: [(Int, Int)] = zip(sizes, sizes.dropFirst()).map { ($0, $1) }
        if sizes.count > 2 { pairs.append((sizes[0], sizes[sizes.count - 1])) }

        for style in options.styles {
            var measures: [(String, (Int) -> Double?)] = []
            let whole = report.wholeProcess.filter { $0.style == style }
            let inside = report.inProcess.filter { $0.style == style }
            if !whole.isEmpty {
                measures += [
                    ("tessera validate wall", { n in whole.first { $0.tokens == n }?.tesseraWallSeconds.median }),
                    ("tessera validate CPU", { n in whole.first { $0.tokens == n }?.tesseraCPUSeconds.median }),
                    ("tessera validate peak RSS", { n in
                        // Skipped when ru_maxrss only gave an upper bound.
                        whole.first { $0.tokens == n }.flatMap { $0.tesseraMaxRSSIsUpperBound ? nil : $0.tesseraMaxRSSKiB.median }
                    }),
                    ("python json.load parse", { n in whole.first { $0.tokens == n }?.pythonParseSeconds.median }),
                ]
            }
            if !inside.isEmpty {
                measures += [
                    ("in-process read+parse", { n in inside.first { $0.tokens == n }?.readParseSeconds.median }),
                    ("in-process load+resolve", { n in inside.first { $0.tokens == n }?.loadResolveSeconds.median }),
                ]
            }
            for (small, large) in pairs {
                for (measure, value) in measures {
                    guard let a = value(small), let b = value(large), a > 0 else { continue }
                    let limit = linearitySlack * Double(large) / Double(small)
                    report.linearity.append(
                        .init(
                            style: style, measure: measure, smallTokens: small, largeTokens: large,
                            smallValue: a, largeValue: b, ratio: b / a, limit: limit, pass: b / a <= limit))
                }
            }
        }

        let busiest = [report.host.loadAverageBefore?[0], report.host.loadAverageAfter?[0]].compactMap { $0 }.max() ?? 0
        if busiest > 0.5 * Double(report.host.cpus) {
            report.notes.append(
                "the machine was busy (1-minute load average up to \(format(busiest, digits: 2)) on \(report.host.cpus) CPUs): wall times are inflated and noisy; compare CPU times, or rerun on a quiet machine")
        }

        // The acceptance criteria, on the headline style at the largest size.
        let headline = options.headlineStyle
        if let largest = report.wholeProcess.filter({ $0.style == headline }).max(by: { $0.tokens < $1.tokens }) {
            report.criteria.append(
                .init(
                    name: "tessera validate ≤ \(format(parseRatioLimit))× python json.load parse (\(headline), \(largest.tokens) tokens)",
                    value: largest.ratioToPythonParse, limit: parseRatioLimit,
                    pass: largest.ratioToPythonParse <= parseRatioLimit,
                    detail: "\(milliseconds(largest.tesseraWallSeconds.median)) vs \(milliseconds(largest.pythonParseSeconds.median)); run by run \(format(largest.pairedRatioToPythonParse, digits: 2))×"))
        }
        if let largest = report.wholeProcess.filter({ $0.style == headline && $0.build != nil })
            .max(by: { $0.tokens < $1.tokens }), let build = largest.build
        {
            report.criteria.append(
                .init(
                    name: "tessera build ≤ \(format(buildRatioLimit))× python json.load parse (\(headline), \(largest.tokens) tokens)",
                    value: build.ratioToPythonParse, limit: buildRatioLimit,
                    pass: build.ratioToPythonParse <= buildRatioLimit,
                    detail: "\(milliseconds(build.wallSeconds.median)) vs \(milliseconds(largest.pythonParseSeconds.median)); run by run \(format(build.pairedRatioToPythonParse, digits: 2))×"))
        }
        if let largest = report.typeChecks.max(by: { $0.tokens < $1.tokens }) {
            report.criteria.append(
                .init(
                    name: "swiftc -typecheck of the generated Swift ≤ \(format(typeCheckRatioLimit))× plain constants (\(largest.tokens) tokens)",
                    value: largest.ratio, limit: typeCheckRatioLimit, pass: largest.ratio <= typeCheckRatioLimit,
                    detail: "\(milliseconds(largest.seconds.median)) vs \(milliseconds(largest.floorSeconds.median))"))
        }
        if sizes.count >= 2,
            let line = report.linearity.first(where: {
                $0.style == headline && $0.measure == "tessera validate wall"
                    && $0.smallTokens == sizes[0] && $0.largeTokens == sizes[sizes.count - 1]
            })
        {
            report.criteria.append(
                .init(
                    name: "tessera validate t(\(line.largeTokens))/t(\(line.smallTokens)) ≤ \(format(line.limit))× (\(headline))",
                    value: line.ratio, limit: line.limit, pass: line.pass,
                    detail: "\(milliseconds(line.largeValue)) vs \(milliseconds(line.smallValue))"))
        }
    }
}

// MARK: Formatting

func format(_ value: Double, digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

func milliseconds(_ seconds: Double) -> String {
    seconds < 0.1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.0f ms", seconds * 1000)
}

func mebibytes(_ kib: Double) -> String {
    String(format: "%.1f MiB", kib / 1024)
}

func rate(_ perSecond: Double) -> String {
    perSecond >= 1_000_000 ? String(format: "%.2fM/s", perSecond / 1_000_000) : String(format: "%.0fk/s", perSecond / 1000)
}
