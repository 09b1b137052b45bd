/// Free-text arguments cut out of an utterance: an event title (the text without its time
/// expressions and fillers) and the text after a keyword (what to echo).
enum TextResidue {
    /// Words that start a request but are not part of what it is about.
    static let leadingFillers: [String] = [
        "提醒我一下", "提醒我", "提醒一下", "提醒", "帮我", "帮忙", "给我", "麻烦你", "麻烦", "请你", "请", "记得",
        "叫醒我", "叫我",  // 半小时后叫我开会: wake or call me, not part of the title
        "我要", "我想", "我得", "我们", "咱们", "我", "要", "去", "在", "的", "都是", "是", "安排一下", "安排", "添加", "新建", "创建", "加个", "加一个",
        "加日程", "加到日程", "记一下", "空出来", "标记成", "标记为", "标成", "标为", "记下", "日程", "一个", "个", "有", "到", "删除", "删掉", "删了", "取消",
        "把",
        "remind me to", "remind me that", "remind me about", "remind me", "ping me to", "nudge me to", "ping me",
        // A to-do said as one: "todo: buy milk", 待办：买牛奶.
        "todo", "to-do", "待办事项", "待办",
        "wake me up to", "wake me to", "wake me up", "wake me", "get me up to", "get me up",
        "then",
        "please", "can you", "could you",
        "so i need to", "so i have to", "so i gotta", "so we need to",
        "i need to", "i have to", "i have", "i've got", "i'm having", "we're having", "i'm", "add it", "add",
        "schedule", "create", "set up", "put",
        "new event", "an event", "event", "to", "at", "on", "for", "in", "from", "by", "this", "next", "and",
        "delete", "remove", "cancel", "my",
        "时间定在", "时间是", "那天", "一直", "从", "有个", "有一个", "有场", "有一场", "开个",
        "let's say", "let's do", "let's", "can you put in", "put in", "block off", "block out", "we have", "the",
        "i'm free", "all-day", "all day", "全天", "都", "i need a", "i need", "first thing",
        // Hedges, greetings and politeness around a request: 那个…就是…, "um", "hi, would you please".
        "那个", "就是", "嗯", "呃", "约个", "然后呢", "然后", "i think", "i guess", "hi", "hello", "hey", "um", "uh",
        "alright", "hmm", "yeah", "yep",
        // 明天帮我记一个会，跟财务对年终奖: the meeting noted is what follows.
        "记一个会", "记个会",
        "would you please", "would you", "could you please", "can you please", "if possible", "maybe",
        "i might", "we might", "might", "probably", "prob", "gonna",
        // "five days off starting next thursday".
        "starting",
        // "put a swim Friday 7pm instead", "set a run for 6:30", 各一个面试.
        "put a", "put in a", "add a", "set a", "set up a", "schedule a", "book a", "do a", "plan a", "各一个", "各一场", "各",
        // Chat spelling: "can u add soccer practice thurs at 5:30", "pls".
        "can u add", "can u", "could u", "pls", "plz", "put down",
        // "remind me in 40 min about the next client": what the reminder is about, after its time.
        "about", "regarding",
        // "thursday after work drinks with the team, say 5:30": when, said around the clock.
        "say", "after work", "after lunch", "after school", "before work", "before lunch", "this time",
        // Who said it first: 老婆说周六要去丈母娘家吃饭, 老板刚说 下周五要交方案; 帮我记个事, 先开个晨会.
        "老婆说", "老公说", "老板说", "老板刚说", "领导说", "我妈说", "妈妈说", "我爸说", "爸爸说", "同事说", "朋友说", "他说", "她说",
        "帮我记个事", "记个事", "先开个", "先",
        // What comes first, said before the next thing: 吃完下午两点去看房, 开完会去健身.
        "吃完饭", "吃完", "开完会", "开完", "忙完", "弄完", "完事后", "完事",
    ]
    /// Words that end a request but are not part of what it is about.
    static let trailingFillers: [String] = [
        "一整天", "全天", "all day", "all-day", "的日程", "日程", "吧", "一下", "哦", "啊", "呢", "了", "的", "提醒我", "提醒", "要", "在", "到",
        // "code freeze from 3pm tomorrow until noon the day after".
        "the day after",
        // "first boats fri and sat, 6:30am both days", 周五周六两天都是.
        "both days", "on both days", "each day", "both", "两天都是", "两天都",
        // 凌晨四点出门去机场 叫我: wake me for it.
        "叫醒我", "叫我",
        "to my calendar", "on my calendar", "in my calendar", "to the calendar", "to calendar", "calendar",
        // 看电影 三点四十那场: which showing is said by its time (not "showing": a house shown is an event).
        "那场", "那一场",
        "please", "at", "on", "for", "from", "by", "in", "this", "next", "to", "and", "the", "all",
        "帮我都记上", "帮我记上", "都记上", "记上", "帮我记一下", "记一下", "记下来", "记得提醒我", "帮我加一下", "加一下",
        "帮我记到日历上", "帮我记到日历里", "记到日历上", "记到日历里", "加到日历上", "加到日历里", "然后呢", "帮我都加上",
        "都加上", "帮我加上", "加上", "别打扰", "请勿打扰", "勿扰", "do not disturb", "don't disturb", "帮我建一下", "建一下", "加到日程里", "加到日程",
        "开始", "之间到", "starting",
        "之间",
        "是", "i'm free", "starts", "begins", "add it", "between", "has moved", "got moved", "moved",
        "帮我建个日程", "帮我建日程", "建个日程", "建日程", "帮我建个", "建个", "帮我建两个日程", "建两个日程", "两个日程", "帮我加上",
        "加上", "提醒我看", "帮我设个日程", "设个日程", "帮我设个提醒", "设个提醒", "帮我建上", "都建上", "建上", "帮我定在", "定在", "make two events",
        "two events", "add both", "both", "block it off",
        "don't let me forget", "put it", "it", "that day", "两天", "三天", "四天", "五天", "六天", "七天", "十天",
        // The moment of a detail said beside the event's time ("婚礼，中午11点58分开席", "concert, doors at
        // 7:30"): the event is the title, not its doors or its meeting point.
        "开席", "集合", "出发", "doors", "departs", "leaves", "come", "kicks off", "meet up", "meet", "we leave", "leaving",
        // "up at 2am to pack orders": getting up for what is done.
        "up to", "get up to", "wake up to", "getting up to",
        "leave", "leaving at", "leave at", "we leave at", "meet at", "heading out at", "head out at", "heading out",
        "head out",
        // "sunday concert, curtain 2:30pm", 音乐会 下午两点半开场, 旧书义卖 早上八点开门.
        "curtain", "curtain up", "开场", "开演", "开门", "doors open",
        // Politeness at the end: "…, thank you so much", 谢谢.
        "thank you so much", "thank you", "thanks", "thx", "pls", "plz", "if possible", "if you can", "谢谢你", "谢谢",
        "麻烦了", "可以吗", "好吗", "行吗", "instead", "log it", "pls log it",
    ]

