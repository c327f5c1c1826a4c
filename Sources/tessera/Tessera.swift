import ArgumentParser

@main
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tessera", abstract: "Design tokens to Swift.")
}
