// swift-tools-version: 6.1
import PackageDescription

// A libFuzzer target for Tessera's readers and pipeline. A package of its own, so the root
// `swift build` and `swift test` never build it; `Scripts/fuzz.sh` builds and runs it.
let package = Package(
    name: "TesseraFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Tessera", path: "..")],
    targets: [
        .executableTarget(
            name: "tessera-fuzz",
            dependencies: ["FuzzerDriver", .product(name: "TesseraTools", package: "Tessera")],
            path: "Sources/TesseraFuzz",
            // gold stops with an internal error on the instrumented objects; lld links them.
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .target(name: "FuzzerDriver"),
    ]
)
