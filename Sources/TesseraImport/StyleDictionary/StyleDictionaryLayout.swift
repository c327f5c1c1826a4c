import TesseraTokens

/// Where the modes of a Style Dictionary project are: its folders. A project
/// keeps one folder per brand or platform (`brands/brand-1`, `brands/brand-2`)
/// and picks one per build in its configuration. A folder is read as a
/// modifier when its subfolders define the same tokens, as brands do: every
/// subfolder defines at least half of its tokens again in another one. A few
/// shared paths are not brands: Style Dictionary merges every source, the later
/// file overriding the earlier (`font/` and `size/` both naming `size.font.base`).
/// The subfolders are the contexts (sorted, the first the default).
/// Files outside such folders form one set, `base`, read first.
///
/// A mode can also be a file name's last part before its extension (`background.dark.json`
/// beside `background.json`), Style Dictionary's multi-file way to write modes: the default
/// build reads every file without such a part, and the build of a mode reads those files
/// (`include`) and the mode's files over them (`source`), so the mode's values win. Such
/// files form one modifier, `mode`, whose contexts are the modes named (`light` too, the
/// files without a mode, when no file names it), `light` the default.
///
/// A project whose builds read different files (``StyleDictionaryBuild``) has its modes there: the
/// files only some builds read form a modifier of their own, after the steps of the others.
enum StyleDictionaryLayout {
    static func steps(for files: [StyleDictionaryImporter.File], builds: [StyleDictionaryBuild] = []) -> [ResolutionStep] {
        let axes = StyleDictionaryBuild.axes(of: files, builds: builds)
        guard !axes.isEmpty else { return steps(for: files) }
        let own = Set(axes.flatMap { $0.contexts.flatMap(\.files) })
        var steps = steps(for: files.indices.filter { !own.contains($0) }.map { files[$0] })
        var used = Set(steps.map { step in
            switch step {
            case .set(let name, _): name
            case .modifier(let modifier): modifier.name
            }
        })
        for axis in axes {
            var name = axis.name
            while !used.insert(name).inserted { name += "_" }
            var contexts: [String: [TokenSource]] = [:]
            for context in axis.contexts {
                contexts[context.name] = context.files.map { TokenSource(tree: files[$0].tree, origin: files[$0].path) }
            }
            steps.append(
                .modifier(
                    Modifier(
                        name: name, description: "Builds of the project's Style Dictionary configuration laid over its default build",
                        contextNames: axis.contexts.map(\.name), defaultContext: axis.contexts[0].name, contexts: contexts, position: nil)))
        }
        return steps
    }

