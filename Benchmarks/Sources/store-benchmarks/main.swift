import Foundation
import TesseraDiagnostics
import TesseraImport
import TesseraSyntax
import TesseraTokens
import TesseraStore
import TesseraTheme

// store-benchmarks: the run-time token store against the seed's ConfigParser on the
// same tokens (lookups per second, allocations per lookup), and load times for
// 10,000 tokens. Run through Scripts/run-store-benchmarks.sh, which builds in release
// and preloads the malloc counter for the lookups (loads run in a second process without it).

struct StoreBenchmarkOptions {
    var tokens = 10_000
    var seconds = 1.0
    var loadRuns = 9
    /// Milliseconds of pause after each timed load.
    var loadGap = 5
    var check = false
    var generator: String?
    var python = "python3"
    /// Which figures to take: `lookups`, `loads` or `all`. Loads are timed without the malloc
    /// counter preloaded (it intercepts every allocation), so the script runs the two apart.
    var part = "all"
    /// Writes the generated seed layout into this directory and exits (for profiling a load by hand).
    var writeSeedDirectory: String?
    /// Loads these files once into a snapshot and exits: `valgrind --tool=callgrind store-benchmarks --load-once DIR`.
    var loadOncePath: String?

    init(arguments: [String]) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--tokens": tokens = rest.popFirst().flatMap { Int($0) } ?? tokens
            case "--seconds": seconds = rest.popFirst().flatMap { Double($0) } ?? seconds
            case "--load-runs": loadRuns = rest.popFirst().flatMap { Int($0) } ?? loadRuns
            case "--load-gap": loadGap = rest.popFirst().flatMap { Int($0) } ?? loadGap
            case "--gen-tokens": generator = rest.popFirst()
            case "--python": python = rest.popFirst() ?? python
            case "--check": check = true
            case "--part": part = rest.popFirst() ?? part
            case "--write-seed": writeSeedDirectory = rest.popFirst()
            case "--load-once": loadOncePath = rest.popFirst()
            default:
                print(
                    """
                    usage: store-benchmarks [--tokens N] [--seconds S] [--load-runs N] [--gen-tokens PATH/gen_tokens.py] [--check]
                      --tokens N      tokens in the generated seed layout and gen_tokens.py files (default 10000)
                      --seconds S     time spent per lookup figure (default 1)
                      --load-runs N   loads timed per file set; the median is reported (default 9)
                      --load-gap MS   pause after each load (default 5)
                      --gen-tokens P  ../shared/bench/gen_tokens.py, for the DTCG load figures (skipped without it)
                      --check         exit 1 when a criterion fails
                      --part P        lookups, loads or all (default all)
                      --write-seed D  write the generated seed layout into D and exit
                      --load-once P   load P (a file or folder) once into a snapshot and exit, for profilers
                    """)
                exit(flag == "-h" || flag == "--help" ? 0 : 2)
            }
        }
    }
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// This thread's CPU time: steadier than wall time when other processes share the cores.
func cpuNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Lookups per second of CPU time for each pass function, measured in interleaved rounds
/// (one pass of the first, `repeats` passes of each other per round) so that a change in
/// machine load affects all of them alike. Each function's timed passes follow one untimed
/// pass, so every figure is a steady state, not the cost of refilling caches the previous
/// function's working set evicted. Returns the rates and a checksum.
@MainActor func interleavedRates(lookupsPerPass: Int, seconds: Double, repeats: Int, _ passes: [() -> Double]) -> (rates: [Double], checksum: Double) {
    var checksum = passes.reduce(0) { $0 + $1() }  // warm-up
    var times = [Double](repeating: 0, count: passes.count)
    var counts = [Int](repeating: 0, count: passes.count)
    let start = cpuNow()
    repeat {
        for (index, pass) in passes.enumerated() {
            let runs = index == 0 ? 1 : repeats
            checksum += pass()  // untimed: refills the caches the previous function's pass evicted
            let passStart = cpuNow()
            for _ in 0..<runs { checksum += pass() }
            times[index] += cpuNow() - passStart
            counts[index] += runs * lookupsPerPass
        }
    } while cpuNow() - start < seconds * Double(passes.count)
    return (zip(counts, times).map { Double($0) / $1 }, checksum)
}

/// The counter's C functions, found at run time: the binary does not link the interposer, so
/// loads are timed with the system allocator, and only a run with it preloaded counts.
struct MallocCounter {
    typealias Switch = @convention(c) () -> Void
    typealias Statistics = @convention(c) (
        UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>,
        UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>
    ) -> Void
    let reset: Switch
    let enable: Switch
    let disable: Switch
    let statistics: Statistics

