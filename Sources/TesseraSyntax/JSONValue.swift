public import TesseraDiagnostics

/// A JSON (or YAML) value as read from a file, with member order, number
/// spelling and the source position of every node kept.
///
/// Everything after the readers works on this one tree type, so nothing
/// downstream cares whether a token file was JSON, JSON with comments or YAML.
public struct JSONValue: Sendable {
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    public var kind: Kind
    /// Where the value starts in its file.
    public var position: SourcePosition

    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    public var stringValue: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    public var numberValue: JSONNumber? {
        if case .number(let number) = kind { return number }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let flag) = kind { return flag }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let items) = kind { return items }
        return nil
    }

    public var objectValue: JSONObject? {
        if case .object(let object) = kind { return object }
        return nil
    }

    public var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// A short name of the value's kind for messages ("a string", "an object").
    public var kindDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON number: its value plus whether it was written as an integer
/// (`1` rather than `1.0` or `1e0`), which canonical output preserves.
public struct JSONNumber: Hashable, Sendable {
    public var value: Double
    public var isIntegerLiteral: Bool

    public init(_ value: Double, isIntegerLiteral: Bool) {
        self.value = value
        self.isIntegerLiteral = isIntegerLiteral
    }
}

/// An object's members in source order.
public struct JSONObject: Sendable {
    public struct Member: Sendable {
        public var key: String
        public var keyPosition: SourcePosition
        public var value: JSONValue

        public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    public var members: [Member]

    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// The value of the last member with this key (objects are small; tokens have a handful of keys).
    ///
    /// Lengths are compared first (here and in ``contains(_:)``): telling two different strings
    /// apart is a call into the standard library, and most names looked at are not the one sought.
    public subscript(key: String) -> JSONValue? {
        let length = key.utf8.count
        for member in members.reversed() where member.key.utf8.count == length && member.key == key { return member.value }
        return nil
    }

    /// The member with this key, if any.
    public func member(_ key: String) -> Member? {
        members.last { $0.key == key }
    }

    public func contains(_ key: String) -> Bool {
        let length = key.utf8.count
        return members.contains { $0.key.utf8.count == length && $0.key == key }
    }

    public var keys: [String] { members.map(\.key) }

    public var isEmpty: Bool { members.isEmpty }

    public var count: Int { members.count }
}

extension String {
    /// Whether a member name starts with `$` (reserved for the specification's properties).
    /// Checked on bytes: it runs for every member of every file.
    @inline(__always)
    package var isReservedName: Bool { utf8.first == UInt8(ascii: "$") }
}

extension JSONObject {
    /// An object built from `(key, value)` pairs, every key placed at `position`.
    package init(_ pairs: [(String, JSONValue)], at position: SourcePosition) {
        self.init(pairs.map { JSONObject.Member(key: $0.0, keyPosition: position, value: $0.1) })
    }
}
