import Testing
@testable import TesseraTheme

@Suite struct DynamicTypeTests {
    @Test func defaultSizesMatchTheTextStyles() {
        let expected: [TokenTextStyle: Double] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
            .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        for style in TokenTextStyle.allCases {
            #expect(style.defaultPointSize == expected[style], "\(style)")
            #expect(style.scaleFactor(at: .large) == 1)
        }
    }

    @Test func bodyAcrossEverySize() {
        let sizes = TokenTraits.DynamicTypeSize.allCases.map { TokenTextStyle.body.pointSize(at: $0) }
        #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test func sizesNeverShrinkAsTextGrows() {
        for style in TokenTextStyle.allCases {
            let sizes = TokenTraits.DynamicTypeSize.allCases.map { style.pointSize(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
            #expect(style.pointSize(at: .accessibility5) > style.pointSize(at: .xxxLarge), "\(style)")
        }
    }

    @Test func scalingIsTheRatioToLarge() {
        expectClose(TokenTextStyle.body.scaleFactor(at: .accessibility5), 53.0 / 17)
        expectClose(TokenTextStyle.caption2.scaleFactor(at: .xSmall), 1)  // captions do not shrink below 11 pt
        expectClose(TokenTextStyle.largeTitle.scaledValue(10, at: .xxxLarge), 10 * 40.0 / 34)
        expectClose(TokenTextStyle.footnote.scaledValue(26, at: .xLarge), 30)
    }

    @Test func nearestTextStyleForAPointSize() {
        #expect(TokenTextStyle.nearest(toPointSize: 17) == .body)
        #expect(TokenTextStyle.nearest(toPointSize: 34) == .largeTitle)
        #expect(TokenTextStyle.nearest(toPointSize: 48) == .largeTitle)
        #expect(TokenTextStyle.nearest(toPointSize: 24) == .title2)  // 22 is nearer than 28
        #expect(TokenTextStyle.nearest(toPointSize: 12.5) == .footnote)  // tie → the larger style
        #expect(TokenTextStyle.nearest(toPointSize: 12) == .caption1)
        #expect(TokenTextStyle.nearest(toPointSize: 4) == .caption2)
        #expect(TokenTextStyle.nearest(toPointSize: .nan) == .body)
    }

    @Test func typographyScalesWithItsTextStyle() {
        let body = TokenTypography(
            fontFamily: TokenFontFamily("Inter"), fontSize: TokenDimension(17), fontWeight: .regular,
            letterSpacing: TokenDimension(0.5), lineHeight: 1.5)
        let large = body.scaled(for: .accessibility5)
        expectClose(large.fontSize.points, 53)
        expectClose(large.letterSpacing.points, 0.5 * 53 / 17)
        // The multiplier is kept, so the line height grows with the text rather than staying at 25.5 pt.
        expectClose(large.lineHeightPoints, 79.5)
        // An explicit style wins over the nearest one.
        expectClose(body.scaled(for: .xLarge, relativeTo: .title1).fontSize.points, 17 * 30.0 / 28)
    }

    @Test func contentSizeCategoriesRoundTrip() {
        #expect(TokenTraits.DynamicTypeSize(contentSizeCategory: "UICTContentSizeCategoryL") == .large)
        #expect(TokenTraits.DynamicTypeSize(contentSizeCategory: "UICTContentSizeCategoryXS") == .xSmall)
        #expect(TokenTraits.DynamicTypeSize(contentSizeCategory: "UICTContentSizeCategoryAccessibilityM") == .accessibility1)
        #expect(TokenTraits.DynamicTypeSize(contentSizeCategory: "UICTContentSizeCategoryAccessibilityXXXL") == .accessibility5)
        #expect(TokenTraits.DynamicTypeSize(contentSizeCategory: "UICTContentSizeCategoryUnspecified") == nil)
        for size in TokenTraits.DynamicTypeSize.allCases {
            #expect(TokenTraits.DynamicTypeSize(contentSizeCategory: size.contentSizeCategory) == size)
        }
    }
}
