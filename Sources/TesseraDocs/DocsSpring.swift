import TesseraSyntax
import TesseraTheme
import TesseraTokens

/// The spring a duration or transition token carries in `$extensions`, as a CSS `linear()` easing
/// sampled from the spring's motion (TesseraTheme's ``TokenSpring`` does the conversion of its
/// forms) and the time it takes to settle, at most four seconds on the page.
enum DocsSpring {
    static func write(extensions: TesseraSyntax.JSONValue?, into json: inout ScriptJSON) -> Bool {
        guard let read = SpringExtension.read(from: extensions), let spring = TokenSpring(extension: read.members) else { return false }
        let settle = spring.settlingDuration.seconds
        let duration = settle.isFinite ? min(max(settle, 0.1), 4) : 4
        let samples = 48
        var position = 0.0
        var velocity = 0.0
        let steps = 40
        let dt = duration / Double(samples * steps)
        var points = ["0"]
        for _ in 0..<samples {
            for _ in 0..<steps {
                let force = -spring.stiffness * (position - 1) - spring.damping * velocity
                velocity += force / spring.mass * dt
                position += velocity * dt
            }
            points.append(DocsValue.css(position.isFinite ? position : 1))
        }
        points[points.count - 1] = "1"
        json.raw(",\"spring\":{")
        json.member("ease", "linear(" + points.joined(separator: ", ") + ")", first: true)
        json.member("ms", number: duration * 1000)
        json.member("t", "response \(DocsValue.css(spring.response))s, damping fraction \(DocsValue.css(spring.dampingFraction))")
        json.raw("}")
        return true
    }
}
