import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// tessera-benchmarks: see Options.usage, or run Scripts/run-benchmarks.sh from the repository root.

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    if let message = error.message {
        FileHandle.standardError.write(Data("tessera-benchmarks: \(message)\n\n\(Options.usage)\n".utf8))
        exit(2)
    }
    print(Options.usage)
    exit(0)
}

if options.audit {
    do {
        print(try AuditBenchmark(options: options).run())
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("tessera-benchmarks: \(error)\n".utf8))
        exit(1)
    }
}

var benchmark = Benchmark(options: options)
do {
    let started = monotonicSeconds()
    try benchmark.run()
    progress("done in \(format(monotonicSeconds() - started)) s")
} catch {
    FileHandle.standardError.write(Data("tessera-benchmarks: \(error)\n".utf8))
    exit(1)
}

print(benchmark.report.text())

if let path = options.jsonOutput {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
        try encoder.encode(benchmark.report).write(to: URL(fileURLWithPath: path))
        print("\nJSON summary: \(path)")
    } catch {
        FileHandle.standardError.write(Data("tessera-benchmarks: cannot write \(path): \(error)\n".utf8))
        exit(1)
    }
}

if options.check && benchmark.report.criteria.contains(where: { !$0.pass }) {
    exit(1)
}
