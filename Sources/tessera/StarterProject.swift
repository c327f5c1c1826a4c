/// The files `tessera init` writes: a `tessera.yml` and a small DTCG 2025.10 resolver
/// document with raw → semantic tiers, one brand set and a light/dark `appearance` modifier.
enum StarterProject {
    /// Each file's path relative to the project folder, and its text.
    static let files: [(path: String, text: String)] = [
        ("tessera.yml", configuration),
        ("tokens/app.resolver.json", resolver),
        ("tokens/raw.tokens.json", raw),
        ("tokens/brand.tokens.json", brand),
        ("tokens/semantic.tokens.json", semantic),
        ("tokens/light.tokens.json", light),
        ("tokens/dark.tokens.json", dark),
    ]

    static let configuration = """
        # Tessera: `tessera build` reads this file; paths are relative to it.
        inputs: [tokens/app.resolver.json]
        output: Tokens.swift
        rootType: Tokens
        access: public
        # Modifiers the app chooses at run time (brands) become static themes.
        themes: []
        # Modifiers whose contexts are device traits become values resolved per trait.
        traits:
          appearance:
            light: { colorScheme: light }
            dark: { colorScheme: dark }
        # keys: TokenKeys.swift   # optional: TokenKey constants for TesseraStore lookups

        """

    static let resolver = """
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
          "name": "App tokens",
          "version": "2025.10",
          "sets": {
            "raw": {
              "description": "Primitives: palettes, spacing and type scales. Not used by views directly.",
              "sources": [{"$ref": "raw.tokens.json"}]
            },
            "brand": {
              "description": "The brand: its accent palette and font family. For several brands, make this a modifier with a context per brand and list it under themes: in tessera.yml.",
              "sources": [{"$ref": "brand.tokens.json"}]
            },
            "semantic": {
              "description": "Roles the app uses: spacing, radii and text styles.",
              "sources": [{"$ref": "semantic.tokens.json"}]
            }
          },
          "modifiers": {
            "appearance": {
              "description": "Light and dark colour schemes.",
              "contexts": {
                "light": [{"$ref": "light.tokens.json"}],
                "dark": [{"$ref": "dark.tokens.json"}]
              },
              "default": "light"
            }
          },
          "resolutionOrder": [
            {"$ref": "#/sets/raw"},
            {"$ref": "#/sets/brand"},
            {"$ref": "#/sets/semantic"},
            {"$ref": "#/modifiers/appearance"}
          ]
        }

        """

    static let raw = """
        {
          "palette": {
            "$type": "color",
            "neutral": {
              "0": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
              "100": {"$value": {"colorSpace": "srgb", "components": [0.9137, 0.9216, 0.9373], "hex": "#e9ebef"}},
              "600": {"$value": {"colorSpace": "srgb", "components": [0.3294, 0.3608, 0.4157], "hex": "#545c6a"}},
              "900": {"$value": {"colorSpace": "srgb", "components": [0.0784, 0.0863, 0.1059], "hex": "#14161b"}}
            }
          },
          "space": {
            "$type": "dimension",
            "100": {"$value": {"value": 4, "unit": "px"}},
            "200": {"$value": {"value": 8, "unit": "px"}},
            "400": {"$value": {"value": 16, "unit": "px"}}
          },
          "font": {
            "size": {
              "$type": "dimension",
              "300": {"$value": {"value": 15, "unit": "px"}},
              "400": {"$value": {"value": 17, "unit": "px"}},
              "700": {"$value": {"value": 28, "unit": "px"}}
            },
            "weight": {
              "$type": "fontWeight",
              "regular": {"$value": 400},
              "bold": {"$value": 700}
            }
          }
        }

        """

    static let brand = """
        {
          "palette": {
            "brand": {
              "$type": "color",
              "300": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.6, 1], "hex": "#6699ff"}},
              "600": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.3, 0.8], "hex": "#1a4dcc"}}
            }
          },
          "font": {
            "family": {
              "$type": "fontFamily",
              "brand": {"$value": ["SF Pro Text", "system-ui", "sans-serif"]}
            }
          }
        }

        """

    static let semantic = """
        {
          "spacing": {
            "$type": "dimension",
            "small": {"$value": "{space.100}"},
            "medium": {"$value": "{space.200}"},
            "large": {"$value": "{space.400}"}
          },
          "radius": {
            "$type": "dimension",
            "card": {"$value": {"value": 12, "unit": "px"}}
          },
          "typography": {
            "$type": "typography",
            "body": {
              "$value": {
                "fontFamily": "{font.family.brand}",
                "fontSize": "{font.size.400}",
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": {"value": 0, "unit": "px"},
                "lineHeight": 1.4
              }
            },
            "title": {
              "$value": {
                "fontFamily": "{font.family.brand}",
                "fontSize": "{font.size.700}",
                "fontWeight": "{font.weight.bold}",
                "letterSpacing": {"value": 0, "unit": "px"},
                "lineHeight": 1.2
              }
            }
          }
        }

        """

    static let light = """
        {
          "color": {
            "$type": "color",
            "background": {"$value": "{palette.neutral.0}"},
            "surface": {"$value": "{palette.neutral.100}"},
            "text": {"$value": "{palette.neutral.900}"},
            "text-secondary": {"$value": "{palette.neutral.600}"},
            "accent": {"$value": "{palette.brand.600}"}
          }
        }

        """

    static let dark = """
        {
          "color": {
            "$type": "color",
            "background": {"$value": "{palette.neutral.900}"},
            "surface": {"$value": "{palette.neutral.600}"},
            "text": {"$value": "{palette.neutral.0}"},
            "text-secondary": {"$value": "{palette.neutral.100}"},
            "accent": {"$value": "{palette.brand.300}"}
          }
        }

        """
}
