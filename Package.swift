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
        // Tools: the pipeline's stages, each imported by its own module name (Documentation/API.md).
        .library(
            name: "TesseraTools",
            targets: [
                "TesseraDiagnostics", "TesseraSyntax", "TesseraYAML", "TesseraTokens", "TesseraImport", "TesseraConfiguration",
                "TesseraConvert", "TesseraLint", "TesseraDiff", "TesseraCodegen", "TesseraPipeline", "TesseraDocs",
            ]),
        // Apps: the runtime, the adapters and the launch-time store.
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
        // swift-syntax: read by `tessera audit` only (TesseraAudit and the CLI); nothing an app links uses it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The pipeline, bottom to top: each stage depends only on the ones below it
        // (ARCHITECTURE.md; SwiftPM refuses cycles between targets, and
        // ArchitectureTests refuses cycles between the folders of a target).
        .target(
            name: "TesseraDiagnostics",
            swiftSettings: strictSettings
        ),
        .target(
            name: "TesseraSyntax",
            dependencies: ["TesseraDiagnostics"],
            swiftSettings: strictSettings
        ),
        // YAML in its own target: the run-time store reads JSON only and so never links libyaml.
        .target(
            name: "TesseraYAML",
            dependencies: ["TesseraDiagnostics", "TesseraSyntax", .product(name: "Yams", package: "Yams")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TesseraTokens",
            // TesseraTheme: trait values are the runtime's own enums (`TokenTraits.ColorScheme`, …).
            dependencies: ["TesseraDiagnostics", "TesseraSyntax", "TesseraTheme"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TesseraImport",
            dependencies: ["TesseraDiagnostics", "TesseraSyntax", "TesseraYAML", "TesseraTokens"],
            swiftSettings: strictSettings
        ),
        // tessera.yml as typed values, read once and shared by every command; below every stage that
        // reads it, so no command links the code generator to read its configuration.
        .target(
            name: "TesseraConfiguration",
            dependencies: ["TesseraDiagnostics", "TesseraSyntax", "TesseraYAML", "TesseraTokens", "TesseraImport"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TesseraConvert",
            dependencies: ["TesseraDiagnostics", "TesseraSyntax", "TesseraTokens", "TesseraImport"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TesseraLint",
            dependencies: ["TesseraDiagnostics", "TesseraSyntax", "TesseraTokens", "TesseraConfiguration"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TesseraDiff",
            dependencies: ["TesseraDiagnostics", "TesseraSyntax", "TesseraTokens"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TesseraCodegen",
            dependencies: [
                "TesseraDiagnostics", "TesseraSyntax", "TesseraYAML", "TesseraTokens", "TesseraImport", "TesseraConfiguration",
                // TesseraTheme: springs are computed with the runtime's own conversions.
                "TesseraTheme",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: strictSettings
        ),
        // The stages of `tessera build` in order (inputs → project → theme matrix → outputs), which
        // `build` runs and writes, and `validate` runs to the last check, writing nothing.
        .target(
            name: "TesseraPipeline",
            dependencies: ["TesseraDiagnostics", "TesseraSyntax", "TesseraTokens", "TesseraImport", "TesseraConfiguration", "TesseraCodegen"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TesseraTheme",
            swiftSettings: strictSettings
        ),
        // The style-guide site (`tessera docs`): reads the theme matrix, the generated Swift
        // names, lint's contrast findings and a diff.
        .target(
            name: "TesseraDocs",
            dependencies: ["TesseraDiagnostics", "TesseraSyntax", "TesseraTokens", "TesseraLint", "TesseraDiff", "TesseraCodegen", "TesseraTheme"],
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
            dependencies: [
                "TesseraDiagnostics", "TesseraSyntax", "TesseraTokens", "TesseraTheme",
                .product(name: "Atomics", package: "swift-atomics"),
            ],
            swiftSettings: strictSettings
        ),
        // `tessera audit`: style literals in Swift sources matched against resolved tokens.
        // The only target besides the CLI that links swift-syntax (ArchitectureTests).
        .target(
            name: "TesseraAudit",
            dependencies: [
                "TesseraDiagnostics", "TesseraSyntax", "TesseraTokens", "TesseraConfiguration", "TesseraLint", "TesseraCodegen",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraDiagnostics", "TesseraSyntax", "TesseraYAML", "TesseraTokens", "TesseraImport", "TesseraConfiguration",
                "TesseraConvert", "TesseraLint", "TesseraDiff", "TesseraCodegen", "TesseraPipeline", "TesseraDocs", "TesseraAudit",
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
            dependencies: ["TesseraDiagnostics", "TesseraSyntax", "TesseraYAML", "TesseraTokens", "TesseraImport", "TesseraConfiguration", "TesseraConvert", "TesseraLint", "TesseraDiff", "TesseraTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        // The pipeline's shape: runtime targets' dependencies, no cycle between a target's folders.
        .testTarget(
            name: "ArchitectureTests",
            dependencies: ["TesseraTestSupport"],
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
            dependencies: ["TesseraCodegen", "TesseraPipeline", "TesseraDiagnostics", "TesseraSyntax", "TesseraYAML", "TesseraTokens", "TesseraImport", "TesseraConfiguration", "TesseraConvert", "TesseraTheme", "TesseraStore", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraStoreTests",
            dependencies: ["TesseraStore", "TesseraDiagnostics", "TesseraSyntax", "TesseraYAML", "TesseraTokens", "TesseraImport", "TesseraConvert", "TesseraTheme", "TesseraTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["TesseraTheme", "TesseraDiagnostics", "TesseraSyntax", "TesseraYAML", "TesseraTokens", "TesseraImport", "TesseraConvert"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraAdapterTests",
            // TesseraCodegen: Swift generated with asset names is compiled against the stand-ins.
            // TesseraAudit: Swift that `tessera audit --fix` rewrote is compiled against the stand-ins.
            dependencies: ["TesseraTheme", "TesseraSwiftUI", "TesseraUIKit", "TesseraDiagnostics", "TesseraSyntax", "TesseraYAML", "TesseraTokens", "TesseraImport", "TesseraConfiguration", "TesseraConvert", "TesseraCodegen", "TesseraAudit", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraAuditTests",
            dependencies: [
                "TesseraAudit", "TesseraDiagnostics", "TesseraSyntax", "TesseraYAML", "TesseraTokens", "TesseraImport", "TesseraConfiguration",
                "TesseraCodegen", "TesseraLint", "TesseraTestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraDocsTests",
            // TesseraTestSupport: the pages are opened in headless Chromium.
            dependencies: ["TesseraDocs", "TesseraDiagnostics", "TesseraSyntax", "TesseraTokens", "TesseraImport", "TesseraConfiguration", "TesseraLint", "TesseraDiff", "TesseraCodegen", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraCLITests",
            // TesseraTheme and TesseraTestSupport: generated Swift is type-checked against the built module.
            // TesseraDiagnostics: the codes validate and build report.
            dependencies: ["tessera", "TesseraTheme", "TesseraDiagnostics", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
    ]
)
