import TesseraTheme
import TesseraTokens

/// `tessera validate` checks what `tessera build` would refuse without translating: names are
/// claimed by ``SwiftGenerator``'s tree as for a build, and the one refusal left to translation, a
/// number that overflows on the way to Swift (TS0420), is found by writing each value build writes
/// through the same writer, counting numbers only (``SwiftWriter/countingNonFiniteNumbers()``).
extension SwiftTranslator {
    /// Writes and drops the values of the group's tokens and springs, reporting each token with a
    /// number that is infinite in Swift (TS0420), as build reports it.
    mutating func checkValues(of group: Group) {
        for case (_, _, let member) in group.members {
            switch member {
            case .token(let index): checkTokenValues(index)
            case .spring(let index): checkSprings(index)
            case .colorAsset, .group: continue
            }
        }
    }

    /// Every theme's value and trait variant of a token. A value that refers to another token is
    /// that token's value, checked there, as build writes a reference to it (an alias resolves
    /// only to a token that resolved, so the table holds it).
    private mutating func checkTokenValues(_ index: Int) {
        let before = scratch.nonFiniteNumbers
        for value in entries[index].themeValues {
            switch value {
            case nil: continue
            case .constant(let resolved, let alias)?:
                if alias == nil { SwiftValueExpression.writeConstant(resolved, remBase: options.remBase, into: &scratch) }
            case .adaptive(let fallback, let fallbackAlias, let variants)?:
                if fallbackAlias == nil { SwiftValueExpression.write(fallback, remBase: options.remBase, into: &scratch) }
                for variant in variants where variant.aliasOf == nil {
                    SwiftValueExpression.write(variant.value, remBase: options.remBase, into: &scratch)
                }
            }
        }
        reportNonFiniteNumbers(
            since: before, ofToken: index, entries[index].token.id, fixIt: "use a value that stays within ±1.8e308 in points")
    }

    private mutating func checkSprings(_ index: Int) {
        let before = scratch.nonFiniteNumbers
        for spring in springValues(index) {
            switch spring {
            case .constant(let value): writeSpring(value)
            case .adaptive(let fallback, let variants):
                writeSpring(fallback)
                for variant in variants { writeSpring(variant.value) }
            }
        }
        reportNonFiniteNumbers(
            since: before, ofToken: index, "the spring of \(entries[index].token.id)",
            fixIt: "use a response or duration of at least a millisecond, and a mass, stiffness and damping within ±1.8e308")
    }

    private mutating func writeSpring(_ spring: TokenSpring) {
        _ = springLiteral(spring)
    }
}
