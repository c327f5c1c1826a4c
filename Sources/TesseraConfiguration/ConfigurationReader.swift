package import TesseraDiagnostics
package import TesseraSyntax

/// Reads one section of `tessera.yml` (the top level, `lint:`, `audit:`, `docs:`) the same way:
/// every problem is an error at the key or value it concerns (`tessera.yml:line:column`), under
/// the section's code, and an unknown key names the keys there are and the nearest as its fix.
/// Reading goes on after a problem, so one run reports them all; ``valid`` says whether there was none.
package struct ConfigurationReader {
    let diagnostics: DiagnosticEngine
    /// The code of every problem: TS0602 for the top level, TS0900 for `lint:`, TS0976 for `audit:`.
    let code: DiagnosticCode
    /// How many problems were reported so far.
    package private(set) var problems = 0

    /// Whether nothing was reported so far.
    package var valid: Bool { problems == 0 }

    package init(diagnostics: DiagnosticEngine, code: DiagnosticCode) {
        self.diagnostics = diagnostics
        self.code = code
    }

    /// The members of a mapping whose keys are all in `keys`; an unknown key is reported
    /// ("unknown key "x" in `section`; the keys are …", fix: "did you mean …?") and left out.
    /// - Parameters:
    ///   - section: how the mapping is named in messages: `tessera.yml`, `audit`, `lint.grid`.
    ///   - notAMapping: the message when `value` is no mapping; nil is returned after it.
    package mutating func members(
        of value: JSONValue, keys: [String], in section: String, noun: String = "key", notAMapping: String
    ) -> [JSONObject.Member]? {
        guard let object = value.objectValue else {
            fail(notAMapping, at: value.position)
            return nil
        }
        return object.members.filter { member in
            guard !keys.contains(member.key) else { return true }
            unknown(member, noun: noun, in: section, among: keys)
            return false
        }
    }

    /// Reports `member`'s key as unknown where `keys` are allowed, with the nearest as the fix.
    package mutating func unknown(_ member: JSONObject.Member, noun: String = "key", in section: String, among keys: [String]) {
        let near = EditDistance.nearest(to: member.key, among: keys)
        fail(
            "unknown \(noun) \"\(member.key)\" in \(section); the \(noun)s are \(keys.joined(separator: ", "))",
            at: member.keyPosition, fixIt: near.map { "did you mean \($0)?" })
    }

    /// One of an enumeration's cases, by its raw value; otherwise "`name` must be one of …", at the
    /// value, with the nearest case as the fix.
    package mutating func choice<Choice: RawRepresentable & CaseIterable>(_ value: JSONValue, _ name: String) -> Choice?
    where Choice.RawValue == String {
        if let text = value.stringValue, let choice = Choice(rawValue: text) { return choice }
        let names = Choice.allCases.map(\.rawValue)
        let near = value.stringValue.flatMap { EditDistance.nearest(to: $0, among: names) }
        fail("\(name) must be one of \(names.joined(separator: ", "))", at: value.position, fixIt: near.map { "did you mean \($0)?" })
        return nil
    }

    /// A string, or nil after `message`.
    package mutating func string(_ value: JSONValue, _ message: String) -> String? {
        if let text = value.stringValue { return text }
        fail(message, at: value.position)
        return nil
    }

    /// One string or a list of strings, or nil after `message`.
    package mutating func strings(_ value: JSONValue, _ message: String) -> [String]? {
        if let text = value.stringValue { return [text] }
        guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
            fail(message, at: value.position)
            return nil
        }
        return items.compactMap(\.stringValue)
    }

    /// `true` or `false`, or nil after "`name` must be true or false".
    package mutating func bool(_ value: JSONValue, _ name: String) -> Bool? {
        if let flag = value.boolValue { return flag }
        fail("\(name) must be true or false", at: value.position)
        return nil
    }

    /// A finite number above 0, or nil after `message`.
    package mutating func positiveNumber(_ value: JSONValue, _ message: String) -> Double? {
        guard let number = value.numberValue?.value, number > 0, number.isFinite else {
            fail(message, at: value.position)
            return nil
        }
        return number
    }

    /// A Swift type name such as `Tokens` (a letter, then letters, digits and `_`), or nil after `message`.
    package mutating func typeName(_ value: JSONValue, _ message: String) -> String? {
        guard let text = value.stringValue, Self.isTypeName(text) else {
            fail(message, at: value.position)
            return nil
        }
        return text
    }

    /// Whether `text` can name a generated Swift type: a letter, then letters, digits and `_`.
    package static func isTypeName(_ text: String) -> Bool {
        text.first?.isLetter == true && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Reports an error under the section's code.
    package mutating func fail(_ message: String, at position: SourcePosition, fixIt: String? = nil) {
        diagnostics.emit(.error, code, message, at: position, fixIt: fixIt)
        problems += 1
    }
}
