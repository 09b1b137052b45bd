import Foundation

/// The words around a bare number that make it money (`花了35`, `房租两千三`, `paid 35 for lunch`,
/// `5k salary`), and the words that may follow money.
enum MoneyCues {
    /// How an English word bears on a nearby number.
    enum EnglishRole: Sendable, Hashable {
        /// A money verb or noun before the number: `paid`, `spent`, `cost`, `rent`.
        case cueBefore
        /// A money noun after the number: `salary`, `rent`, `budget`.
        case cueAfter
        /// A money noun on either side: `rent`, `salary`.
        case cueEither
        /// May stand between a cue and the number: `me`, `about`, `was`.
        case filler
        /// Weighing words: `pounds` after them is weight.
        case weighing
    }

    // MARK: - Chinese

    /// Words that make the bare number right after them money (after fillers: `花了大概35`).
    private static let chineseCues: [[Unicode.Scalar]] = [
        "花了", "花", "花费", "花掉", "付了", "付", "支付", "付款", "消费", "用了", "用掉", "收了", "收", "赚了", "赚", "挣了", "挣",
        "存了", "存", "取了", "取", "借了", "借", "还了", "还", "欠", "转了", "转账", "转", "交了", "交", "缴了", "缴", "充了", "充值",
        "充", "报销", "退了", "退回", "赔了", "亏了", "捐了", "捐", "打赏", "卖了", "卖", "买了", "发了", "收到", "到账", "入账",
        "进账", "支出", "收入", "余额", "预算", "金额", "总额", "一共", "总共", "合计", "共计", "总计", "价格", "价钱", "售价", "要价",
        "要", "成本", "红包", "首付", "月供", "罚了", "值", "人均", "每人", "每位", "一人", "均价", "折后", "到手", "优惠后", "买的", "花的", "付的",
        "下单", "下单了", "入手", "入手了", "aa", "aa了", "平摊", "均摊", "分摊", "摊了", "退货", "涨到", "降到", "调到", "涨价到", "拍下", "拍了", "订了",
        "订的",
        "租了", "充了值", "打赏了", "随了", "随礼", "给了",
        "还款",
        "贷款", "融资", "欠了", "出了", "卖出", "卖掉", "赚到", "挣到", "退款", "赔偿", "罚款", "花销", "开销", "开支",
        // A shop's takings: 晚市营业额 5120, 今天营收 8640.
        "营业额", "营收", "流水", "来回", "往返",
        // 每小时80 共240: the total after a price per hour or per piece.
        "共",
        // 考试报名560: a sign-up and its fee; 进了一批白玫瑰 640: stock bought in.
        "报名", "进了",
    ].map { Array($0.unicodeScalars) }

