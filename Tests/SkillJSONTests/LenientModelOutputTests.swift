import Testing

@testable import SkillJSON

/// Whole answers the way language models write them: several mistakes at once, with chatter.
@Suite struct LenientModelOutputTests {
    @Test(arguments: [
        LenientCase(
            """
            Sure! Here is the expense as JSON:
            ```json
            {
              "title": "Lunch",
              "amount": 35,
              "paid": true,
            }
            ```
            Let me know if you need anything else.
            """,
            #"{"amount":35,"paid":true,"title":"Lunch"}"#,
            [
                "line 2, column 1: removed a Markdown code fence",
                "line 3, column 1: took the first JSON object out of surrounding prose",
                "line 6, column 15: removed trailing comma",
            ]),
        LenientCase(
            """
            ```json
            {title: 'Team sync', 'start': '2024-05-01T15:00', attendees: ['Ada', 'Lin',], remote: True, room: None}
            ```
            """,
            #"{"attendees":["Ada","Lin"],"remote":true,"room":null,"start":"2024-05-01T15:00","title":"Team sync"}"#,
            [
                "line 1, column 1: removed a Markdown code fence",
                "line 2, column 2: quoted 4 bare keys, first 'title'",
                "line 2, column 9: replaced single quotes around 5 strings",
                "line 2, column 75: removed trailing comma",
                "line 2, column 87: replaced 2 non-JSON literals, first True with true",
            ]),
        LenientCase(
            """
            {
              // the reply
              "text": "第一行
            第二行",
              "quote": “好的”,
              "score": NaN
            }
            """,
            #"{"quote":"好的","score":null,"text":"第一行\n第二行"}"#,
            [
                "line 2, column 3: removed // comment",
                "line 3, column 15: escaped a raw line break inside a string",
                "line 5, column 12: replaced smart quotes “…”",
                "line 6, column 12: replaced NaN with null",
            ]),
        LenientCase(
            #"{"reply": "Use the "Export" button", "steps": [1 2 3], "done": false"#,
            #"{"done":false,"reply":"Use the \"Export\" button","steps":[1,2,3]}"#,
            [
                "line 1, column 20: escaped 2 inner '\"' inside strings",
                "line 1, column 50: inserted 2 missing commas",
                "line 1, column 69: closed an unclosed bracket at end of input (added '}')",
            ]),
        LenientCase(
            """
            I think this is right: [{"name": "Ada", "langs": ["Swift", "C"}, {"name": "Lin"}]
            """,
            #"[{"langs":["Swift","C"],"name":"Ada"},{"name":"Lin"}]"#,
            [
                "line 1, column 24: took the first JSON array out of surrounding prose",
                "line 1, column 63: inserted missing ']'",
            ]),
        LenientCase(
            #"{"items": [{"id": 1, "label": "first"}, {"id": 2, "lab"#,
            #"{"items":[{"id":1,"label":"first"},{"id":2}]}"#,
            [
                "line 1, column 51: dropped key 'lab' that had no value",
                "line 1, column 55: closed 3 unclosed brackets at end of input (added '}]}')",
            ]),
    ])
    func repairsTypicalModelOutput(row: LenientCase) {
        row.verify(LenientJSON.parse(row.input))
    }

    @Test func answersWithOnlyProseFail() {
        let result = LenientJSON.parse("I'm sorry, I can't produce that.")
        #expect(result.value == nil)
        #expect(result.repairs.isEmpty)
        #expect(result.error?.description == "invalid JSON at line 1, column 1: expected a JSON value, got 'I'")
    }

    @Test func repairedValueRoundTripsThroughTheStrictParser() throws {
        let result = LenientJSON.parse("{a: 'x\ny', b: [1, 2,], c: True}")
        let value = try #require(result.value)
        #expect(try JSONValue.parse(value.stableString()) == value)
    }
}
