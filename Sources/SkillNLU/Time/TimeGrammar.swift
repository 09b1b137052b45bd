/// Reads time components from normalized scalars; the Chinese and English rules live in their own
/// files as extensions. Every method looks at scalars in place and allocates nothing.
struct TimeGrammar {
    /// A component and where it was read (`start` may lie after `at`/`on`, which are not kept).
    struct Match {
        var component: TimeComponent
        var start: Int
        var end: Int
        /// A component that may extend a point but not start one (English `morning` alone is a greeting).
        var weak = false
    }

    let s: [Unicode.Scalar]

    @inline(__always)
    func at(_ index: Int) -> Unicode.Scalar { index < s.count && index >= 0 ? s[index] : "\u{0}" }

    @inline(__always)
    func has(_ index: Int, _ a: Unicode.Scalar) -> Bool { at(index) == a }

    @inline(__always)
    func has(_ index: Int, _ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool { at(index) == a && at(index + 1) == b }

    @inline(__always)
    func has(_ index: Int, _ a: Unicode.Scalar, _ b: Unicode.Scalar, _ c: Unicode.Scalar) -> Bool {
        at(index) == a && at(index + 1) == b && at(index + 2) == c
    }

    @inline(__always)
    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x61 && scalar.value <= 0x7A }

    @inline(__always)
    static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || (scalar.value >= 0x30 && scalar.value <= 0x39)
    }

    /// The component starting at `index`, in either language.
    func component(at index: Int) -> Match? {
        let scalar = s[index]
        if scalar.value < 0x80 {
            if NumberReader.asciiDigit(scalar) != nil {
                guard !Self.isASCIIAlphanumeric(at(index - 1)), at(index - 1) != "." else { return nil }
                return numericComponent(at: index) ?? englishNumberComponent(at: index, afterAt: false)
            }
            guard Self.isASCIILetter(scalar), !Self.isASCIIAlphanumeric(at(index - 1)) else { return nil }
            return englishComponent(at: index, afterAt: false)
        }
        return chineseComponent(at: index)
    }

    /// A range connector at `index` (`到`, `至`, `-`, `~`, `to`, `until`, `through`), with spaces
    /// around it; returns where the next point starts.
    func connector(at index: Int, allowAnd: Bool) -> Int? {
        var position = index
        if has(position, " ") { position += 1 }
        switch at(position) {
        case "到", "至", "-", "~":
            position += 1
        case "t", "u", "a":
            guard let word = englishWord(at: position) else { return nil }
            switch word.word {
            case .to, .until, .through: position = word.end
            case .and where allowAnd: position = word.end
            default: return nil
            }
        default:
            return nil
        }
        if has(position, " ") { position += 1 }
        return position < s.count ? position : nil
    }
}