    /// Nil unless libMallocInterposerSwift.so is preloaded.
    static let preloaded: MallocCounter? = {
        let handle = dlopen(nil, RTLD_NOW)
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let reset = symbol("malloc_interposer_reset", as: Switch.self),
            let enable = symbol("malloc_interposer_enable", as: Switch.self),
            let disable = symbol("malloc_interposer_disable", as: Switch.self),
            let statistics = symbol("malloc_interposer_get_stats", as: Statistics.self)
        else { return nil }
        return MallocCounter(reset: reset, enable: enable, disable: disable, statistics: statistics)
    }()

    /// Allocations (malloc, calloc, realloc, aligned) made while `body` runs.
    func allocations(_ body: () -> Double) -> Int {
        reset()
        enable()
        blackHole(body())
        disable()
        var counts = [Int64](repeating: 0, count: 6)
        counts.withUnsafeMutableBufferPointer { c in
            statistics(c.baseAddress!, c.baseAddress! + 1, c.baseAddress! + 2, c.baseAddress! + 3, c.baseAddress! + 4, c.baseAddress! + 5)
        }
        return Int(counts[0])
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
func rate(_ value: Double) -> String { String(format: "%.3g/s", value) }

let options = StoreBenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
if let directory = options.writeSeedDirectory {
    _ = try SeedLayoutGenerator(count: options.tokens).write(to: URL(fileURLWithPath: directory))
    exit(0)
}
if let path = options.loadOncePath {
    let result = TokenStoreSnapshot.load(contentsOf: URL(fileURLWithPath: path))
    print("\(result.snapshot?.tokenCount ?? 0) tokens, \(result.errors.count) errors")
    exit(result.snapshot == nil ? 1 : 0)
}
let work = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-store-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: work) }
var failures: [String] = []

// 1. The same tokens for both: the seed layout, generated.
let seedDirectory = work.appendingPathComponent("seed")
let pathTokens = try SeedLayoutGenerator(count: options.tokens).write(to: seedDirectory)
let parser = try ConfigParser(directory: seedDirectory)
let loaded = TokenStoreSnapshot.load(contentsOf: seedDirectory)
guard let snapshot = loaded.snapshot else {
    print("the generated seed layout does not load: \(loaded.errors.prefix(3).map(\.message))")
    exit(1)
}
print("Seed layout: \(options.tokens) tokens (\(pathTokens.count) path tokens in tokens.json) in \(seedDirectory.path)")

// Both must give the same answers, or the comparison is meaningless.
var mismatches = 0
for token in pathTokens {
    if token.isColor {
        let expected = parser.colorFromToken(token.path)
        let color = snapshot.color(path: token.path)
        if abs(expected.red - color.red) > 1e-9 || abs(expected.green - color.green) > 1e-9
            || abs(expected.blue - color.blue) > 1e-9 || abs(expected.alpha - color.alpha) > 1e-9
        {
            mismatches += 1
        }
    } else if parser.sizeFromToken(token.path) != snapshot.dimension(path: token.path).points {
        mismatches += 1
    }
}
print("Same answers from both on all \(pathTokens.count) path tokens: \(mismatches == 0 ? "yes" : "NO, \(mismatches) differ")")
if mismatches > 0 { failures.append("ConfigParser and the store disagree on \(mismatches) tokens") }

// 2. Lookups per second over every path token, in a shuffled order.
var order = SplitMix64(seed: 42)
let shuffled = pathTokens.shuffled(using: &order)
let paths = shuffled.map(\.path)
let isColor = shuffled.map(\.isColor)
let keys = paths.map(TokenKey.init)
let traits = TokenTraits.default

@MainActor func configParserPass() -> Double {
    var sum = 0.0
    for index in paths.indices {
        sum += isColor[index] ? parser.colorFromToken(paths[index]).red : parser.sizeFromToken(paths[index])
    }
    return sum
}
@MainActor func storePathPass() -> Double {
    var sum = 0.0
    for index in paths.indices {
        sum += isColor[index] ? snapshot.color(path: paths[index], for: traits).red : snapshot.dimension(path: paths[index], for: traits).points
    }
    return sum
}
@MainActor func storeKeyPass() -> Double {
    var sum = 0.0
    for index in keys.indices {
        sum += isColor[index] ? snapshot.color(keys[index], for: traits).red : snapshot.dimension(keys[index], for: traits).points
    }
    return sum
}

