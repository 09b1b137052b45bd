import Foundation
import SkillUI

/// The stylesheet: a palette block generated from ``SKSemanticColor`` (so CSS and the other
/// renderers cannot drift apart), then the static rules of the bundled `skillui.css`.
enum HTMLStylesheet {
    /// The palette block followed by the static rules; computed once.
    static let full: String = palette + "\n" + (bundled ?? fallback)

    /// The semantic colors as custom properties: light on `:root` and `.sk-root`, dark under
    /// `prefers-color-scheme: dark` unless the root forces light, and forced by `data-sk-theme`.
    static let palette: String = {
        var css = "/* Generated from SKSemanticColor; edit the palette in Swift, not here. */\n"
        css += ":root, .sk-root {\n  color-scheme: light dark;\n" + declarations(dark: false) + "}\n"
        css += "@media (prefers-color-scheme: dark) {\n"
        css +=
            "  :root, .sk-root:not([data-sk-theme=light]) {\n" + declarations(dark: true, indent: "    ") + "  }\n}\n"
        css += "[data-sk-theme=light] {\n  color-scheme: light;\n" + declarations(dark: false) + "}\n"
        css += "[data-sk-theme=dark] {\n  color-scheme: dark;\n" + declarations(dark: true) + "}\n"
        return css
    }()

    /// One `--sk-name: #RRGGBB;` line per semantic color.
    static func declarations(dark: Bool, indent: String = "  ") -> String {
        SKSemanticColor.allCases.map { color in
            indent + HTMLCSS.propertyName(color) + ": " + HTMLCSS.hex(dark ? color.dark : color.light) + ";\n"
        }.joined()
    }

    /// The contents of `Resources/skillui.css`, or `nil` when it is missing or unreadable.
    static let bundled: String? = {
        let bundle = Bundle.module
        let url =
            bundle.url(forResource: "skillui", withExtension: "css", subdirectory: "Resources")
            ?? bundle.url(forResource: "skillui", withExtension: "css")
        guard let url, let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
        return String(decoding: data, as: UTF8.self)
    }()

    /// The rules a rendering cannot do without, used when the resource is missing: layout of
    /// stacks, the visually hidden data tables, and colors from the palette.
    static let fallback = """
        .sk-root { color: var(--sk-label); background: var(--sk-background); font-family: system-ui, sans-serif; }
        .sk-stack { --sk-gap: 8px; --sk-padding: 0px; --sk-bg: transparent; display: flex; gap: var(--sk-gap); \
        padding: var(--sk-padding); background: var(--sk-bg); }
        .sk-vertical { flex-direction: column; }
        .sk-horizontal { flex-direction: row; flex-wrap: wrap; align-items: center; }
        .sk-spacer { flex: 1 1 0; }
        .sk-spacer.sk-fixed { flex: 0 0 var(--sk-size); }
        .sk-text { margin: 0; white-space: pre-line; }
        .sk-caption, .sk-list-subtitle, .sk-card-subtitle { color: var(--sk-secondary-label); }
        .sk-card { padding: 12px; border-radius: 12px; background: var(--sk-secondary-background); }
        .sk-chart-plot { width: 100%; max-width: 480px; height: auto; }
        .sk-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; \
        overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

        """
}
