import Foundation
import FuzzerDriver
import TesseraDiagnostics
import TesseraImport
import TesseraSyntax
import TesseraTokens

/// Hands the command line to libFuzzer's driver. SwiftPM links an executable's entry point
/// under its own name, so libFuzzer's `main` cannot be the program's; this `main` calls it.
@main
enum TesseraFuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
    }
}

/// One input from libFuzzer, run through every stage of the pipeline
/// (``PipelineProbe``). A broken promise aborts, and libFuzzer keeps the input.
///
/// The bytes are one file. It is read as a resolver document when it mentions
/// `resolutionOrder`, else as DTCG and again as Tokens Studio, so both readers
/// and the Tokens Studio expression evaluator see every input.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let isResolver = String(decoding: bytes, as: UTF8.self).contains("resolutionOrder")
    let entry = isResolver ? "fuzz.resolver.json" : "fuzz.tokens.json"
    let formats: [InputFormat?] = isResolver ? [nil] : [nil, .tokensStudio]
    for format in formats {
        let problems = PipelineProbe.problems(in: PipelineProbe.Input(files: [entry: bytes], entry: entry, format: format))
        guard problems.isEmpty else {
            FileHandle.standardError.write(Data((problems.joined(separator: "\n") + "\n").utf8))
            abort()
        }
    }
    return 0
}
