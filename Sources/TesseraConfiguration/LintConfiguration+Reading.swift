public import TesseraDiagnostics
public import TesseraSyntax
import TesseraTokens

extension LintConfiguration {
    /// Reads the `lint:` value of `tessera.yml`; nil after reporting every problem (TS0900).
    public static func read(_ value: JSONValue, diagnostics: DiagnosticEngine) -> LintConfiguration? {
        var reader = LintConfigurationReader(reader: ConfigurationReader(diagnostics: diagnostics, code: .lintInvalidConfiguration))
        let configuration = reader.read(value)
        return reader.reader.valid ? configuration : nil
    }
}

/// Reads `lint:` into a ``LintConfiguration`` with the ``ConfigurationReader`` every section of
/// `tessera.yml` is read with: each problem at its key or value (TS0900).
///
/// A rule is a severity (`grid: error`) or a mapping of `severity:` and the rule's options
/// (`grid: { step: 8, groups: [spacing] }`); `contrast:` may also be the list of its pairs.
struct LintConfigurationReader {
    var reader: ConfigurationReader

    mutating func read(_ value: JSONValue) -> LintConfiguration {
        var configuration = LintConfiguration()
        if value.isNull { return configuration }
        guard let rules = reader.members(
            of: value, keys: LintConfiguration.ruleNames, in: "lint", noun: "rule",
            notAMapping: "lint must map rule names to a severity or options, such as { grid: { step: 4 } }")
        else { return configuration }
        for rule in rules {
            let value = rule.value
            switch rule.key {
            case "contrast": readContrast(value, into: &configuration)
            case "requiredModes":
                let options = self.options(rule.key, value, allowed: ["modifiers"], severity: &configuration.requiredModesSeverity)
                for option in options {
                    let names = strings(option, "lint.requiredModes.modifiers must be a list of modifier names")
                    let positions = option.value.arrayValue?.map(\.position) ?? [option.value.position]
                    configuration.requiredModesModifiers = zip(names, positions).map { ($0, $1) }
                }
            case "naming": readNaming(value, into: &configuration)
            case "grid":
                for option in options(rule.key, value, allowed: ["step", "groups"], severity: &configuration.gridSeverity) {
                    if option.key == "step" {
                        configuration.gridStep = positiveNumber(option, "lint.grid.step must be a positive number of points, such as 4")
                    } else {
                        configuration.gridGroups = strings(
                            option, "lint.grid.groups must be a list of group paths, such as [spacing, radius]")
                    }
                }
            case "gamut":
                for option in options(rule.key, value, allowed: ["gamut"], severity: &configuration.gamutSeverity) {
                    let gamut: LintConfiguration.Gamut? = reader.choice(option.value, "lint.gamut.gamut")
                    if let gamut { configuration.gamut = gamut.target }
                }
            case "minimumFontSize":
                for option in options(rule.key, value, allowed: ["minimum"], severity: &configuration.minimumFontSizeSeverity) {
                    configuration.minimumFontSize = positiveNumber(
                        option, "lint.minimumFontSize.minimum must be a positive number of points, such as 11")
                }
            case "deprecated":
                _ = options(rule.key, value, allowed: [], severity: &configuration.deprecatedSeverity)
            case "unused":
                for option in options(rule.key, value, allowed: ["groups"], severity: &configuration.unusedSeverity) {
                    configuration.unusedGroups = strings(option, "lint.unused.groups must be a list of group paths, such as [palette]")
                }
            default:
                for option in options(rule.key, value, allowed: ["groups"], severity: &configuration.duplicateValuesSeverity) {
                    configuration.duplicateValuesGroups = strings(option, "lint.duplicateValues.groups must be a list of group paths")
                }
            }
        }
        return configuration
    }

    // MARK: Rules with structured options

    private mutating func readContrast(_ value: JSONValue, into configuration: inout LintConfiguration) {
        var pairsValue: JSONValue?
        if value.arrayValue != nil {
            pairsValue = value
        } else {
            for option in options("contrast", value, allowed: ["pairs", "algorithm"], severity: &configuration.contrastSeverity) {
                if option.key == "pairs" { pairsValue = option.value }
            }
        }
        let ruleAlgorithm = value.objectValue?["algorithm"].flatMap { algorithm($0) } ?? .wcag2
        guard let pairsValue else { return }
        guard let items = pairsValue.arrayValue else {
            fail("lint.contrast.pairs must be a list of { foreground, background, minimum }", at: pairsValue.position)
            return
        }
        for item in items {
            guard let object = item.objectValue else {
                fail(
                    "a contrast pair must be a mapping such as { foreground: text.muted, background: surface.base, minimum: 4.5 }",
                    at: item.position)
                continue
            }
            var foreground: (String, SourcePosition)?
            var background: (String, SourcePosition)?
            var minimum: Double?
            var pairAlgorithm = ruleAlgorithm
            let keys = ["foreground", "background", "minimum", "algorithm"]
            for member in object.members {
                switch member.key {
                case "foreground", "background":
                    guard let path = member.value.stringValue, !path.isEmpty else {
                        fail("\(member.key) must be a token path such as text.muted", at: member.value.position)
                        continue
                    }
                    let tokenPath = Self.plainPath(path)
                    if member.key == "foreground" {
                        foreground = (tokenPath, member.value.position)
                    } else {
                        background = (tokenPath, member.value.position)
                    }
                case "minimum":
                    minimum = positiveNumber(member, "minimum must be a positive number: a ratio such as 4.5, or an APCA Lc such as 60")
                case "algorithm":
                    pairAlgorithm = algorithm(member.value) ?? pairAlgorithm
                default:
                    reader.unknown(member, in: "a contrast pair", among: keys)
                }
            }
            guard let foreground, let background else {
                fail("a contrast pair needs both foreground: and background:", at: item.position)
                continue
            }
            if pairAlgorithm == .wcag2, let minimum, minimum > 21 {
                fail(
                    "a WCAG 2 contrast ratio is at most 21 (got \(minimum)); for APCA add algorithm: apca",
                    at: object["minimum"]?.position ?? item.position)
            }
            configuration.contrastPairs.append(
                .init(
                    foreground: foreground.0, background: background.0, minimum: minimum ?? pairAlgorithm.defaultMinimum,
                    algorithm: pairAlgorithm, foregroundPosition: foreground.1, backgroundPosition: background.1))
        }
    }

