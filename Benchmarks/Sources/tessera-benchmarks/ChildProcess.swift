#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What one child process cost, as the kernel accounted it.
struct ChildResult {
    /// Wall time from just before `posix_spawn` to `wait4` returning.
    var wallSeconds: Double
    var userSeconds: Double
    var systemSeconds: Double
    /// Peak resident set size of the child (`ru_maxrss` from `wait4`), in KiB.
    /// Never below ``rssFloorKiB``: see there.
    var maxRSSKiB: Int
    /// This process's RSS when it spawned the child (Linux), in KiB. posix_spawn
    /// runs the child in the parent's address space until exec (CLONE_VM|CLONE_VFORK),
    /// and at exec the kernel folds that address space's high-water mark into the
    /// child's ru_maxrss. So ru_maxrss = max(floor, the child's real peak): exact
    /// above the floor, only an upper bound at it. The peak mark is reset to the
    /// current RSS right before spawning to keep the floor as low as it can be.
    var rssFloorKiB: Int?
    /// Exit code, or `nil` when the child was killed by a signal.
    var exitCode: Int32?
    var signal: Int32?
    /// Standard output, when it was captured.
    var output: String
}

struct ChildProcessError: Error, CustomStringConvertible {
    var description: String
}

/// Seconds on a monotonic clock.
func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Runs a program (looked up in `PATH` when it has no slash) with stdin and
/// stderr on /dev/null and stdout either captured or on /dev/null.
///
/// Uses `posix_spawnp` and `wait4` rather than Foundation's `Process`, because
/// `wait4` hands back the child's own resource usage: its peak RSS and CPU
/// time, not the maximum over all children as `getrusage(RUSAGE_CHILDREN)` would.
func runChild(_ arguments: [String], captureOutput: Bool) throws -> ChildResult {
    precondition(!arguments.isEmpty)

    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }

    var pipeEnds: [Int32] = [-1, -1]
    if captureOutput {
        guard pipe(&pipeEnds) == 0 else { throw ChildProcessError(description: "pipe failed: errno \(errno)") }
        // Keep the read end out of the child; the write end becomes its stdout.
        _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let envp: [UnsafeMutablePointer<CChar>?] =
        ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }

    let floor = SelfMemory.resetPeak() ? SelfMemory.peakKiB() : nil
    var pid: pid_t = 0
    let start = monotonicSeconds()
    let spawnStatus = argv.withUnsafeBufferPointer { argvBuffer in
        envp.withUnsafeBufferPointer { envBuffer in
            posix_spawnp(&pid, argv[0]!, &actions, nil, argvBuffer.baseAddress!, envBuffer.baseAddress!)
        }
    }
    if captureOutput { close(pipeEnds[1]) }
    guard spawnStatus == 0 else {
        if captureOutput { close(pipeEnds[0]) }
        throw ChildProcessError(description: "cannot run \(arguments[0]): \(String(cString: strerror(spawnStatus)))")
    }

    var output: [UInt8] = []
    if captureOutput {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(pipeEnds[0])
    }

    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
        guard errno == EINTR else { throw ChildProcessError(description: "wait4 failed: errno \(errno)") }
    }
    let end = monotonicSeconds()

    let termSignal = status & 0x7f
    #if canImport(Darwin)
    let maxRSSKiB = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
    #else
    let maxRSSKiB = Int(usage.ru_maxrss)  // KiB on Linux
    #endif
    return ChildResult(
        wallSeconds: end - start,
        userSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6,
        systemSeconds: Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6,
        maxRSSKiB: maxRSSKiB,
        rssFloorKiB: floor,
        exitCode: termSignal == 0 ? (status >> 8) & 0xff : nil,
        signal: termSignal == 0 ? nil : termSignal,
        output: String(decoding: output, as: UTF8.self))
}

/// Peak and current resident set size of this process, from /proc (Linux only).
enum SelfMemory {
    /// Resets the kernel's peak-RSS mark (VmHWM) to the current RSS, so the
    /// next ``peakKiB()`` tells the peak of what ran in between.
    /// Returns `false` where that is not supported.
    @discardableResult
    static func resetPeak() -> Bool {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return write(fd, "5", 1) == 1
    }

    static func peakKiB() -> Int? { statusField("VmHWM:") }

    /// The 1, 5 and 15 minute load averages (Linux).
    static func loadAverage() -> [Double]? {
        guard let text = readProcFile("/proc/loadavg") else { return nil }
        let fields = text.split(separator: " ").prefix(3).compactMap { Double($0) }
        return fields.count == 3 ? fields : nil
    }
    static func currentKiB() -> Int? { statusField("VmRSS:") }

    private static func statusField(_ name: String) -> Int? {
        guard let text = readProcFile("/proc/self/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            return Int(line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }

    /// Reads with read(2): procfs files report size 0, which trips readers that trust st_size.
    private static func readProcFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
