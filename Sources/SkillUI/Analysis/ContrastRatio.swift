import Foundation

/// WCAG 2 color contrast: relative luminance and contrast ratio of sRGB colors.
///
/// Implements the formulas of WCAG 2.2 (success criterion 1.4.3, "relative luminance" and
/// "contrast ratio" in its glossary) exactly: each channel `c = value / 255` is linearized as
/// `c / 12.92` when `c <= 0.04045`, else `((c + 0.055) / 1.055) ^ 2.4`; luminance is
/// `0.2126 R + 0.7152 G + 0.0722 B`; the ratio is `(lighter + 0.05) / (darker + 0.05)`, from 1 to
/// 21. (WCAG 2.0 printed the threshold as 0.03928; no 8-bit value lies between the two.)
///
/// ```swift
/// let gray = SKColor.rgba(red: 0x77, green: 0x77, blue: 0x77, alpha: 255)
/// ContrastRatio.between(gray, .semantic(.background))   // 4.478… (light mode)
/// ContrastRatio.format(4.478)                            // "4.47"
/// ```
public enum ContrastRatio {
    /// The WCAG AA minimum for normal text.
    public static let normalText = 4.5
    /// The WCAG AA minimum for large text (our `title` and `headline` styles).
    public static let largeText = 3.0

    /// The relative luminance of an sRGB color, from 0 (black) to 1 (white).
    ///
    /// - Parameters:
    ///   - red: The red channel, 0–255 (fractions allowed, for blended colors).
    ///   - green: The green channel, 0–255.
    ///   - blue: The blue channel, 0–255.
    public static func luminance(red: Double, green: Double, blue: Double) -> Double {
        0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of `foreground` on `background` in light or dark mode, from 1 to 21.
    ///
    /// A translucent background is first laid over the semantic `background` of the mode; a
    /// translucent foreground is then laid over the result.
    ///
    /// - Parameters:
    ///   - foreground: The text color.
    ///   - background: The color behind it.
    ///   - dark: Whether to resolve semantic colors for dark mode.
    public static func between(_ foreground: SKColor, _ background: SKColor, dark: Bool = false) -> Double {
        let page = RGB(SKColor.semantic(.background).resolved(dark: dark))
        let behind = RGB(background.resolved(dark: dark), over: page)
        return ratio(RGB(foreground.resolved(dark: dark), over: behind), behind)
    }

    /// A ratio as people write it: rounded down to two decimals, trailing zeros dropped
    /// (`4.4999` → `"4.49"`, `2.3` → `"2.3"`, `21` → `"21"`), so a ratio just below a minimum
    /// never prints as the minimum.
    public static func format(_ ratio: Double) -> String {
        // The nudge keeps binary fractions from flooring a step too far (2.3 * 100 is 229.999…).
        let hundredths = Int((ratio * 100 + 1e-9).rounded(.down))
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return "\(whole)" }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
        return fraction < 10 ? "\(whole).0\(fraction)" : "\(whole).\(fraction)"
    }

    /// The contrast ratio of two opaque colors.
    static func ratio(_ first: RGB, _ second: RGB) -> Double {
        let one = first.luminance
        let two = second.luminance
        return (max(one, two) + 0.05) / (min(one, two) + 0.05)
    }

    private static func linear(_ value: Double) -> Double {
        let channel = value / 255
        return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
}

/// An opaque sRGB color with channels 0–255, possibly fractional after blending.
struct RGB: Sendable, Hashable, CustomStringConvertible {
    var red: Double
    var green: Double
    var blue: Double

    /// An opaque color from a resolved ``SKColor`` (alpha ignored).
    init(_ color: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
        red = Double(color.red)
        green = Double(color.green)
        blue = Double(color.blue)
    }

    /// `color` laid over `backdrop` with its alpha (plain sRGB blending, as browsers do).
    init(_ color: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), over backdrop: RGB) {
        let alpha = Double(color.alpha) / 255
        red = Double(color.red) * alpha + backdrop.red * (1 - alpha)
        green = Double(color.green) * alpha + backdrop.green * (1 - alpha)
        blue = Double(color.blue) * alpha + backdrop.blue * (1 - alpha)
    }

    var luminance: Double { ContrastRatio.luminance(red: red, green: green, blue: blue) }

    /// `#RRGGBB`, channels rounded to the nearest whole value.
    var description: String {
        func byte(_ value: Double) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }
        return SKColor.rgba(red: byte(red), green: byte(green), blue: byte(blue), alpha: 255).description
    }
}
