extension TimeGrammar {
    /// Whether 下 at `index` closes 一下 after a verb (看一下, 记一下, 安排一下 — "a moment"), so that
    /// 帮我记一下周三的会 names 周三, not 下周三. Not after a weekday or a number word (周一下周二,
    /// 五一下周) nor in 万一, 统一, 同一.
    func closesYiXia(at index: Int) -> Bool {
        guard has(index - 1, "一") else { return false }
        let before = at(index - 2)
        guard before.value >= 0x4E00, before.value <= 0x9FFF else { return false }
        switch before {
        case "周", "期", "拜", "初", "第", "万", "统", "同", "月", "零", "二", "两", "三", "四", "五", "六", "七", "八", "九",
            "十", "百", "千":
            return false
        default:
            return true
        }
    }
}
