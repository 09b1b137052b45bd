import Foundation

/// Where an event takes place, when the request introduces it as a place: 在X (before what is
/// done there), 地点：X, 地点是X, "at X", "in X", "location: X", "where: X". A destination inside
/// the activity (去杭州出差) is not a venue: it stays in the title.
///
/// ```swift
/// VenueFinder.find(in: NormalizedText("后天晚上7点在海底捞聚餐"), times: …)
/// // name "海底捞"; the span 在海底捞 leaves the title
/// ```
enum VenueFinder {
    /// A venue and the spans (original scalar offsets) that leave the title with it.
    struct Venue: Sendable, Hashable {
        var name: String
        var removed: [Range<Int>]
    }

    /// The venue of `text`, whose time expressions cover `times` (original scalar offsets).
    static func find(in text: NormalizedText, times: [Range<Int>]) -> Venue? {
        let s = text.scalars
        let timed = s.indices.map { index in times.contains { $0.contains(text.origins[index]) } }
        var marked: (name: Range<Int>, whole: Range<Int>)?
        var introduced: (name: Range<Int>, whole: Range<Int>)?
        var index = 0
        while index < s.count {
            if marked == nil, let found = labelled(s, at: index, timed: timed) {
                marked = found
                index = found.whole.upperBound
                continue
            }
            if introduced == nil,
                let found = zai(s, at: index, timed: timed) ?? atOrIn(text, at: index, timed: timed)
            {
                introduced = found
                index = found.whole.upperBound
                continue
            }
            index += 1
        }
        guard let chosen = marked ?? introduced else { return nil }
        let name = text.span(chosen.name).text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        let removed = [marked, introduced].compactMap { $0 }.map { text.span($0.whole).range }
        return Venue(name: name, removed: removed)
    }

    // MARK: - Labels: 地点：X, location: X

    private static let labels: [[Unicode.Scalar]] = [
        "地点", "地址", "位置", "场地", "location", "where", "place", "venue", "address",
    ].map { Array($0.unicodeScalars) }

    /// `地点：X`, `地点是X`, `地点在X`, `location: X`, `where: X` — X up to a comma or the end.
    private static func labelled(_ s: [Unicode.Scalar], at index: Int, timed: [Bool]) -> (
        name: Range<Int>, whole: Range<Int>
    )? {
        guard index == 0 || !isLetter(s[index - 1]) else { return nil }
        guard let label = labels.first(where: { starts(s, at: index, with: $0) }) else { return nil }
        var position = index + label.count
        let spaced = position < s.count && s[position] == " "
        if spaced { position += 1 }
        guard position < s.count else { return nil }
        switch s[position] {
        case ":", "：": position += 1
        case "是", "在", "为": position += 1
        default:
            // 足球赛 地点 体育中心3号场: a Chinese label standing alone between spaces.
            guard spaced, label.first.map(TextResidue.isHan) == true, index > 0,
                s[index - 1] == " " || s[index - 1] == ","
            else { return nil }
        }
        if position < s.count, s[position] == " " { position += 1 }
        let start = position
        while position < s.count, !isClauseEnd(s[position]) {
            if timed[position] {
                // 地点：滨江一号: a number right after the place's name is part of it, not a day.
                var run = position
                while run < s.count, timed[run] { run += 1 }
                guard position > start, TextResidue.isHan(s[position - 1]),
                    run == s.count || s[run] == " " || isClauseEnd(s[run])
                else { break }
                position = run
                continue
            }
            // 地点是B座1208 供应商谈判: in Chinese a space before more words ends the place.
            if s[position] == " ", position > start, position + 1 < s.count, s[position + 1].value >= 0x3400 { break }
            position += 1
        }
        let end = trimmedEnd(s, start, position)
        guard end > start else { return nil }
        return (start..<end, index..<position)
    }

    // MARK: - 在X + what is done there

    /// Words that start what is done at a place: the place ends where one begins.
    private static let activities: [[Unicode.Scalar]] = [
        "讨论", "聚餐", "聚会", "培训", "见面", "碰面", "碰头", "会面", "会合", "汇合", "集合", "参加", "开会", "开庭", "演示",
        "吃饭", "吃", "喝", "接", "送", "练", "过", "赏", "看", "和", "跟", "与", "同", "陪", "见", "等", "买", "办", "做",
        "上课", "上班", "加班", "值班", "学", "打", "踢", "跑", "游", "听", "玩", "签", "面试", "约", "谈", "开", "拍",
        "唱", "逛", "考", "复习", "健身", "锻炼", "洗", "剪", "修", "取", "拿", "交", "举行", "举办", "进行", "召开", "庆祝",
        "组织", "体检", "检查", "看病", "就诊", "排练", "演出", "比赛", "训练", "汇报", "答辩", "讲", "自习", "学习",
        "写", "读", "聊", "搞", "弄", "处理", "准备", "布置", "报名", "登记", "签到", "拜访", "参观", "请", "招待", "宴请",
    ].map { Array($0.unicodeScalars) }

