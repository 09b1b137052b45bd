import Foundation

/// The words that name a stored event in a request to change or delete it: "把周五的会改到下午三点"
/// → 会, "今晚的瑜伽课不去了，删掉" → 瑜伽课, "move the dentist to 4pm" → dentist. What follows the
/// first change or cancel word is the change, not the name; request verbs before the name go.
enum EventWords {
    /// Where the name ends: the change or cancel words (longest first where they share a start).
    private static let chineseStops = [
        "改名叫", "改名为", "改名成", "改名", "改成", "改到", "改为", "改在", "挪到", "往后推", "往后挪", "往前挪", "推迟", "延后",
        "延期", "推到", "推后", "提前到", "提前", "换到", "换成", "调到", "调整", "移到", "的地点", "的时间", "从日程", "不去",
        "不办", "不用", "不开", "取消", "请假", "删", "拿掉", "去掉", "改", "挪", "换", "同一时间", "那个日程", "这个日程", "日程",
        "泡汤", "黄了", "延误", "那边推了", "推了", "来不了", "去不了", "去不成", "不成了", "那个行程", "这个行程", "行程", "从日历", "日历", "撤掉", "撤销", "我想",
        "时间变",
        "时间改", "那个",
        // 电影不看了, 烧烤不搞了, 抢购那个不要了: the name ends where it is called off; 然后呢 is dictation.
        "不看", "不搞", "不要", "不做", "不参加", "不用去", "不用来", "不用上", "不约", "不吃", "不玩", "不买", "不打", "不踢", "不跑了", "不游了", "不练了",
        "不上了", "不聚了", "不唱了", "不逛了", "不爬了", "不学了", "不考了", "不见面", "不过去了", "然后呢", "然后", "的活动", "不送了",
        "不来了", "不办了",
        // 跟Mia吃饭的事 算了 删掉吧, 那个瑜伽 我去不了: a new clause of calling off or of the speaker.
        "算了", " 我",
        // 那个会，名字改成…: the name ends where its new name is spoken of.
        "名字", "名称", "标题", " 地方", "地方换", "地方改", "换个地方", "换地方", "地点定",
        // 周六小王那班 结束改成下午一点: where it ends is the change.
        " 结束", "结束改", "结束时间", "结束的时间",
    ]
    /// Cancel words that cannot begin an event's name.
    private static let chineseCancels = [
        "删", "取消", "拿掉", "去掉", "撤掉", "撤销", "不要了", "不去了", "从日历", "从日程", "从我的日历", "作废", "不开", "不去",
        "不吃", "算了", "不开了", "去不了", "来不了", "去不成", "掉", "我去不了", "我来不了", "我不去",
    ]
    /// English words that name no event of their own: the verb or pointer left when the time said
    /// which event ("remove tomorrow's 2 o'clock", "scrap saturday's", "the 3pm thing on friday").
    private static let englishNoNames: Set<String> = [
        "remove", "delete", "cancel", "scrap", "scratch", "drop", "ditch", "rename", "retitle", "move", "push",
        "get rid of", "kill", "nix", "axe", "wipe", "erase", "clear", "cancelled", "canceled", "is cancelled",
        "is", "it", "that", "that one", "this", "thing", "the thing", "whatever's", "whatever", "something",
        "everything", "event", "is off", "is not happening", "can go", "thing can go", "my", "our", "the", "one",
        "the one", "that one", "nvm", "nvm the",
    ]
    /// Words that name no particular event (那天的安排 → whatever is on that day).
    private static let genericNames: Set<String> = [
        "安排", "日程", "行程", "活动", "事", "事情", "计划", "能不能", "可不可以", "能否", "可以", "帮忙", "麻烦",
        // What is left of a clause that only calls it off once its particles went (算了, 取消掉,
        // 我去不了, 从日历里去掉).
        "算", "掉", "去不", "来不", "日历里", "日历上", "日程里", "里", "我日程里", "我日历里",
    ]
    private static let englishStops = [
        " to ", " is at ", " is now", " is ", " should ", " back ", " up to ", " an hour", " a day", " a week",
        " two hours", " same time", " earlier", " later", ", ", " until ", " from ", " by ",
        " got ", " are off ", " is off ", "'s off ", " needs an extra", " starts ", " is taking ", " is coming ",
        " off ", " was ", " has been", " venue", " location",
        " instead of ",
        " are now",
        " are coming ", " is coming ", " is going to ", " will run ", " will now be", " will be ", " needs to ",
        " gets back", " get back", " move to ", " moved to ",
        " has to ", " goes ", " runs ", " it's ", " that one", " isn't ", " won't happen", " fell through",
        " this one",
    ]
    private static let chineseLeading = [
        "嗯", "呃", "唔", "就是", "只删", "不去", "不想去", "不参加", "那个", "这个", "的", "帮我", "麻烦", "不用", "不",
    ]
    private static let englishLeading =
        [
            "hey ", "um ", "uh ", "oh ", "ok ", "okay ", "so ", "just ", "please ", "can you ", "could you ", "can we ",
            "nvm ", "never mind ", "we don't need ", "i don't need ", "don't need ",
            "could we ", "let's ", "lets ", "i want to ", "push back ", "push out ", "move up ", "bump up ",
            "bump back ", "have ", "do ", "start ",
            "bump ", "make ", "update ", "extend ", "shorten ", "move ", "reschedule ", "rebook ", "push ", "shift ",
            "change ",
            "rename ", "retitle ", "delete ", "call off ", "calling off ", "kill ", "nix ", "scrap ", "ditch ",
            "remove ", "cancel ", "get rid of ", "drop ", "i'm skipping ", "im skipping ", "skipping ", "skip ",
            "forget about ",
            "forget ",
            "take off ", "take ", "bring ", "postpone ", "delay ", "i'm not going to ", "i am not going to ",
            "i won't make it to ", "i can't make it to ", "i won't make it ",
            "i can't make it ", "i won't make ", "won't make it to ", "can't make it to ", "scratch ",
            "im not going to ", "not going to ", "we're not going to ", "we are not going to ", "we're not doing ",
            "we are not doing ", "not doing ", "skip the next ",
            "skip next ", "i can't make ", "i cannot make ", "skip ", "the location of ",
            "the time of ", "the ", "my ", "our ", "next ",
        ] + EventChangeCues.needs.map { $0 + " " }
    private static let cancelLeading: Set<String> = [
        "delete ", "call off ", "calling off ", "kill ", "nix ", "remove ", "cancel ", "get rid of ", "drop ",
        "scratch ", "scrap ",
        "ditch ", "forget ", "forget about ", "skip ",
    ]
    private static let articles: Set<String> = ["the ", "my ", "our ", "next "]
    private static let trailing = [
        "那个", "那条", "那一条", "的安排", "的事", "提醒", "的时间", "时间", "从", "它", "的", " it", " take", " event",
        " 结束", " 加", " 多留", " move", " moved", " needs an extra", " an extra", "延误", "晚点去", "早点去", "晚点到", "早点到",
        " appointment reminder",
        " reminder",
        " venue", " location", " is going", " is", " are", " was", "地方", " anymore", " needs", " has",
    ]

