/// The stable identifier of every diagnostic Tessera emits.
///
/// Codes never change meaning once released; `Documentation/Diagnostics.md`
/// documents each one, and a test keeps that page and this list in step.
/// Ranges: `TS00xx` run-level, `TS01xx` reading files, `TS02xx` token and group
/// structure, `TS03xx` references, `TS04xx` values, `TS05xx` resolver documents,
/// `TS06xx` code generation, `TS073x`–`TS076x` importers (Figma, Style Dictionary) and `tessera convert`,
/// `TS0900`–`TS0949` `tessera lint`, `TS0950`–`TS0969` `tessera diff`, `TS0990`–`TS0999` `tessera docs`.
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
    /// A comment or a trailing comma in a `.json` file: not RFC 8259 JSON.
    case nonStandardJSON = "TS0111"
    /// A `\uD800`–`\uDFFF` escape with no partner: no character; read as U+FFFD (an error in a name).
    case loneSurrogate = "TS0112"
    /// A file reference (or a file found in an input folder) lies outside the project root; it is not opened.
    case referenceOutsideRoot = "TS0120"
    /// An input lies outside the root that `--root` or `root:` sets.
    case inputOutsideRoot = "TS0121"
    /// An input or referenced file is a FIFO, device or socket; it is not opened.
    case specialFile = "TS0122"
    /// Tokens loaded from data reference a file.
    case fileReferenceWithoutFiles = "TS0123"
    /// A YAML file where only JSON is read (the run-time store).
    case yamlNotRead = "TS0124"
    /// A name given as a path (a Figma variable's `a/b/c`) has more segments than a token tree may be deep.
    case namePathTooDeep = "TS0125"

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
    /// A token-level `$ref` names a whole token, not its `$value` (strict: error; otherwise an alias, with a warning).
    case tokenReferenceWithoutValue = "TS0217"

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
    /// A `$ref` inside a value points at a whole token object, where a value belongs.
    case pointerToTokenInValue = "TS0310"
    case leftOutReference = "TS0311"
    /// `--strict`: a value valid in its own tool but with no meaning in an app, which the default mode leaves out.
    case valueWithoutAppMeaning = "TS0316"
    case valueExpandsTooFar = "TS0315"

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
    /// A dimension or duration with an empty `unit` (`{"value": 0, "unit": ""}`).
    case emptyUnit = "TS0410"
    /// A platform unit (`dp`, `pt`) or one declared in `tessera.yml`, read as points or the declared length.
    case platformUnit = "TS0411"
    /// A color written with the color module drafts' `channels`/`space` keys.
    case draftColorKeys = "TS0412"
    /// A color's `hex` that does not match its `components` at 8 bits per channel.
    case hexDisagreesWithComponents = "TS0413"
    /// A computation (an expression, a unit conversion, color math, rem scaling) gave infinity or NaN.
    case nonFiniteResult = "TS0420"

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
    case permutationsSampled = "TS0511"
    /// A modifier written with the drafts' `context` instead of `contexts`.
    case draftModifierContext = "TS0512"
    /// `build` would generate more themes than it allows; nothing is generated.
    case tooManyPermutations = "TS0520"
    /// `build` makes a modifier app-selected themes because its name and contexts name no device trait.
    case appSelectedThemes = "TS0521"
    /// `traits:` in tessera.yml names a modifier the tokens do not have.
    case unknownTraitModifier = "TS0522"
    /// A `traits:` mapping maps a context the modifier lacks, or leaves one of its contexts out.
    case traitContextMismatch = "TS0523"
    /// Sets of a resolver document include one another through `$ref` deeper than Tessera follows.
    case resolverSetsTooDeep = "TS0525"
    /// A token has one type in some contexts and another in others: one Swift property holds one type.
    case typeVariesWithContext = "TS0526"
    /// Token files merged as one set (a folder, several files) define the same tokens: the later file wins.
    case filesRedefineTokens = "TS0527"

    // MARK: Tokens Studio importer (TS0700–TS0729)
    case unmappedValue = "TS0700"
    case invalidExpression = "TS0701"
    case expressionFailed = "TS0702"
    case invalidColorModifier = "TS0703"
    case invalidThemes = "TS0704"
    case unknownTokenSet = "TS0705"
    case unknownStudioType = "TS0706"
    /// A theme or set for another platform than the Apple one a Swift build reads is left out.
    case otherPlatformLeftOut = "TS0707"
    /// A CSS gradient string in a Tokens Studio color token cannot be read as a gradient.
    case unreadableGradient = "TS0708"
    /// A set one theme group marks `source` overrides tokens of a set another group's theme enables.
    case sourceSetOverridesEnabled = "TS0709"
    /// A file among several in a folder holds a whole single-file Tokens Studio export.
    case wholeExportAmongSets = "TS0710"
    /// Two themes of one group share a name: the later one is used, as sd-transforms keeps it.
    case duplicateThemeName = "TS0711"
    /// A theme enables no set of its own while its group's other themes define tokens nothing else does.
    case themeWithoutSets = "TS0712"
    /// Token sets that no theme of a `$themes.json` with themes enables: they are not read.
    case setEnabledByNoTheme = "TS0713"
    /// Every token a theme group's sets define is defined again by every theme of later groups: choosing its theme changes no value.
    case themeGroupOverridden = "TS0714"
    /// A file beside a whole Tokens Studio export holds no token at all (a package's own settings): no set; skipped.
    case fileWithoutTokens = "TS0715"
    /// Style Dictionary: a literal whose shape contradicts the type that labels it (`"1.5rem"` labelled `number`),
    /// read by its shape, as the tool passes it through as written.
    case labelContradictsValue = "TS0717"

    // MARK: Code generation
    case swiftNameCollision = "TS0600"
    case outputUnwritable = "TS0601"
    case invalidConfiguration = "TS0602"
    case invalidTemplate = "TS0603"
    /// The output path is a folder, FIFO, device or socket; it is left as it is.
    case outputNotRegularFile = "TS0604"
    /// The output path is a symbolic link that leads nowhere (a missing target or a loop).
    case outputLinkBroken = "TS0605"
    /// A template names a variable or section the template context does not have (`{{nme}}`).
    case templateUnknownName = "TS0606"
    /// A template includes a partial (`{{> name}}`): Tessera loads none, so it renders as nothing.
    case templatePartial = "TS0607"
    /// A member name folds to one Swift identifier with a sibling's and is spelled as written instead.
    case swiftNameSpelledApart = "TS0608"
    /// The asset catalog path is not a folder ending in `.xcassets` that Tessera may write into.
    case assetCatalogUnusable = "TS0620"
    /// A path inside the asset catalog that Tessera would write is a symbolic link or of the wrong kind.
    case assetCatalogEntryBlocked = "TS0621"
    /// A color varies with a trait an asset catalog color cannot (size class, Dynamic Type size).
    case colorTraitNotInCatalog = "TS0622"
    /// Two color tokens become the same colorset (names differing only in case, or in characters a file name cannot hold).
    case colorSetNameCollision = "TS0623"
    /// The asset catalog's manifest of what Tessera wrote cannot be read; nothing is removed.
    case assetCatalogManifestUnreadable = "TS0624"
    /// Several app-selected theme modifiers: the catalog holds the default selection's colors only.
    case catalogThemesNotCombined = "TS0625"
    /// `$extensions["com.tessera.spring"]` is no spring Tessera can read (wrong kind, no complete form, a value out of range).
    case invalidSpringExtension = "TS0630"
    /// A spring extension has members outside the form it is read in; they are ignored.
    case ignoredSpringMember = "TS0631"
    /// A spring extension on a token that is neither a `transition` nor a `duration`.
    case springOnOtherType = "TS0632"
    /// An output path (`output:`, `--output`, `--keys`, the asset catalog, a `convert` file) names a file the command reads: an input, `tessera.yml` or the template.
    case outputOverwritesInput = "TS0640"
    /// Two outputs of one run name the same path (`--keys` and `--output`, or a file inside the asset catalog).
    case outputsShareAPath = "TS0641"
    /// A template's nested list sections would render more often than Tessera allows (`{{#tokens}}` inside `{{#tokens}}` …).
    case templateTooLarge = "TS0642"

    // MARK: Theming adapters (reported at run time by TesseraTheme's `ThemeDiagnosticLog`)
    case fontNotInstalled = "TS0830"
    case shadowLayerNotDrawn = "TS0831"
    // MARK: Importers and conversion
    /// A Figma REST API variables response lacks a part or has one of the wrong kind.
    case figmaInvalidResponse = "TS0730"
    /// A Figma alias names a variable that is not in the file (a remote library's).
    case figmaRemoteAlias = "TS0731"
    /// A Figma variable value (or type) that has no DTCG equivalent; left out.
    case figmaUnsupportedValue = "TS0732"
    /// An imported name that DTCG forbids (`.`, `{`, `}`, a leading `$`) was rewritten.
    case importedNameRewritten = "TS0733"
    /// A Figma variables export file not named `Collection.Mode.json`.
    case figmaExportFileName = "TS0734"
    /// Figma collections or variables whose names collide were given distinct names.
    case figmaNameCollision = "TS0735"
    /// Aliases of Figma's own export into a collection whose files are not among the inputs keep the exported values.
    case figmaExportAliasTargetMissing = "TS0736"
    /// A variable deleted in Figma that aliases still name (`deletedButReferenced`); it is kept.
    case figmaDeletedVariable = "TS0737"
    /// A Figma variable's `valuesByMode` is keyed by mode ids its collection does not have; those values are dropped.
    case figmaForeignModes = "TS0738"
    /// A Figma alias names a variable of the input that was refused (an empty name); the alias is left out.
    case figmaAliasToRefusedVariable = "TS0739"
    /// Retired: interpolated strings are evaluated now (TS0743, TS0744); the number is kept so it is not reused.
    case styleDictionaryInterpolation = "TS0740"
    /// A Style Dictionary configuration file among the inputs; skipped.
    case styleDictionaryConfiguration = "TS0741"
    /// Retired: a type name that names no type is TS0747 in every reader; the number is kept so it is not reused.
    case styleDictionaryUnknownType = "TS0742"
    /// An interpolated string (`"1px solid {color.border}"`), once its references are placed, is not a value of the token's type.
    case interpolationUnreadable = "TS0743"
    /// An interpolated string references a value with no one-line text form (a typography, a gradient).
    case interpolationWithoutText = "TS0744"
    /// `tessera convert`: a token's legacy `$extensions.mode` values depend on another modifier's context; the converted files differ.
    case convertLegacyModeLost = "TS0745"
    /// A type name of a tool or team (`font-size`, `z-index`, `fontSizes`), read as the DTCG type it names.
    case toolTypeName = "TS0746"
    /// A type name that names no type Tessera maps (`component`); the value is read as it is written. The same in every reader.
    case unknownTypeKeptPlain = "TS0747"
    /// A member beside the value that changes its meaning (`unit`, `alpha`) and cannot be read.
    case unreadableSiblingMember = "TS0748"
    /// Style Dictionary: a token in one source and a group at its path in another merge into the token, whose
    /// members the group's tokens become (Style Dictionary flattens no token inside another).
    case styleDictionaryGroupInToken = "TS0750"
    /// A member beside the value that tells the project's own build to compute another value from it
    /// (`"modify": [{"type": "darken", "amount": 0.1}]`), which Tessera does not compute: the token is left out (rule 1).
    case valueTransformMemberNotComputed = "TS0751"
    /// Style Dictionary: a value `{}`, which its references (a name between braces) do not match: the text
    /// `{}`, a placeholder with no value an app can use; the token is left out (rule 1).
    case styleDictionaryTextInBraces = "TS0753"
    /// `tessera convert`: a token whose type DTCG 2025.10 does not define; not written.
    case convertNonStandardType = "TS0760"
    /// `tessera convert`: two sources would be written to one file, or the output directory is unusable.
    case convertOutputConflict = "TS0761"
    /// `tessera convert`: a token's converted value differs from the input's in some permutation
    /// (it was computed from another modifier's context, which one file per context cannot hold).
    case convertValueDiffers = "TS0762"
    /// `tessera convert`: the files it would write do not pass strict validation; nothing is written.
    case convertOutputInvalid = "TS0763"
    /// A token or group name has '.', '{' or '}', which strict DTCG names cannot hold.
    case convertNameNotWritable = "TS0764"
    // MARK: Run-time token store
    /// A store lookup named a path that no token has.
    case storeUnknownToken = "TS0800"
    /// A store lookup asked for a type the token does not have.
    case storeTypeMismatch = "TS0801"
    /// A store lookup named a token that the snapshot's theme does not define (another theme does).
    case storeTokenNotInTheme = "TS0802"
    /// Two tokens have the same lookup path once `/` is read as `.`.
    case storeAmbiguousPath = "TS0803"
    /// A bundle has no resource with the name a store was asked to load.
    case storeResourceMissing = "TS0804"

    // MARK: Lint (TS0900–TS0949)
    /// `lint:` in `tessera.yml`: an unknown rule, a bad severity or option.
    case lintInvalidConfiguration = "TS0900"
    /// A lint rule's option names a token that does not exist, or one of the wrong type.
    case lintUnknownToken = "TS0901"
    /// A declared foreground/background pair has too little contrast in some permutation.
    case lowContrast = "TS0910"
    /// A context of a modifier defines a token that another context leaves to the base.
    case contextLeavesTokenToBase = "TS0915"
    /// A token or group name does not follow the configured case or pattern.
    case nameNotInCase = "TS0920"
    /// A token or group name is a reserved word.
    case reservedName = "TS0921"
    /// A dimension is not a multiple of the grid step.
    case offGrid = "TS0925"
    /// A color lies outside the configured gamut (sRGB or Display P3).
    case outOfGamut = "TS0930"
    /// A font size below the configured minimum.
    case fontSizeTooSmall = "TS0935"
    /// A token that is not deprecated references a deprecated one.
    case deprecatedReference = "TS0940"
    /// A primitive token that no token references.
    case unusedToken = "TS0945"
    /// Two tokens of one group have the same value in every permutation.
    case duplicateValue = "TS0946"

    // MARK: Diff (TS0950–TS0969)
    /// `tessera diff`: an input cannot be read or resolved (error), or has tokens with errors, left out (note).
    case diffInputInvalid = "TS0950"

    // MARK: Audit (TS0970–TS0989)
    /// `tessera audit`: a hard-coded style value in Swift is a token's in every permutation.
    case auditTokenValue = "TS0970"
    /// `tessera audit`: a hard-coded style value is a token's in some permutations only.
    case auditTokenValueInSomePermutations = "TS0971"
    /// `tessera audit`: a hard-coded color is near a token's (within the ΔE2000 threshold).
    case auditNearTokenValue = "TS0972"
    /// `tessera audit`: a hard-coded style value that no token has.
    case auditNoTokenValue = "TS0973"
    /// `tessera audit`: a Swift file does not parse; it is skipped and the rest are audited.
    case auditSourceUnparsable = "TS0974"
    /// `tessera audit`: a file is skipped: binary, not UTF-8, too large, or a link leading outside the folders.
    case auditSourceSkipped = "TS0975"
    /// `tessera audit`: `audit:` in tessera.yml is not valid.
    case auditInvalidConfiguration = "TS0976"
    /// `tessera audit`: a `--sources` folder or the baseline cannot be read.
    case auditInputUnreadable = "TS0977"
    // MARK: Docs (TS0990–TS0999)
    /// `tessera docs --diff OLD`: the old version cannot be read or resolved, so no changes page is written.
    case docsDiffInputInvalid = "TS0990"

    /// The code's number (`TS0407` → 407), an array index for counting by code.
    var number: Int { Int(rawValue.dropFirst(2)) ?? 0 }
}