    /// `在海底捞聚餐` → 海底捞: after 在, up to what is done there (or a comma, or the end).
    private static func zai(_ s: [Unicode.Scalar], at index: Int, timed: [Bool]) -> (
        name: Range<Int>, whole: Range<Int>
    )? {
        guard s[index] == "在", !timed[index], index + 1 < s.count, !timed[index + 1] else { return nil }
        if index > 0, "现正存实所自好内外还在".unicodeScalars.contains(s[index - 1]) { return nil }
        if "线于乎意此这那哪".unicodeScalars.contains(s[index + 1]) { return nil }
        let start = index + 1
        // The place ends where what is done there begins, or after the last scalar that ends
        // place names (室 馆 家 门口 楼下) before that: 在图书馆自习 → 图书馆 even without 自习 listed.
        var afterPlaceWord: Int?
        // 在家吃饭: one character that ends place names is the place when what is done there follows
        // (在市妇幼 is no 市).
        if placeEnds.contains(s[start]), activities.contains(where: { starts(s, at: start + 1, with: $0) }) {
            afterPlaceWord = start + 1
        }
        var position = start + 1
        while position < s.count, position - start <= 14 {
            if isClauseEnd(s[position]) || timed[position] { break }
            // 在万达三楼的星巴克 见客户: in Chinese typed with spaces, a space before more words ends
            // the place when no activity came first.
            if s[position] == " ", position + 1 < s.count, s[position + 1].value >= 0x3400 {
                return (start..<position, index..<position)
            }
            // 朋友开的酒吧: an activity before 的 describes the place; 那家修车铺 ends the message with a
            // place word right after the activity's letters.
            // 在训练塔, 在训练基地: an activity's last character after one character is the word 训练, no
            // activity after a place.
            if let activity = activities.first(where: { starts(s, at: position, with: $0) }),
                !placeWordsWithActivities.contains(where: { word in
                    starts(s, at: position, with: word) || (position > start && starts(s, at: position - 1, with: word))
                }),
                !(position + activity.count < s.count && s[position + activity.count] == "的"),
                !namesAPlaceToTheEnd(s, from: position + activity.count),
                !(afterPlaceWord == nil && position - start == 1
                    && activities.contains(where: { starts(s, at: start, with: $0) && $0.count > activity.count }))
            {
                let end = afterPlaceWord ?? position
                return (start..<end, index..<end)
            }
            if placeEnds.contains(s[position]) {
                afterPlaceWord = position + 1
                // 东京塔下面, 桥上面, 门里边: a side word is one word with 面 or 边.
                if "下上里外前后".unicodeScalars.contains(s[position]), position + 1 < s.count,
                    s[position + 1] == "面" || s[position + 1] == "边"
                {
                    afterPlaceWord = position + 2
                    position += 2
                    continue
                }
            }
            // 3号楼201, 五楼的KTV: a room number or a name in letters after a place word or 的.
            if isLetter(s[position]) || isDigit(s[position]), afterPlaceWord == position {
                var end = position
                while end < s.count, isLetter(s[end]) || isDigit(s[end]) { end += 1 }
                // 翠湖花园3单元: the block of the building.
                if starts(s, at: end, with: unitWord) { end += unitWord.count }
                afterPlaceWord = end
                position = end
                continue
            }
            if s[position] == "的", afterPlaceWord == position, position + 1 < s.count,
                isLetter(s[position + 1]) || isDigit(s[position + 1])
            {
                afterPlaceWord = position + 1  // the letters after 的 extend it
            }
            position += 1
        }
        let stopped = position >= s.count || isClauseEnd(s[position]) || timed[position]
        guard let end = afterPlaceWord ?? (stopped ? trimmedEnd(s, start, position) : nil), end > start else {
            return nil
        }
        // 在开会, 在上课: "busy with", not a place.
        if activities.contains(where: { $0.count == end - start && starts(s, at: start, with: $0) }) { return nil }
        return (start..<end, index..<end)
    }

