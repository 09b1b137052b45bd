import SkillJSON
import Testing

@testable import SkillUI

/// Every gallery document decodes leniently without errors and survives a canonical round trip.
@Suite struct GalleryTests {
    /// The documents that exercise lenient fixes and unknown types, with the exact warnings.
    static let expectedDiagnostics: [String: [String]] = [
        "15-unknown-type": [
            #"$.children[1].type: unknown component type "carousel"; kept as an unknown node that renders nothing"#,
            #"$.children[2].type: unknown component type "map"; kept as an unknown node that renders nothing"#,
        ],
        "16-lenient-fixes": [
            #"$.type: unknown component type "vstack"; read as "stack" with direction "vertical""#,
            #"$.spacing: expected a number, got "16"; read as 16"#,
            #"$.components[0].text: unknown field "text" for text; read as "content""#,
            #"$.components[0].style: "heading" is not one of "title", "headline", "body", "caption"; read as "headline""#,
            #"$.components[0].align: "left" is not one of "leading", "center", "trailing"; read as "leading""#,
            #"$.components[1].label: unknown field "label" for button; read as "title""#,
            #"$.components[1].disabled: expected a boolean, got "false"; read as false"#,
            #"$.components[2].type: unknown component type "hstack"; read as "stack" with direction "horizontal""#,
            #"$.components[2].gap: unknown field "gap" for stack; read as "spacing""#,
            #"$.components[2].gap: expected a number, got "8px"; read as 8"#,
            #"$.components[2].children[0].label: unknown field "label" for badge; read as "text""#,
            #"$.components[2].children[0].color: "red" is not a color (#RGB, #RRGGBB, #RRGGBBAA or one of label, "#
                + #"secondaryLabel, background, secondaryBackground, accent, success, warning, danger); read as "danger""#,
            #"$.components[2].children[1].value: 45 is outside 0…1; read as 45% = 0.45"#,
            #"$.components[3].src: unknown field "src" for image; read as "url""#,
            #"$.components[4].href: unknown field "href" for link; read as "url""#,
            #"$.components[4].text: unknown field "text" for link; read as "title""#,
            #"$.components[5].type: unknown component type "text_field"; read as "textField""#,
            #"$.components[5].min_length: unknown field "min_length" for textField; read as "minLength""#,
            #"$.components[5].min_length: expected a number, got "1"; read as 1"#,
            #"$.components[6].is_on: unknown field "is_on" for toggle; read as "isOn""#,
            #"$.components[6].is_on: expected a boolean, got "true"; read as true"#,
        ],
        "28-bound-lenient-fixes": [
            #"$.children[0].content["$bind"]: nothing at /country in the data model; shown empty"#,
            #"$.children[1].content["$call"]: openUrl opens a page when tapped and has no value; write a link "#
                + #"({"type": "link", "url": …}); shown empty"#,
            #"$.children[2].children["$each"]: /temps is "not a list", not an array; no copies"#,
            #"$.children[3]["$note"]: "$note" is not a field (only the root's "$data" is special); ignored"#,
            #"$.children[4].isOn["$call"]: length without min or max always passes"#,
        ],
    ]

    static let names = DecodingFixtures.galleryNames()

    @Test func galleryHasAtLeastSixteenDocuments() {
        #expect(Self.names.count >= 16)
        #expect(!Self.names.contains("00-placeholder"))
    }

    @Test func examplesAreSortedByUniqueNameAndFoundByName() {
        #expect(Self.names == Self.names.sorted())
        #expect(Set(Self.names).count == Self.names.count)
        for example in UIGallery.examples {
            #expect(UIGallery.example(named: example.name) == example)
            #expect(example.id == example.name)
            #expect(!example.json.isEmpty)
        }
        #expect(UIGallery.example(named: "no-such-example") == nil)
    }

    @Test(arguments: names)
    func decodesLenientlyWithoutErrors(name: String) throws {
        let result = UIDecoder.decode(json: try DecodingFixtures.gallery(name))
        #expect(result.component != nil)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.diagnostics.map(\.description) == Self.expectedDiagnostics[name] ?? [])
    }

    @Test(arguments: names)
    func roundTripsThroughCanonicalJSON(name: String) throws {
        let component = try #require(UIDecoder.decode(json: try DecodingFixtures.gallery(name)).component)
        var hasUnknown = false
        component.forEachNode { if case .unknown = $0 { hasUnknown = true } }
        if hasUnknown {
            // Strict mode refuses unknown types; the lenient reading of the canonical form is stable.
            #expect(UIDecoder.decode(component.jsonValue).component == component)
            #expect(throws: UIError.self) { try UIDecoder.decodeStrict(component.jsonValue) }
        } else {
            #expect(try UIDecoder.decodeStrict(component.jsonValue) == component)
        }
        let text = component.jsonValue.stableString(pretty: true)
        #expect(UIDecoder.decode(json: text).component == component)
    }

    @Test func galleryCoversEveryComponentKind() throws {
        var kinds = Set<String>()
        for name in Self.names {
            let component = try #require(UIDecoder.decode(json: try DecodingFixtures.gallery(name)).component)
            component.forEachNode { node in
                if case .unknown = node { kinds.insert("unknown") } else { kinds.insert(node.typeName) }
            }
        }
        let expected = Set(SKComponentKind.allCases.map(\.rawValue) + ["unknown"])
        #expect(expected.subtracting(kinds).isEmpty, "missing: \(expected.subtracting(kinds).sorted())")
    }

    @Test(arguments: ["01-welcome", "02-section"])
    func writeUpExamplesDecodeStrictlyUnchanged(name: String) throws {
        let text = try DecodingFixtures.gallery(name)
        let lenient = UIDecoder.decode(json: text)
        #expect(lenient.diagnostics.isEmpty)
        #expect(try UIDecoder.decodeStrict(json: text) == lenient.component)
    }
}
