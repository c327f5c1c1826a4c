// swift-tools-version: 6.1
import PackageDescription

/// An app-side package that uses Tessera the way a team would: token files in a
/// target, the build plugin turning them into Swift at build time.
let package = Package(
    name: "ConsumerApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        .target(
            name: "AppTokens",
            dependencies: [.product(name: "TesseraTheme", package: "Tessera")],
            plugins: [.plugin(name: "TesseraBuildPlugin", package: "Tessera")]
        ),
        .executableTarget(
            name: "consumer-demo",
            dependencies: ["AppTokens"]
        ),
    ]
)