    /// Place words that hold an activity's character: 在大学城游泳馆 is no 学 (learning) at 大.
    private static let placeWordsWithActivities: [[Unicode.Scalar]] = [
        "大学", "中学", "小学", "学校", "学院", "学城", "游乐", "游泳馆", "游泳池", "唱吧", "打印店",
        // 在装修公司门店, 在维修中心: a firm named for its trade.
        "装修", "维修", "修理",
    ].map { Array($0.unicodeScalars) }

    private static let unitWord = Array("单元".unicodeScalars)

    /// Whether one or two Chinese characters from `index` end the clause with a place word: 车铺 in
    /// 修车铺, 衣店 in 洗衣店.
    private static func namesAPlaceToTheEnd(_ s: [Unicode.Scalar], from index: Int) -> Bool {
        for length in 1...2 where index + length <= s.count {
            let end = index + length
            guard s[index..<end].allSatisfy(TextResidue.isHan) else { return false }
            if placeEnds.contains(s[end - 1]), end == s.count || isClauseEnd(s[end]) || s[end] == " " { return true }
        }
        return false
    }

    /// Scalars that end place names: 会议室 图书馆 外婆家 咖啡店 地铁站 门口 楼下 江边 法院 公司.
    private static let placeEnds = Set(
        "室馆家店厅站口下里边旁司园场院堂房楼层座处所部局区路街门屋城吧校厦寺庙湖山宫岛桥村镇市厂铺阁亭舍间台港湾苑府宅寓营心库庭栋幢科".unicodeScalars)

    // MARK: - at X, in X

    private static let notPlaces: [[Unicode.Scalar]] = [
        "least", "all", "once", "first", "last", "most", "the moment", "the latest", "the earliest", "the same time",
        "the end", "the start", "the beginning", "about", "around", "time", "advance", "person", "progress", "case",
        "total", "general", "full", "a row", "between",
    ].map { Array($0.unicodeScalars) }

    /// Verbs whose "at" is no place: "look at tile", "take a look at the quotes".
    private static let verbsBeforeAt: [[Unicode.Scalar]] = [
        "look ", "looks ", "looking ", "glance ", "laugh ", "point ", "yell ", "stare ", "aim ", "hint ", "good ",
        "bad ",
    ].map { Array($0.unicodeScalars) }

    private static let inPlaces: [[Unicode.Scalar]] = [
        "the ", "room", "lab", "meeting room", "conference room", "office", "building", "hall", "my ", "our ",
        "their ", "his ", "her ", "class", "studio", "suite", "unit",
    ].map { Array($0.unicodeScalars) }

    private static let endWords: [[Unicode.Scalar]] = [
        " with ", " for ", " to ", " and ", " about ", " because ", " then ", " so ", " this time", " instead",
        " from now on",
    ].map { Array($0.unicodeScalars) }

    /// `at the library`, `at Blue Bottle`, `in meeting room 2`: up to a time, a comma or a word
    /// that starts another part of the request.
    private static func atOrIn(_ text: NormalizedText, at index: Int, timed: [Bool]) -> (
        name: Range<Int>, whole: Range<Int>
    )? {
        let s = text.scalars
        guard index == 0 || s[index - 1] == " ", index + 3 < s.count, !timed[index] else { return nil }
        // "coffee w/ Jo @ Blue Bottle": @ is typed for "at".
        let isSign = s[index] == "@" && s[index + 1] == " "
        let isAt = (s[index] == "a" && s[index + 1] == "t") || isSign
        let isIn = s[index] == "i" && s[index + 1] == "n"
        guard isSign || ((isAt || isIn) && s[index + 2] == " ") else { return nil }
        let start = isSign ? index + 2 : index + 3
        guard !timed[start], isLetter(s[start]) || isDigit(s[start]) else { return nil }
        // "at 3" is a clock; "at 88 Main St" an address.
        if isDigit(s[start]) && isAt && !StreetAddress.starts(in: s, at: start) { return nil }
        // "look at tile tmrw 3pm at floor & decor": "at" after a verb it belongs to is no place.
        if isAt, verbsBeforeAt.contains(where: { index >= $0.count && starts(s, at: index - $0.count, with: $0) }) {
            return nil
        }
        if notPlaces.contains(where: { startsWord(s, at: start, with: $0) }) { return nil }
        var position = start
        while position < s.count, !isClauseEnd(s[position]) || floorFollows(s, comma: position), !timed[position] {
            if s[position] == " ", endWords.contains(where: { starts(s, at: position, with: $0) }),
                !possessiveAfterAnd(s, at: position)
            {
                break
            }
            position += 1
        }
        var end = trimmedEnd(s, start, position)
        // A trailing `on`/`at` that introduced the time after it; "… is at the Grand Hyatt now".
        // "at the Parkers on the Fourth of July 3pm": "on the" before a holiday's name.
        for word in [" on the", " on", " at", " from", " in", " by", " now", " instead", " please"]
        where end - start > word.count {
            let scalars = Array(word.unicodeScalars)
            if starts(s, at: end - scalars.count, with: scalars) { end -= scalars.count }
        }
        guard end > start else { return nil }
        // "in" before a capitalized name, a room or office, or a name that ends in a kind of place
        // ("in prospect park", "in the rec center").
        if isIn {
            let capitalized = text.originalScalars[text.origins[start]].properties.isUppercase
            var lastWord = end
            while lastWord > start, isLetter(s[lastWord - 1]) { lastWord -= 1 }
            // (A town typed in lower case stays in the title: the blind writers split five to three
            // for "wedding shoot in seattle dec 3 thru 6" over "fieldwork in kyoto july 10-20".)
            // "in radiology conference room b": a room named anywhere in it.
            let words = String(String.UnicodeScalarView(s[start..<end])).split(separator: " ").map(String.init)
            guard
                capitalized || inPlaces.contains(where: { starts(s, at: start, with: $0) })
                    || (lastWord > start && placeKinds.contains(String(String.UnicodeScalarView(s[lastWord..<end]))))
                    || (words.count >= 2 && words.dropLast().contains(where: { $0 == "room" }))
            else { return nil }
        }
        return (start..<end, index..<end)
    }

