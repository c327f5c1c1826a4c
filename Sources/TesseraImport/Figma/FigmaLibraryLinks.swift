/// How Figma ties a file's library variables to the library's own: by key. A file's REST
/// response holds the library variables it uses as remote copies (`remote: true`), whose ids
/// carry the variable's key (`VariableID:<key>/<id>`), and aliases inside those copies may name
/// library variables the file does not hold. The library's own response holds the same
/// variables as local ones with that `key`. Given both, the library's variable is the one: it
/// replaces the file's remote copy, and an alias by a remote id reaches it through the key.
struct FigmaLibraryLinks {
    struct Entry {
        var id: String
        var key: String?
        var isRemote: Bool
        /// The input the variable came from.
        var origin: String
    }

    /// The variable each key names: a local one when there is one (the library's own), else the first.
    let variableByKey: [String: Int]
    /// Remote copies that a local variable of another input (the library's response) replaces,
    /// with the index of that variable.
    let replacements: [Int: Int]

    init(_ variables: [Entry]) {
        var byKey: [String: Int] = [:]
        for (index, variable) in variables.enumerated() {
            guard let key = variable.key, !key.isEmpty else { continue }
            if let earlier = byKey[key], !variables[earlier].isRemote || variable.isRemote { continue }
            byKey[key] = index
        }
        var replacements: [Int: Int] = [:]
        for (index, variable) in variables.enumerated() where variable.isRemote {
            guard let key = variable.key, let local = byKey[key], !variables[local].isRemote,
                variables[local].origin != variable.origin
            else { continue }
            replacements[index] = local
        }
        variableByKey = byKey
        self.replacements = replacements
    }

    /// The key in a remote variable's id (`VariableID:<key>/<id>` → `<key>`); `nil` for a local id.
    static func key(inRemoteID id: String) -> String? {
        guard let slash = id.firstIndex(of: "/") else { return nil }
        let head = id[..<slash]
        let key = head.lastIndex(of: ":").map { head[head.index(after: $0)...] } ?? head
        return key.isEmpty ? nil : String(key)
    }
}
