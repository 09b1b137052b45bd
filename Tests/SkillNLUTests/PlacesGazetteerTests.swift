import Foundation
import Testing

@testable import SkillNLU

@Suite struct PlacesGazetteerTests {
    @Test func theBuiltInGazetteerLoads() {
        let gazetteer = Gazetteer.builtIn
        #expect(gazetteer.problems.isEmpty, "\(gazetteer.problems)")
        #expect(gazetteer.places.filter { $0.country == "CN" }.count >= 150)
        #expect(gazetteer.places.filter { $0.country != "CN" }.count >= 300)
    }

    @Test func everyRowIsValid() {
        for place in Gazetteer.builtIn.places {
            #expect(TimeZone(identifier: place.timeZone) != nil, "\(place.name): \(place.timeZone)")
            #expect((-90...90).contains(place.latitude) && (-180...180).contains(place.longitude), "\(place.name)")
            #expect(place.country.count == 2 && place.country.allSatisfy(\.isUppercase), "\(place.name)")
            #expect(place.population > 0, "\(place.name)")
        }
    }

    @Test(arguments: [
        "Beijing", "Shanghai", "Tianjin", "Chongqing", "Shijiazhuang", "Taiyuan", "Hohhot", "Shenyang", "Changchun",
        "Harbin", "Nanjing", "Hangzhou", "Hefei", "Fuzhou", "Nanchang", "Jinan", "Zhengzhou", "Wuhan", "Changsha",
        "Guangzhou", "Nanning", "Haikou", "Chengdu", "Guiyang", "Kunming", "Lhasa", "Xi'an", "Lanzhou", "Xining",
        "Yinchuan", "Ürümqi", "Hong Kong", "Macau", "Taipei", "Boston", "Seattle", "San Francisco", "London",
        "Paris", "Tokyo", "Sydney", "Washington", "Toronto", "Singapore", "Berlin", "Moscow",
    ])
    func includesTheCapitalsAndWellKnownCities(_ name: String) {
        let place = Gazetteer.builtIn.lookup(name)
        #expect(place?.name == name)
    }

    @Test(arguments: [
        ("北京", "Beijing"), ("北京市", "Beijing"), ("beijing", "Beijing"), ("PEKING", "Beijing"),
        ("nyc", "New York"), ("New York City", "New York"), ("纽约", "New York"), ("紐約", "New York"),
        ("sao paulo", "São Paulo"), ("Xian", "Xi'an"), ("Xi’an", "Xi'an"), ("urumqi", "Ürümqi"), ("Bombay", "Mumbai"),
        ("Portland", "Portland"), ("London", "London"), ("旧金山", "San Francisco"), ("三藩市", "San Francisco"),
        ("横滨", "Yokohama"), ("reading", "Reading"),
    ])
    func looksUpAnyName(_ name: String, _ expected: String) {
        #expect(Gazetteer.builtIn.lookup(name)?.name == expected)
    }

    @Test func ambiguousNamesMeanTheMostPopulousPlace() throws {
        let portland = try #require(Gazetteer.builtIn.lookup("Portland"))
        #expect(portland.country == "US" && portland.timeZone == "America/Los_Angeles")
        let london = try #require(Gazetteer.builtIn.lookup("London"))
        #expect(london.country == "GB")
        let fuzhou = try #require(Gazetteer.builtIn.lookup("Fuzhou"))
        #expect(fuzhou.chineseName == "福州")
    }

    @Test func unknownNamesAreNotFound() {
        #expect(Gazetteer.builtIn.lookup("Atlantis") == nil)
        #expect(Gazetteer.builtIn.lookup("") == nil)
        #expect(Gazetteer.builtIn.lookup("马赛克") == nil)
    }

    @Test func badRowsAreSkippedWithAProblemThatNamesTheLine() {
        let header = GazetteerTable.columns.joined(separator: "\t")
        let good = "1\tTestville\t测试\t\t\tXX\t1.5\t2.5\tUTC\t100"
        let bad = "2\tBadville\t\t\t\tXX\t91\t2.5\tUTC\t100"
        let gazetteer = Gazetteer(tsv: "# comment\n\(header)\n\(good)\n\(bad)\n")
        #expect(gazetteer.places.map(\.name) == ["Testville"])
        #expect(gazetteer.problems.count == 1)
        #expect(gazetteer.problems.first?.contains("line 4") == true)
        #expect(gazetteer.lookup("测试市")?.name == "Testville")
    }

    @Test func aMissingOrBrokenTableGivesAnEmptyGazetteerAndAProblem() {
        let empty = Gazetteer(tsv: "")
        #expect(empty.places.isEmpty && !empty.problems.isEmpty)
        #expect(empty.places(in: NormalizedText("北京")).isEmpty)
        let wrongHeader = Gazetteer(tsv: "name\tcountry\nBeijing\tCN\n")
        #expect(wrongHeader.places.isEmpty && wrongHeader.problems.first?.contains("header") == true)
    }
}
