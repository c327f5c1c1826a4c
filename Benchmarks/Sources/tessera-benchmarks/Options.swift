import Foundation

/// Command-line options. Parsed by hand so the benchmark needs nothing but the pipeline libraries.
struct Options {
    var sizes = [10_000, 100_000]
    var styles = ["legacy", "dtcg"]
    var runs = 5
    var warmups = 1
    var root: String
    var tessera: String?
    var shared: String?
    var python = "python3"
    var workDirectory: String?
    var keepFiles = false
    var jsonOutput: String?
    var wholeProcess = true
    /// Also time `tessera build` in the whole-process runs.
    var measureBuild = true
    /// Token counts whose generated Swift `swiftc -typecheck` is timed (empty: skipped).
    var typeCheckSizes = [1_000, 10_000]
    var typeCheckRuns = 3
    /// Where TesseraTheme.swiftmodule is (default ROOT/.build/release/Modules).
    var modules: String?
    var inProcess = true
    var check = false
    /// `--audit`: run the `tessera audit` benchmark only, over these numbers of generated Swift lines.
    var audit = false
    var auditLines = [25_000, 50_000, 100_000]
    /// The style the acceptance criteria are judged on.
    var headlineStyle = "dtcg"

    static let usage = """
        usage: tessera-benchmarks [options]

        Generates synthetic token files with ../shared/bench/gen_tokens.py and measures
        `tessera validate` and `tessera build` as whole processes against Python's json.load, plus the
        pipeline phases in process.

        options:
          --sizes N,N,...       token counts (default 10000,100000)
          --styles S,S          gen_tokens.py value styles: legacy, dtcg (default legacy,dtcg)
          --runs N              measured runs per figure; the median is reported (default 5)
          --warmups N           unmeasured runs before measuring, besides the probe run that
                                checks tessera's exit status and summary (default 1)
          --tessera PATH        the tessera binary (default ROOT/.build/release/tessera)
          --root PATH           the Tessera package (default: found from this source file, else .)
          --shared PATH         the shared directory holding bench/gen_tokens.py (default ROOT/../shared)
          --python PATH         Python interpreter (default python3)
          --work-dir DIR        where token files are generated (default: a fresh temporary directory)
          --keep-files          keep the generated files
          --json-output PATH    also write every figure as JSON
          --no-process          skip the whole-process measurements
          --no-build            skip `tessera build` in the whole-process measurements
          --typecheck-sizes N,… token counts whose generated Swift swiftc type-checks (default 1000,10000)
          --typecheck-runs N    runs per type-check figure (default 3)
          --no-typecheck        skip the type-check measurements
          --modules DIR         directory with TesseraTheme.swiftmodule (default ROOT/.build/release/Modules)
          --no-in-process       skip the in-process pipeline measurements
          --audit               only time `tessera audit` of generated Swift against `swiftc -parse`
                                of the same files, and its peak RSS as files are added
          --audit-lines N,…     lines of Swift for --audit (default 25000,50000,100000; the largest is timed)
          --check               exit 1 when an acceptance criterion fails
          -h, --help            this text
        """

    init(arguments: [String]) throws {
        root = Options.defaultRoot()
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw UsageError(message: "\(flag) needs a value") }
            return next
        }
        func integers(_ flag: String, _ text: String) throws -> [Int] {
            let parts = text.split(separator: ",").map { Int($0.replacingOccurrences(of: "_", with: "")) }
            guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? 0) > 0 }) else {
                throw UsageError(message: "\(flag) takes positive integers separated by commas, not \"\(text)\"")
            }
            return parts.map { $0! }
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--sizes": sizes = Array(Set(try integers(flag, try value(flag)))).sorted()
            case "--styles":
                styles = try value(flag).split(separator: ",").map(String.init)
                guard !styles.isEmpty, styles.allSatisfy({ $0 == "legacy" || $0 == "dtcg" }) else {
                    throw UsageError(message: "--styles takes legacy and/or dtcg")
                }
            case "--runs": runs = try integers(flag, try value(flag))[0]
            case "--warmups":
                let text = try value(flag)
                guard let count = Int(text), count >= 0 else { throw UsageError(message: "--warmups takes a count") }
                warmups = count
            case "--tessera": tessera = try value(flag)
            case "--root": root = try value(flag)
            case "--shared": shared = try value(flag)
            case "--python": python = try value(flag)
            case "--work-dir": workDirectory = try value(flag)
            case "--keep-files": keepFiles = true
            case "--json-output": jsonOutput = try value(flag)
            case "--no-process": wholeProcess = false
            case "--no-build": measureBuild = false
            case "--typecheck-sizes": typeCheckSizes = Array(Set(try integers(flag, try value(flag)))).sorted()
            case "--typecheck-runs": typeCheckRuns = try integers(flag, try value(flag))[0]
            case "--no-typecheck": typeCheckSizes = []
            case "--modules": modules = try value(flag)
            case "--no-in-process": inProcess = false
            case "--check": check = true
            case "--audit": audit = true
            case "--audit-lines": auditLines = Array(Set(try integers(flag, try value(flag)))).sorted()
            case "-h", "--help": throw UsageError(message: nil)
            default: throw UsageError(message: "unknown option \(flag)")
            }
        }
        if !styles.contains(headlineStyle) { headlineStyle = styles[0] }
    }

    var tesseraPath: String { absolute(tessera ?? (root as NSString).appendingPathComponent(".build/release/tessera")) }
    var modulesPath: String { absolute(modules ?? (root as NSString).appendingPathComponent(".build/release/Modules")) }
    var sharedPath: String {
        absolute(shared ?? ((root as NSString).appendingPathComponent("../shared") as NSString).standardizingPath)
    }
    var generatorPath: String { (sharedPath as NSString).appendingPathComponent("bench/gen_tokens.py") }

    /// The root package: the directory holding Benchmarks/Sources/tessera-benchmarks/ (this file's place),
    /// or the current directory when the sources are not where they were compiled.
    private static func defaultRoot() -> String {
        let fromSource = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        if FileManager.default.fileExists(atPath: fromSource + "/Package.swift") { return fromSource }
        return FileManager.default.currentDirectoryPath
    }

    private func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return (path as NSString).standardizingPath }
        return ((FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path) as NSString)
            .standardizingPath
    }
}

struct UsageError: Error {
    /// `nil` for --help.
    var message: String?
}
