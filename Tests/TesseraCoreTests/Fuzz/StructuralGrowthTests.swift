import Foundation
import TesseraImport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The structural families (``StructuralFamily``) through every stage the probe runs. By default
/// each family runs once at a small size and must keep every promise (no crash, every error
/// located). With `TESSERA_GROWTH=1` each also runs at its reported size N and at 2N, and the
/// time and peak memory at 2N must stay within three times those at N (near-linear) and under
/// 20 s; with `TESSERA_FAMILY_DIR=dir` every family is written there at N, 2N and 4N for timing
/// the release command (`Scripts/structural-growth.sh`).
@Suite struct StructuralGrowthTests {
    static let environment = ProcessInfo.processInfo.environment

    @Test(arguments: StructuralFamily.allCases)
    func familyKeepsEveryPromise(_ family: StructuralFamily) {
        let problems = PipelineProbe.problems(in: family.input(family.smallSize))
        #expect(problems.isEmpty, "\(family.rawValue) at \(family.smallSize): \(problems.prefix(5).joined(separator: "\n"))")
    }

    @Test(.enabled(if: environment["TESSERA_GROWTH"] == "1"), arguments: StructuralFamily.allCases)
    func familyGrowsNearLinearly(_ family: StructuralFamily) {
        let n = Int(Self.environment["TESSERA_GROWTH_N"] ?? "") ?? family.reportedSize
        let single = Self.measure(family, size: n)
        let double = Self.measure(family, size: 2 * n)
        print("\(family.rawValue): N=\(n) \(single.seconds) s \(single.megabytes) MB; 2N \(double.seconds) s \(double.megabytes) MB")
        #expect(single.problems.isEmpty && double.problems.isEmpty, "\(single.problems.prefix(3)) \(double.problems.prefix(3))")
        #expect(double.seconds < 20, "\(family.rawValue) at 2N=\(2 * n) took \(double.seconds) s")
        #expect(double.seconds <= 3 * max(single.seconds, 0.05), "\(family.rawValue): \(single.seconds) s at N, \(double.seconds) s at 2N")
        #expect(double.megabytes <= 3 * max(single.megabytes, 64), "\(family.rawValue): \(single.megabytes) MB at N, \(double.megabytes) MB at 2N")
    }

    @Test(.enabled(if: environment["TESSERA_FAMILY_DIR"] != nil))
    func writeFamiliesForTheReleaseCommand() throws {
        let folder = URL(fileURLWithPath: Self.environment["TESSERA_FAMILY_DIR"]!)
        // TESSERA_FAMILY_DIVISOR=4 starts at a quarter of the reported sizes.
        let divisor = max(1, Int(Self.environment["TESSERA_FAMILY_DIVISOR"] ?? "") ?? 1)
        for family in StructuralFamily.allCases {
            for factor in [1, 2, 4] {
                let size = max(2, family.reportedSize / divisor) * factor
                let (files, entry) = family.make(size)
                let caseFolder = folder.appendingPathComponent("\(family.rawValue)-\(size)")
                for (path, text) in files {
                    let url = caseFolder.appendingPathComponent(path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: url)
                }
                let from = family.format.map { " --from \($0.rawValue)" } ?? ""
                try Data("\(entry)\(from)\n".utf8).write(to: caseFolder.appendingPathComponent("ARGS"))
            }
        }
    }

    /// One run through the probe: its broken promises, wall time and the growth of peak resident memory.
    static func measure(_ family: StructuralFamily, size: Int) -> (problems: [String], seconds: Double, megabytes: Int) {
        resetPeakMemory()
        let before = peakMemoryMegabytes()
        let clock = ContinuousClock()
        let start = clock.now
        let problems = PipelineProbe.problems(in: family.input(size))
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (problems, (seconds * 100).rounded() / 100, max(0, peakMemoryMegabytes() - before))
    }

    /// Linux lets a process reset its high-water mark of resident memory.
    private static func resetPeakMemory() {
        #if os(Linux)
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        #endif
    }

    private static func peakMemoryMegabytes() -> Int {
        #if os(Linux)
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
        #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1_048_576
        #endif
    }
}
