package import TesseraSyntax

extension ValueParser {
    /// `font-family` → `fontFamily`: kebab-case member names in camelCase.
    package static func camelCased(_ object: JSONObject) -> JSONObject {
        guard object.members.contains(where: { $0.key.contains("-") }) else { return object }
        var result = object
        for index in result.members.indices where result.members[index].key.contains("-") {
            let parts = result.members[index].key.split(separator: "-")
            guard let first = parts.first else { continue }
            result.members[index].key = String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        return result
    }
}
