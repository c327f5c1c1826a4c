import Foundation
import Testing

@Suite("tessera.yml keys:")
struct ConfigurationKeysTests {
    @Test("keys: and keysType: in tessera.yml write the TokenKey namespace beside Tokens.swift")
    func keysFromTheConfiguration() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        #expect(try CLI.run(["init"], in: folder.url).status == 0)
        let config = folder.url.appendingPathComponent("tessera.yml")
        let text = try String(contentsOf: config, encoding: .utf8) + "keys: Keys/AppKeys.swift\nkeysType: AppKeys\n"
        try text.write(to: config, atomically: true, encoding: .utf8)
        let built = try CLI.run(["build"], in: folder.url)
        #expect(built.status == 0, "\(built)")
        let keys = try String(contentsOf: folder.url.appendingPathComponent("Keys/AppKeys.swift"), encoding: .utf8)
        #expect(keys.contains("AppKeys"))
        #expect(keys.contains("accent"))
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Tokens.swift").path))
    }

    @Test("a keysType that is not a Swift name is reported in tessera.yml")
    func badKeysType() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        try folder.write("tessera.yml", "inputs: [a.tokens.json]\nkeys: K.swift\nkeysType: 1bad\n")
        try folder.write("a.tokens.json", #"{"a": {"$type": "number", "$value": 1}}"#)
        let built = try CLI.run(["build"], in: folder.url)
        #expect(built.status != 0, "\(built)")
        #expect(built.stderr.contains("tessera.yml:3:"), "\(built)")
        #expect(built.stderr.contains("keysType"), "\(built)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("K.swift").path))
    }
}