    private static func steps(for files: [StyleDictionaryImporter.File]) -> [ResolutionStep] {
        let directories = files.map { Paths.directory(of: $0.path) }
        let root = commonDirectory(directories)
        var modifierFolders: [String] = []
        var assigned = Array(repeating: false, count: files.count)
        // Folders closest to the root first: a brand folder's own subfolders stay inside its contexts.
        for folder in candidateFolders(below: root, directories: directories) {
            var idsByContext: [String: Set<String>] = [:]
            for (index, file) in files.enumerated() where !assigned[index] {
                guard let context = childName(of: folder, containing: file.path) else { continue }
                idsByContext[context, default: []].formUnion(file.tokenIDs)
            }
            guard idsByContext.count >= 2, overlaps(Array(idsByContext.values)) else { continue }
            modifierFolders.append(folder)
            for (index, file) in files.enumerated() where childName(of: folder, containing: file.path) != nil {
                assigned[index] = true
            }
        }
        var modeFiles: [String: [Int]] = [:]
        var siblingModifiers: [(collection: String, contexts: [String: [TokenSource]], last: String, byFolder: Bool)] = []
        for group in siblingModeFiles(files, assigned: &assigned) {
            if group.namesModeWords {
                // `sema-color-light` and `sema-color-dark`, `elevation-light` and `elevation-dark`: one
                // project's light and dark builds, as `*.dark.json` files are, so one `mode` for all.
                for member in group.members { modeFiles[member.mode, default: []].append(member.index) }
            } else {
                var contexts: [String: [TokenSource]] = [:]
                for member in group.members {
                    contexts[member.mode] = [TokenSource(tree: files[member.index].tree, origin: files[member.index].path)]
                }
                // Merged, the last file (in path order) would win: it stays the default, so the default
                // build keeps the values a merge gives, and the other files become its alternatives.
                // A group of the folder's files is named by the files alone (`brand/eboks.json`).
                let byFolder = group.members.allSatisfy { TokenFileName.stem(Paths.fileName(of: files[$0.index].path)) == $0.mode }
                siblingModifiers.append((group.collection, contexts, group.members.max { files[$0.index].path < files[$1.index].path }!.mode, byFolder))
            }
        }
        for index in files.indices where !assigned[index] {
            guard let mode = mode(ofFileName: Paths.fileName(of: files[index].path)) else { continue }
            modeFiles[mode, default: []].append(index)
            assigned[index] = true
        }
        var steps: [ResolutionStep] = []
        let base = files.indices.filter { !assigned[$0] }
        if !base.isEmpty {
            steps.append(.set(name: "base", sources: base.map { TokenSource(tree: files[$0].tree, origin: files[$0].path) }))
        }
        var usedNames: Set<String> = ["base"]
        if !modeFiles.isEmpty {
            usedNames.insert("mode")
            var contexts = modeFiles.mapValues { indices in indices.map { TokenSource(tree: files[$0].tree, origin: files[$0].path) } }
            if contexts[defaultMode] == nil { contexts[defaultMode] = [] }
            let names = [defaultMode] + contexts.keys.filter { $0 != defaultMode }.sorted()
            steps.append(
                .modifier(
                    Modifier(
                        name: "mode", description: "Files named for a mode (name.dark.json, name-dark.json) over the files without one",
                        contextNames: names, defaultContext: defaultMode, contexts: contexts, position: nil)))
        }
        for (collection, contexts, last, byFolder) in siblingModifiers {
            var name = collection
            while !usedNames.insert(name).inserted { name += "_" }
            let sorted = contexts.keys.sorted()
            let first = ["default"].first(where: sorted.contains) ?? last
            let names = [first] + sorted.filter { $0 != first }
            steps.append(
                .modifier(
                    Modifier(
                        name: name,
                        description: byFolder
                            ? "The files of the \(collection) folder, one per mode (\(collection)/\(first).json)"
                            : "Files named for the modes of \(collection) (\(collection)-\(first).json)",
                        contextNames: names, defaultContext: first, contexts: contexts, position: nil)))
        }
        for folder in modifierFolders.sorted() {
            var indicesByContext: [String: [Int]] = [:]
            for (index, file) in files.enumerated() {
                guard let context = childName(of: folder, containing: file.path) else { continue }
                indicesByContext[context, default: []].append(index)
            }
            var contexts: [String: [TokenSource]] = [:]
            var names: [String] = []
            for context in indicesByContext.keys.sorted() {
                let indices = indicesByContext[context]!
                guard let nested = firstModifierFolder(files, indices, below: Paths.join(folder, context)) else {
                    contexts[context] = indices.map { TokenSource(tree: files[$0].tree, origin: files[$0].path) }
                    names.append(context)
                    continue
                }
                // A brand's own theme or mode folders (`brands/coach/default` and `brands/coach/motif`) are built
                // one at a time too: each is a context of its own with the brand's other files, never merged
                // into one where the last by name wins.
                for inner in orderedAsModes(Set(indices.compactMap { childName(of: nested, containing: files[$0].path) })) {
                    let chosen = indices.filter { childName(of: nested, containing: files[$0].path).map { $0 == inner } ?? true }
                    contexts[context + "/" + inner] = chosen.map { TokenSource(tree: files[$0].tree, origin: files[$0].path) }
                    names.append(context + "/" + inner)
                }
            }
            var name = Paths.fileName(of: folder)
            while !usedNames.insert(name).inserted { name += "_" }
            steps.append(
                .modifier(
                    Modifier(
                        name: name, description: "The subfolders of the \(Paths.fileName(of: folder)) folder", contextNames: names,
                        defaultContext: names.first, contexts: contexts, position: nil)))
        }
        return steps
    }

    /// The shallowest folder at or below `root` whose subfolders define the same tokens among the files at
    /// `indices` (the rule that makes a folder a modifier), if any.
    private static func firstModifierFolder(_ files: [StyleDictionaryImporter.File], _ indices: [Int], below root: String) -> String? {
        for folder in candidateFolders(below: root, directories: indices.map { Paths.directory(of: files[$0].path) }) {
            var idsByContext: [String: Set<String>] = [:]
            for index in indices {
                guard let context = childName(of: folder, containing: files[index].path) else { continue }
                idsByContext[context, default: []].formUnion(files[index].tokenIDs)
            }
            if idsByContext.count >= 2, overlaps(Array(idsByContext.values)) { return folder }
        }
        return nil
    }

    /// Folder names in the order their contexts are listed: a build's usual first (`default`, `light`,
    /// `base`) before the others, sorted, so it is the default.
    private static func orderedAsModes(_ names: Set<String>) -> [String] {
        let first = ["default", "light", "base"]
        return names.sorted { left, right in
            let (l, r) = (first.firstIndex(of: left.lowercased()) ?? first.count, first.firstIndex(of: right.lowercased()) ?? first.count)
            return l != r ? l < r : left < right
        }
    }

