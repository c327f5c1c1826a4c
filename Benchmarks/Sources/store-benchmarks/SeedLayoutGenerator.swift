import Foundation

/// Writes a synthetic token set in the seed's layout: colors.json (families of
/// shades, hex and `rgba()` strings), sizes.json (numbers), and tokens.json (path
/// tokens routing to both with brace references, some aliasing other path tokens).
/// Deterministic for a given count.
struct SeedLayoutGenerator {
    /// All tokens of tokens.json, with the kind of lookup each needs.
    struct PathToken {
        var path: String
        var isColor: Bool
    }

    let count: Int

    /// Writes the three files into `directory` and returns the path tokens.
    func write(to directory: URL) throws -> [PathToken] {
        var random = SplitMix64(seed: 0x5EED)
        let colorCount = count * 3 / 10
        let sizeCount = count * 2 / 10
        let pathCount = count - colorCount - sizeCount

        var colors: [String: [String: Any]] = [:]
        var colorRefs: [String] = []
        for index in 0..<colorCount {
            let family = "Family\(index / 10)"
            let shade = "family\(index / 10)-\((index % 10 + 1) * 100)"
            let r = Int(random.next() % 256), g = Int(random.next() % 256), b = Int(random.next() % 256)
            let value =
                index % 5 == 4
                ? "rgba(\(r), \(g), \(b), \(String(format: "%.4f", Double(random.next() % 1000) / 1000)))"
                : String(format: "#%02x%02x%02x", r, g, b)
            colors[family, default: [:]][shade] = ["$type": "color", "$value": value]
            colorRefs.append("{\(family).\(shade)}")
        }
        var sizes: [String: [String: Any]] = [:]
        var sizeRefs: [String] = []
        for index in 0..<sizeCount {
            let group = "sizes-\(index / 20)"
            let name = "size-\(index)"
            sizes[group, default: [:]][name] = ["$type": "number", "$value": Int(random.next() % 64)]
            sizeRefs.append("{\(group).\(name)}")
        }

        var tokens: [String: Any] = [:]
        var pathTokens: [PathToken] = []
        var colorPaths: [String] = []
        var sizePaths: [String] = []
        for index in 0..<pathCount {
            let segments = ["theme", "area\(index % 20)", "part\(index / 20 % 10)", "token-\(index)"]
            let isColor = index % 10 < 7
            let value: String
            if index % 10 == 9, !colorPaths.isEmpty {
                // An alias to another path token (the seed's "recursive resolution").
                value = "{" + colorPaths[Int(random.next() % UInt64(colorPaths.count))].replacingOccurrences(of: "/", with: ".") + "}"
            } else if isColor {
                value = colorRefs[Int(random.next() % UInt64(colorRefs.count))]
            } else {
                value = sizeRefs[Int(random.next() % UInt64(sizeRefs.count))]
            }
            let isColorToken = isColor || index % 10 == 9
            Self.insert(["$type": isColorToken ? "color" : "number", "$value": value], at: segments, into: &tokens)
            let path = segments.joined(separator: "/")
            pathTokens.append(PathToken(path: path, isColor: isColorToken))
            if isColorToken && index % 10 != 9 { colorPaths.append(path) } else if !isColorToken { sizePaths.append(path) }
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, object) in [("tokens.json", tokens as Any), ("colors.json", colors), ("sizes.json", sizes)] {
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            try data.write(to: directory.appendingPathComponent(name))
        }
        return pathTokens
    }

    private static func insert(_ value: [String: Any], at path: [String], into tree: inout [String: Any]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            tree[first] = value
            return
        }
        var child = tree[first] as? [String: Any] ?? [:]
        insert(value, at: Array(path.dropFirst()), into: &child)
        tree[first] = child
    }
}

/// A small deterministic generator (SplitMix64). The root package has one for its tests
/// (TesseraTestSupport), but that target is not a product another package can use.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