    /// `text` without any of `words` at its start (or, with `trailing`, at its end), again and
    /// again, never down to nothing.
    static func trimmed(_ text: String, leading words: [String] = [], trailing: [String] = []) -> String {
        var text = text
        var changed = true
        while changed {
            changed = false
            for word in words where text.hasPrefix(word) && text.count > word.count {
                text.removeFirst(word.count)
                changed = true
            }
            for word in trailing where text.hasSuffix(word) && text.count > word.count {
                text.removeLast(word.count)
                changed = true
            }
        }
        return text
    }

    /// The event's name in `title` (the title the request's words gave), or `title` itself; empty
    /// when the words name no event (那个删掉, 那天的安排).
    /// `cutAtChange`: false when `title` already ends where the change begins (``EventEdit``
    /// found it), so only request words at the edges go ("follow-up call" keeps its "up").
    static func name(in title: String, cutAtChange: Bool = true) -> String {
        var text = title
        if text.unicodeScalars.contains(where: TextResidue.isHan) {
            // The words are matched on simplified characters (刪掉 is 删掉); the name keeps the
            // characters as typed. Folding maps one scalar to one, so offsets agree.
            var folded = String(String.UnicodeScalarView(text.unicodeScalars.map(TraditionalFold.fold)))
            var changed = true
            while changed {
                changed = false
                // 那个 不去了: only the words that call it off are left.
                if chineseCancels.contains(folded) { return "" }
                for word in chineseLeading where folded.hasPrefix(word) && folded.count > word.count {
                    folded.removeFirst(word.count)
                    text.removeFirst(word.count)
                    changed = true
                }
                while folded.first == " ", folded.count > 1 {
                    folded.removeFirst()
                    text.removeFirst()
                    changed = true
                }
            }
            // 周四下午三点那个删掉, 那天的安排删掉: the time alone names the event.
            if chineseCancels.contains(where: { folded.hasPrefix($0) }) || genericNames.contains(folded) {
                return ""
            }
            if cutAtChange,
                let cut = chineseStops.compactMap({ stop in folded.range(of: stop).map(\.lowerBound) })
                    .filter({ $0 > folded.startIndex }).min()
            {
                text = String(text.prefix(folded.distance(from: folded.startIndex, to: cut)))
            }
            // 周三奶茶店的班 店长说(不用来了): who said it, in a clause of its own, names nothing.
            let trimmedText = text.trimmingCharacters(in: .whitespaces)
            if trimmedText.hasSuffix("说"), let space = trimmedText.lastIndex(of: " "),
                space > trimmedText.startIndex
            {
                text = String(trimmedText[..<space])
            }
        } else {
            var lower = text.lowercased()
            // "working late friday so no gym, delete that one", "no standup monday, …": the event
            // is what there will be none of.
            if let no = lower.hasPrefix("no ")
                ? lower.startIndex : (lower.range(of: " so no ") ?? lower.range(of: ", no "))?.upperBound
            {
                let after = lower.hasPrefix("no ") ? lower.index(no, offsetBy: 3) : no
                let offset = lower.distance(from: lower.startIndex, to: after)
                text.removeFirst(offset)
                lower.removeFirst(offset)
            }
            // "tom bailed on brunch": the event is what someone bailed on.
            for cue in [" bailed on ", " bailing on ", " backed out of ", " pulled out of ", " excused from "] {
                if let found = lower.range(of: cue), lower.distance(from: found.upperBound, to: lower.endIndex) > 2 {
                    let offset = lower.distance(from: lower.startIndex, to: found.upperBound)
                    text.removeFirst(offset)
                    lower.removeFirst(offset)
                    break
                }
            }
            // "maria's out sick so cancel our 1:1": the request starts after "so".
            if let so = lower.range(of: " so ", options: .backwards),
                englishLeading.contains(where: { lower[so.upperBound...].hasPrefix($0) && $0 != "the " && $0 != "my " })
            {
                let offset = lower.distance(from: lower.startIndex, to: so.upperBound)
                text.removeFirst(offset)
                lower.removeFirst(offset)
            }
            var changed = true
            var removedCancel = false
            while changed {
                changed = false
                // After a cancel verb, what follows is the name ("delete move out").
                for word in englishLeading where lower.hasPrefix(word) && lower.count > word.count {
                    if removedCancel, !articles.contains(word) { continue }
                    text.removeFirst(word.count)
                    lower.removeFirst(word.count)
                    if cancelLeading.contains(word) { removedCancel = true }
                    changed = true
                }
            }
            let padded = " " + lower + " "
            if cutAtChange,
                let cut = englishStops.compactMap({ stop in padded.range(of: stop).map(\.lowerBound) })
                    .filter({ $0 > padded.index(after: padded.startIndex) }).min()
            {
                let offset = padded.distance(from: padded.startIndex, to: cut) - 1
                text = String(text.prefix(max(0, offset)))
            }
        }
        text = text.trimmingCharacters(in: .whitespaces)
        for word in trailing where text.hasSuffix(word) && text.count > word.count { text.removeLast(word.count) }
        text = text.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        if genericNames.contains(text) || englishNoNames.contains(text.lowercased()) { return "" }
        // "tomorrow's 4 o'clock, change to 5": what follows "to" is the change, not a name.
        if text.lowercased().hasPrefix("to ") { return "" }
        return text.isEmpty ? title : text
    }
}
