// A SwiftUI view with literals for its colors, type, spacing, radius, opacity and motion.
import SwiftUI

struct ProfileView: View {
    let names: [String]
    let isExpanded: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 16) { // expect: TS0970 space.md
            Text("Profile")
                .font(.system(size: 22, weight: .semibold)) // expect: TS0970 typography.title
                .foregroundStyle(Color(red: 1 / 255, green: 124 / 255, blue: 1)) // expect: TS0970 palette.accent.600
                .padding(24) // expect: TS0970 space.lg
            Text(names[0])
                .padding(.horizontal, 8) // expect: TS0970 space.sm
            RoundedRectangle(cornerRadius: 14) // expect: TS0970 radius.md
                .fill(Color(white: 1)) // expect: TS0970 palette.white
            Text("Disabled")
                .opacity(0.4) // expect: TS0970 opacity.disabled
                .padding(7) // tessera:ignore
            Text("Blurred")
                .blur(radius: 3)
                .offset(x: 2, y: 10)
        }
        .animation(.easeInOut(duration: 0.3), value: names.count) // expect: TS0970 duration.normal
    }
}
