/// Traditional Chinese characters folded to their simplified forms before recognition, so 下週一上午十點,
/// 禮拜五, 國慶節 and 三塊錢 read as the simplified text does. One character becomes one character,
/// so `NormalizedText`'s spans still point at the original (traditional) text.
///
/// Only characters that matter to time, money, places and the skills' words are listed — not a
/// full conversion table (characters whose simplified form depends on the word, such as 乾/幹 or
/// 著, are left alone).
enum TraditionalFold {
    /// Pairs of traditional → simplified characters.
    private static let pairs =
        "週周後后個个點点鐘钟鍾钟號号時时間间兩两禮礼開开會会來来農农曆历節节國国慶庆陽阳塊块錢钱萬万億亿圓圆幣币"
        + "報报氣气與与這这還还嗎吗幫帮記记帳账賬账費费飯饭買买賣卖車车見见醫医聖圣誕诞臘腊歲岁現现從从過过幾几"
        + "麼么們们頭头鬧闹鈴铃發发單单溫温預预雲云風风陰阴東东關关閉闭燈灯電电話话給给讓让說说請请設设計计劃划"
        + "議议課课試试約约碼码網网線线書书學学習习寫写聽听讀读體体運运動动錶表筆笔長长業业務务為为對对於于應应"
        + "該该當当則则刪删憶忆錄录餘余額额價价貴贵資资獎奖紅红購购門门機机場场飛飞鐵铁區区處处縣县廣广島岛灣湾"
        + "臺台漢汉蘇苏倫伦紐纽華华頓顿歐欧鎊镑韓韩淩凌黃黄閏闰復复複复勞劳兒儿婦妇師师軍军黨党親亲紀纪麵面麥麦"
        + "雞鸡魚鱼衛卫藥药險险稅税貸贷剛刚纔才裡里裏里準准鐘钟週周晝昼夢梦覺觉鍛锻煉炼館馆參参觀观遊游戲戏"
        + "樂乐喫吃罰罚繳缴貨货幣币圓圆匯汇轉转賺赚虧亏錯错誤误確确認认訂订號号碼码據据樓楼層层號号邊边"
        + "離离遠远綫线鄉乡莊庄鎮镇蓮莲燒烧膽胆雙双勝胜慶庆賀贺團团員员檢检驗验護护診诊療疗齒齿腦脑"
        + "壽寿誌志紙纸襪袜褲裤術术藝艺畫画蘭兰驗验豐丰歷历範范圍围內内夠够輛辆級级隊队場场賽赛幣币"
        + "穌稣難难靈灵臨临齋斋懺忏歸归權权費费灑洒尋寻"

    /// Traditional scalar value → simplified scalar.
    private static let table: [UInt32: Unicode.Scalar] = {
        var table: [UInt32: Unicode.Scalar] = [:]
        let scalars = Array(pairs.unicodeScalars)
        var index = 0
        while index + 1 < scalars.count {
            if scalars[index] != scalars[index + 1] { table[scalars[index].value] = scalars[index + 1] }
            index += 2
        }
        return table
    }()

    /// The listed characters as a bitset over U+4E00–U+9FFF: one load rules most characters out.
    private static let listed: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: (0x9FFF - 0x4E00) / 64 + 1)
        for value in table.keys where (0x4E00...0x9FFF).contains(value) {
            let offset = Int(value - 0x4E00)
            bits[offset / 64] |= 1 << UInt64(offset % 64)
        }
        return bits
    }()

    /// The simplified form of CJK scalar `scalar` (U+4E00–U+9FFF), or `scalar` itself.
    @inline(__always)
    static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let offset = Int(scalar.value) - 0x4E00
        guard offset >= 0, offset < 0x9FFF - 0x4E00 + 1, listed[offset / 64] & (1 << UInt64(offset % 64)) != 0 else {
            return scalar
        }
        return table[scalar.value] ?? scalar
    }
}
