import Testing

@testable import SkillNLU

@Suite struct PlacesRecognizerTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var utterance: String
        var name: String
        var span: String
        var latitude: Double
        var longitude: Double
        var testDescription: String { utterance }

        init(_ utterance: String, _ name: String, span: String, _ latitude: Double, _ longitude: Double) {
            self.utterance = utterance
            self.name = name
            self.span = span
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    static let found: [Expected] = [
        .init("明天北京适合跑步吗", "Beijing", span: "北京", 39.9, 116.4),
        .init("is tomorrow good for a run in Boston?", "Boston", span: "Boston", 42.36, -71.06),
        .init("上海市的天气", "Shanghai", span: "上海市", 31.2, 121.5),
        .init("weather in New York City", "New York", span: "New York City", 40.71, -74.0),
        .init("weather in new york tomorrow", "New York", span: "new york", 40.71, -74.0),
        .init("NYC this weekend", "New York", span: "NYC", 40.71, -74.0),
        .init("纽约下雨吗", "New York", span: "纽约", 40.71, -74.0),
        .init("紐約天氣", "New York", span: "紐約", 40.71, -74.0),
        .init("东京几点了", "Tokyo", span: "东京", 35.7, 139.7),
        .init("flights to São Paulo", "São Paulo", span: "São Paulo", -23.5, -46.6),
        .init("flights to sao paulo", "São Paulo", span: "sao paulo", -23.5, -46.6),
        .init("SÃO PAULO weather", "São Paulo", span: "SÃO PAULO", -23.5, -46.6),
        .init("广州明天热不热", "Guangzhou", span: "广州", 23.1, 113.3),
        .init("深圳市南山区", "Shenzhen", span: "深圳市", 22.5, 114.1),
        .init("我在杭州", "Hangzhou", span: "杭州", 30.3, 120.2),
        .init("成都的火锅", "Chengdu", span: "成都", 30.7, 104.1),
        .init("去拉萨旅游", "Lhasa", span: "拉萨", 29.65, 91.1),
        .init("乌鲁木齐冷吗", "Ürümqi", span: "乌鲁木齐", 43.8, 87.6),
        .init("香港的天气", "Hong Kong", span: "香港", 22.3, 114.2),
        .init("澳门几度", "Macau", span: "澳门", 22.2, 113.5),
        .init("台北下雨", "Taipei", span: "台北", 25.05, 121.5),
        .init("中山市明天", "Zhongshan", span: "中山市", 22.5, 113.4),
        .init("吉林市下雪了", "Jilin", span: "吉林市", 43.8, 126.6),
        .init("伦敦现在几点", "London", span: "伦敦", 51.5, -0.13),
        .init("what time is it in London", "London", span: "London", 51.5, -0.13),
        .init("Paris in the spring", "Paris", span: "Paris", 48.85, 2.35),
        .init("去Boston跑步", "Boston", span: "Boston", 42.36, -71.06),
        .init("Boston's weather", "Boston", span: "Boston", 42.36, -71.06),
        .init("run in seattle", "Seattle", span: "seattle", 47.6, -122.3),
        .init("fog in San Francisco", "San Francisco", span: "San Francisco", 37.77, -122.4),
        .init("fog in SF today", "San Francisco", span: "SF", 37.77, -122.4),
        .init("旧金山有雾", "San Francisco", span: "旧金山", 37.77, -122.4),
        .init("traffic in LA", "Los Angeles", span: "LA", 34.05, -118.2),
        .init("洛杉矶", "Los Angeles", span: "洛杉矶", 34.05, -118.2),
        .init("beach day in Sydney?", "Sydney", span: "Sydney", -33.9, 151.2),
        .init("悉尼天气", "Sydney", span: "悉尼", -33.9, 151.2),
        .init("I am flying to Nice tomorrow", "Nice", span: "Nice", 43.7, 7.27),
        .init("a meeting in Reading on Monday", "Reading", span: "Reading", 51.46, -0.97),
        .init("rain in Portland", "Portland", span: "Portland", 45.5, -122.7),
        .init("old photos of Peking", "Beijing", span: "Peking", 39.9, 116.4),
        .init("Xi'an food", "Xi'an", span: "Xi'an", 34.3, 108.9),
        .init("ZÜRICH in winter", "Zürich", span: "ZÜRICH", 47.4, 8.55),
        .init("ＴＯＫＹＯ ｎｏｗ", "Tokyo", span: "ＴＯＫＹＯ", 35.7, 139.7),
        .init("首尔几点", "Seoul", span: "首尔", 37.57, 126.98),
        // Towns of English-speaking countries people ask the weather of, in lower case too.
        .init("weather today baltimore", "Baltimore", span: "baltimore", 39.29, -76.61),
        .init("running tomorrow morning in brooklyn?", "Brooklyn", span: "brooklyn", 40.65, -73.95),
        .init("ok to run tonight? newark", "Newark", span: "newark", 40.74, -74.17),
        .init("weather in dc next monday", "Washington", span: "dc", 38.9, -77.04),
        .init("rain in St. Louis", "St. Louis", span: "St. Louis", 38.63, -90.2),
        .init("is it cold in Glasgow", "Glasgow", span: "Glasgow", 55.86, -4.26),
        .init("snow in the Bronx?", "The Bronx", span: "the Bronx", 40.85, -73.87),
        .init("Weather in Buffalo", "Buffalo", span: "Buffalo", 42.89, -78.88),
    ]

    @Test(arguments: found)
    func findsThePlace(_ row: Expected) throws {
        let places = Gazetteer.builtIn.places(in: NormalizedText(row.utterance))
        let place = try #require(places.first, "no place in '\(row.utterance)'")
        #expect(places.count == 1)
        #expect(place.name == row.name)
        #expect(place.span.text == row.span)
        let original = Array(row.utterance.unicodeScalars)
        #expect(String(String.UnicodeScalarView(original[place.span.range])) == place.span.text)
        #expect(abs(place.latitude - row.latitude) < 0.2)
        #expect(abs(place.longitude - row.longitude) < 0.2)
    }

    @Test(arguments: [
        "have a nice day", "Nice weather today", "nice. Nice!", "I love reading", "Reading is fun",
        "my mobile phone", "Mobile app", "take a bath", "an orange", "chester the cat", "la la land",
        "on the la river", "Bostonian accent", "the sfx were great", "newyorker", "中山路", "吉林省", "世界大同",
        "长治久安", "马赛克", "开封后冷藏", "夸下海口", "明天下午三点", "",
        // First names and words that are also towns: left out, or matched only when capitalized.
        "lunch with charlotte", "call Madison at 5", "buffalo wings tonight", "climbing the boulder problem",
        "columbus day parade", "my 12 mesa appointment",
    ])
    func findsNothing(_ utterance: String) {
        #expect(Gazetteer.builtIn.places(in: NormalizedText(utterance)).isEmpty)
    }

    @Test func findsSeveralPlacesInOrderWithoutOverlaps() {
        let places = Gazetteer.builtIn.places(in: NormalizedText("从北京飞上海,then New York City and LA"))
        #expect(places.map(\.name) == ["Beijing", "Shanghai", "New York", "Los Angeles"])
        let ranges = places.map(\.span.range)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound })
    }

    @Test func longestNameWins() throws {
        let text = NormalizedText("weather in New York City")
        let place = try #require(Gazetteer.builtIn.places(in: text).first)
        #expect(place.span.text == "New York City")
        #expect(place.span.range == 11..<24)
    }

    @Test func spansPointIntoTheOriginalText() throws {
        let utterance = "  明天　北京市  跑步"
        let place = try #require(Gazetteer.builtIn.places(in: NormalizedText(utterance)).first)
        let scalars = Array(utterance.unicodeScalars)
        #expect(String(String.UnicodeScalarView(scalars[place.span.range])) == "北京市")
    }
}
