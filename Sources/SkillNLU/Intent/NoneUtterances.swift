/// Utterances that ask for none of the built-in skills: chit-chat, nonsense and requests for
/// things nothing here does (music, calls, alarms, translation…). They train the classifier's
/// "none" class, so that its threshold means something.
public enum NoneUtterances {
    /// Chinese and English, together.
    public static var all: [String] { chinese + english }

    /// Chinese.
    public static let chinese: [String] = [
        "你好", "你好呀", "早上好", "晚安", "谢谢你", "太感谢了", "你是谁", "你叫什么名字", "你几岁了",
        "讲个笑话", "给我讲个故事吧", "我好无聊", "今天心情不好", "你真聪明", "哈哈哈", "嗯嗯", "好的",
        "不用了", "算了", "没事", "再见", "拜拜", "你会做什么", "你能干嘛", "我爱你", "你喜欢我吗",
        "播放周杰伦的歌", "放首音乐", "下一首", "音量调大一点", "打电话给妈妈", "给张三发微信", "发短信给老王",
        "定个早上七点的闹钟", "设一个十分钟的计时器", "把灯关了", "打开空调", "导航去机场", "附近有什么好吃的",
        "帮我翻译这句话", "苹果用英语怎么说", "一加一等于几", "地球有多大", "珠穆朗玛峰有多高", "谁是美国总统",
        "今天星期几", "现在几点了", "帮我订一张去上海的机票", "帮我叫个外卖", "打开相机", "拍张照片",
        "阿巴阿巴", "啊啊啊啊", "asdf中文", "随便说点什么", "你吃饭了吗", "我今天跑了五公里", "我喜欢下雨天",
        "北京是中国的首都", "上海好玩吗", "推荐一本书", "推荐一部电影", "怎么做红烧肉", "写一首诗", "帮我写封邮件",
        "股票今天涨了吗", "比特币多少钱一个", "查一下快递", "我的快递到哪了", "明天见", "周末愉快",
        // Said beside reminders and to-dos, asking for nothing.
        "今天好累", "辛苦了", "不客气", "最近怎么样", "你真好", "我忘了", "没问题", "知道了",
    ]

    /// English.
    public static let english: [String] = [
        "hi", "hello there", "good morning", "good night", "thanks a lot", "thank you so much", "who are you",
        "what's your name", "how old are you", "tell me a joke", "tell me a story", "i'm bored", "i feel sad today",
        "you're smart", "lol", "ok", "okay cool", "never mind", "forget it", "bye", "see you later",
        "what can you do", "help", "i love you", "do you like me", "play some jazz", "play the next song",
        "turn the volume up", "call mom", "text john that i'm late", "send a message to alice",
        "set an alarm for 7 am", "start a ten minute timer", "turn off the lights", "turn on the heater",
        "navigate to the airport", "find a good restaurant nearby", "translate this into french",
        "how do you say apple in spanish", "what is two plus two", "how big is the earth", "how tall is everest",
        "who is the president", "what day is it", "what time is it", "book me a flight to new york",
        "order a pizza", "open the camera", "take a picture", "blah blah", "asdfgh", "qwerty uiop",
        "say something", "did you eat", "i ran five miles today", "i like rainy days", "paris is in france",
        "is london fun", "recommend a book", "recommend a movie", "how do i cook pasta", "write a poem",
        "draft an email to my boss", "how are stocks doing", "what's the price of bitcoin", "track my package",
        "where is my parcel", "see you tomorrow", "have a nice weekend",
        // Said beside reminders and to-dos, asking for nothing.
        "i'm so tired", "you're welcome", "how are you", "what's up", "i forgot", "no problem", "understood",
        "sounds good",
    ]
}
