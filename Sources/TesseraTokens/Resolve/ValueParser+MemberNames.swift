package import TesseraSyntax

extension ValueParser {
    /// `font-family` → `fontFamily`: kebab-case member names in camelCase.
    package static func camelCased(_ object: JSONObject) -> JSONObject {
        guard object.members.contains(where: { isKebabCase($0.key) }) else { return object }
        var result = object
        for index in result.members.indices where isKebabCase(result.members[index].key) {
            let parts = result.members[index].key.split(separator: "-")
            guard let first = parts.first else { continue }
            result.members[index].key = String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        return result
    }

    /// Whether a member name has a `-` (over its own UTF-8 storage: this runs for every member of every composite value).
    private static func isKebabCase(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { $0.contains(UInt8(ascii: "-")) }
    }
}
