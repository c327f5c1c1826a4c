/// RFC 6901 JSON Pointers, in the URI-fragment form token files use (`#/a/b`).
package enum JSONPointer {
    package enum Failure: Error, Equatable {
        case missingHash
        case invalidEscape
        case notAPointer
    }

    /// Parses `#/a/b~1c` into `["a", "b/c"]`. `#` alone is the whole document.
    package static func parse(_ text: String) -> Result<[String], Failure> {
        guard text.hasPrefix("#") else { return .failure(.missingHash) }
        let body = text.dropFirst()
        if body.isEmpty { return .success([]) }
        guard body.hasPrefix("/") else { return .failure(.notAPointer) }
        var segments: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = unescape(raw) else { return .failure(.invalidEscape) }
            segments.append(segment)
        }
        return .success(segments)
    }

    /// `~1` is `/` and `~0` is `~`; any other `~` sequence is invalid.
    package static func unescape(_ raw: Substring) -> String? {
        guard raw.contains("~") else { return String(raw) }
        var result = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "0": result.append("~")
            case "1": result.append("/")
            default: return nil
            }
        }
        return result
    }

    package static func format(_ segments: [String]) -> String {
        "#" + segments.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }
            .joined()
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
