/// Whether an expense no category word names was a thing bought (`shopping`) or a service, a fee,
/// a person paid or money handed over (`other`).
///
/// The blind corpus writers file a named object with no category of its own as shopping ("bottles
/// 36", 纸杯 280, 内胎25, "spray 64") and keep `other` for fees, wages, deposits, rentals, repairs,
/// subscriptions and gifts of money. The ledger note (what is left of the entry once the amount,
/// the time and the money verbs are gone) decides: a note with none of the service words below
/// is a thing.
enum ThingsBought {
    /// Whether `note` names a thing bought rather than a service, a fee or a person.
    static func isThing(_ note: String) -> Bool {
        let lowered = note.lowercased()
        guard lowered.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return false }
        if namesAPerson(lowered) { return false }
        if hanServiceMarks.contains(where: { lowered.contains($0) }) { return false }
        let words = lowered.split { !$0.isLetter && $0 != "'" }.map { word in
            word.hasSuffix("'s") ? String(word.dropLast(2)) : String(word)
        }
        if words.contains(where: { englishServiceWords.contains($0) || englishServiceWords.contains(singular($0)) }) {
            return false
        }
        // "tutoring 60", "dog boarding 45": an activity paid for.
        if let last = words.last, last.hasSuffix("ing"), last.count > 5 { return false }
        return true
    }

    /// 小王, 老李也来了, 阿强: a person called by a family name (or a given name after 阿), paid.
    static func namesAPerson(_ note: String) -> Bool {
        let scalars = Array(note.unicodeScalars)
        guard scalars.count >= 2, "小老阿".unicodeScalars.contains(scalars[0]) else { return false }
        return scalars[0] == "阿"
            ? scalars.count == 2 && scalars[1].properties.isIdeographic
            : familyNames.unicodeScalars.contains(scalars[1])
    }

    /// "paid luis 160", "gave maria 50": a one-word note right after "paid" or "gave", with no
    /// article, names who was paid (rent and tuition are service words already).
    static func paidSomeone(_ note: String, in text: NormalizedText) -> Bool {
        let word = note.lowercased()
        guard !word.isEmpty, word.unicodeScalars.allSatisfy({ $0.value < 0x80 && $0.properties.isAlphabetic })
        else { return false }
        let said = String(String.UnicodeScalarView(text.scalars))
        return ["paid ", "gave ", "pay "].contains { verb in
            guard let range = said.range(of: verb + word) else { return false }
            let after = said[range.upperBound...]
            return after.first.map { !$0.isLetter } ?? true
        }
    }

    /// Common Chinese family names (小米, 老干妈 and 小菜 are things).
    private static let familyNames =
        "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方邹孟熊秦邱江尹薛闫段雷侯史陶黎贺顾毛郝龚邵钱严覃武戴莫孔汤"

    private static func singular(_ word: String) -> String {
        word.hasSuffix("s") && word.count > 3 ? String(word.dropLast()) : word
    }

    /// Chinese marks of a service, a fee, a person paid or money handed over: 摊位费, 洗碗阿姨工资,
    /// 定金, 修冰箱, 租镜头, 红包, 寄养, 平台佣金.
    private static let hanServiceMarks = [
        "费", "钱", "工资", "薪", "红包", "定金", "订金", "押金", "尾款", "首付", "租", "订阅", "续", "会员", "账单", "修",
        "剪", "理发", "头发", "进货", "寄养", "保险", "手续", "佣金", "税", "罚", "捐", "师", "工", "阿姨", "保姆", "服务",
        "清洗", "洗", "拍照", "修图", "课", "培训", "报名", "检查", "挂号", "停车", "票", "摊位", "场地", "话费", "充值",
        "还款", "借", "利息", "转账", "份子", "礼金", "退", "报销", "补", "款", "贷", "律", "证", "年卡", "月卡", "卡",
        // Time paid for (排练室三个小时), moving and carrying (搬运), orders run (美团跑了), places
        // paid to use (球馆).
        "室", "小时", "钟头", "搬", "运", "跑", "馆", "厅", "院", "所",
    ]

    /// English words of a service, a fee, a person paid or money handed over.
    private static let englishServiceWords: Set<String> = [
        "fee", "pay", "wage", "salary", "deposit", "balance", "rent", "rental", "subscription", "renewal", "membership",
        "dues", "bill", "repair", "fix", "service", "haircut", "tip", "shipping", "postage", "insurance", "tax", "fine",
        "ticket", "permit", "license", "licence", "visa", "commission", "payout", "money", "check", "cheque", "support",
        "cash", "lesson", "class", "tuition", "booth", "stall", "lane", "room", "session", "sitter", "nurse", "planner",
        "photographer", "florist", "vet", "caregiver", "cleaner", "mechanic", "plumber", "electrician", "guy", "lady",
        "crew", "staff", "picker", "mover", "installer", "tune", "job", "labor", "labour", "work", "fund", "transfer",
        "loan", "interest", "donation", "gift", "refund", "reimbursement", "reimbursed", "copay", "co-pay",
        "deductible",
        "premium", "installment", "plan", "renewed", "hire", "hired", "storage", "parking", "toll", "entry",
        "registration",
        "fare", "lab", "appointment", "visit", "consult", "consultation", "checkup", "exam", "test", "trial", "block",
        "hosting", "platform", "etsy", "ebay", "amazon", "paypal", "venmo", "zelle", "stripe", "square", "rest",
        "mom", "dad", "mum", "brother", "sister", "son", "daughter", "kid", "kids", "wife", "husband", "friend",
        "neighbor", "neighbour", "boss", "landlord", "tenant", "client", "customer", "nanny", "babysitter", "doula",
        "driver", "tutor", "coach", "trainer", "helper", "dishwasher", "dogwalker", "walker", "groomer", "contractor",
        "handyman", "staging", "cleaning", "laundry", "alteration", "alterations", "boarding", "daycare", "care",
        // Time paid for ("paid mike 1400 for the week", "liam's 3 hrs", "slack annual"), activities
        // and utilities ("dance 240 and swim 180 for the term", "walks 250", "water 38").
        "hour", "hr", "hrs", "day", "week", "month", "night", "term", "semester", "annual", "monthly", "yearly",
        "weekly", "photo", "photos", "delivery", "walk", "wash", "dance", "swim", "water", "supplier", "vendor",
        // Money raised, and places paid to use ("court costs", "total raised").
        "raised", "earned", "court", "courts", "gym", "studio", "club", "venue", "hall",
    ]

    /// What a look-up of spending asks about once its period and its question words are gone:
    /// "what did needles and ink cost last month" → "needles and ink", 第四季度色料花了多少 → 色料;
    /// `nil` when nothing is left.
    static func itemAskedAbout(in text: NormalizedText, removing times: [Range<Int>]) -> String? {
        let original = text.originalScalars
        var kept = String.UnicodeScalarView()
        for (offset, scalar) in original.enumerated() {
            kept.append(times.contains(where: { $0.contains(offset) }) ? " " : scalar)
        }
        var said = " " + String(kept).lowercased() + " "
        for word in lookUpWords { said = said.replacingOccurrences(of: word, with: " ") }
        // Counts of entries ("the last 10", 最近五笔) say how many, not what.
        said = String(
            said.unicodeScalars.filter {
                NumberReader.asciiDigit($0) == nil && NumberReader.chineseDigit($0) == nil
                    && !"十百千万零两几".unicodeScalars.contains($0)
            })
        var parts = said.split(whereSeparator: { $0 == " " || $0.isPunctuation })
        // "show the last ten": a count in words says how many, not what.
        parts.removeAll { part in
            let scalars = Array(part.unicodeScalars)
            return EnglishNumberWords.read(scalars, at: 0).map { $0.range.upperBound == scalars.count } ?? false
        }
        // "spending on the 24th and the 25th": a joiner left between two times says nothing.
        while let first = parts.first, ["and", "和", "or"].contains(first) { parts.removeFirst() }
        while let last = parts.last, ["and", "和", "or"].contains(last) { parts.removeLast() }
        let rest = parts.joined(separator: " ")
        guard !rest.isEmpty else { return nil }
        let han = rest.unicodeScalars.filter { TextResidue.isHan($0) }.count
        let words = rest.split(separator: " ").count
        guard han == 0 ? words <= 3 && rest.count >= 3 : (2...6).contains(han) && han == rest.unicodeScalars.count
        else { return nil }
        return rest
    }

    /// Question words of a look-up of spending, longest first, with the spaces that bound English ones.
    private static let lookUpWords: [String] = [
        "一共花了多少钱", "总共花了多少钱", "一共花了多少", "总共花了多少", "花了多少钱", "花了多少", "用了多少", "多少钱", "花了", "多少",
        "一共", "总共", "支出", "开销", "花费", "上的", "买的", "的钱", "查一下", "看看", "看下", "统计",
        " how much have i spent on ", " how much did i spend on ", " how much did ", " how much have ", " how much on ",
        " how much ", " what did ", " what have ", " what's ", " whats ", " cost me ", " costs ", " cost ",
        " spending ",
        " spend on ", " spent on ", " spend ", " spent ", " on ", " for ", " i ", " me ", " my ", " has ", " have ",
        " did ", " was ", " were ", " total ", " totals ", " so far ", " in the past ", " in ", " the ", " show ",
        " list ", " of ", " we ", " us ", " our ", " been ", " to date ", " last ", " latest ", " recent ", " most ",
        // The ledger's own words: entries, not things.
        " transactions ", " transaction ", " entries ", " entry ", " expenses ", " expense ", " purchases ",
        " purchase ", " charges ", " records ", " payments ", " bills ", " money ", " everything ", " all ",
        "笔", "条", "记录", "账单", "明细", "流水", "列一下", "列出", "列", "最近", "最新", "所有", "全部",
        // 最近的账, 账目明细, 看看账本: the ledger itself.
        "账目", "账本", "的账", "账",
    ]
}
