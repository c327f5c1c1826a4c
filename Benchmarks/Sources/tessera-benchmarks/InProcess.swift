#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TesseraDiagnostics
import TesseraImport
import TesseraSyntax
import TesseraTokens

/// Hands memory freed by earlier runs back to the kernel, so that the RSS
/// growth measured for a phase is the phase's own and not reuse of retained heap.
/// (glibc's malloc_trim, looked up at run time: Swift's Glibc module does not import malloc.h.)
func releaseFreedMemory() {
    #if canImport(Glibc)
    typealias MallocTrim = @convention(c) (Int) -> Int32
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    #endif
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

struct InProcessError: Error, CustomStringConvertible {
    var description: String
}

/// One run of read + parse: the bytes from disk, the line index, the JSON tree.
struct ReadParseRun {
    var read: Double
    var parse: Double
    var peakKiB: Int?
    var growthKiB: Int?
}

/// One run of TokenProject.load and resolving its first (only) permutation.
struct LoadResolveRun {
    var load: Double
    var resolve: Double
    var peakKiB: Int?
    var growthKiB: Int?
    var tokens: Int
    var errors: Int
    var warnings: Int
}

/// Reads and parses a file the way DocumentLoader does, timing each half.
/// The tree is released after the clock stops.
func measureReadParse(_ path: String) throws -> ReadParseRun {
    let diagnostics = DiagnosticEngine()
    releaseFreedMemory()
    let baseline = SelfMemory.resetPeak() ? SelfMemory.currentKiB() : nil
    let start = monotonicSeconds()
    let bytes = try LocalFileSystem().read(path)
    let file = SourceFile(path: path, bytes: bytes)
    let afterRead = monotonicSeconds()
    let id = diagnostics.sources.register(file)
    let value = JSONReader().read(file, id: id, diagnostics: diagnostics)
    let end = monotonicSeconds()
    let peak = baseline == nil ? nil : SelfMemory.peakKiB()
    guard value != nil else {
        throw InProcessError(description: "JSONReader could not read \(path) (\(diagnostics.errorCount) errors)")
    }
    blackHole(value)
    return ReadParseRun(
        read: afterRead - start, parse: end - afterRead, peakKiB: peak,
        growthKiB: peak.flatMap { peak in baseline.map { peak - $0 } })
}

/// What `tessera validate FILE` does for one file, minus argument parsing and printing.
func measureLoadResolve(_ path: String) throws -> LoadResolveRun {
    let diagnostics = DiagnosticEngine()
    releaseFreedMemory()
    let baseline = SelfMemory.resetPeak() ? SelfMemory.currentKiB() : nil
    let start = monotonicSeconds()
    guard let project = TokenProject.load(paths: [path], diagnostics: diagnostics) else {
        throw InProcessError(description: "TokenProject.load failed for \(path) (\(diagnostics.errorCount) errors)")
    }
    let afterLoad = monotonicSeconds()
    let resolved = project.resolve(project.permutations()[0])
    let end = monotonicSeconds()
    let peak = baseline == nil ? nil : SelfMemory.peakKiB()
    blackHole(resolved)
    return LoadResolveRun(
        load: afterLoad - start, resolve: end - afterLoad, peakKiB: peak,
        growthKiB: peak.flatMap { peak in baseline.map { peak - $0 } },
        tokens: resolved.tokens.count, errors: diagnostics.errorCount, warnings: diagnostics.warningCount)
}
