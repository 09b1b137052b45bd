#if canImport(SwiftUI)
    import SkillUI
    import SwiftUI

    extension SKColor {
        /// The color as drawn in `scheme`: a semantic color takes its light or dark value from the one palette
        /// every renderer shares (``SKColor/resolved(dark:)``).
        func color(in scheme: ColorScheme) -> Color {
            let value = resolved(dark: scheme == .dark)
            return Color(
                .sRGB, red: Double(value.red) / 255, green: Double(value.green) / 255, blue: Double(value.blue) / 255,
                opacity: Double(value.alpha) / 255)
        }
    }
#endif