    private mutating func readNaming(_ value: JSONValue, into configuration: inout LintConfiguration) {
        for option in options("naming", value, allowed: ["case", "pattern", "reserved", "groups"], severity: &configuration.namingSeverity)
        {
            switch option.key {
            case "case": configuration.naming.nameCase = nameCase(option.value)
            case "pattern": configuration.naming.pattern = pattern(option.value)
            case "reserved": configuration.reservedNames = strings(option, "lint.naming.reserved must be a list of names")
            default:
                guard let groups = option.value.objectValue else {
                    fail("lint.naming.groups must map group paths to { case, pattern }", at: option.value.position)
                    continue
                }
                for group in groups.members {
                    guard let fields = group.value.objectValue else {
                        fail("lint.naming.groups.\(group.key) must be a mapping such as { case: kebab }", at: group.value.position)
                        continue
                    }
                    var style = LintConfiguration.NamingStyle()
                    for field in fields.members {
                        switch field.key {
                        case "case": style.nameCase = nameCase(field.value)
                        case "pattern": style.pattern = pattern(field.value)
                        default: reader.unknown(field, in: "lint.naming.groups.\(group.key)", among: ["case", "pattern"])
                        }
                    }
                    configuration.namingGroups.append((Self.plainPath(group.key), style))
                }
            }
        }
    }

    // MARK: Pieces

    /// Reads the rule's severity and returns its other options, each checked against `allowed`.
    private mutating func options(
        _ rule: String, _ value: JSONValue, allowed: [String], severity: inout LintSeverity
    ) -> [JSONObject.Member] {
        if let level = self.severity(value) {
            severity = level
            return []
        }
        if value.stringValue != nil {
            failSeverity(rule, value)
            return []
        }
        guard let object = value.objectValue else {
            fail("lint.\(rule) must be a severity (off, warning, error) or a mapping of severity: and options", at: value.position)
            return []
        }
        // Options without a severity turn an opt-in rule on: `unused: { groups: [palette] }`.
        if severity == .off, object["severity"] == nil { severity = .warning }
        var result: [JSONObject.Member] = []
        for member in object.members {
            if member.key == "severity" {
                if let level = self.severity(member.value) {
                    severity = level
                } else {
                    failSeverity(rule, member.value)
                }
            } else if allowed.contains(member.key) {
                result.append(member)
            } else {
                reader.unknown(member, noun: "option", in: "lint.\(rule)", among: ["severity"] + allowed)
            }
        }
        return result
    }

    /// `off`, `warning` or `error`; YAML 1.1 reads a bare `off` as false, which means off too.
    private func severity(_ value: JSONValue) -> LintSeverity? {
        if value.boolValue == false { return .off }
        return value.stringValue.flatMap(LintSeverity.init(rawValue:))
    }

    private mutating func failSeverity(_ rule: String, _ value: JSONValue) {
        fail("the severity of lint.\(rule) must be off, warning or error", at: value.position)
    }

    /// Token or group paths, each as ``plainPath(_:)`` reads it.
    private mutating func strings(_ option: JSONObject.Member, _ message: String) -> [String] {
        (reader.strings(option.value, message) ?? []).map(Self.plainPath)
    }

    private mutating func positiveNumber(_ option: JSONObject.Member, _ message: String) -> Double {
        reader.positiveNumber(option.value, message) ?? 1
    }

    private mutating func algorithm(_ value: JSONValue) -> ContrastAlgorithm? {
        reader.choice(value, "algorithm")
    }

    private mutating func nameCase(_ value: JSONValue) -> NameCase? {
        reader.choice(value, "case")
    }

    private mutating func pattern(_ value: JSONValue) -> String? {
        guard let text = value.stringValue, (try? Regex(text)) != nil else {
            fail("pattern must be a regular expression, such as ^[a-z][a-z0-9-]*$", at: value.position)
            return nil
        }
        return text
    }

    /// `{text.muted}` and `text.muted` both name the token text.muted.
    static func plainPath(_ text: String) -> String {
        text.hasPrefix("{") && text.hasSuffix("}") && text.count > 2 ? String(text.dropFirst().dropLast()) : text
    }

    private mutating func fail(_ message: String, at position: SourcePosition) {
        reader.fail(message, at: position)
    }
}