    /// Words around an amount that say it was spent or earned, not what for.
    static let noteFillers: [String] = [
        "一共花了", "总共花了", "花了", "花掉", "花", "付了", "付", "用了", "交了", "买了", "买", "收到", "到账",
        "记一笔", "记账", "块钱", "块", "元", "钱", "一共", "总共", "大概", "大约", "今天", "昨天",
        "i spent", "spent", "i paid", "paid", "it cost me", "cost me", "it cost", "cost", "costs", "was", "were", "is",
        "for", "on", "bought", "in total", "total", "altogether", "just now", "out of pocket", "hit my account",
        "loaded",
        "got", "received", "earned", "record", "log", "expense", "about", "around", "like", "ish", "roughly",
        "approximately", "today", "yesterday",
        "came in", "came", "of", "there", "back", "sold for", "made", "i made", "a", "an", "my", "then", "also", "plus",
        "and", "收入",
        // "paycheck 2,980 hit, car payment 410 out": money arriving or leaving, said by its verb.
        "landed", "cleared", "deposited", "in cash from", "cash from", "in cash", "现金", "刷卡", "微信付的", "支付宝付的",
        "both paid today", "也记上",
        "income", "一双",
        "一个", "一份", "一杯", "一张",
        "两张", "两杯", "买的", "买了个", "买了件", "买了双", "记一下", "帮我记一下", "记账", "收到了", "充了", "充值", "充",
        "发了", "发", "赚了", "赚", "挣了", "挣", "报销了", "报销", "转了", "转给", "转", "人均", "刚", "刚刚", "收了", "aa了", "aa", "吃了", "一共",
        "总共", "共计", "合计", "大概", "差不多", "又", "还", "给", "了", "的",
        // Countries and regions said before what was bought abroad: 泰国按摩, 瑞士买手表.
        "在国外", "国外", "出国", "泰国", "日本", "韩国", "瑞士", "新加坡", "美国", "英国", "法国", "德国", "意大利", "西班牙",
        "澳洲", "澳大利亚", "加拿大", "新西兰", "香港", "澳门", "台湾", "越南", "马来西亚", "印尼", "菲律宾", "俄罗斯", "欧洲",
        "迪拜", "印度", "墨西哥", "巴西", "土耳其", "埃及", "希腊", "荷兰", "比利时", "奥地利", "葡萄牙", "瑞典", "挪威",
        "丹麦", "芬兰", "冰岛", "在泰国", "在日本", "在韩国", "在香港", "在瑞士", "在新加坡", "在美国", "在欧洲",
    ]

