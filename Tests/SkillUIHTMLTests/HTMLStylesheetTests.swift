import SkillUI
import SkillUITestSupport
import Testing

@testable import SkillUI
@testable import SkillUIHTML

@Suite struct HTMLStylesheetTests {
    @Test func paletteIsGeneratedFromTheSemanticColors() {
        let palette = HTMLStylesheet.palette
        for color in SKSemanticColor.allCases {
            let name = HTMLCSS.propertyName(color)
            let light = "  \(name): \(HTMLCSS.hex(color.light));"
            let dark = "  \(name): \(HTMLCSS.hex(color.dark));"
            #expect(palette.contains(light), "missing \(light)")
            #expect(palette.contains(dark), "missing \(dark)")
        }
        #expect(HTMLCSS.propertyName(.secondaryLabel) == "--sk-secondary-label")
        #expect(HTMLCSS.propertyName(.label) == "--sk-label")
        #expect(HTMLCSS.propertyName(.secondaryBackground) == "--sk-secondary-background")
    }

    @Test func paletteBlockIsExact() {
        #expect(
            HTMLStylesheet.palette == """
                /* Generated from SKSemanticColor; edit the palette in Swift, not here. */
                :root, .sk-root {
                  color-scheme: light dark;
                  --sk-label: #1C1C1E;
                  --sk-secondary-label: #5F5F66;
                  --sk-background: #FFFFFF;
                  --sk-secondary-background: #F2F2F7;
                  --sk-accent: #005FCC;
                  --sk-success: #1A7F37;
                  --sk-warning: #9A6700;
                  --sk-danger: #C41E1E;
                }
                @media (prefers-color-scheme: dark) {
                  :root, .sk-root:not([data-sk-theme=light]) {
                    --sk-label: #F2F2F7;
                    --sk-secondary-label: #AEAEB2;
                    --sk-background: #1C1C1E;
                    --sk-secondary-background: #2C2C2E;
                    --sk-accent: #4CA3FF;
                    --sk-success: #4AD66D;
                    --sk-warning: #FFC14D;
                    --sk-danger: #FF6B6B;
                  }
                }
                [data-sk-theme=light] {
                  color-scheme: light;
                  --sk-label: #1C1C1E;
                  --sk-secondary-label: #5F5F66;
                  --sk-background: #FFFFFF;
                  --sk-secondary-background: #F2F2F7;
                  --sk-accent: #005FCC;
                  --sk-success: #1A7F37;
                  --sk-warning: #9A6700;
                  --sk-danger: #C41E1E;
                }
                [data-sk-theme=dark] {
                  color-scheme: dark;
                  --sk-label: #F2F2F7;
                  --sk-secondary-label: #AEAEB2;
                  --sk-background: #1C1C1E;
                  --sk-secondary-background: #2C2C2E;
                  --sk-accent: #4CA3FF;
                  --sk-success: #4AD66D;
                  --sk-warning: #FFC14D;
                  --sk-danger: #FF6B6B;
                }

                """)
    }

    @Test func stylesheetIsThePaletteThenTheBundledRules() throws {
        let bundled = try #require(HTMLStylesheet.bundled, "Resources/skillui.css is missing from the bundle")
        #expect(HTMLRenderer.stylesheet == HTMLStylesheet.palette + "\n" + bundled)
        #expect(bundled.contains(".sk-visually-hidden"))
        #expect(bundled.contains(".sk-stack"))
    }

    /// Every class the renderer writes is styled by the bundled sheet, and the fallback covers
    /// the ones layout and accessibility depend on.
    @Test func stylesheetsStyleTheClassesTheRendererWrites() throws {
        let bundled = try #require(HTMLStylesheet.bundled)
        var classes = Set<String>()
        for component in HTMLSecurityTests.everyKind(with: "x") {
            let output = HTMLRenderer(options: .init(debug: true)).render(component)
            for tag in HTMLScan(output).tags {
                for attribute in tag.attributes where attribute.name == "class" {
                    classes.formUnion(attribute.value.split(separator: " ").map(String.init))
                }
            }
        }
        let unstyled = classes.filter { !bundled.contains("." + $0) }.sorted()
        #expect(unstyled.isEmpty, "classes without rules: \(unstyled)")
        for essential in ["sk-visually-hidden", "sk-stack", "sk-vertical", "sk-horizontal", "sk-spacer"] {
            #expect(HTMLStylesheet.fallback.contains("." + essential), "fallback lacks .\(essential)")
        }
    }

    /// Both sheets are static: nothing that loads a resource or runs code.
    @Test func stylesheetsLoadNothing() throws {
        for sheet in [HTMLRenderer.stylesheet, HTMLStylesheet.fallback] {
            let lowered = sheet.lowercased()
            for forbidden in ["url(", "@import", "expression(", "javascript:", "</style"] {
                #expect(!lowered.contains(forbidden), "stylesheet contains \(forbidden)")
            }
        }
    }

    @Test(
        arguments: [
            (SKColor.semantic(.accent), "var(--sk-accent)"),
            (SKColor.rgba(red: 255, green: 136, blue: 0, alpha: 255), "#FF8800"),
            (SKColor.rgba(red: 0, green: 0, blue: 0, alpha: 128), "#00000080"),
        ])
    func colorsBecomeCSSValues(color: SKColor, expected: String) {
        #expect(HTMLCSS.value(color) == expected)
    }

    /// The hex form is exactly ``SKColor/description``, for every channel value and with and
    /// without alpha.
    @Test func hexColorsMatchTheCanonicalDescription() {
        for value in UInt8.min...UInt8.max {
            for color in [
                SKColor.rgba(red: value, green: 0, blue: 255, alpha: 255),
                .rgba(red: 17, green: value, blue: ~value, alpha: value),
            ] {
                #expect(HTMLCSS.value(color) == color.description)
            }
        }
    }
}
