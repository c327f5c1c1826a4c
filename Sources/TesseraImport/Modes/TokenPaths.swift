import TesseraSyntax

/// The dot paths of the tokens a tree defines, which is how readers tell modes from other files: the
/// modes of one collection define the same tokens. Each reader says what a token is in its format;
/// the walk is iterative, so no nesting depth exhausts the stack.
enum TokenPaths {
    static func of(_ tree: JSONObject, isToken: (JSONObject) -> Bool) -> Set<String> {
        var result: Set<String> = []
        var pending: [(prefix: String, object: JSONObject)] = [("", tree)]
        while let (prefix, object) = pending.popLast() {
            for member in object.members where !member.key.isReservedName {
                guard let child = member.value.objectValue else { continue }
                let path = prefix.isEmpty ? member.key : prefix + "." + member.key
                if isToken(child) {
                    result.insert(path)
                } else {
                    pending.append((path, child))
                }
            }
        }
        return result
    }
}
