// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks for Tessera, kept out of the root package so that `swift build`
/// and `swift test` there never compile them. Run them through
/// `Scripts/run-benchmarks.sh`, which builds both packages in release.
let package = Package(
    name: "TesseraBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Tessera", path: ".."),
        // Counts mallocs when preloaded; proves the store's lookups allocate nothing. No target links
        // it (store-benchmarks finds its functions at run time), so loads use the system allocator;
        // Scripts/run-store-benchmarks.sh builds its library product for LD_PRELOAD.
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    ],
    targets: [
        .executableTarget(
            name: "tessera-benchmarks",
            dependencies: [.product(name: "TesseraTools", package: "Tessera")],
            path: "Sources/tessera-benchmarks"
        ),
        .executableTarget(
            name: "store-benchmarks",
            dependencies: [
                .product(name: "TesseraTools", package: "Tessera"),
                .product(name: "TesseraStore", package: "Tessera"),
                .product(name: "TesseraTheme", package: "Tessera"),
            ],
            path: "Sources/store-benchmarks"
        ),
    ]
)
