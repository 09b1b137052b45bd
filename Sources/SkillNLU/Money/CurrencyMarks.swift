import Foundation

/// A word or symbol that names a currency next to an amount: `元`, `块钱`, `毛`, `$`, `US$`,
/// `rmb`, `dollars`, `美元`, `cents`.
struct CurrencyMark: Sendable {
    /// When a mark needs more than its presence to mean money.
    enum Caution: Sendable, Hashable {
        /// Always money (`元`, `美元`, `dollars`, `$`).
        case none
        /// A measure word too (`一块蛋糕`, `三毛`): the next ideograph must be one that can follow
        /// money (``MoneyCues/canFollowMoney(_:)``).
        case measureWord
        /// `角` (`三角形`, `八角`) and `刀` (`砍一刀`): as ``measureWord``, and after small Chinese
        /// numerals only with support (a money verb, `钱`, or a larger unit before).
        case chineseNumeralNeedsSupport
        /// `分` (`3分` is also minutes or a score): money only with a money verb before it or as
        /// part of a compound (`5毛3分`).
        case needsSupport
        /// `pound(s)`: not after weighing words, not before `of`.
        case weight
        /// `p` (pence): only written right after digits (`50p`).
        case attached
    }

    /// The mark, normalized (lowercase, half-width).
    var scalars: [Unicode.Scalar]
    /// ISO 4217 code.
    var currency: String
    /// The power of ten one unit is worth: 0 for `元`, -1 for `毛`, -2 for `分`/`cents`.
    var exponent: Int
    /// ASCII letters: must stand as a word (`usd`, not `usda`).
    var isWord: Bool
    /// What else it needs to mean money.
    var caution: Caution
    /// `¥`/`￥`: the currency is the recognizer's ``MoneyRecognizer/Options/yenSignCurrency``.
    var isYenSign: Bool

    init(_ text: String, _ currency: String, exponent: Int = 0, caution: Caution = .none) {
        scalars = Array(text.unicodeScalars)
        self.currency = currency
        self.exponent = exponent
        isWord = scalars.first.map { EnglishNumberWords.isLetter($0) } ?? false
        self.caution = caution
        isYenSign = text == "¥" || text == "￥"
    }

    /// The Chinese major units after which jiao and fen may follow (`3块8毛`, `三元五角`).
    var takesChineseMinorUnits: Bool {
        currency == "CNY" && exponent == 0 && (scalars.first == "块" || scalars.first == "元" || scalars.first == "圆")
    }

    /// `dollars`, `euros`, `bucks`, `美元`…: a major unit that cents may follow (`twelve dollars fifty`).
    var takesCents: Bool { exponent == 0 && currency != "CNY" && currency != "JPY" && currency != "KRW" }
}

/// The currency marks, looked up around numbers.
enum CurrencyMarks {
    /// Marks written after an amount (`35元`, `12 dollars`), grouped by first scalar, longest first.
    static let suffixes: [Unicode.Scalar: [CurrencyMark]] = group(suffixList, key: \.first)

    /// Marks written before an amount (`¥35`, `US$5`, `usd 20`, `人民币100`), grouped by last scalar,
    /// longest first.
    static let prefixes: [Unicode.Scalar: [CurrencyMark]] = group(prefixList, key: \.last)

    /// The longest suffix mark starting at `start`, or `nil`.
    static func suffix(in s: [Unicode.Scalar], at start: Int) -> CurrencyMark? {
        guard start < s.count, let candidates = suffixes[s[start]] else { return nil }
        for mark in candidates {
            let end = start + mark.scalars.count
            guard end <= s.count, matches(mark, in: s, at: start) else { continue }
            if mark.isWord, end < s.count, EnglishNumberWords.isLetter(s[end]) { continue }
            return mark
        }
        return nil
    }

    /// The longest prefix mark ending just before `end` and starting at or after `floor`, with its start.
    static func prefix(in s: [Unicode.Scalar], endingAt end: Int, floor: Int) -> (mark: CurrencyMark, start: Int)? {
        guard end > floor, end <= s.count, let candidates = prefixes[s[end - 1]] else { return nil }
        for mark in candidates {
            let start = end - mark.scalars.count
            guard start >= floor, matches(mark, in: s, at: start) else { continue }
            if mark.scalars.first.map(EnglishNumberWords.isLetter) == true, start > 0,
                EnglishNumberWords.isLetter(s[start - 1])
            {
                continue
            }
            return (mark, start)
        }
        return nil
    }

