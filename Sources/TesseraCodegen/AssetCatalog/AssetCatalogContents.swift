import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// The `Contents.json` files of an asset catalog, laid out as Xcode writes them (keys sorted,
/// two-space indent, `" : "`), so opening the catalog in Xcode leaves them unchanged.
enum AssetCatalogContents {
    /// The catalog's own `Contents.json`.
    static let catalog = """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    /// A group folder whose name becomes part of its colors' names (`color/brand/primary`).
    static let namespaceFolder = """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "provides-namespace" : true
          }
        }

        """

    /// A colorset: one entry per appearance, the one without appearances first.
    static func colorSet(_ spec: ColorSetSpec) -> String {
        var text = "{\n  \"colors\" : [\n"
        for (index, variant) in spec.variants.enumerated() {
            text += "    {\n"
            let appearances = self.appearances(of: variant)
            if !appearances.isEmpty {
                text += "      \"appearances\" : [\n"
                text += appearances.map { appearance, value in
                    "        {\n          \"appearance\" : \"\(appearance)\",\n          \"value\" : \"\(value)\"\n        }"
                }.joined(separator: ",\n")
                text += "\n      ],\n"
            }
            let color = CatalogColor(variant.color)
            text += """
                      "color" : {
                        "color-space" : "\(color.space)",
                        "components" : {
                          "alpha" : "\(decimal(color.alpha))",
                          "blue" : "\(decimal(color.blue))",
                          "green" : "\(decimal(color.green))",
                          "red" : "\(decimal(color.red))"
                        }
                      },
                      "idiom" : "universal"
                    }
                """
            text += index == spec.variants.count - 1 ? "\n" : ",\n"
        }
        text += "  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        return text
    }

    /// Xcode's appearance pairs: the color scheme (`luminosity`) before the contrast.
    private static func appearances(of variant: ColorSetSpec.Variant) -> [(String, String)] {
        var result: [(String, String)] = []
        switch variant.appearance {
        case .any: break
        case .light: result.append(("luminosity", "light"))
        case .dark: result.append(("luminosity", "dark"))
        }
        if variant.contrast == .high { result.append(("contrast", "high")) }
        return result
    }

    /// A component with three decimals, as Xcode writes them (`0.200`, `-0.042` in extended sRGB).
    static func decimal(_ value: Double) -> String {
        let thousandths = value.isFinite ? Int((value * 1000).rounded()) : 0
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = thousandths.magnitude
        let fraction = String(magnitude % 1000)
        return sign + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

/// A token color in the space a colorset stores it in: sRGB when it fits there (and was not
/// written in Display P3), Display P3 when it fits that, otherwise extended-range sRGB, whose
/// components may lie outside 0–1 and so keep any color exactly.
struct CatalogColor: Equatable {
    var space: String
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(_ color: ColorValue) {
        alpha = color.alpha.isNaN ? 1 : min(max(color.alpha, 0), 1)
        let srgb = color.rgb(in: .sRGB)
        let p3 = color.rgb(in: .displayP3)
        if color.colorSpace != .displayP3, !srgb.wasClipped {
            (space, red, green, blue) = ("srgb", srgb.red, srgb.green, srgb.blue)
        } else if !p3.wasClipped {
            (space, red, green, blue) = ("display-p3", p3.red, p3.green, p3.blue)
        } else {
            let exact = color.converted(to: .srgb).components.map { $0.numberValue ?? 0 }
            (space, red, green, blue) = ("extended-srgb", exact[0], exact[1], exact[2])
        }
    }
}
