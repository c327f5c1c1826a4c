/// Which modifiers are device traits and which are themes the app chooses: the one decision
/// that code generation, the asset catalog, the run-time store and `build`'s notes all read,
/// so a modifier is never a trait in one output and a theme in another.
///
/// In order: a modifier listed as a theme (`themes:`, `--theme`, `TokenStoreOptions.themeModifiers`)
/// is a theme; a modifier mapped under `traits:` is a trait with that mapping, even when the
/// mapping leaves contexts out (no device setting selects those; `validate` warns, TS0523);
/// a modifier whose context names all read as trait values (``TraitMapping``) is a trait;
/// every other modifier is a theme.
public struct TraitAssignment: Sendable, Equatable {
    /// What one modifier becomes.
    public enum Role: Sendable, Equatable {
        /// A device trait: what each mapped context means. A context without an entry is
        /// never selected by the device; it is used only when it is the default.
        case trait([String: TraitValues])
        /// A theme the app chooses.
        case theme
    }

    /// Each modifier's role, by modifier name.
    public let roles: [String: Role]
    /// The modifiers that are themes although nothing said so (not listed as themes, not mapped).
    public let implicitThemes: Set<String>

    /// - Parameters:
    ///   - modifiers: the project's modifiers.
    ///   - traits: explicit mappings (`traits:` in `tessera.yml`), by modifier and context.
    ///   - themes: modifiers the app chooses, whatever their context names say.
    public init(modifiers: [Modifier], traits: [String: [String: TraitValues]] = [:], themes: Set<String> = []) {
        var roles: [String: Role] = [:]
        var implicitThemes: Set<String> = []
        for modifier in modifiers {
            if themes.contains(modifier.name) {
                roles[modifier.name] = .theme
            } else if let mapping = traits[modifier.name] ?? TraitMapping.traits(of: modifier) {
                roles[modifier.name] = .trait(mapping)
            } else {
                roles[modifier.name] = .theme
                implicitThemes.insert(modifier.name)
            }
        }
        self.roles = roles
        self.implicitThemes = implicitThemes
    }

    /// The mapping of a trait modifier, or nil when the modifier is a theme (or unknown).
    public func traitValues(ofModifier name: String) -> [String: TraitValues]? {
        if case .trait(let mapping) = roles[name] { return mapping }
        return nil
    }

    /// Whether the modifier is a device trait.
    public func isTrait(_ name: String) -> Bool { traitValues(ofModifier: name) != nil }
}