    // Longest first, so 建日程 goes whole before 日程 leaves 建 behind.
    private static let leading = byLength(leadingFillers)
    private static let trailing = byLength(trailingFillers)

    private static func byLength(_ words: [String]) -> [[Unicode.Scalar]] {
        words.map { NormalizedText($0).scalars }.enumerated()
            .sorted { ($0.element.count, $1.offset) > ($1.element.count, $0.offset) }.map(\.element)
    }

    /// The text of `text` outside the `removed` spans (original scalar offsets), with fillers and
    /// `extraFillers` (a skill's keywords) stripped at the edges of every piece; `nil` when
    /// nothing is left. English titles start with a capital letter.
    ///
    /// `keepLastWord`: when every piece is filler, keep the last word rather than nothing (a title
    /// must say something; a note may be absent).
    ///
    /// `keeping`: a filler that would cut into one of these words stays (`加油`, `首付`, `买药`).
    static func title(
        in text: NormalizedText, removing removed: [Range<Int>], extraFillers: [String], keepLastWord: Bool = true,
        keeping words: CategoryLexicon? = nil
    ) -> String? {
        let extra = extraFillers.map { NormalizedText($0).scalars }.sorted { $0.count > $1.count }
        let scalars = text.scalars
        var pieces: [Range<Int>] = []
        var start: Int?
        for index in 0...scalars.count {
            let isKept =
                index < scalars.count && !isSeparator(scalars[index])
                && !removed.contains { $0.contains(text.origins[index]) }
            if isKept, start == nil { start = index }
            if !isKept, let lower = start {
                // An apostrophe or a hyphen inside a word ("let's", "Anna's", "check-in") does not
                // end the piece.
                if index + 1 < scalars.count, scalars[index] == "'" || scalars[index] == "’" || scalars[index] == "-",
                    isLetter(scalars[index - 1]), isLetter(scalars[index + 1]),
                    !removed.contains(where: { $0.contains(text.origins[index]) })
                {
                    continue
                }
                // "1:1", "v2.0": a colon or a point between digits is part of the word.
                if index + 1 < scalars.count, scalars[index] == ":" || scalars[index] == ".",
                    isDigit(scalars[index - 1]), isDigit(scalars[index + 1]),
                    !removed.contains(where: { $0.contains(text.origins[index]) })
                {
                    continue
                }
                if index < scalars.count, scalars[index] == " ",
                    !removed.contains(where: { $0.contains(text.origins[index]) })
                {
                    continue  // a space inside a piece
                }
                pieces.append(lower..<index)
                start = nil
            }
        }
        // "tomorrow's meeting": the possessive 's left behind by a removed time is not a word.
        pieces = pieces.compactMap { piece in
            let lower = piece.lowerBound
            guard lower >= 2, scalars[lower - 1] == "'" || scalars[lower - 1] == "’", scalars[lower] == "s",
                lower + 1 == piece.upperBound || scalars[lower + 1] == " ",
                removed.contains(where: { $0.contains(text.origins[lower - 2]) })
            else { return piece }
            let rest = min(lower + 2, piece.upperBound)..<piece.upperBound
            return rest.isEmpty ? nil : rest
        }
        // 下周四起连休五天: 起 right after a removed time says from when, not what.
        pieces = pieces.compactMap { piece in
            let lower = piece.lowerBound
            guard lower >= 1, scalars[lower] == "起", piece.count > 1, scalars[lower + 1] != "床",  // not 起床
                removed.contains(where: { $0.contains(text.origins[lower - 1]) })
            else { return piece }
            return (lower + 1)..<piece.upperBound
        }
        // A piece that is all filler ("提醒我" before a time) goes; the last word of a title stays.
        var kept = pieces.map { strip($0, in: scalars, extra: extra, allowEmpty: true, keeping: words) }.filter {
            !$0.isEmpty
        }
        // A question beside the event ("周五能约个时间吗？下午两点面试候选人") asks, it names nothing.
        let statements = kept.filter { piece in
            let after = piece.upperBound < scalars.count ? scalars[piece.upperBound] : " "
            return !(scalars[piece.upperBound - 1] == "吗" || after == "?")
        }
        if !statements.isEmpty, statements.count < kept.count { kept = statements }
        kept = withoutAsides(kept, in: scalars)
        // "um friday, doctor, afternoon, 2:30": a part of the day said alone between commas is when.
        if kept.count >= 2 {
            let named = kept.filter { piece in !partsOfTheDay.contains { scalars[piece].elementsEqual($0) } }
            if !named.isEmpty { kept = named }
        }
        // "ups rep coming thursday 3pm to talk rates": after the event's words and its time, "to" says
        // what for, and stays.
        for index in kept.indices.dropFirst() {
            let lower = kept[index].lowerBound
            guard lower >= 4, scalars[(lower - 3)..<lower].elementsEqual(toWord), !isLetter(scalars[lower - 4]),
                !removed.contains(where: { $0.contains(text.origins[lower - 3]) })
            else { continue }
            kept[index] = (lower - 3)..<kept[index].upperBound
        }
        if kept.isEmpty, keepLastWord {
            kept = pieces.map { strip($0, in: scalars, extra: extra, allowEmpty: false, keeping: words) }.filter {
                !$0.isEmpty
            }
        }
        guard !kept.isEmpty else { return nil }
        var result = ""
        for piece in kept {
            let part = text.span(piece).text
            if let last = result.unicodeScalars.last, let first = part.unicodeScalars.first,
                !(isHan(last) && isHan(first))
            {
                result += " "
            }
            result += part
        }
        return capitalized(result)
    }

