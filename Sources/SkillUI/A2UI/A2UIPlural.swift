/// CLDR plural categories (`zero`, `one`, `two`, `few`, `many`, `other`) for the cardinal rules of
/// a few languages; any other language answers `other`.
///
/// Rules (CLDR 44): English, German, Dutch, Swedish, Italian, Spanish: `one` for 1 with no
/// fraction. French and Portuguese: `one` for 0 and 1 (whole). Chinese, Japanese, Korean: always
/// `other`. Russian and Ukrainian: `one`, `few`, `many` by the last digits. Arabic: all six.
enum A2UIPlural {
    static func category(_ value: Double, language: String) -> String {
        let base =
            language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)?.lowercased() ?? "en"
        let isWhole = value == value.rounded() && abs(value) < 1e15
        let whole = isWhole ? Int64(abs(value)) : -1
        switch base {
        case "en", "de", "nl", "sv", "it", "es", "da", "nb", "fi", "el":
            return whole == 1 ? "one" : "other"
        case "fr", "pt":
            return whole == 0 || whole == 1 || (!isWhole && abs(value) < 2) ? "one" : "other"
        case "ru", "uk":
            guard isWhole else { return "other" }
            let mod10 = whole % 10
            let mod100 = whole % 100
            if mod10 == 1 && mod100 != 11 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "ar":
            guard isWhole else { return "other" }
            let mod100 = whole % 100
            switch whole {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default:
                if (3...10).contains(mod100) { return "few" }
                if (11...99).contains(mod100) { return "many" }
                return "other"
            }
        default:
            return "other"
        }
    }
}