    /// Words that end the name of a place: "prospect park", "riverside gym".
    private static let placeKinds: Set<String> = [
        "park", "center", "centre", "gym", "studio", "library", "mall", "field", "stadium", "church", "plaza",
        "square", "arena", "pool", "garden", "gardens", "beach", "track",
    ]

    /// Whether " and " at `index` joins two owners of one place: "at mom and dad's".
    private static func possessiveAfterAnd(_ s: [Unicode.Scalar], at index: Int) -> Bool {
        guard starts(s, at: index, with: andWord) else { return false }
        var end = index + andWord.count
        while end < s.count, isLetter(s[end]) { end += 1 }
        return end + 1 < s.count && s[end] == "'" && s[end + 1] == "s"
            && (end + 2 == s.count || !isLetter(s[end + 2]))
    }

    private static let andWord = Array(" and ".unicodeScalars)

    // MARK: - Scalars

    private static func starts(_ s: [Unicode.Scalar], at index: Int, with word: [Unicode.Scalar]) -> Bool {
        guard index + word.count <= s.count else { return false }
        for offset in word.indices where s[index + offset] != word[offset] { return false }
        return true
    }

    private static func startsWord(_ s: [Unicode.Scalar], at index: Int, with word: [Unicode.Scalar]) -> Bool {
        starts(s, at: index, with: word) && (index + word.count == s.count || !isLetter(s[index + word.count]))
    }

    /// Whether a comma at `index` goes on to a floor, room or suite of the place that ends the
    /// message: "at St. Mary's, 3rd floor", "at the Hyatt, room 1204".
    private static func floorFollows(_ s: [Unicode.Scalar], comma index: Int) -> Bool {
        guard s[index] == "," else { return false }
        let rest = String(String.UnicodeScalarView(s[(index + 1)...]))
        return !rest.contains(where: { ",.;!?".contains($0) }) && namesAPartOfAPlace(rest)
    }

    /// Whether `words` (what follows a place and a comma) name a floor, room or suite of it: "3rd
    /// floor", "room 1204", 二楼.
    static func namesAPartOfAPlace(_ words: String) -> Bool {
        let rest = words.trimmingCharacters(in: .whitespaces).lowercased()
        guard !rest.isEmpty, rest.split(separator: " ").count <= 3 else { return false }
        return ["floor", "room ", "suite ", "unit ", "apt ", "building ", "楼", "层", "室"].contains(where: rest.contains)
    }

    private static func isClauseEnd(_ scalar: Unicode.Scalar) -> Bool {
        "，,。；;！!？?、\n:：".unicodeScalars.contains(scalar)  // "barbecue at the lake: push it a day"
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 0x61 && scalar.value <= 0x7A) || (scalar.value >= 0x41 && scalar.value <= 0x5A)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    /// `end` moved back over spaces and a full stop.
    private static func trimmedEnd(_ s: [Unicode.Scalar], _ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, s[end - 1] == " " || s[end - 1] == "." { end -= 1 }
        return end
    }
}
