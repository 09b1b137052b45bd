/// A request to change or remove a stored event says so: a change word (改, 挪, 推迟, move,
/// reschedule, "an hour later") or a cancel word (取消, 删, 不去了, cancel, "can't make it").
/// Without one, "the third Friday of January party", "big things in the second half of the year"
/// or "后天的复诊挂的是下午两点半的号" name an event or ask about a period; they change nothing.
/// The classifier's n-grams sometimes lean to a skill that finds and edits a stored event on
/// such sentences, and that skill would then ask for approval to change something the person
/// never mentioned changing.
enum EventChangeCues {
    /// Whether `text` holds a change or cancel word.
    static func said(in text: NormalizedText) -> Bool {
        RequestShape.contains(text.scalars, cues)
    }

    private static let cues = RequestShape.Cues([
        // Change (Chinese)
        "改", "挪", "推迟", "推后", "推到", "往后", "往前", "延后", "延期", "延迟", "延长", "顺延", "延到", "提前", "提早", "换",
        "调", "移到", "拖到", "放到", "定到", "晚一", "早一", "晚半", "早半", "缩短", "更新", "修改", "重新安排", "变",
        // Cancel (Chinese)
        "删", "取消", "去掉", "拿掉", "撤", "划掉", "不去", "不参加", "不开", "不办", "不用", "作废", "算了", "清掉", "清空",
        "去不了", "来不了", "不了了", "不要了", "不需要", "没了", "黄了", "泡汤", "不约", "不做了", "免了", "不去了",
        // Change (English, whole words)
        "move", "moved", "moving", "reschedule", "rescheduled", "push", "pushed", "shift", "shifted", "change",
        "changed", "rename", "renamed", "postpone", "postponed", "delay", "delayed", "bump", "bumped", "earlier",
        "later", "sooner", "instead", "extend", "extended", "shorten", "shortened", "bring", "switch", "swap",
        "make it", "now at", "is at", "is now", "update", "edit", "adjust", "retitle", "should",
        // Cancel (English)
        "delete", "deleted", "remove", "removed", "cancel", "canceled", "cancelled", "drop", "scrap", "scratch",
        "skip", "skipping", "not going", "can't make", "cannot make", "can't go", "won't make", "won't be",
        "get rid of", "call off", "called off", "clear", "take off", "take out", "wipe", "erase", "nix", "forget",
        "no longer", "not happening", "cross off", "is off", "are off", "'s off", "off my", "off the calendar",
        "not coming", "won't come", "can't come", "can't attend", "not attending", "bail", "don't need", "no need",
    ])
}