    /// The mode the files without a mode part are in, unless a file names it.
    private static let defaultMode = "light"

    /// The mode a file name names as its last part before the extension (`color.dark.json`,
    /// `color.dark.json5`, `color.dark.tokens.json`: `dark`); `nil` when there is none, or when
    /// the mode is the whole name (`dark.json` is a file of tokens like any other).
    static func mode(ofFileName name: String) -> String? {
        let parts = TokenFileName.stem(name).split(separator: ".").map(String.init)
        // Only a plain word: `button.__dark__.json` is no mode file (a glob `*.dark.json` leaves it in the default build).
        guard parts.count >= 2, let last = parts.last, last.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
        return ModeWords.mode(named: last)
    }

    /// Files of one folder named for the modes of one collection (`theme-light.json` and
    /// `theme-dark.json`, `spacing-mobile.tokens.json` and `spacing-desktop.tokens.json`) that define
    /// exactly the same tokens (``SiblingModes``): a project builds each with its own configuration
    /// (Spindle's build script). A name with a `.mode` part is a mode file of its own kind. The
    /// groups' files are marked assigned.
    private static func siblingModeFiles(_ files: [StyleDictionaryImporter.File], assigned: inout [Bool]) -> [SiblingModes.Group] {
        let candidates = files.indices.compactMap { index -> (index: Int, name: String, scope: String)? in
            let stem = TokenFileName.stem(Paths.fileName(of: files[index].path))
            guard !assigned[index], !stem.contains(".") else { return nil }
            return (index, stem, Paths.directory(of: files[index].path))
        }
        var groups = SiblingModes.groups(candidates) { files[$0].tokenIDs }
        for group in groups { for member in group.members { assigned[member.index] = true } }
        // Files of one folder each named by one word, the folder naming the collection (`brand/eboks.json`,
        // `brand/postnl.json`): the layout exporters of Figma variables write, a file per mode of a collection
        // (zeroheight's `collection/mode.json`). Defining exactly the same tokens, they are built one at a time.
        let byFolder = files.indices.compactMap { index -> (index: Int, name: String, scope: String)? in
            let stem = TokenFileName.stem(Paths.fileName(of: files[index].path))
            let folder = Paths.directory(of: files[index].path)
            guard !assigned[index], !stem.isEmpty, !stem.contains(where: { "._-/ ".contains($0) }), folder != ".", folder != "/" else { return nil }
            return (index, Paths.fileName(of: folder) + "/" + stem, folder)
        }
        for group in SiblingModes.groups(byFolder, tokenIDs: { files[$0].tokenIDs }) where !group.namesModeWords {
            groups.append(group)
            for member in group.members { assigned[member.index] = true }
        }
        return groups
    }

    /// Every folder between `root` and the files' folders, shallowest first.
    private static func candidateFolders(below root: String, directories: [String]) -> [String] {
        var folders: Set<String> = []
        for directory in directories {
            var current = directory
            while current != root, current.hasPrefix(contentsPrefix(of: root)) {
                let parent = Paths.directory(of: current)
                if parent == current { break }
                folders.insert(parent)
                current = parent
            }
        }
        return folders.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
    }

    /// The name of `folder`'s subfolder that holds `path`, if the file is below one.
    private static func childName(of folder: String, containing path: String) -> String? {
        let prefix = contentsPrefix(of: folder)
        guard path.hasPrefix(prefix) else { return nil }
        let rest = path.dropFirst(prefix.count).split(separator: "/")
        return rest.count >= 2 ? String(rest[0]) : nil
    }

    /// What the paths below `folder` begin with: `folder/`, and nothing for `.`, the folder relative
    /// paths are in (`tessera validate .` reads `01_Global/color.json` and `02_Theme/light/color.json`,
    /// whose common folder is `.`).
    private static func contentsPrefix(of folder: String) -> String {
        if folder == "." { return "" }
        return folder.hasSuffix("/") ? folder : folder + "/"
    }

    private static func overlaps(_ sets: [Set<String>]) -> Bool {
        for (index, ids) in sets.enumerated() where !ids.isEmpty {
            var others: Set<String> = []
            for (other, otherIDs) in sets.enumerated() where other != index { others.formUnion(otherIDs) }
            if ids.intersection(others).count * 2 < ids.count { return false }
        }
        return true
    }

    private static func commonDirectory(_ directories: [String]) -> String {
        guard var common = directories.first else { return "" }
        for directory in directories.dropFirst() {
            while !(directory == common || directory.hasPrefix(common.hasSuffix("/") ? common : common + "/")) {
                let parent = Paths.directory(of: common)
                if parent == common { return parent }
                common = parent
            }
        }
        return common
    }
}
