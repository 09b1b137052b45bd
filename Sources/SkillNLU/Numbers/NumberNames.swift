/// Words that say the number after them names something — an order, a phone, a code — so it is
/// neither a date nor an amount: "order number is 20261218", 订单号20261218, 手机尾号是6688.
enum NumberNames {
    /// Whether one of the words stands within `window` scalars before `index` (the English ones
    /// only when `english`: "phone bill 85" is a price).
    static func stand(in s: [Unicode.Scalar], before index: Int, within window: Int, english: Bool) -> Bool {
        let said = s[max(0, index - window)..<index]
        func holds(_ word: [Unicode.Scalar]) -> Bool {
            said.count >= word.count
                && (0...(said.count - word.count)).contains {
                    said.dropFirst($0).prefix(word.count).elementsEqual(word)
                }
        }
        return chinese.contains(where: holds) || (english && englishWords.contains(where: holds))
    }

    private static let chinese: [[Unicode.Scalar]] = [
        "尾号", "号码", "手机号", "电话", "验证码", "密码", "工号", "学号", "编号", "车牌", "房号", "单号", "订单", "账号", "邮编",
        "卡号",
    ].map { Array($0.unicodeScalars) }
    private static let englishWords: [[Unicode.Scalar]] = [
        "number", "no.", "#", "order", "id", "code", "ref", "account", "tracking", "phone",
    ].map { Array($0.unicodeScalars) }
}
