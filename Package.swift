// swift-tools-version: 6.1
import PackageDescription

/// Settings shared by every code target: Swift 6 language mode is the
/// default for tools version 6.x; these upcoming features keep imports and
/// existentials explicit, as the style guide asks.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "TesseraCore", targets: ["TesseraCore"]),
        .library(name: "TesseraTheme", targets: ["TesseraTheme"]),
        .library(name: "TesseraSwiftUI", targets: ["TesseraSwiftUI"]),
        .library(name: "TesseraUIKit", targets: ["TesseraUIKit"]),
        .library(name: "TesseraStore", targets: ["TesseraStore"]),
        .executable(name: "tessera", targets: ["tessera"]),
        .plugin(name: "TesseraBuildPlugin", targets: ["TesseraBuildPlugin"]),
        .plugin(name: "TesseraGenerateCommand", targets: ["TesseraGenerateCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-atomics", from: "1.2.0"),
    ],
    targets: [
        .target(
            name: "TesseraCore",
            dependencies: [.product(name: "Yams", package: "Yams")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TesseraCodegen",
            dependencies: ["TesseraCore", .product(name: "Mustache", package: "swift-mustache")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TesseraTheme",
            swiftSettings: strictSettings
        ),
        // The UI adapters: every source is inside `#if canImport(UIKit)` / `#if canImport(SwiftUI)`,
        // so on Linux they build empty; TesseraAdapterTests compiles them against stand-ins.
        .target(
            name: "TesseraUIKit",
            dependencies: ["TesseraTheme"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TesseraSwiftUI",
            dependencies: ["TesseraTheme", "TesseraUIKit"],
            swiftSettings: strictSettings
        ),
        // Run-time token store: loads token JSON in an app, resolves it once into
        // flat storage, and swaps snapshots without locks on the read path.
        .target(
            name: "TesseraStore",
            dependencies: ["TesseraCore", "TesseraTheme", .product(name: "Atomics", package: "swift-atomics")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraCore",
                "TesseraCodegen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "TesseraBuildPlugin",
            capability: .buildTool(),
            dependencies: ["tessera"]
        ),
        .plugin(
            name: "TesseraGenerateCommand",
            capability: .command(
                intent: .custom(verb: "generate-tokens", description: "Write Tokens.swift into each target that has design tokens."),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Tokens.swift next to the token files.")]
            ),
            dependencies: ["tessera"]
        ),
        // Helpers shared by the test targets (not a product).
        .target(
            name: "TesseraTestSupport",
            path: "Tests/TesseraTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraCoreTests",
            dependencies: ["TesseraCore", "TesseraTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraThemeTests",
            dependencies: ["TesseraTheme"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraCodegenTests",
            // TesseraStore: generated token keys are type-checked against its module.
            dependencies: ["TesseraCodegen", "TesseraCore", "TesseraTheme", "TesseraStore", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraStoreTests",
            dependencies: ["TesseraStore", "TesseraCore", "TesseraTheme", "TesseraTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["TesseraTheme", "TesseraCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraAdapterTests",
            dependencies: ["TesseraTheme", "TesseraSwiftUI", "TesseraUIKit", "TesseraCore", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraCLITests",
            // TesseraTheme and TesseraTestSupport: generated Swift is type-checked against the built module.
            dependencies: ["tessera", "TesseraTheme", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
    ]
)