    /// `pieces` without the Chinese clauses, typed apart with a space, that only go along with the
    /// event: a note to self (体检 记得空腹), what someone says (去看房 中介说他在楼下等), a meeting step
    /// beside the activity (集合 去秋游); after 帮我记一下 / 留出来 only what follows is the event
    /// (高铁下午三点到虹桥 帮我记一下去虹桥接我妈). Unchanged when nothing goes or nothing would be left.
    private static let partsOfTheDay: [[Unicode.Scalar]] = [
        "morning", "afternoon", "evening", "night", "早上", "上午", "中午", "下午", "晚上", "傍晚",
    ].map { Array($0.unicodeScalars) }

    static func withoutAsides(_ pieces: [Range<Int>], in s: [Unicode.Scalar]) -> [Range<Int>] {
        var clauses: [Range<Int>] = []
        for piece in pieces {
            var lower = piece.lowerBound
            for index in piece
            where index > lower && s[index] == " " && index + 1 < piece.upperBound
                && isHan(s[index - 1]) && isHan(s[index + 1])
            {
                clauses.append(lower..<index)
                lower = index + 1
            }
            clauses.append(lower..<piece.upperBound)
        }
        guard clauses.count >= 2 else { return pieces }
        var kept = clauses
        // The request marker: what follows it is the event.
        if let marked = clauses.lastIndex(where: { clause in requestMarkers.contains { starts(s, clause, $0) } }) {
            let clause = clauses[marked]
            let marker = requestMarkers.filter { starts(s, clause, $0) }.map(\.count).max() ?? 0
            let rest = (clause.lowerBound + marker)..<clause.upperBound
            let after = Array(clauses[(marked + 1)...])
            let chosen = rest.isEmpty ? after : [rest] + after
            if !chosen.isEmpty { kept = chosen }
        }
        let statements = kept.filter { clause in
            // 上午十点吧 去宜家买书架: a particle left alone says nothing.
            !(clause.count == 1 && "吧呢啊哦呀嘛".unicodeScalars.contains(s[clause.lowerBound]))
                && !(asideOpenings.contains { starts(s, clause, $0) }
                    || steps.contains { s[clause].elementsEqual($0) }
                    || s[clause].prefix(4).contains("说"))
        }
        if !statements.isEmpty { kept = statements }
        return kept == clauses ? pieces : kept
    }

