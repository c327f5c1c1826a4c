import Foundation

/// Which folders of a target use which: folder A uses folder B when a file in A names a type
/// declared at the top level of a file in B. Found by reading the sources as text: comments
/// and string literals are left out, and a name declared in two folders is not counted, so
/// the graph may miss a use but never invents one.
struct SourceFolderGraph {
    /// Folder → the folders it uses, with one type name that shows each use.
    var uses: [String: [String: String]] = [:]

    init(target directory: URL) throws {
        var files: [(folder: String, text: String)] = []
        let base = directory.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = url.standardizedFileURL.path.dropFirst(base.count + 1)
            let components = relative.split(separator: "/")
            let folder = components.count > 1 ? String(components[0]) : "."
            files.append((folder, Self.code(of: try String(contentsOf: url, encoding: .utf8))))
        }
        var owners: [String: Set<String>] = [:]
        for file in files {
            for name in Self.topLevelTypeNames(in: file.text) { owners[name, default: []].insert(file.folder) }
        }
        for file in files {
            for name in Self.capitalizedWords(in: file.text) {
                guard let owner = owners[name], owner.count == 1, let folder = owner.first, folder != file.folder else {
                    continue
                }
                uses[file.folder, default: [:]][folder] = name
            }
        }
    }

    /// A cycle of folders (the first folder repeated at the end), or `nil` when there is none.
    func cycle() -> [String]? {
        var state: [String: Bool] = [:]  // false: on the current path; true: done
        var path: [String] = []
        func visit(_ folder: String) -> [String]? {
            state[folder] = false
            path.append(folder)
            for next in (uses[folder] ?? [:]).keys.sorted() {
                if state[next] == false, let start = path.firstIndex(of: next) { return Array(path[start...]) + [next] }
                if state[next] == nil, let found = visit(next) { return found }
            }
            path.removeLast()
            state[folder] = true
            return nil
        }
        for folder in uses.keys.sorted() where state[folder] == nil {
            if let found = visit(folder) { return found }
        }
        return nil
    }

    /// The text without comments and string literals, which name types without using them.
    static func code(of text: String) -> String {
        var result = ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        var inBlockComment = false
        while let line = lines.next() {
            var characters = Array(line)
            var index = 0
            var kept: [Character] = []
            var inString = false
            while index < characters.count {
                let character = characters[index]
                let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
                if inBlockComment {
                    if character == "*" && next == "/" { inBlockComment = false; index += 1 }
                } else if inString {
                    if character == "\\" { index += 1 } else if character == "\"" { inString = false }
                } else if character == "/" && next == "/" {
                    break
                } else if character == "/" && next == "*" {
                    inBlockComment = true
                    index += 1
                } else if character == "\"" {
                    inString = true
                } else {
                    kept.append(character)
                }
                index += 1
            }
            characters = kept
            result += String(characters) + "\n"
        }
        return result
    }

    /// Types declared at the start of a line (not nested): `struct`, `enum`, `class`, `protocol`, `actor`, `typealias`.
    static func topLevelTypeNames(in code: String) -> [String] {
        let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        var names: [String] = []
        for line in code.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
            let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            if let index = words.firstIndex(where: keywords.contains), index + 1 < words.count,
                words[..<index].allSatisfy({ ["public", "package", "internal", "final", "indirect", "nonisolated"].contains($0) })
            {
                names.append(String(words[index + 1]))
            }
        }
        return names
    }

    static func capitalizedWords(in code: String) -> Set<String> {
        Set(
            code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                .filter { $0.first?.isUppercase ?? false }
                .map(String.init))
    }
}