if options.part != "loads" {
let measured = interleavedRates(
    lookupsPerPass: paths.count, seconds: options.seconds, repeats: 20, [configParserPass, storeKeyPass, storePathPass])
blackHole(measured.checksum)
let parserRate = measured.rates[0], keyRate = measured.rates[1], pathRate = measured.rates[2]

// 3. Allocations per lookup. First prove the counter counts: an array must allocate.
let counter = MallocCounter.preloaded
let probe = counter?.allocations { Double([Int](repeating: 1, count: 1_000 + paths.count % 7).count) } ?? 0
let counterWorks = probe > 0
let parserAllocations = counter?.allocations(configParserPass) ?? 0
let pathAllocations = counter?.allocations(storePathPass) ?? 0
let keyAllocations = counter?.allocations(storeKeyPass) ?? 0

print("")
print("Lookups over the \(paths.count) path tokens, per second of CPU time (interleaved rounds, about \(options.seconds) s each):")
print("  ConfigParser (split, walk dictionaries, parse hex)  \(rate(parserRate))   \(String(format: "%.1f", Double(parserAllocations) / Double(paths.count))) allocations/lookup")
print("  TokenStoreSnapshot by path string                  \(rate(pathRate))   \(pathAllocations) allocations in \(paths.count) lookups")
print("  TokenStoreSnapshot by TokenKey                     \(rate(keyRate))   \(keyAllocations) allocations in \(paths.count) lookups")
print(String(format: "  speed-up: %.0f× by path, %.0f× by key (criterion: at least 100×)", pathRate / parserRate, keyRate / parserRate))
if !counterWorks {
    print("  the malloc counter is not active (run with LD_PRELOAD=…/libMallocInterposerSwift.so, as Scripts/run-store-benchmarks.sh does)")
    failures.append("allocation counter inactive")
} else if pathAllocations != 0 || keyAllocations != 0 {
    failures.append("store lookups allocated (\(pathAllocations) by path, \(keyAllocations) by key)")
}
if pathRate / parserRate < 100 { failures.append("store by path is less than 100× ConfigParser") }
}

// 4. Load time: generated seed layout, and gen_tokens.py's files when given. A load runs on the
// calling thread from start to end.
struct LoadFigure {
    var wall: Double
    var threadCPU: Double
    var tokens: Int
    var errors: Int
}

@MainActor func loadTime(_ url: URL) -> LoadFigure {
    var walls: [Double] = [], cpus: [Double] = []
    var tokens = 0
    var errors = 0
    for run in 0..<(options.loadRuns + 1) {
        let start = now()
        let cpuStart = cpuNow()
        let result = TokenStoreSnapshot.load(contentsOf: url)
        let cpu = cpuNow() - cpuStart
        let wall = now() - start
        tokens = result.snapshot?.tokenCount ?? 0
        errors = result.errors.count
        blackHole(result)
        if run > 0 {  // the first run warms caches
            walls.append(wall)
            cpus.append(cpu)
        }
        usleep(UInt32(options.loadGap * 1_000))
    }
    return LoadFigure(wall: median(walls), threadCPU: median(cpus), tokens: tokens, errors: errors)
}

if options.part != "lookups" {
print("")
print("Load (read, validate, resolve, lay out): median wall time of \(options.loadRuns) loads, with the")
print("thread's CPU time:")
var loadFigures: [(String, URL)] = [("seed layout, 3 files", seedDirectory)]
if let generator = options.generator {
    for style in ["dtcg", "legacy"] {
        let file = work.appendingPathComponent("gen-\(style).tokens.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [options.python, generator, "-n", String(options.tokens), "-o", file.path, "--style", style]
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 0 { loadFigures.append(("gen_tokens.py --style \(style)", file)) }
    }
}
for (name, url) in loadFigures {
    let figure = loadTime(url)
    print(
        "  \(name.padding(toLength: 30, withPad: " ", startingAt: 0)) \(figure.tokens) tokens  \(milliseconds(figure.wall)) "
            + "(\(milliseconds(figure.threadCPU)) CPU)"
            + (figure.errors > 0 ? "  (\(figure.errors) errors)" : ""))
    // The budgets: 2,000 tokens in 10 ms, 10,000 in 40 ms, in proportion between and beyond.
    let budget = max(0.010, 0.004 * Double(figure.tokens) / 1_000)
    if figure.wall > budget {
        failures.append("loading \(name) took \(milliseconds(figure.wall)) (target: under \(milliseconds(budget)))")
    }
}
}

print("")
if failures.isEmpty {
    print("All criteria met.")
} else {
    print("Criteria not met:\n" + failures.map { "  - \($0)" }.joined(separator: "\n"))
    if options.check { exit(1) }
}
