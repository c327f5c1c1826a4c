public import TesseraDiagnostics
public import TesseraSyntax

/// The one canonical DTCG 2025.10 JSON form of every resolved value: what
/// `tessera resolve` prints, and what a JSON Pointer into a `$value` walks.
///
/// Colors are color objects in their own space with `alpha` always present;
/// dimensions and durations are `{value, unit}`; font families are arrays;
/// font weights are numbers; shadows are arrays of layers, each with `inset`.
extension TokenValue {
    public func canonicalJSON(at position: SourcePosition = .unknown) -> JSONValue {
        let builder = CanonicalBuilder(position: position)
        return builder.value(self)
    }
}

extension ColorValue {
    package func canonicalJSON(at position: SourcePosition = .unknown) -> JSONValue {
        CanonicalBuilder(position: position).color(self)
    }
}

private struct CanonicalBuilder {
    let position: SourcePosition

    func value(_ value: TokenValue) -> JSONValue {
        switch value {
        case .color(let color): return self.color(color)
        case .dimension(let dimension): return self.dimension(dimension)
        case .fontFamily(let names): return array(names.map(string))
        case .fontWeight(let weight): return number(weight)
        case .duration(let duration): return object([("value", number(duration.value)), ("unit", string(duration.unit.rawValue))])
        case .cubicBezier(let curve): return array([curve.x1, curve.y1, curve.x2, curve.y2].map(number))
        case .number(let value): return number(value)
        case .strokeStyle(let style): return strokeStyle(style)
        case .border(let border):
            return object([
                ("color", color(border.color)), ("width", dimension(border.width)), ("style", strokeStyle(border.style)),
            ])
        case .transition(let transition):
            return object([
                ("duration", self.value(.duration(transition.duration))),
                ("delay", self.value(.duration(transition.delay))),
                ("timingFunction", self.value(.cubicBezier(transition.timingFunction))),
            ])
        case .shadow(let layers):
            return array(
                layers.map { layer in
                    object([
                        ("color", color(layer.color)), ("offsetX", dimension(layer.offsetX)),
                        ("offsetY", dimension(layer.offsetY)), ("blur", dimension(layer.blur)),
                        ("spread", dimension(layer.spread)), ("inset", JSONValue(.bool(layer.inset), at: position)),
                    ])
                })
        case .gradient(let stops):
            return array(stops.map { object([("color", color($0.color)), ("position", number($0.position))]) })
        case .typography(let typography):
            var members: [(String, JSONValue)] = [
                ("fontFamily", array(typography.fontFamily.map(string))),
                ("fontSize", dimension(typography.fontSize)),
                ("fontWeight", number(typography.fontWeight)),
                ("letterSpacing", dimension(typography.letterSpacing)),
                ("lineHeight", number(typography.lineHeight)),
            ]
            if let textCase = typography.textCase { members.append(("textCase", string(textCase))) }
            if let decoration = typography.textDecoration { members.append(("textDecoration", string(decoration))) }
            if let style = typography.fontStyle { members.append(("fontStyle", string(style))) }
            return object(members)
        case .string(let text): return string(text)
        case .boolean(let flag): return JSONValue(.bool(flag), at: position)
        }
    }

    func color(_ color: ColorValue) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("colorSpace", string(color.colorSpace.rawValue)),
            (
                "components",
                array(
                    color.components.map { component in
                        switch component {
                        case .number(let value): number(value)
                        case .none: string("none")
                        }
                    })
            ),
            ("alpha", number(color.alpha)),
        ]
        if let hex = color.hex { members.append(("hex", string(hex))) }
        return object(members)
    }

    func dimension(_ dimension: DimensionValue) -> JSONValue {
        object([("value", number(dimension.value)), ("unit", string(dimension.unit.rawValue))])
    }

    func strokeStyle(_ style: StrokeStyle) -> JSONValue {
        switch style {
        case .keyword(let keyword): string(keyword)
        case .custom(let dashes, let cap): object([("dashArray", array(dashes.map(dimension))), ("lineCap", string(cap))])
        }
    }

    func number(_ value: Double) -> JSONValue {
        JSONValue(.number(JSONNumber(value, isIntegerLiteral: value == value.rounded() && abs(value) < 1e15)), at: position)
    }

    func string(_ text: String) -> JSONValue { JSONValue(.string(text), at: position) }

    func array(_ items: [JSONValue]) -> JSONValue { JSONValue(.array(items), at: position) }

    func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(
            .object(JSONObject(members.map { JSONObject.Member(key: $0.0, keyPosition: position, value: $0.1) })),
            at: position)
    }
}

extension ResolvedTokenSet {
    /// `tokens` as `tessera resolve --format json` prints them: each id with its `$type` and
    /// canonical `$value`, in the given order.
    public static func canonicalJSON(_ tokens: [ResolvedToken]) -> JSONValue {
        let members = tokens.map { token in
            JSONObject.Member(
                key: token.id, keyPosition: .unknown,
                value: JSONValue(
                    .object(
                        JSONObject([
                            .init(key: "$type", keyPosition: .unknown, value: JSONValue(.string(token.type.rawValue), at: .unknown)),
                            .init(key: "$value", keyPosition: .unknown, value: token.value.canonicalJSON()),
                        ])), at: .unknown))
        }
        return JSONValue(.object(JSONObject(members)), at: .unknown)
    }
}
