import SkillUI
import SkillUIHTML

/// The document every page shares: head (stylesheets, deferred scripts, no inline script or
/// style), and the header with the brand, the navigation, an optional status slot and the theme
/// switch. Pages fill `<main>`.
struct PageShell {
    /// Which navigation entry is the current page.
    enum Section: String {
        case chat, playground
    }

    var language: PageLanguage
    var section: Section
    var title: String
    /// Extra stylesheets and scripts under `/static/`.
    var styles: [String] = []
    var scripts: [String] = []
    /// Strings the page's script needs, as JSON in the body's `data-text` attribute.
    var scriptText: [String: String] = [:]
    /// HTML placed in the header after the navigation (the chat's phase indicator).
    var headerStatus = ""

    /// The whole document around `main`, which must already be escaped HTML.
    func render(main: String) -> String {
        let text = ShellText(language)
        var html = "<!doctype html>\n<html lang=\"\(language == .chinese ? "zh-CN" : "en")\" data-theme=\"auto\">\n"
        html += "<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        html += "<title>\(HTMLRenderer.escape(title))</title>\n"
        html += "<link rel=\"icon\" href=\"/static/icon.svg\" type=\"image/svg+xml\">\n"
        for style in ["skillui.css", "site.css"] + styles {
            html += "<link rel=\"stylesheet\" href=\"/static/\(style)\">\n"
        }
        for script in ["theme.js"] + scripts {
            html += "<script src=\"/static/\(script)\" defer></script>\n"
        }
        html += "</head>\n"
        html +=
            "<body class=\"page-\(section.rawValue)\" data-text=\"\(HTMLRenderer.escape(Self.json(scriptText)))\">\n"
        html += "<header class=\"app-header\">\n"
        html += "<a class=\"brand\" href=\"/\"><span class=\"brand-mark\" aria-hidden=\"true\">◆</span>AgentSkill</a>\n"
        html += "<nav class=\"app-nav\" aria-label=\"\(text.navigation)\">"
        for (entry, label) in [(Section.chat, text.chat), (.playground, text.playground)] {
            let current = entry == section ? " aria-current=\"page\"" : ""
            html += "<a href=\"\(entry == .chat ? "/" : "/playground")\"\(current)>\(label)</a>"
        }
        html += "</nav>\n"
        html += headerStatus
        html +=
            "<button type=\"button\" id=\"theme-toggle\" class=\"theme-toggle\" data-label-auto=\"\(text.themeAuto)\""
        html +=
            " data-label-light=\"\(text.themeLight)\" data-label-dark=\"\(text.themeDark)\">\(text.themeAuto)</button>\n"
        html += "</header>\n"
        html += main
        html += "</body>\n</html>\n"
        return html
    }

    /// A flat JSON object of strings, keys sorted.
    static func json(_ strings: [String: String]) -> String {
        let fields = strings.keys.sorted().map { key in
            "\(quoted(key)):\(quoted(strings[key] ?? ""))"
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    private static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let control where control.value < 0x20:
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
                    + String(control.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// The header's own words.
private struct ShellText {
    let navigation, chat, playground, themeAuto, themeLight, themeDark: String

    init(_ language: PageLanguage) {
        switch language {
        case .chinese:
            (navigation, chat, playground) = ("页面", "聊天", "界面调试台")
            (themeAuto, themeLight, themeDark) = ("主题：跟随系统", "主题：浅色", "主题：深色")
        case .english:
            (navigation, chat, playground) = ("Pages", "Chat", "UI playground")
            (themeAuto, themeLight, themeDark) = ("Theme: system", "Theme: light", "Theme: dark")
        }
    }
}
