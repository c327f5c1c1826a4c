import TesseraSyntax

/// The `docs:` section of `tessera.yml`: where `tessera docs` writes the style-guide site.
///
/// ```yaml
/// docs:
///   output: site          # the folder, relative to tessera.yml (--output wins)
///   title: Acme tokens    # the page title (--title wins; default: the first input's name)
/// ```
public struct DocsConfiguration: Sendable {
    /// The folder to write the site into, or `nil` when `--output` must give it.
    public var output: String?
    /// The page title, or `nil` for the name of the first input.
    public var title: String?

    public init() {}

    /// The keys `docs:` accepts.
    public static let keys = ["output", "title"]

    /// Reads the `docs:` value of `tessera.yml` with `reader` (TS0602); nil after reporting a problem.
    static func read(_ value: JSONValue, _ reader: inout ConfigurationReader) -> DocsConfiguration? {
        var configuration = DocsConfiguration()
        if value.isNull { return configuration }
        let problems = reader.problems
        guard let members = reader.members(
            of: value, keys: keys, in: "docs", notAMapping: "docs must be a mapping of \(keys.joined(separator: ", "))")
        else { return nil }
        for member in members {
            if member.key == "output" {
                if member.value.stringValue == "" {
                    reader.fail("docs.output must be a path, not an empty string", at: member.value.position)
                } else {
                    configuration.output = reader.string(member.value, "docs.output must be a path to a folder")
                }
            } else {
                configuration.title = reader.string(member.value, "docs.title must be text")
            }
        }
        return reader.problems == problems ? configuration : nil
    }
}
