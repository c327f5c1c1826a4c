/// The platforms theme and set names stand for (`iOS`, `platform-android`, `web/typography`),
/// so that a Swift build reads the Apple platform's tokens and leaves the others' out.
enum TokensStudioPlatforms {
    enum Platform: Equatable {
        case iOS
        case otherApple
        case other

        var isApple: Bool { self != .other }
    }

    /// Words naming a platform, as they appear in names (compared lowercased).
    static let words: [String: Platform] = [
        "ios": .iOS, "ipados": .iOS, "iphone": .iOS, "uikit": .iOS,
        "apple": .otherApple, "macos": .otherApple, "watchos": .otherApple, "tvos": .otherApple, "visionos": .otherApple,
        "swift": .otherApple, "swiftui": .otherApple,
        "android": .other, "web": .other, "css": .other, "compose": .other, "flutter": .other, "windows": .other,
        "wearos": .other,
    ]

    /// The platform a theme or set name names (`iOS`, `Platform – Web`, `platform-android`,
    /// `ios/typography`), if any.
    static func platform(of name: String) -> Platform? {
        let found = name.lowercased().split { !$0.isLetter && !$0.isNumber }.compactMap { words[String($0)] }
        // A name naming an Apple platform and another one ("iOS + Android") is no one platform.
        guard let first = found.first, found.allSatisfy({ $0.isApple == first.isApple }) else { return nil }
        return first
    }
}