    /// Last characters that make a word a money noun: `话费`, `饭钱`, `货款`, `房租`, `月薪`, `工资`,
    /// `押金`, `单价`, `账`, `个税`, `利息`, `奖`.
    @inline(__always)
    private static func endsMoneyNoun(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "费", "钱", "款", "租", "薪", "资", "金", "价", "账", "税", "息", "奖": true
        default: false
        }
    }

    /// Words that may stand between a cue and its number: `了`, `是`, `大概`, `我`.
    private static let chineseFillers: [[Unicode.Scalar]] = [
        "了", "是", "为", "约", "共", "大概", "大约", "差不多", "将近", "快", "才", "就", "只", "足足", "掉", "我", "你", "他", "她",
        "了我", "给我", "给他", "给她", "给你", "都", "也", "每年", "每月", "每个月", "一年", "一个月", "每天", "每晚", "一晚",
        "一次", "每次",
    ].map { Array($0.unicodeScalars) }

    /// Chinese money nouns that may follow an amount: `2万月薪`, `100块话费`, `原价199现价99`.
    private static let chineseCuesAfter: [[Unicode.Scalar]] = [
        "月薪", "年薪", "工资", "房租", "奖金", "红包", "话费", "电费", "水费", "网费", "车费", "运费", "小费", "学费", "房费",
        "油费", "饭钱", "车钱", "现价", "原价", "押金", "定金", "订金", "零钱", "现金", "首付", "月供", "包邮", "压岁钱",
        "份子钱", "年终奖", "生活费", "预算", "贷款", "存款",
        // A ledger request right after the amount: 年夜饭饭店订的 2888 记一下.
        "记一下", "记一笔", "记上", "记下", "记账", "帮我记",
        // Money arriving right after the amount: 跑单奖励200到账, 退款89已退回.
        "到账", "入账", "进账", "已到账",
        // Money paid back right after the amount: 酒店两晚1160报销.
        "报销", "已报销", "能报销", "可报销",
    ].map { Array($0.unicodeScalars) }

    /// Whether an ideograph may follow an amount: particles and verbs (`35块了`, `3块买了`,
    /// `两块五一斤`), not the nouns a measure word counts (`一块蛋糕`, `三角形`, `3欧姆`, `5分钟`).
    @inline(__always)
    static func canFollowMoney(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "了", "的", "吧", "啊", "呀", "嘛", "哦", "呢", "哈", "吗", "啦", "咯", "呗", "嘞", "么", "给", "买", "在", "用", "还", "就",
            "都", "也", "又", "到", "左", "多", "每", "和", "跟", "与", "及", "或", "而", "加", "整", "付", "交", "转", "充", "花",
            "请", "是", "但", "没", "要", "已", "存", "借", "收", "退", "可", "能", "算", "呐", "哇", "噢", "欸":
            true
        default: NumberReader.chineseDigit(scalar) != nil
        }
    }

    /// Whether a money cue ends just before `end` (after skipping spaces, `:` and fillers).
    static func chineseCueBefore(_ s: [Unicode.Scalar], end: Int) -> Bool {
        var position = end
        while position > 0, s[position - 1] == " " || s[position - 1] == ":" { position -= 1 }
        let anchor = position
        for _ in 0..<3 {
            guard position > 0 else { break }
            if endsMoneyNoun(s[position - 1]) || endsWithAny(chineseCues, in: s, at: position) != nil { return true }
            guard let filler = endsWithAny(chineseFillers, in: s, at: position) else { break }
            position -= filler
            // 门球队会费 一年200: a space may stand between the money noun and the filler.
            while position > 0, s[position - 1] == " " { position -= 1 }
        }
        // 足球课 一学期2400, 健身卡一年1800: a price per term or per year right before the number.
        if endsWithAny(chinesePricePeriods, in: s, at: anchor) != nil, anchor == end { return true }
        // A money verb with its object between: 还了信用卡2000, 借了朋友500.
        position = anchor
        for _ in 0..<4 {
            guard position > 0, NumberReader.isCJK(s[position - 1]), NumberReader.chineseDigit(s[position - 1]) == nil
            else { return false }
            position -= 1
            if endsWithAny(chineseVerbsWithObject, in: s, at: position) != nil { return true }
        }
        return false
    }

    /// A period a price is for, written right against its number (`一学期2400`, `一年200`, `每月300`,
    /// `一天两百五`), or the one thing it is for (`每套95`, `一张1000`).
    static let chinesePricePeriods: [[Unicode.Scalar]] =
        [
            "一学期", "每学期", "一个学期", "一年", "每年", "半年", "一季度", "每季度", "一个月", "每个月", "每月", "一晚", "每晚", "一节课",
            "每节课", "一次", "每次", "一天", "每天", "一小时", "每小时", "一个小时", "每个小时",
        ].map { Array($0.unicodeScalars) }
        // 每套95, 每件120, 一张1000: a price for each one counted.
        + "套件条张个人位份盒瓶斤箱双只台辆间把棵支根袋包桶罐本块片节趟顿碗杯".unicodeScalars.flatMap { measure in
            [["每", measure], ["一", measure]] as [[Unicode.Scalar]]
        }

    /// Money verbs that may take an object before the amount: `还了信用卡2000`, `转给妈妈500`.
    private static let chineseVerbsWithObject: [[Unicode.Scalar]] = [
        "花了", "付了", "还了", "交了", "借了", "借给", "转了", "转给", "转账给", "充了", "存了", "给了", "付给", "收了", "退了",
        "赔了", "发了", "还", "交", "付", "充", "存", "借", "转", "捐", "请", "给", "打赏", "缴", "缴了", "买了", "买",
        // 欠小王200.
        "欠", "欠了",
        // 客人订了烤全羊1288: what was ordered, then its price.
        "订了",
    ].map { Array($0.unicodeScalars) }

    /// Whether a word of two or three ideographs that ends as money nouns do (`钱`, `费`, `款`,
    /// `租`, `税`) starts at `start`: `两百块压岁钱`, `一百块路费`.
    static func moneyNounAt(_ s: [Unicode.Scalar], start: Int) -> Bool {
        for length in 2...3 {
            let last = start + length - 1
            guard last < s.count, NumberReader.isCJK(s[last]) else { return false }
            switch s[last] {
            case "钱", "费", "款", "租", "税": return true
            default: continue
            }
        }
        return false
    }

    /// Whether the next clause of a list starts at `start`: a money verb (`红包收了200发了100`) or
    /// a time of day (`上午买书60下午看电影45`).
    static func nextClauseAt(_ s: [Unicode.Scalar], start: Int) -> Bool {
        guard start + 1 < s.count else { return false }
        switch (s[start], s[start + 1]) {
        case ("发", "了"), ("收", "了"), ("花", "了"), ("付", "了"), ("还", "了"), ("借", "了"), ("转", "了"), ("交", "了"),
            ("给", "了"), ("买", "了"), ("存", "了"), ("上", "午"), ("下", "午"), ("中", "午"), ("晚", "上"), ("早", "上"),
            ("今", "天"), ("昨", "天"), ("前", "天"), ("明", "天"), ("后", "天"), ("傍", "晚"),
            // 周三打车56 周四打车48: the next entry's day.
            ("星", "期"), ("礼", "拜"), ("今", "晚"), ("昨", "晚"), ("上", "周"), ("这", "周"),
            // 咖啡28然后蛋糕32, 两万五成交, 一共360 我出了120.
            ("然", "后"), ("成", "交"), ("另", "外"), ("顺", "便"), ("我", "出"), ("我", "付"), ("我", "花"), ("我", "给"):
            return true
        case ("周", let day) where "一二三四五六日天末".unicodeScalars.contains(day):
            return true
        default: return false
        }
    }

    /// Whether a short clause of when it is paid starts at `start` and ends the message or a
    /// clause: 尾款5800当天付, 尾款1300搬完付, 尾款3400考前交 (at most five ideographs ending in a
    /// payment verb, then a break).
    static func paidLaterAt(_ s: [Unicode.Scalar], start: Int) -> Bool {
        var position = start
        while position < s.count, position - start < 6, NumberReader.isCJK(s[position]),
            NumberReader.chineseDigit(s[position]) == nil
        {
            position += 1
        }
        guard position > start + 1, position == s.count || " ，,。；;".unicodeScalars.contains(s[position]) else {
            return false
        }
        var last = position - 1
        if s[last] == "了", last > start { last -= 1 }
        return "付交结给转清".unicodeScalars.contains(s[last])
    }

    /// Whether a word of approximation starts at `start` after a measure word: `两千块不到`,
    /// `三百块左右`, `五十块以内`.
    static func approximationAt(_ s: [Unicode.Scalar], start: Int) -> Bool {
        guard start + 1 < s.count else { return false }
        switch (s[start], s[start + 1]) {
        case ("不", "到"), ("不", "止"), ("不", "够"), ("以", "上"), ("以", "内"), ("以", "下"), ("左", "右"), ("上", "下"),
            ("出", "头"), ("封", "顶"):
            return true
        default: return false
        }
    }

    /// Whether a money noun starts at `start` (`2万月薪`, `100块话费`).
    static func chineseCueAfter(_ s: [Unicode.Scalar], start: Int) -> Bool {
        for word in chineseCuesAfter where start + word.count <= s.count && word[0] == s[start] {
            if s[start..<start + word.count].elementsEqual(word) { return true }
        }
        return false
    }

    /// The length of the longest word in `words` that ends just before `end`.
    private static func endsWithAny(_ words: [[Unicode.Scalar]], in s: [Unicode.Scalar], at end: Int) -> Int? {
        var best: Int?
        for word in words where word.count <= end && word.count > (best ?? 0) && word[word.count - 1] == s[end - 1] {
            if s[(end - word.count)..<end].elementsEqual(word) { best = word.count }
        }
        return best
    }

    // MARK: - English

    /// The role of the English word `scalars[range]`, if it has one.
    @inline(__always)
    static func englishRole(_ s: [Unicode.Scalar], _ range: Range<Int>) -> EnglishRole? {
        guard let code = EnglishNumberWords.code(s, range) else { return nil }
        return englishRoles[code]
    }

    /// Whether the English word `scalars[range]` may follow a bare amount (`35 for lunch`,
    /// `40 on groceries`, `12 yesterday`), unlike units (`3 hours`, `5 km`).
    @inline(__always)
    static func englishCanFollowMoney(_ s: [Unicode.Scalar], _ range: Range<Int>) -> Bool {
        guard let code = EnglishNumberWords.code(s, range) else { return false }
        return englishFollowers.contains(code)
    }

    private static let englishRoles: [UInt64: EnglishRole] = {
        var roles: [UInt64: EnglishRole] = [:]
        let before = [
            "paid", "pay", "pays", "paying", "spent", "spend", "spends", "spending", "cost", "costs", "costing",
            "costed", "price", "priced", "charged", "charge", "charges", "earned", "earn", "earns", "bill", "fare",
            "fee", "fees", "tip", "tipped", "owe", "owes", "owed", "lent", "borrowed", "totaled", "totalled",
            "totaling", "deposit", "deposited", "withdrew", "withdraw", "withdrawn", "transferred", "transfer",
            "refund", "refunded", "donated", "expense", "expenses", "payment", "wage", "wages", "balance", "worth",
            "raised", "raise", "raising", "sold", "sell", "sells", "selling", "invested", "invest", "saved", "save",
            "borrow", "lend", "loaned", "loan", "debt", "owing", "valued", "valuation", "funding", "revenue", "profit",
            "donate", "log", "logged", "record", "recorded", "splurged", "dropped", "blew", "shelled", "forked",
            "reimbursed", "reimbursement", "deposit", "tipping", "venmoed", "venmo", "zelle", "zelled", "fined",
            "costed", "priced", "budgeted", "net", "gross", "netted", "grossed", "cashed", "collected",
            // "put 50 on my meal card", "loaded 20 onto my metrocard".
            "put", "loaded", "reloaded", "topped",
            // "grandpa sent 300 for audition travel".
            "sent", "gave",
        ]
        for word in before { roles[EnglishNumberWords.code(word)] = .cueBefore }
        for word in ["budget", "cash"] { roles[EnglishNumberWords.code(word)] = .cueAfter }
        // "260 total", "total 260"; "bonus came in: five thousand", "5k bonus".
        for word in [
            "salary", "rent", "paycheck", "total", "bonus", "income", "check", "invoice", "payout", "commission",
            "stipend", "allowance", "diem", "takings", "deposits",
            // "dad's PT last saturday 60 copay", "parking 12 fee".
            "copay", "copays", "deductible", "fee", "fees", "toll", "tolls",
            // "got a donation 300", "donation came in on the 1st 500".
            "donation", "donations",
            // "left a 200 deposit for the brake job"; "night differential came in 75".
            "deposit", "differential", "overtime",
            // "retainer came in 5000", "first installment 16000", "refund came thru 45".
            "retainer", "installment", "instalment", "refund", "reimbursement",
            // "order money 42 in, dumplings 19".
            "money",
        ] {
            roles[EnglishNumberWords.code(word)] = .cueEither
        }
        let fillers = [
            "me", "us", "him", "her", "them", "you", "about", "around", "roughly", "approximately", "almost", "nearly",
            "over", "under", "just", "only", "like", "was", "is", "were", "are", "be", "of", "another", "extra", "a",
            "an", "me", "exactly", "at", "least", "most", "up", "to", "maybe", "came", "comes", "come",
            "back", "out", "down", "off", "in", "another", "total", "like", "some", "almost",
            // "rent went up to 2,150"
            "went", "goes", "gone", "now",
        ]
        for word in fillers where roles[EnglishNumberWords.code(word)] == nil {
            roles[EnglishNumberWords.code(word)] = .filler
        }
        for word in ["lost", "lose", "losing", "gained", "gain", "gaining", "weigh", "weighs", "weighed", "weighing"] {
            roles[EnglishNumberWords.code(word)] = .weighing
        }
        return roles
    }()

    private static let englishFollowers: Set<UInt64> = Set(
        ([
            "for", "on", "at", "in", "to", "from", "with", "and", "or", "yesterday", "today", "tonight", "tomorrow",
            "last", "this", "each", "per", "a", "an", "the", "so", "but", "total", "plus", "including", "already",
            "back", "via", "cash", "then", "when", "because", "after", "before", "since", "now", "please", "thanks",
            "ok", "okay", "every", "bucks", "monthly", "weekly", "yearly", "upfront", "tax", "tip", "by",
            "there", "back", "home", "out", "apiece", "even", "flat", "cash", "change", "including", "incl", "net",
            "gross", "tops", "max", "came", "was", "is", "went", "got", "last", "later", "again", "too", "also",
            "tomorrow", "morning", "afternoon", "evening", "night", "into", "off", "down", "deposit", "due", "owed",
            "plus", "minus", "less", "after", "before", "said", "from", "that", "which", "via", "using",
            // "uber 23.40 pls log it", "gas 47 log it".
            "pls", "plz", "log", "thx", "ty", "paid", "received", "cleared", "landed", "arrived", "hit", "deposited",
            // "parking ticket 65 ugh".
            "ugh", "lol", "smh", "oof", "yikes", "sigh", "ouch",
        ]
            // "paid me 200 friday": the day it was paid.
            + EnglishWeekdayNames.all).map(EnglishNumberWords.code))

    /// Whether a money cue word stands before `end` (skipping up to three fillers: `cost me about 12`).
    static func englishCueBefore(_ s: [Unicode.Scalar], end: Int) -> Bool {
        // "made 300 on walks": "made" right before the number (not "made it to 5k").
        if let made = MoneyRecognizer.word(endingAt: end - 1, in: s), end > 0, s[end - 1] == " ",
            EnglishNumberWords.code(s, made) == madeCode
        {
            return true
        }
        var position = end
        for _ in 0..<4 {
            guard position > 1, s[position - 1] == " " || s[position - 1] == ":" else { return false }
            var wordEnd = position - 1
            if wordEnd > 1, s[wordEnd] == " ", s[wordEnd - 1] == ":" { wordEnd -= 1 }  // "came in: five thousand"
            var wordStart = wordEnd
            while wordStart > 0, EnglishNumberWords.isLetter(s[wordStart - 1]) { wordStart -= 1 }
            guard wordStart < wordEnd, let role = englishRole(s, wordStart..<wordEnd) else { return false }
            switch role {
            case .cueBefore, .cueEither: return true
            case .filler:
                // "cabs came to 38", "it comes to 12.50": a total.
                if EnglishNumberWords.code(s, wordStart..<wordEnd) == toCode, wordStart > 1, s[wordStart - 1] == " ",
                    let came = MoneyRecognizer.word(endingAt: wordStart - 1, in: s),
                    let code = EnglishNumberWords.code(s, came), comeCodes.contains(code)
                {
                    return true
                }
                position = wordStart
            case .cueAfter, .weighing: return false
            }
        }
        return false
    }

    private static let toCode = EnglishNumberWords.code("to")
    private static let madeCode = EnglishNumberWords.code("made")
    private static let comeCodes: Set<UInt64> = Set(["came", "comes", "come"].map(EnglishNumberWords.code))

    /// Whether a money noun follows at `start` (after one space): `5k salary`.
    static func englishCueAfter(_ s: [Unicode.Scalar], start: Int) -> Bool {
        guard start + 1 < s.count, s[start] == " " else { return false }
        let end = EnglishNumberWords.wordEnd(s, from: start + 1)
        switch englishRole(s, (start + 1)..<end) {
        case .cueAfter?, .cueEither?: return true
        default: break
        }
        // "offering 1020 came in", "tips 85 came in": money that arrived.
        if EnglishNumberWords.code(s, (start + 1)..<end) == cameCode, end + 3 <= s.count, s[end] == " ",
            s[(end + 1)..<(end + 3)].elementsEqual("in".unicodeScalars),
            end + 3 == s.count || !EnglishNumberWords.isLetter(s[end + 3])
        {
            return true
        }
        // "got 150 in tips", "300 in donations": an amount of a kind of money.
        guard EnglishNumberWords.code(s, (start + 1)..<end) == inCode, end + 1 < s.count, s[end] == " " else {
            return false
        }
        let kindEnd = EnglishNumberWords.wordEnd(s, from: end + 1)
        if let code = EnglishNumberWords.code(s, (end + 1)..<kindEnd), moneyKinds.contains(code) { return true }
        switch englishRole(s, (end + 1)..<kindEnd) {
        case .cueAfter?, .cueEither?: return true
        default: return false
        }
    }

    private static let inCode = EnglishNumberWords.code("in")
    /// Verbs before "in" that make the number after it money taken in: "pension came in 1912",
    /// "took in 3,400 at the stand" (shared by the money rules and the time grammar's years).
    static let takenInVerbs: Set<String> = [
        "came", "come", "comes", "coming", "brought", "bring", "paid", "took", "taken", "raked", "pulled",
    ]
    private static let cameCode = EnglishNumberWords.code("came")
    /// Kinds of money an amount is counted "in": tips, sales, wages.
    private static let moneyKinds: Set<UInt64> = Set(
        ["tips", "sales", "wages", "fees", "cash"].map(EnglishNumberWords.code))

    /// Whether a weighing word stands within two words before `end` (`lost 5 pounds`).
    static func weighingBefore(_ s: [Unicode.Scalar], end: Int) -> Bool {
        var position = end
        for _ in 0..<2 {
            guard position > 1, s[position - 1] == " " else { return false }
            let wordEnd = position - 1
            var wordStart = wordEnd
            while wordStart > 0, EnglishNumberWords.isLetter(s[wordStart - 1]) { wordStart -= 1 }
            guard wordStart < wordEnd else { return false }
            if englishRole(s, wordStart..<wordEnd) == .weighing { return true }
            position = wordStart
        }
        return false
    }
}
