/// Converts component triples between any two ``ColorSpace``s.
///
/// CIE XYZ relative to D65 is the hub: every space knows how to reach it and
/// come back, so n spaces need 2n functions instead of n². D50 spaces (CIELAB,
/// LCH, ProPhoto, XYZ-D50) are adapted with the Bradford matrices. Pairs that
/// share a base (sRGB/HSL/HWB, Lab/LCH, OKLab/OKLCH) skip the hub, which keeps
/// those conversions free of matrix round-off.
enum ColorConversion {
    /// `components` in `source` expressed in `target`; no clipping or rounding.
    static func convert(
        _ components: SIMD3<Double>,
        from source: ColorSpace,
        to target: ColorSpace
    ) -> SIMD3<Double> {
        if source == target { return components }
        if source.isSRGBModel, target.isSRGBModel {
            return fromSRGB(toSRGB(components, from: source), to: target)
        }
        switch (source, target) {
        case (.lab, .lch), (.oklab, .oklch):
            return ColorModels.rectangularToPolar(components)
        case (.lch, .lab), (.oklch, .oklab):
            return ColorModels.polarToRectangular(components)
        default:
            return fromXYZD65(toXYZD65(components, from: source), to: target)
        }
    }

    /// Components in `space` → XYZ-D65.
    static func toXYZD65(_ components: SIMD3<Double>, from space: ColorSpace) -> SIMD3<Double> {
        switch space {
        case .srgb, .srgbLinear:
            let linear = space.transferFunction.toLinear(components)
            return ColorMatrix.linearSRGBToXYZD65.apply(linear)
        case .hsl, .hwb:
            return toXYZD65(toSRGB(components, from: space), from: .srgb)
        case .displayP3:
            let linear = space.transferFunction.toLinear(components)
            return ColorMatrix.linearDisplayP3ToXYZD65.apply(linear)
        case .a98RGB:
            let linear = space.transferFunction.toLinear(components)
            return ColorMatrix.linearA98RGBToXYZD65.apply(linear)
        case .rec2020:
            let linear = space.transferFunction.toLinear(components)
            return ColorMatrix.linearRec2020ToXYZD65.apply(linear)
        case .prophotoRGB:
            let linear = space.transferFunction.toLinear(components)
            let xyzD50 = ColorMatrix.linearProPhotoToXYZD50.apply(linear)
            return ColorMatrix.bradfordD50ToD65.apply(xyzD50)
        case .lab:
            return ColorMatrix.bradfordD50ToD65.apply(ColorModels.labToXYZD50(components))
        case .lch:
            return toXYZD65(ColorModels.polarToRectangular(components), from: .lab)
        case .oklab:
            return ColorModels.okLabToXYZD65(components)
        case .oklch:
            return ColorModels.okLabToXYZD65(ColorModels.polarToRectangular(components))
        case .xyzD65:
            return components
        case .xyzD50:
            return ColorMatrix.bradfordD50ToD65.apply(components)
        }
    }

    /// XYZ-D65 → components in `space`.
    static func fromXYZD65(_ xyz: SIMD3<Double>, to space: ColorSpace) -> SIMD3<Double> {
        switch space {
        case .srgb, .srgbLinear:
            let linear = ColorMatrix.xyzD65ToLinearSRGB.apply(xyz)
            return space.transferFunction.fromLinear(linear)
        case .hsl, .hwb:
            return fromSRGB(fromXYZD65(xyz, to: .srgb), to: space)
        case .displayP3:
            let linear = ColorMatrix.xyzD65ToLinearDisplayP3.apply(xyz)
            return space.transferFunction.fromLinear(linear)
        case .a98RGB:
            let linear = ColorMatrix.xyzD65ToLinearA98RGB.apply(xyz)
            return space.transferFunction.fromLinear(linear)
        case .rec2020:
            let linear = ColorMatrix.xyzD65ToLinearRec2020.apply(xyz)
            return space.transferFunction.fromLinear(linear)
        case .prophotoRGB:
            let xyzD50 = ColorMatrix.bradfordD65ToD50.apply(xyz)
            let linear = ColorMatrix.xyzD50ToLinearProPhoto.apply(xyzD50)
            return space.transferFunction.fromLinear(linear)
        case .lab:
            return ColorModels.xyzD50ToLab(ColorMatrix.bradfordD65ToD50.apply(xyz))
        case .lch:
            return ColorModels.rectangularToPolar(fromXYZD65(xyz, to: .lab))
        case .oklab:
            return ColorModels.xyzD65ToOKLab(xyz)
        case .oklch:
            return ColorModels.rectangularToPolar(ColorModels.xyzD65ToOKLab(xyz))
        case .xyzD65:
            return xyz
        case .xyzD50:
            return ColorMatrix.bradfordD65ToD50.apply(xyz)
        }
    }

    /// A member of the sRGB model family → gamma-encoded sRGB.
    private static func toSRGB(_ components: SIMD3<Double>, from space: ColorSpace) -> SIMD3<Double> {
        switch space {
        case .hsl: return ColorModels.hslToSRGB(components)
        case .hwb: return ColorModels.hwbToSRGB(components)
        case .srgbLinear: return ColorTransferFunction.srgb.fromLinear(components)
        default: return components
        }
    }

    /// Gamma-encoded sRGB → a member of the sRGB model family.
    private static func fromSRGB(_ rgb: SIMD3<Double>, to space: ColorSpace) -> SIMD3<Double> {
        switch space {
        case .hsl: return ColorModels.srgbToHSL(rgb)
        case .hwb: return ColorModels.srgbToHWB(rgb)
        case .srgbLinear: return ColorTransferFunction.srgb.toLinear(rgb)
        default: return rgb
        }
    }
}

extension ColorSpace {
    /// sRGB itself and the models defined directly on it (linear sRGB, HSL, HWB).
    var isSRGBModel: Bool {
        switch self {
        case .srgb, .srgbLinear, .hsl, .hwb: true
        default: false
        }
    }

    /// The curve between encoded components and linear light for RGB spaces.
    var transferFunction: ColorTransferFunction {
        switch self {
        case .srgb, .displayP3: .srgb
        case .a98RGB: .a98RGB
        case .prophotoRGB: .proPhoto
        case .rec2020: .rec2020
        default: .linear
        }
    }
}
