import Testing
import TesseraTheme

/// The generated Swift of 20 independent theme modifiers (Generated/AxisTokens.swift, which
/// `TesseraCodegenTests` compares `tessera build` against) compiles as part of this target;
/// these tests choose each modifier on its own at run time.
@Suite struct AxisTokensTests {
    let light = TokenTraits(colorScheme: .light)
    let dark = TokenTraits(colorScheme: .dark)

    @Test func theDefaultTakesEachModifiersDefaultContext() {
        #expect(AxisTokens.default == AxisTokens())
        #expect(AxisTokens.default == AxisTokens(AxisTokens.Selection()))
        #expect(AxisTokens.default == AxisTokens(brand: .acme, density: .comfortable, feature2: .off, feature19: .off))
        #expect(AxisTokens.default.color.brand.resolved(for: light).hexString == "#0055ff")
        #expect(AxisTokens.default.space.padding.resolved(for: light).points == 16)
        #expect(AxisTokens.default.flag.f2.resolved(for: light) == 0)
    }

    @Test func brandChangesOnlyWhatDependsOnIt() {
        let globex = AxisTokens(brand: .globex)
        #expect(globex.color.brand.resolved(for: light).hexString == "#aa0000")
        #expect(globex.color.accent == globex.color.brand)
        #expect(globex.space.padding == AxisTokens.default.space.padding)
        #expect(globex.flag == AxisTokens.default.flag)
        #expect(globex.color.surface.resolved(for: light).hexString == "#fff2e6")
        #expect(globex.color.surface.resolved(for: dark) == AxisTokens.default.color.surface.resolved(for: dark))
    }

    @Test func densityAndBrandCombineWhereATokenDependsOnBoth() {
        #expect(AxisTokens(density: .dense).space.padding.resolved(for: light).points == 8)
        #expect(AxisTokens(brand: .globex).space.button.resolved(for: light).points == 44)
        #expect(AxisTokens(brand: .globex, density: .dense).space.button.resolved(for: light).points == 32)
        #expect(AxisTokens(brand: .acme, density: .dense).space.button.resolved(for: light).points == 32)
        #expect(AxisTokens(density: .dense).color == AxisTokens.default.color)
    }

    @Test func everyFeatureSwitchIsItsOwnAxis() {
        var selection = AxisTokens.Selection()
        selection.feature7 = .on
        let seven = AxisTokens(selection)
        #expect(seven.flag.f7.resolved(for: light) == 1)
        #expect(seven.flag.f8.resolved(for: light) == 0)
        let all = AxisTokens(
            feature2: .on, feature3: .on, feature4: .on, feature5: .on, feature6: .on, feature7: .on, feature8: .on,
            feature9: .on, feature10: .on, feature11: .on, feature12: .on, feature13: .on, feature14: .on, feature15: .on,
            feature16: .on, feature17: .on, feature18: .on, feature19: .on)
        let flags = [
            all.flag.f2, all.flag.f3, all.flag.f4, all.flag.f5, all.flag.f6, all.flag.f7, all.flag.f8, all.flag.f9,
            all.flag.f10, all.flag.f11, all.flag.f12, all.flag.f13, all.flag.f14, all.flag.f15, all.flag.f16, all.flag.f17,
            all.flag.f18, all.flag.f19,
        ]
        #expect(flags.map { $0.resolved(for: light) } == Array(repeating: 1, count: 18))
        #expect(all.color == AxisTokens.default.color)
        #expect(AxisTokens.Feature19.allCases.map(\.rawValue) == ["off", "on"])
        #expect(AxisTokens.Brand(rawValue: "globex") == .globex)
    }
}

/// One theme modifier keeps a static value per context and gets the same axis API as several.
@Suite struct AcmeThemeAxisTests {
    @Test func theBrandIsAnAxisOverTheStaticThemes() {
        #expect(AcmeTokens() == AcmeTokens.default)
        #expect(AcmeTokens(brand: .globex) == AcmeTokens.globex)
        #expect(AcmeTokens(AcmeTokens.Selection(brand: .acme)) == AcmeTokens.acme)
        #expect(AcmeTokens.Brand.allCases.map(\.rawValue) == AcmeTokens.themes.keys.sorted())
    }
}