    private static func starts(_ s: [Unicode.Scalar], _ clause: Range<Int>, _ word: [Unicode.Scalar]) -> Bool {
        clause.count >= word.count && s[clause].prefix(word.count).elementsEqual(word)
    }

    private static let requestMarkers: [[Unicode.Scalar]] = [
        "帮我记一下", "帮我记上", "帮我记个", "帮我记", "记一下", "记上", "给我留出来", "留出来",
    ].map { Array($0.unicodeScalars) }
    private static let asideOpenings: [[Unicode.Scalar]] = [
        "记得", "别忘了", "别忘记", "别忘", "注意", "记着", "提醒我", "要带", "带上",
    ].map { Array($0.unicodeScalars) }
    private static let steps: [[Unicode.Scalar]] = ["集合", "碰头", "见面", "出发"].map { Array($0.unicodeScalars) }

    /// A title cut from a 把 sentence with its one-character verb left at the end (周五前把报告交了 →
    /// 报告交, 明天把车洗了 → 车洗) in the usual order, verb first: 交报告, 洗车. Any other title as it is.
    static func verbFirst(_ title: String, in text: NormalizedText) -> String {
        guard let verb = title.last, title.count >= 2, closingVerbs.contains(verb),
            text.original.contains("把" + title.dropLast())
        else { return title }
        return String(verb) + title.dropLast()
    }

    /// Verbs of one character that end a 把 sentence: 把报告交了, 把房租付了, 把垃圾倒了.
    static let closingVerbs: Set<Character> = [
        "交", "发", "寄", "还", "付", "缴", "做", "写", "改", "买", "洗", "倒", "修", "办", "订", "退", "取", "送", "收", "签",
        "填", "扔", "换", "充", "续", "约", "回", "批", "审", "读", "看", "背", "擦", "拖", "晒", "叠", "喂",
    ]

