import TesseraDiagnostics
import TesseraSyntax

/// What a bare size (`"16"`, `0.75`) means in a Style Dictionary project: the size transform its
/// configuration runs decides it, since the number is written without a unit and each transform
/// reads it its own way. `size/rem` and every `…/remTo…` transform (the built-in groups `css`,
/// `scss`, `js`, `ios`, `ios-swift`, `android`, `compose`, `flutter` and the rest) read rem; `size/px`
/// (the built-in group `web`) and `size/pxToRem`, and sd-transforms' `ts/size/px` (group
/// `tokens-studio`), read px. The group `html` runs no size transform.
struct StyleDictionarySizeTransforms {
    /// The unit a bare size is in, and the transform that says so.
    struct Reading {
        var unit: String
        var transform: String
        var position: SourcePosition
    }

    /// Transforms that read a bare size as px.
    private static let pixelTransforms: Set<String> = ["size/px", "size/pxToRem", "ts/size/px"]
    /// Transforms that read a bare size as rem.
    private static let remTransforms: Set<String> = [
        "size/rem", "size/remToPx", "size/remToPt", "size/remToSp", "size/remToDp", "size/swift/remToCGFloat",
        "size/compose/remToSp", "size/compose/remToDp", "size/compose/em", "size/flutter/remToDouble",
    ]
    /// Built-in transform groups and the size transform each runs.
    private static let groups: [String: String] = [
        "web": "size/px", "js": "size/rem", "scss": "size/rem", "css": "size/rem", "less": "size/rem",
        "android": "size/remToSp", "compose": "size/compose/remToSp", "ios": "size/remToPt",
        "ios-swift": "size/swift/remToCGFloat", "ios-swift-separate": "size/swift/remToCGFloat",
        "flutter": "size/flutter/remToDouble", "flutter-separate": "size/flutter/remToDouble",
        "tokens-studio": "ts/size/px",
    ]
    /// Platforms whose output is Apple's: their reading is the one an app shares.
    private static let appleTransforms: Set<String> = ["size/remToPt", "size/swift/remToCGFloat"]
    /// Built-in groups whose output is Apple's.
    private static let appleGroups: Set<String> = ["ios", "ios-swift", "ios-swift-separate"]

    /// Whether Style Dictionary's own size transforms touch a token at all. From version 4 on they
    /// choose by type (`isDimension`, `isFontSize`: `dimension` and `fontSize` alone), in `value` and
    /// `$value` files alike; version 3 chooses by CTI category (`isSize`: the category `size`). Any other
    /// length (`spacing.*` in a version 3 file, Tokens Studio's `fontSizes`, `spacing` or `letterSpacing`,
    /// Style Dictionary's `size` type) passes every built-in transform as written, so a bare number
    /// there is in the unit each platform writes a bare number in, px (points on Apple platforms).
    /// - Parameters:
    ///   - typeName: The type the token or its group writes, as written.
    ///   - category: The token's CTI category (its first path segment, or `attributes.category`).
    ///   - byTypeAlone: Whether the project builds with version 4 or later: its `package.json` says so,
    ///     or the token is written with `$value`, which only those versions read.
    static func builtInTransformsRead(typeName: String?, category: String?, byTypeAlone: Bool) -> Bool {
        if let typeName, typeName == "dimension" || typeName == "fontSize" { return true }
        return !byTypeAlone && category == "size"
    }

