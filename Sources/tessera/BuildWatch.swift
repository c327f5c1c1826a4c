import ArgumentParser
import Foundation
import TesseraDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tessera build --watch`: builds, then rebuilds whenever a file the build read changes
/// (token files, the resolver and everything it references, tessera.yml, the template) or an
/// input folder gains or loses a file. A failed build is reported and the last good output
/// stays. Runs until interrupted; SIGINT or SIGTERM end it with status 0 between builds.
struct BuildWatch {
    var command: BuildCommand

    /// Throws only when the first build is a usage mistake (no inputs, a bad option): nothing to watch then.
    func run() throws {
        let interrupted = Interruption()
        var watcher = FileWatcher()
        var lastGoodFiles: Set<String> = []
        var changed: [String] = []
        var isFirstBuild = true
        while !interrupted.happened {
            let before = watcher.stamps
            let diagnostics = DiagnosticEngine()
            let succeeded = try buildOnce(diagnostics: diagnostics, first: isFirstBuild)
            isFirstBuild = false
            // Everything the load read, plus the inputs themselves (a folder, or a file that failed to read).
            var files = Set(diagnostics.sources.paths).union(explicitPaths())
            if succeeded {
                lastGoodFiles = files
            } else {
                // A broken file may hide the files it references; keep watching those too.
                files.formUnion(lastGoodFiles)
            }
            watcher.watch(files, earlier: before.filter { !changed.contains($0.key) })
            StandardError.write("watching \(files.count) file\(files.count == 1 ? "" : "s") for changes (Control-C to stop)\n")
            guard let next = watcher.waitForChange(stopped: { interrupted.happened }) else { break }
            changed = next
            StandardError.write("changed: \(next.joined(separator: ", ")); rebuilding\n")
        }
        StandardError.write("stopped watching\n")
    }

    /// Runs one build and reports how it ended; only a usage mistake in the `first` build is thrown.
    private func buildOnce(diagnostics: DiagnosticEngine, first: Bool) throws -> Bool {
        do {
            try command.build(diagnostics: diagnostics)
            return true
        } catch let error as ValidationError where first {
            throw error
        } catch let code as ExitCode {
            StandardError.write("build failed (exit status \(code.rawValue)); the last output is kept\n")
        } catch {
            StandardError.write("error: \(Tessera.message(for: error))\nbuild failed; the last output is kept\n")
        }
        return false
    }

    /// tessera.yml, the command-line inputs and template, and the folders among them.
    private func explicitPaths() -> [String] {
        var paths = command.inputs + [command.template].compactMap { $0 }
        if let configuration = command.configurationPath() { paths.append(configuration) }
        return paths
    }
}

/// Set once SIGINT or SIGTERM arrives; the watch loop checks it between polls.
final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    private var sources: [any DispatchSourceSignal] = []

    init() {
        for signalNumber in [SIGINT, SIGTERM] {
            // A child process may inherit a mask that blocks the signal; the watch loop must hear it.
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signalNumber)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [weak self] in self?.set() }
            source.resume()
            sources.append(source)
        }
    }

    var happened: Bool {
        lock.lock()
        defer { lock.unlock() }
        return flag
    }

    private func set() {
        lock.lock()
        flag = true
        lock.unlock()
    }
}
