import Foundation

/// Repeated measurements of one figure; the median is what the report uses.
struct Samples: Codable {
    var median: Double
    var min: Double
    var max: Double
    var values: [Double]

    init(_ values: [Double]) {
        precondition(!values.isEmpty)
        let sorted = values.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
        self.values = values
    }
}

struct Report: Codable {
    /// `swiftc -typecheck -swift-version 6` of the Swift `tessera build` generated, color and
    /// dimension tokens, against the same tokens as plain constants.
    struct TypeCheck: Codable {
        var tokens: Int
        var swiftBytes: Int
        var seconds: Samples
        /// The same tokens as plain `static let` constants (`PlainConstants`): the floor.
        var floorBytes: Int
        var floorSeconds: Samples
        /// Generated ÷ floor, medians (budget: at most 2).
        var ratio: Double { seconds.median / floorSeconds.median }
    }

    struct Host: Codable {
        var cpus: Int
        var system: String
        var python: String
        var tessera: String
        var root: String
        var commit: String?
        var workingTreeDirty: Bool?
        /// /proc/loadavg (1, 5, 15 minutes) before and after measuring: other work on the
        /// machine shows up as wall time above CPU time.
        var loadAverageBefore: [Double]?
        var loadAverageAfter: [Double]?
    }

    struct Settings: Codable {
        var sizes: [Int]
        var styles: [String]
        var runs: Int
        var warmups: Int
        var headlineStyle: String
        var generator: String
    }

    struct GeneratedFile: Codable {
        var style: String
        var tokens: Int
        var path: String
        var bytes: Int
        var generateSeconds: Double
    }

    /// `python3 -c json.load(...)` against `tessera validate FILE`, each a whole process.
    struct WholeProcess: Codable {
        var style: String
        var tokens: Int
        var bytes: Int
        /// The time json.load took inside Python (perf_counter around it).
        var pythonParseSeconds: Samples
        /// The Python process from spawn to exit.
        var pythonWallSeconds: Samples
        var pythonMaxRSSKiB: Samples
        var tesseraWallSeconds: Samples
        /// User plus system CPU time of the tessera process.
        var tesseraCPUSeconds: Samples
        var tesseraUserSeconds: Samples
        var tesseraSystemSeconds: Samples
        /// Peak RSS of each tessera process (ru_maxrss from wait4).
        var tesseraMaxRSSKiB: Samples
        /// The highest RSS of this benchmark process when it spawned a child. ru_maxrss cannot
        /// report less (see ChildResult.rssFloorKiB), so a median at the floor is only an upper bound.
        var spawnRSSFloorKiB: Int?
        var pythonMaxRSSIsUpperBound: Bool
        var tesseraMaxRSSIsUpperBound: Bool
        var tesseraExitCodes: [Int32]
        /// The last line tessera printed on stdout in the probe run.
        var tesseraSummary: String
        var tesseraTokensPerSecond: Double
        /// tessera wall / python json.load parse time (the acceptance criterion).
        var ratioToPythonParse: Double
        /// tessera wall / python whole-process wall.
        var ratioToPythonWall: Double
        /// The median of each run's tessera wall / the python json.load parse of the same run: the
        /// machine's speed moves in phases that touch neighbouring runs alike, so this moves less
        /// from one benchmark run to the next than the ratio of medians.
        var pairedRatioToPythonParse: Double
        /// `tessera build` of the same file, interleaved with the runs above; nil with --no-build.
        var build: Build?

        struct Build: Codable {
            var wallSeconds: Samples
            var cpuSeconds: Samples
            var maxRSSKiB: Samples
            /// Size of the generated Swift file.
            var outputBytes: Int?
            var exitCodes: [Int32]
            /// build wall / python json.load parse time (the acceptance criterion).
            var ratioToPythonParse: Double
            /// The median of each run's build wall / the python json.load parse of the same run.
            var pairedRatioToPythonParse: Double
        }
    }

    /// The pipeline libraries called in this process.
    struct InProcess: Codable {
        var style: String
        var tokens: Int
        /// LocalFileSystem().read plus SourceFile(path:bytes:) (which indexes lines).
        var readSeconds: Samples
        /// JSONReader().read(_:id:diagnostics:).
        var parseSeconds: Samples
        var readParseSeconds: Samples
        var readParseTokensPerSecond: Double
        var readParsePeakRSSKiB: Int?
        var readParsePeakGrowthKiB: Int?
        /// TokenProject.load(paths:diagnostics:).
        var loadSeconds: Samples
        /// project.resolve(project.permutations()[0]).
        var resolveSeconds: Samples
        var loadResolveSeconds: Samples
        var loadResolveTokensPerSecond: Double
        var loadResolvePeakRSSKiB: Int?
        var loadResolvePeakGrowthKiB: Int?
        var resolvedTokens: Int
        var errors: Int
        var warnings: Int
    }

    struct Linearity: Codable {
        var style: String
        var measure: String
        var smallTokens: Int
        var largeTokens: Int
        var smallValue: Double
        var largeValue: Double
        var ratio: Double
        /// 1.2 × the size ratio (12× for 10k → 100k).
        var limit: Double
        var pass: Bool
    }

    struct Criterion: Codable {
        var name: String
        var value: Double
        var limit: Double
        var pass: Bool
        var detail: String
    }

    var date: String
    var host: Host
    var settings: Settings
    var files: [GeneratedFile] = []
    var wholeProcess: [WholeProcess] = []
    var typeChecks: [TypeCheck] = []
    var inProcess: [InProcess] = []
    var linearity: [Linearity] = []
    var criteria: [Criterion] = []
    var notes: [String] = []
}
