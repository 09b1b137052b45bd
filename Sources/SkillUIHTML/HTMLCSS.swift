import SkillUI

/// CSS values built from the model: colors and custom-property names, validated before use.
enum HTMLCSS {
    /// The custom property that holds a semantic color: `--sk-label`, `--sk-secondary-label`.
    static func propertyName(_ color: SKSemanticColor) -> String {
        var name = "--sk-"
        for character in color.rawValue {
            if character.isUppercase {
                name.append("-")
                name.append(contentsOf: character.lowercased())
            } else {
                name.append(character)
            }
        }
        return name
    }

    private static let semanticColors = SKSemanticColor.allCases
    private static let variables = semanticColors.map { "var(" + propertyName($0) + ")" }

    /// `var(--sk-accent)`: the custom property of a semantic color, computed once per color.
    static func variable(_ color: SKSemanticColor) -> String {
        guard let index = semanticColors.firstIndex(of: color) else { return "var(" + propertyName(color) + ")" }
        return variables[index]
    }

    /// `var(--sk-accent)` for a semantic color, `#RRGGBB`/`#RRGGBBAA` for an exact one.
    ///
    /// The hex form is built from the color's channels — never from the text the color was parsed
    /// from — and is the same as ``SKColor/description`` (a test checks that), so nothing but `#`
    /// and hex digits can reach a `style` attribute.
    static func value(_ color: SKColor) -> String {
        switch color {
        case .semantic(let semantic): return variable(semantic)
        case .rgba:
            var buffer = HTMLBuffer(capacity: 16)
            append(color, to: &buffer)
            return buffer.string
        }
    }

    /// Appends ``value(_:)`` to `buffer` without building a string.
    static func append(_ color: SKColor, to buffer: inout HTMLBuffer) {
        switch color {
        case .semantic(let semantic):
            var name = variable(semantic)
            name.withUTF8 { buffer.append(contentsOf: $0) }
        case .rgba(let red, let green, let blue, let alpha):
            buffer.append(UInt8(ascii: "#"))
            appendHex(red, to: &buffer)
            appendHex(green, to: &buffer)
            appendHex(blue, to: &buffer)
            if alpha != 255 { appendHex(alpha, to: &buffer) }
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, in uppercase hex digits.
    static func hex(_ color: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> String {
        value(.rgba(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
    }

    private static func appendHex(_ byte: UInt8, to buffer: inout HTMLBuffer) {
        func digit(_ nibble: UInt8) -> UInt8 {
            nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
        }
        buffer.append(digit(byte >> 4))
        buffer.append(digit(byte & 0xF))
    }
}