    @inline(__always)
    private static func matches(_ mark: CurrencyMark, in s: [Unicode.Scalar], at start: Int) -> Bool {
        var index = start
        for scalar in mark.scalars {
            guard s[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    private static func group(
        _ marks: [CurrencyMark], key: KeyPath<[Unicode.Scalar], Unicode.Scalar?>
    ) -> [Unicode.Scalar: [CurrencyMark]] {
        var groups: [Unicode.Scalar: [CurrencyMark]] = [:]
        for mark in marks {
            guard let scalar = mark.scalars[keyPath: key] else { continue }
            groups[scalar, default: []].append(mark)
        }
        return groups.mapValues { $0.sorted { $0.scalars.count > $1.scalars.count } }
    }

    private static let suffixList: [CurrencyMark] = [
        // Renminbi.
        CurrencyMark("元", "CNY"), CurrencyMark("圆", "CNY"), CurrencyMark("元钱", "CNY"),
        CurrencyMark("元人民币", "CNY"), CurrencyMark("块", "CNY", caution: .measureWord),
        CurrencyMark("块钱", "CNY"), CurrencyMark("块人民币", "CNY"), CurrencyMark("人民币", "CNY"),
        CurrencyMark("毛", "CNY", exponent: -1, caution: .measureWord), CurrencyMark("毛钱", "CNY", exponent: -1),
        CurrencyMark("角", "CNY", exponent: -1, caution: .chineseNumeralNeedsSupport),
        CurrencyMark("角钱", "CNY", exponent: -1), CurrencyMark("分", "CNY", exponent: -2, caution: .needsSupport),
        CurrencyMark("分钱", "CNY", exponent: -2), CurrencyMark("rmb", "CNY"), CurrencyMark("cny", "CNY"),
        CurrencyMark("yuan", "CNY"), CurrencyMark("kuai", "CNY"), CurrencyMark("¥", "CNY"), CurrencyMark("￥", "CNY"),
        // US dollars.
        CurrencyMark("美元", "USD"), CurrencyMark("美金", "USD"), CurrencyMark("美刀", "USD"),
        CurrencyMark("刀", "USD", caution: .chineseNumeralNeedsSupport), CurrencyMark("美分", "USD", exponent: -2),
        CurrencyMark("usd", "USD"), CurrencyMark("dollars", "USD"), CurrencyMark("dollar", "USD"),
        CurrencyMark("bucks", "USD"), CurrencyMark("buck", "USD"), CurrencyMark("us dollars", "USD"),
        CurrencyMark("us dollar", "USD"), CurrencyMark("$", "USD"), CurrencyMark("cents", "USD", exponent: -2),
        CurrencyMark("cent", "USD", exponent: -2), CurrencyMark("¢", "USD", exponent: -2),
        // Euros.
        CurrencyMark("欧元", "EUR"), CurrencyMark("欧", "EUR", caution: .measureWord), CurrencyMark("eur", "EUR"),
        CurrencyMark("euros", "EUR"), CurrencyMark("euro", "EUR"), CurrencyMark("€", "EUR"),
        CurrencyMark("欧分", "EUR", exponent: -2),
        // Pounds sterling.
        CurrencyMark("英镑", "GBP"), CurrencyMark("镑", "GBP", caution: .measureWord), CurrencyMark("gbp", "GBP"),
        CurrencyMark("pounds", "GBP", caution: .weight), CurrencyMark("pound", "GBP", caution: .weight),
        CurrencyMark("quid", "GBP"), CurrencyMark("£", "GBP"), CurrencyMark("pence", "GBP", exponent: -2),
        CurrencyMark("p", "GBP", exponent: -2, caution: .attached), CurrencyMark("british pounds", "GBP"),
        CurrencyMark("pounds sterling", "GBP"), CurrencyMark("sterling", "GBP"),
        // Yen.
        CurrencyMark("日元", "JPY"), CurrencyMark("日币", "JPY"), CurrencyMark("円", "JPY"), CurrencyMark("jpy", "JPY"),
        CurrencyMark("yen", "JPY"),
        // Others in everyday use.
        CurrencyMark("港币", "HKD"), CurrencyMark("港元", "HKD"), CurrencyMark("港纸", "HKD"), CurrencyMark("hkd", "HKD"),
        CurrencyMark("hk dollars", "HKD"), CurrencyMark("hong kong dollars", "HKD"), CurrencyMark("台币", "TWD"),
        CurrencyMark("新台币", "TWD"), CurrencyMark("twd", "TWD"), CurrencyMark("韩元", "KRW"), CurrencyMark("韩币", "KRW"),
        CurrencyMark("krw", "KRW"), CurrencyMark("won", "KRW"), CurrencyMark("加元", "CAD"), CurrencyMark("加币", "CAD"),
        CurrencyMark("cad", "CAD"), CurrencyMark("canadian dollars", "CAD"), CurrencyMark("澳元", "AUD"),
        CurrencyMark("澳币", "AUD"), CurrencyMark("aud", "AUD"), CurrencyMark("australian dollars", "AUD"),
        CurrencyMark("新币", "SGD"), CurrencyMark("新加坡元", "SGD"), CurrencyMark("sgd", "SGD"),
        CurrencyMark("singapore dollars", "SGD"), CurrencyMark("泰铢", "THB"), CurrencyMark("thb", "THB"),
        CurrencyMark("baht", "THB"), CurrencyMark("瑞郎", "CHF"), CurrencyMark("瑞士法郎", "CHF"), CurrencyMark("chf", "CHF"),
        CurrencyMark("卢比", "INR"), CurrencyMark("inr", "INR"), CurrencyMark("rupees", "INR"), CurrencyMark("卢布", "RUB"),
        CurrencyMark("澳门币", "MOP"), CurrencyMark("nzd", "NZD"),
        // Names of other currencies, in Chinese and English, and ISO codes that are not English words.
        CurrencyMark("铢", "THB"), CurrencyMark("泰币", "THB"), CurrencyMark("thai baht", "THB"),
        CurrencyMark("越南盾", "VND"), CurrencyMark("越南币", "VND"), CurrencyMark("印尼盾", "IDR"),
        CurrencyMark("马币", "MYR"), CurrencyMark("林吉特", "MYR"), CurrencyMark("ringgit", "MYR"),
        CurrencyMark("新西兰元", "NZD"), CurrencyMark("纽币", "NZD"), CurrencyMark("澳门元", "MOP"),
        CurrencyMark("墨西哥比索", "MXN"), CurrencyMark("mexican pesos", "MXN"), CurrencyMark("mexican peso", "MXN"),
        CurrencyMark("迪拉姆", "AED"), CurrencyMark("dirhams", "AED"), CurrencyMark("瑞典克朗", "SEK"),
        CurrencyMark("丹麦克朗", "DKK"), CurrencyMark("挪威克朗", "NOK"), CurrencyMark("swiss francs", "CHF"),
        CurrencyMark("swiss franc", "CHF"), CurrencyMark("francs", "CHF"), CurrencyMark("aussie dollars", "AUD"),
        CurrencyMark("renminbi", "CNY"), CurrencyMark("rubles", "RUB"), CurrencyMark("roubles", "RUB"),
        CurrencyMark("ruble", "RUB"), CurrencyMark("rupee", "INR"), CurrencyMark("reais", "BRL"),
        CurrencyMark("shekels", "ILS"), CurrencyMark("zloty", "PLN"), CurrencyMark("rand", "ZAR"),
        CurrencyMark("aed", "AED"), CurrencyMark("sek", "SEK"), CurrencyMark("dkk", "DKK"), CurrencyMark("nok", "NOK"),
        CurrencyMark("pln", "PLN"), CurrencyMark("czk", "CZK"), CurrencyMark("huf", "HUF"), CurrencyMark("zar", "ZAR"),
        CurrencyMark("brl", "BRL"), CurrencyMark("mxn", "MXN"), CurrencyMark("idr", "IDR"), CurrencyMark("vnd", "VND"),
        CurrencyMark("myr", "MYR"), CurrencyMark("ils", "ILS"), CurrencyMark("sar", "SAR"),
        CurrencyMark("rub", "RUB", caution: .needsSupport),
        CurrencyMark("mop", "MOP", caution: .needsSupport),
        // More names: countries' full names, singulars, and codes.
        CurrencyMark("加拿大元", "CAD"), CurrencyMark("加拿大币", "CAD"), CurrencyMark("澳大利亚元", "AUD"),
        CurrencyMark("新加坡币", "SGD"), CurrencyMark("新西兰币", "NZD"), CurrencyMark("纽元", "NZD"),
        CurrencyMark("令吉", "MYR"), CurrencyMark("印度卢比", "INR"), CurrencyMark("俄罗斯卢布", "RUB"),
        CurrencyMark("日圆", "JPY"), CurrencyMark("韩国元", "KRW"), CurrencyMark("菲律宾比索", "PHP"),
        CurrencyMark("土耳其里拉", "TRY"), CurrencyMark("里拉", "TRY"), CurrencyMark("印尼卢比", "IDR"),
        CurrencyMark("人民币元", "CNY"), CurrencyMark("美元钱", "USD"), CurrencyMark("澳门元", "MOP"),
        CurrencyMark("巴西雷亚尔", "BRL"), CurrencyMark("雷亚尔", "BRL"), CurrencyMark("南非兰特", "ZAR"),
        CurrencyMark("沙特里亚尔", "SAR"), CurrencyMark("阿联酋迪拉姆", "AED"), CurrencyMark("欧元钱", "EUR"),
        CurrencyMark("singapore dollar", "SGD"), CurrencyMark("canadian dollar", "CAD"),
        CurrencyMark("australian dollar", "AUD"), CurrencyMark("hong kong dollar", "HKD"),
        CurrencyMark("hk dollar", "HKD"), CurrencyMark("new zealand dollars", "NZD"),
        CurrencyMark("new zealand dollar", "NZD"), CurrencyMark("nz dollars", "NZD"),
        CurrencyMark("kiwi dollars", "NZD"),
        CurrencyMark("taiwan dollars", "TWD"), CurrencyMark("nt dollars", "TWD"), CurrencyMark("japanese yen", "JPY"),
        CurrencyMark("korean won", "KRW"), CurrencyMark("indian rupees", "INR"), CurrencyMark("russian rubles", "RUB"),
        CurrencyMark("american dollars", "USD"), CurrencyMark("chinese yuan", "CNY"),
        CurrencyMark("aussie dollar", "AUD"),
        CurrencyMark("philippine pesos", "PHP"), CurrencyMark("php", "PHP"), CurrencyMark("dong", "VND"),
        CurrencyMark("lira", "TRY"), CurrencyMark("riyals", "SAR"), CurrencyMark("riyal", "SAR"),
        CurrencyMark("dirham", "AED"), CurrencyMark("krona", "SEK"), CurrencyMark("kronor", "SEK"),
        CurrencyMark("rupiah", "IDR"), CurrencyMark("forint", "HUF"), CurrencyMark("koruna", "CZK"),
        CurrencyMark("zlotys", "PLN"), CurrencyMark("euro cents", "EUR", exponent: -2), CurrencyMark("sfr", "CHF"),
        CurrencyMark("nis", "ILS"), CurrencyMark("ngn", "NGN"), CurrencyMark("egp", "EGP"), CurrencyMark("kes", "KES"),
        CurrencyMark("₱", "PHP"), CurrencyMark("₫", "VND"), CurrencyMark("₺", "TRY"), CurrencyMark("₪", "ILS"),
        CurrencyMark("₽", "RUB"), CurrencyMark("₹", "INR"), CurrencyMark("₩", "KRW"), CurrencyMark("฿", "THB"),
        CurrencyMark("usd$", "USD"),
    ]

    private static let prefixList: [CurrencyMark] = [
        CurrencyMark("$", "USD"), CurrencyMark("us$", "USD"), CurrencyMark("usd$", "USD"), CurrencyMark("hk$", "HKD"),
        CurrencyMark("c$", "CAD"), CurrencyMark("ca$", "CAD"), CurrencyMark("a$", "AUD"), CurrencyMark("au$", "AUD"),
        CurrencyMark("s$", "SGD"), CurrencyMark("nt$", "TWD"), CurrencyMark("nz$", "NZD"), CurrencyMark("r$", "BRL"),
        CurrencyMark("mx$", "MXN"), CurrencyMark("¥", "CNY"), CurrencyMark("￥", "CNY"), CurrencyMark("rmb¥", "CNY"),
        CurrencyMark("€", "EUR"), CurrencyMark("£", "GBP"), CurrencyMark("₩", "KRW"), CurrencyMark("₹", "INR"),
        CurrencyMark("₽", "RUB"), CurrencyMark("฿", "THB"), CurrencyMark("usd", "USD"), CurrencyMark("rmb", "CNY"),
        CurrencyMark("cny", "CNY"), CurrencyMark("eur", "EUR"), CurrencyMark("gbp", "GBP"), CurrencyMark("jpy", "JPY"),
        CurrencyMark("hkd", "HKD"), CurrencyMark("cad", "CAD"), CurrencyMark("aud", "AUD"), CurrencyMark("sgd", "SGD"),
        CurrencyMark("krw", "KRW"), CurrencyMark("twd", "TWD"), CurrencyMark("chf", "CHF"), CurrencyMark("inr", "INR"),
        CurrencyMark("thb", "THB"), CurrencyMark("nzd", "NZD"), CurrencyMark("人民币", "CNY"), CurrencyMark("美元", "USD"),
        CurrencyMark("美金", "USD"), CurrencyMark("港币", "HKD"), CurrencyMark("日元", "JPY"), CurrencyMark("欧元", "EUR"),
        CurrencyMark("英镑", "GBP"), CurrencyMark("港元", "HKD"), CurrencyMark("澳币", "AUD"), CurrencyMark("澳元", "AUD"),
        CurrencyMark("日币", "JPY"), CurrencyMark("韩元", "KRW"), CurrencyMark("韩币", "KRW"), CurrencyMark("台币", "TWD"),
        CurrencyMark("新台币", "TWD"), CurrencyMark("马币", "MYR"), CurrencyMark("澳门币", "MOP"), CurrencyMark("泰铢", "THB"),
        CurrencyMark("加元", "CAD"), CurrencyMark("加币", "CAD"), CurrencyMark("新币", "SGD"), CurrencyMark("卢布", "RUB"),
        CurrencyMark("越南盾", "VND"), CurrencyMark("瑞郎", "CHF"), CurrencyMark("aed", "AED"), CurrencyMark("sek", "SEK"),
        CurrencyMark("dkk", "DKK"), CurrencyMark("nok", "NOK"), CurrencyMark("pln", "PLN"), CurrencyMark("czk", "CZK"),
        CurrencyMark("huf", "HUF"), CurrencyMark("zar", "ZAR"), CurrencyMark("brl", "BRL"), CurrencyMark("mxn", "MXN"),
        CurrencyMark("idr", "IDR"), CurrencyMark("vnd", "VND"), CurrencyMark("myr", "MYR"), CurrencyMark("ils", "ILS"),
        CurrencyMark("sar", "SAR"), CurrencyMark("rub", "RUB", caution: .needsSupport),
        CurrencyMark("mop", "MOP", caution: .needsSupport),
        CurrencyMark("₱", "PHP"), CurrencyMark("₫", "VND"), CurrencyMark("₺", "TRY"), CurrencyMark("₪", "ILS"),
        CurrencyMark("₦", "NGN"), CurrencyMark("rs", "INR"), CurrencyMark("rs.", "INR"), CurrencyMark("rp", "IDR"),
        CurrencyMark("rm", "MYR"), CurrencyMark("sfr", "CHF"),
        CurrencyMark("卢比", "INR"), CurrencyMark("瑞士法郎", "CHF"), CurrencyMark("新加坡元", "SGD"),
        CurrencyMark("新西兰元", "NZD"), CurrencyMark("纽币", "NZD"), CurrencyMark("港纸", "HKD"), CurrencyMark("美刀", "USD"),
        CurrencyMark("印尼盾", "IDR"), CurrencyMark("林吉特", "MYR"), CurrencyMark("令吉", "MYR"), CurrencyMark("澳门元", "MOP"),
        CurrencyMark("日圆", "JPY"), CurrencyMark("加拿大元", "CAD"), CurrencyMark("澳大利亚元", "AUD"),
        CurrencyMark("泰币", "THB"),
    ]
}