    /// A new event's title without the English words around the event: what comes after " but "
    /// ("sleeping in but lunch with Jess"), what comes before " is " ("the kids swim meet is …") or a
    /// need or a plan ("road test, need to be there", "hiking trip, we start at 6:30").
    static func eventTitle(_ title: String) -> String {
        guard title.unicodeScalars.allSatisfy(\.isASCII), title.contains(" ") else { return title }
        var result = title
        let lower = result.lowercased()
        if let but = lower.range(of: " but "), lower.distance(from: but.upperBound, to: lower.endIndex) > 2 {
            result = String(result[but.upperBound...])
        }
        for cut in [" is ", " is", " need to ", " needs to ", " we start", " we leave", " if possible"] {
            let current = result.lowercased()
            guard let found = current.range(of: cut), found.lowerBound > current.startIndex else { continue }
            if cut == " is", found.upperBound != current.endIndex { continue }
            let kept = String(result[..<found.lowerBound])
            if kept.count >= 3 { result = kept }
        }
        // "need to call the bank monday at 10": the need is no part of the title; nor is the "so"
        // a spoken message opens with ("so saturday morning, mrs alvarez perm").
        for opening in ["need to ", "have to ", "gotta ", "got to ", "so um ", "so "]
        where result.lowercased().hasPrefix(opening) {
            let rest = result.dropFirst(opening.count)
            if rest.count >= 3 { result = String(rest) }
        }
        result = result.trimmingCharacters(in: .whitespaces)
        return result.isEmpty ? title : capitalized(result)
    }

    /// What follows the longest of `keywords` in `text` (or precedes it when nothing follows),
    /// trimmed of separators and one pair of quotes; the whole text when no keyword is there.
    static func rest(after keywords: [String], in text: NormalizedText) -> String {
        let scalars = text.scalars
        var best: Range<Int>?
        for keyword in keywords {
            let needle = NormalizedText(keyword).scalars
            guard !needle.isEmpty, needle.count <= scalars.count, needle.count > (best?.count ?? 0) else { continue }
            for start in 0...(scalars.count - needle.count)
            where scalars[start..<(start + needle.count)].elementsEqual(needle) {
                let end = start + needle.count
                let asciiWord = needle.first.map(isLetter) ?? false
                if asciiWord, start > 0, isLetter(scalars[start - 1]) { continue }
                if asciiWord, end < scalars.count, isLetter(scalars[end]) { continue }
                best = start..<end
                break
            }
        }
        guard let best else { return trimmed(0..<scalars.count, in: text) }
        let after = trimmed(best.upperBound..<scalars.count, in: text)
        return after.isEmpty ? trimmed(0..<best.lowerBound, in: text) : after
    }

