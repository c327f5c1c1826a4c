/// The stable identifier of every diagnostic Tessera emits.
///
/// Codes never change meaning once released; `Documentation/Diagnostics.md`
/// documents each one, and a test keeps that page and this list in step.
/// Ranges: `TS00xx` run-level, `TS01xx` reading files, `TS02xx` token and group
/// structure, `TS03xx` references, `TS04xx` values, `TS05xx` resolver documents.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable, Codable {
    // MARK: Run level
    /// More diagnostics of one code were found than are shown.
    case diagnosticsSuppressed = "TS0001"

    // MARK: Reading files
    case fileUnreadable = "TS0100"
    case jsonSyntax = "TS0101"
    case duplicateKey = "TS0102"
    case nestingTooDeep = "TS0103"
    case invalidUTF8 = "TS0104"
    case byteOrderMark = "TS0105"
    case emptyFile = "TS0106"
    case numberOutOfRange = "TS0107"
    case noTokenFiles = "TS0108"
    case yamlSyntax = "TS0109"
    case nonJSONNumber = "TS0110"

    // MARK: Structure
    case invalidName = "TS0200"
    case valueWithChildren = "TS0201"
    case unknownProperty = "TS0202"
    case missingType = "TS0203"
    case unknownType = "TS0204"
    case invalidDescription = "TS0205"
    case invalidDeprecated = "TS0206"
    case invalidExtensions = "TS0207"
    case invalidExtends = "TS0208"
    case extendsCycle = "TS0209"
    case inferredType = "TS0210"
    case nonStandardType = "TS0211"
    case rootNotObject = "TS0212"
    case nameDiffersOnlyInCase = "TS0213"
    case legacyTokenShape = "TS0214"
    case nullValue = "TS0215"
    case invalidGroup = "TS0216"

    // MARK: References
    case malformedReference = "TS0300"
    case unresolvedReference = "TS0301"
    case referenceCycle = "TS0302"
    case referenceTypeMismatch = "TS0303"
    case referenceToGroup = "TS0304"
    case invalidPointer = "TS0305"
    case referenceTooDeep = "TS0306"
    case refWithValue = "TS0307"
    case curlyReferenceInSubValue = "TS0308"
    case aliasTypeDiffersFromGroup = "TS0309"

    // MARK: Values
    case invalidValue = "TS0400"
    case missingSubValue = "TS0401"
    case unexpectedSubValue = "TS0402"
    case valueOutOfRange = "TS0403"
    case unknownColorSpace = "TS0404"
    case invalidColorComponents = "TS0405"
    case invalidHex = "TS0406"
    case legacyValue = "TS0407"
    case invalidUnit = "TS0408"
    case unknownFontWeight = "TS0409"

    // MARK: Resolver documents
    case invalidResolver = "TS0500"
    case unsupportedResolverVersion = "TS0501"
    case unknownModifier = "TS0502"
    case unknownContext = "TS0503"
    case missingInput = "TS0504"
    case resolverReferenceCycle = "TS0505"
    case invalidResolverReference = "TS0506"
    case duplicateResolutionName = "TS0507"
    case invalidModifierContexts = "TS0508"
    case invalidDefaultContext = "TS0509"
    case legacyModeExtension = "TS0510"

    /// The code's number (`TS0407` → 407): a cheap array index. Raw-valued enums
    /// hash their raw string, which is too slow for the hundred thousand warnings
    /// a legacy file can raise.
    var number: Int {
        var result = 0
        for byte in rawValue.utf8.dropFirst(2) { result = result * 10 + Int(byte &- UInt8(ascii: "0")) }
        return result
    }
}
