/// A color: an exact sRGB value, or a semantic name that follows light and dark mode.
///
/// Wire form: `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`, or a semantic name such as `"label"`.
public enum SKColor: Sendable, Hashable, CustomStringConvertible {
    /// An exact color with alpha, each channel 0–255.
    case rgba(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// A role that resolves differently in light and dark mode.
    case semantic(SKSemanticColor)

    /// Parses `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"` (case-insensitive) or a semantic name; `nil` otherwise.
    public init?(_ text: String) {
        if let semantic = SKSemanticColor(name: text) {
            self = .semantic(semantic)
            return
        }
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.utf8.dropFirst())
        guard digits.allSatisfy({ Self.hexValue($0) != nil }) else { return nil }
        func byte(_ high: UInt8, _ low: UInt8) -> UInt8 {
            (Self.hexValue(high) ?? 0) << 4 | (Self.hexValue(low) ?? 0)
        }
        switch digits.count {
        case 3:
            self = .rgba(
                red: byte(digits[0], digits[0]), green: byte(digits[1], digits[1]), blue: byte(digits[2], digits[2]),
                alpha: 255)
        case 6, 8:
            self = .rgba(
                red: byte(digits[0], digits[1]), green: byte(digits[2], digits[3]), blue: byte(digits[4], digits[5]),
                alpha: digits.count == 8 ? byte(digits[6], digits[7]) : 255)
        default:
            return nil
        }
    }

    /// The wire form: `#RRGGBB` (or `#RRGGBBAA` when not opaque), or the semantic name.
    public var description: String {
        switch self {
        case .semantic(let name):
            return name.rawValue
        case .rgba(let red, let green, let blue, let alpha):
            let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
            return "#" + channels.map { Self.hex($0) }.joined()
        }
    }

    /// The exact color in light mode and in dark mode.
    public func resolved(dark: Bool) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        switch self {
        case .rgba(let red, let green, let blue, let alpha): (red, green, blue, alpha)
        case .semantic(let name): dark ? name.dark : name.light
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func hex(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }
}

/// Semantic color roles and their light and dark values (one palette for every renderer).
public enum SKSemanticColor: String, Sendable, Hashable, CaseIterable {
    case label, secondaryLabel, background, secondaryBackground, accent, success, warning, danger

    /// Accepts the canonical name, any case, and `snake_case`/`kebab-case` spellings
    /// (`secondary_label`, `secondary-label`).
    public init?(name: String) {
        let folded = name.lowercased().replacingOccurrences(of: "_", with: "").replacingOccurrences(of: "-", with: "")
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
        self = match
    }

    /// The value in light mode.
    public var light: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        switch self {
        case .label: (0x1C, 0x1C, 0x1E, 255)
        case .secondaryLabel: (0x5F, 0x5F, 0x66, 255)
        case .background: (0xFF, 0xFF, 0xFF, 255)
        case .secondaryBackground: (0xF2, 0xF2, 0xF7, 255)
        case .accent: (0x00, 0x5F, 0xCC, 255)
        case .success: (0x1A, 0x7F, 0x37, 255)
        case .warning: (0x9A, 0x67, 0x00, 255)
        case .danger: (0xC4, 0x1E, 0x1E, 255)
        }
    }

    /// The value in dark mode.
    public var dark: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        switch self {
        case .label: (0xF2, 0xF2, 0xF7, 255)
        case .secondaryLabel: (0xAE, 0xAE, 0xB2, 255)
        case .background: (0x1C, 0x1C, 0x1E, 255)
        case .secondaryBackground: (0x2C, 0x2C, 0x2E, 255)
        case .accent: (0x4C, 0xA3, 0xFF, 255)
        case .success: (0x4A, 0xD6, 0x6D, 255)
        case .warning: (0xFF, 0xC1, 0x4D, 255)
        case .danger: (0xFF, 0x6B, 0x6B, 255)
        }
    }
}
