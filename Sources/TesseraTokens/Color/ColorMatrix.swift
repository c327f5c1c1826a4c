/// A 3×3 matrix applied to color triples, with the constants of CSS Color 4.
///
/// The constants are those published in CSS Color Module Level 4 (section
/// "Sample code for color conversions"). Where CSS gives them as ratios they
/// stay ratios: the compiler folds them to the nearest doubles, and each pair
/// is then inverse to within 1e-15, which keeps round trips exact to ~1e-12.
struct ColorMatrix: Sendable, Hashable {
    var row0: SIMD3<Double>
    var row1: SIMD3<Double>
    var row2: SIMD3<Double>

    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// The matrix times the column vector `vector`.
    func apply(_ vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            (row0 * vector).sum(),
            (row1 * vector).sum(),
            (row2 * vector).sum()
        )
    }
}

extension ColorMatrix {
    // MARK: sRGB (D65)

    static let linearSRGBToXYZD65 = ColorMatrix(
        [506752 / 1228815, 87881 / 245763, 12673 / 70218],
        [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1001167 / 1053270]
    )

    static let xyzD65ToLinearSRGB = ColorMatrix(
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667]
    )

    // MARK: Display P3 (D65)

    static let linearDisplayP3ToXYZD65 = ColorMatrix(
        [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
        [35783 / 156275, 247089 / 357200, 198249 / 2500400],
        [0, 32229 / 714400, 5220557 / 5000800]
    )

    static let xyzD65ToLinearDisplayP3 = ColorMatrix(
        [446124 / 178915, -333277 / 357830, -72051 / 178915],
        [-14852 / 17905, 63121 / 35810, 423 / 17905],
        [11844 / 330415, -50337 / 660830, 316169 / 330415]
    )

    // MARK: A98 RGB (D65)

    static let linearA98RGBToXYZD65 = ColorMatrix(
        [573536 / 994567, 263643 / 1420810, 187206 / 994567],
        [591459 / 1989134, 6239551 / 9945670, 374412 / 4972835],
        [53769 / 1989134, 351524 / 4972835, 4929758 / 4972835]
    )

    static let xyzD65ToLinearA98RGB = ColorMatrix(
        [1829569 / 896150, -506331 / 896150, -308931 / 896150],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [16779 / 1248040, -147721 / 1248040, 1266979 / 1248040]
    )

    // MARK: Rec. 2020 (D65)

    static let linearRec2020ToXYZD65 = ColorMatrix(
        [63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314],
        [26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157],
        [0, 19567812 / 697040785, 295819943 / 278816314]
    )

    static let xyzD65ToLinearRec2020 = ColorMatrix(
        [30757411 / 17917100, -6372589 / 17917100, -4539589 / 17917100],
        [-19765991 / 29648200, 47925759 / 29648200, 467509 / 29648200],
        [792561 / 44930125, -1921689 / 44930125, 42328811 / 44930125]
    )

    // MARK: ProPhoto RGB (D50)

    static let linearProPhotoToXYZD50 = ColorMatrix(
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0, 0, 0.82510460251046020]
    )

    static let xyzD50ToLinearProPhoto = ColorMatrix(
        [1.34578688164715830, -0.25557208737979464, -0.05110186497554526],
        [-0.54463070512490190, 1.50824774284514680, 0.02052744743642139],
        [0, 0, 1.21196754563894520]
    )

    // MARK: Bradford chromatic adaptation

    static let bradfordD65ToD50 = ColorMatrix(
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371]
    )

    static let bradfordD50ToD65 = ColorMatrix(
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124]
    )

    // MARK: OKLab (D65); the CSS Color 4 revision, recomputed for the exact D65 white

    static let xyzD65ToLMS = ColorMatrix(
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309]
    )

    static let lmsToXYZD65 = ColorMatrix(
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816]
    )

    static let nonlinearLMSToOKLab = ColorMatrix(
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774]
    )

    static let okLabToNonlinearLMS = ColorMatrix(
        [1, 0.3963377773761749, 0.2158037573099136],
        [1, -0.1055613458156586, -0.0638541728258133],
        [1, -0.0894841775298119, -1.2914855480194092]
    )
}