    private static func trimmed(_ range: Range<Int>, in text: NormalizedText) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        let scalars = text.scalars
        while lower < upper, isSeparator(scalars[lower]) { lower += 1 }
        while upper > lower, isSeparator(scalars[upper - 1]) { upper -= 1 }
        if upper - lower >= 2, isQuote(scalars[lower]), scalars[upper - 1] == scalars[lower] {
            lower += 1
            upper -= 1
        }
        guard lower < upper else { return "" }
        return text.span(lower..<upper).text
    }

    private static func strip(
        _ piece: Range<Int>, in scalars: [Unicode.Scalar], extra: [[Unicode.Scalar]], allowEmpty: Bool,
        keeping words: CategoryLexicon? = nil
    ) -> Range<Int> {
        var lower = piece.lowerBound
        var upper = piece.upperBound
        var changed = true
        var afterAsk = false
        // After "about" ("remind me in 40 min about the next client") what follows is the subject whole.
        var leadingDone = false
        // A piece that is one request phrase as a whole ("提醒我看" after a comma) goes whole, before
        // a shorter filler could leave a word of it behind.
        while lower < upper, isSeparator(scalars[lower]) { lower += 1 }
        while upper > lower, isSeparator(scalars[upper - 1]) { upper -= 1 }
        if allowEmpty, (leading + trailing).contains(where: { scalars[lower..<upper].elementsEqual($0) }) {
            return lower..<lower
        }
        while changed, lower < upper {
            changed = false
            while lower < upper, isSeparator(scalars[lower]) { lower += 1 }
            while upper > lower, isSeparator(scalars[upper - 1]) { upper -= 1 }
            for filler in extra + leading
            where !leadingDone && hasPrefix(filler, scalars, lower, upper, allowEmpty: allowEmpty) {
                if let words, (words.wordLength(startingAt: lower, in: scalars) ?? 0) > filler.count { continue }
                // "on call next tue thru fri", "on site mon and tue": a duty, not a preposition.
                if filler == onWord,
                    onDuties.contains(where: { duty in
                        lower + duty.count <= upper && scalars[lower..<(lower + duty.count)].elementsEqual(duty)
                            && (lower + duty.count == upper || !isLetter(scalars[lower + duty.count]))
                    })
                {
                    continue
                }
                // 七點到工地: arriving at a place, as said (到 followed by its name, not a time).
                if filler == arrive, upper - lower >= 3,
                    arrivalPlaces.contains(where: { place in
                        hasWord(place, scalars, lower + 1, upper)
                    })
                {
                    continue
                }
                // 给我妈送请柬: to my mother, not "for me".
                if filler == giveMe || filler == meWord, lower + filler.count < upper,
                    familyHeads.contains(scalars[lower + filler.count])
                {
                    continue
                }
                // "remind me to set up online banking": after "… me to" the verb is the activity.
                if afterAsk, requestVerbs.contains(filler) { continue }
                // (A skill's keyword "remind me" may take the words before "to": the ask goes on.)
                let end = lower + filler.count
                let toFollows =
                    end + 3 < upper && scalars[end] == " "
                    && scalars[(end + 1)..<(end + 3)].elementsEqual(toWord.prefix(2))
                    && scalars[end + 3] == " "
                afterAsk =
                    askWords.contains(filler) || (askHeads.contains(filler) && toFollows)
                    || (afterAsk && filler.elementsEqual(toWord.prefix(2)))
                leadingDone = subjectWords.contains(filler)
                lower += filler.count
                changed = true
                break
            }
            for filler in extra + trailing where hasSuffix(filler, scalars, lower, upper, allowEmpty: allowEmpty) {
                if let words, (words.wordLength(endingAt: upper, in: scalars) ?? 0) > filler.count { continue }
                upper -= filler.count
                changed = true
                break
            }
        }
        return lower..<max(lower, upper)
    }

    private static let onWord = Array("on".unicodeScalars)
    private static let giveMe = Array("给我".unicodeScalars)
    private static let meWord = Array("我".unicodeScalars)
    /// First characters of family words after 我 (我妈, 我爸, 我老婆, 我儿子).
    private static let familyHeads = Set("妈爸哥姐弟妹老儿女爷奶姥外婆公岳舅姨叔婶".unicodeScalars)
    private static let toWord = Array("to ".unicodeScalars)
    private static let subjectWords = [Array("about".unicodeScalars), Array("regarding".unicodeScalars)]
    private static let onDuties = ["on call", "on site", "on duty", "on shift", "on set", "on location"].map {
        Array($0.unicodeScalars)
    }
    /// Places one arrives at for work or an errand (到工地, 到公司, 到医院).
    private static let arrivalPlaces = [
        "工地", "公司", "单位", "医院", "学校", "机场", "车站", "火车站", "现场", "店里", "门店", "厂里", "工厂", "办公室", "片场",
    ].map { Array($0.unicodeScalars) }

    private static func hasPrefix(
        _ filler: [Unicode.Scalar], _ scalars: [Unicode.Scalar], _ lower: Int, _ upper: Int, allowEmpty: Bool
    ) -> Bool {
        let end = lower + filler.count
        guard !filler.isEmpty, end <= upper, scalars[lower..<end].elementsEqual(filler) else { return false }
        // An English filler is a whole word; a Chinese one must leave something behind.
        if let last = filler.last, isLetter(last), end < upper, isLetter(scalars[end]) { return false }
        if end + 1 < upper, scalars[end] == "-", isLetter(scalars[end + 1]) { return false }  // "to-do list"
        if filler == go {
            return false  // 去银行, 去杭州出差, 去看房: going is part of the activity as said.
        }
        // 到药房交班, 到客户家调琴: where the activity is done, then the activity (到仓库 alone is
        // an arrival).
        if filler == arrive, (end..<upper).filter({ isHan(scalars[$0]) }).count >= 4 { return false }
        if filler == please, (end..<min(upper, end + 3)).contains(where: { scalars[$0] == "假" }) {
            return false  // 请假, 请年假: taking leave, not "please".
        }
        return allowEmpty || end < upper
    }

    /// Words that ask to be reminded of an activity, and the request verbs that may be that activity.
    private static let askWords = byLength(["remind me to", "ping me to", "nudge me to"])
    /// Asks that a keyword may cut before their "to" ("remind me" + "to set up …").
    private static let askHeads = byLength(["remind me", "ping me", "nudge me"])
    private static let requestVerbs = byLength(["set up", "add", "schedule", "create", "put", "book", "cancel"])
    private static let go: [Unicode.Scalar] = ["去"]
    private static let arrive: [Unicode.Scalar] = ["到"]
    private static let attachedSteps: [[Unicode.Scalar]] = ["集合", "开门"].map { Array($0.unicodeScalars) }
    private static let commaSteps: [[Unicode.Scalar]] = [
        "meet", "meet up", "leave", "we leave", "leaving", "leaving at", "leave at", "we leave at", "meet at",
        "heading out at", "head out at", "heading out", "head out",
    ].map {
        Array($0.unicodeScalars)
    }
    private static let please: [Unicode.Scalar] = ["请"]

    private static func hasWord(_ word: [Unicode.Scalar], _ scalars: [Unicode.Scalar], _ lower: Int, _ upper: Int)
        -> Bool
    {
        lower + word.count <= upper && scalars[lower..<lower + word.count].elementsEqual(word)
    }

    private static func hasSuffix(
        _ filler: [Unicode.Scalar], _ scalars: [Unicode.Scalar], _ lower: Int, _ upper: Int, allowEmpty: Bool
    ) -> Bool {
        let start = upper - filler.count
        guard !filler.isEmpty, start >= lower, scalars[start..<upper].elementsEqual(filler) else { return false }
        if let first = filler.first, isLetter(first), start > lower, isLetter(scalars[start - 1]) { return false }
        // 报到, 签到, 迟到 (簽到): 到 ending a verb is no filler.
        if filler == arrive, start > lower, "报签迟報簽遲".unicodeScalars.contains(scalars[start - 1]) { return false }
        // 走路队集合, 旅游团集合: a meeting point right after the group's name is the event ("团建，十点集合"
        // is not).
        if attachedSteps.contains(filler), start > lower, isHan(scalars[start - 1]) { return false }
        // "hike, meet at the trailhead", "picnic w/ the kids, leave 8am": a step after a comma.
        if commaSteps.contains(filler) {
            var before = start
            while before > lower, scalars[before - 1] == " " { before -= 1 }
            guard before > lower, scalars[before - 1] == "," else { return false }
        }
        // The end of a hyphenated word is no filler ("check-in", "sign-up").
        if start >= lower + 2, scalars[start - 1] == "-", isLetter(scalars[start - 2]) { return false }
        return allowEmpty || start > lower
    }

    private static func capitalized(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, first.value >= 0x61, first.value <= 0x7A else { return text }
        return first.properties.uppercaseMapping + String(text.unicodeScalars.dropFirst())
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", ",", ".", "!", "?", ":", ";", "~", "-", "\"", "'", "(", ")", "[", "]", "<", ">", "，", "。", "！",
            "？", "：", "；", "…":
            return true
        default: return false
        }
    }

    private static func isQuote(_ scalar: Unicode.Scalar) -> Bool { scalar == "\"" || scalar == "'" }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39)
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value)
    }
}