    /// The reading the configurations give: an Apple platform's when there is one, else the
    /// one every platform that names a known size transform agrees on; `nil` when none names
    /// one or they disagree (a custom transform is unknown), or when a platform runs a transform of
    /// the project's own that speaks of sizes after its known one, if any (Style Dictionary 4 runs a
    /// platform's `transforms` after its group's; a build module's lists are read as platforms of their
    /// own): the project re-reads some sizes in code Tessera does not run (Soukou's `spaceIntoPx`
    /// after the `css` group's size/rem).
    static func reading(of configurations: [JSONObject]) -> Reading? {
        var readings: [(reading: Reading, isApple: Bool)] = []
        var rereads = false
        for configuration in configurations {
            guard let platforms = configuration["platforms"]?.objectValue else { continue }
            for platform in platforms.members {
                guard let settings = platform.value.objectValue else { continue }
                let known = sizeTransform(of: settings)
                if ownSizeTransformsRun(after: known, in: settings) {
                    rereads = true
                } else if let found = known {
                    let unit = pixelTransforms.contains(found.name) ? "px" : "rem"
                    readings.append((Reading(unit: unit, transform: found.name, position: found.position), appleTransforms.contains(found.name)))
                } else if let listed = settings["transforms"], runsNoSizeTransform(settings), writesApplesFormats(settings) {
                    // An Apple platform whose own transforms list none for sizes writes the number as it is,
                    // in points, as Heartwood's `ios-swift` platform writes `font1 = 12` for `"value": 12`.
                    let reading = Reading(unit: "px", transform: "platform \(platform.key), whose transforms change no size,", position: listed.position)
                    readings.append((reading, true))
                }
            }
        }
        if let apple = readings.first(where: \.isApple) { return apple.reading }
        guard !rereads, let first = readings.first, readings.allSatisfy({ $0.reading.unit == first.reading.unit }) else { return nil }
        return first.reading
    }

    /// Whether a platform lists its own transforms (no group) and none of them can change a size: no
    /// known size transform, and no transform of the project's own whose name speaks of sizes or units.
    private static func runsNoSizeTransform(_ platform: JSONObject) -> Bool {
        guard platform["transformGroup"] == nil, let listed = platform["transforms"]?.arrayValue else { return false }
        return listed.allSatisfy { item in
            guard let name = item.stringValue?.lowercased() else { return false }
            return !pixelTransforms.contains(name) && !remTransforms.contains(name) && !speaksOfSizes(name)
        }
    }

    /// Whether a transform's name speaks of sizes or units (`spaceIntoPx`, `custom/size/pt`).
    private static func speaksOfSizes(_ lowercasedName: String) -> Bool {
        ["size", "rem", "px", "pt", "dimension", "spacing", "unit"].contains(where: lowercasedName.contains)
    }

    /// Whether the platform lists, after the known size transform `found` (every listed one when there
    /// is none, or it is the group's), a transform of the project's own that speaks of sizes: neither
    /// Style Dictionary's (`size/…`) nor sd-transforms' (`ts/…`), registered in code Tessera does not run.
    private static func ownSizeTransformsRun(after found: (name: String, position: SourcePosition)?, in platform: JSONObject) -> Bool {
        guard let listed = platform["transforms"]?.arrayValue else { return false }
        let start = found.flatMap { found in listed.lastIndex { $0.stringValue == found.name && $0.position == found.position } }.map { $0 + 1 } ?? 0
        return listed[start...].contains { item in
            guard let name = item.stringValue?.lowercased(), !name.hasPrefix("size/"), !name.hasPrefix("ts/") else { return false }
            return speaksOfSizes(name)
        }
    }

    /// Whether a platform's files are written in Style Dictionary's iOS formats (`ios-swift/enum.swift`,
    /// `ios/static.h`) or its group is an iOS one.
    private static func writesApplesFormats(_ platform: JSONObject) -> Bool {
        if let group = platform["transformGroup"]?.stringValue, appleGroups.contains(group) { return true }
        let formats = platform["files"]?.arrayValue?.compactMap { $0.objectValue?["format"]?.stringValue } ?? []
        return formats.contains { $0.hasPrefix("ios/") || $0.hasPrefix("ios-swift/") }
    }

    /// The known size transform a platform runs: the last one its `transforms` lists, else its group's.
    private static func sizeTransform(of platform: JSONObject) -> (name: String, position: SourcePosition)? {
        let listed = platform["transforms"]?.arrayValue?.reversed().lazy.compactMap { item -> (name: String, position: SourcePosition)? in
            guard let name = item.stringValue, pixelTransforms.contains(name) || remTransforms.contains(name) else { return nil }
            return (name, item.position)
        }.first
        if let listed { return listed }
        guard let group = platform["transformGroup"], let name = group.stringValue.flatMap({ groups[$0] }) else { return nil }
        return (name, group.position)
    }
}
