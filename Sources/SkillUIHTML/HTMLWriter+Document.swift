import SkillUI

/// The fragment root and the full page around it.
extension HTMLWriter {
    /// `<div class="sk-root" data-sk-theme="…">`, optionally starting with the stylesheet.
    mutating func writeRoot(_ component: SKComponent, stylesheet: Bool) {
        raw("<div class=\"sk-root\" data-sk-theme=\"")
        raw(string: options.theme.rawValue)
        raw("\">")
        if stylesheet {
            raw("\n<style>\n")
            raw(string: HTMLStylesheet.full)
            raw("</style>")
        }
        writeChildren([component], depth: -1, closing: "</div>")
    }

    /// A `<!doctype html>` page: meta tags, a script-free content security policy, the inlined
    /// stylesheet, and the fragment as the body.
    mutating func writePage(_ component: SKComponent, title: String) {
        raw("<!doctype html>\n<html")
        attribute("lang", ifPresent: options.language)
        raw(" data-sk-theme=\"")
        raw(string: options.theme.rawValue)
        raw("\">\n<head>\n<meta charset=\"utf-8\">\n")
        raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        raw("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src http: https: data:; ")
        // Media sources only on pages that play media, so other pages' policy stays as strict as before.
        if Self.playsMedia(component) { raw("media-src http: https:; ") }
        raw("style-src 'unsafe-inline'\">\n")
        raw("<meta name=\"color-scheme\" content=\"")
        raw(string: options.theme == .auto ? "light dark" : options.theme.rawValue)
        raw("\">\n<title>")
        text(title)
        raw("</title>\n<style>\n")
        raw(string: HTMLStylesheet.full)
        raw("</style>\n</head>\n<body class=\"sk-page\">\n")
        writeRoot(component, stylesheet: false)
        raw("\n</body>\n</html>\n")
    }

    /// Whether the tree holds a video or an audio player.
    static func playsMedia(_ component: SKComponent) -> Bool {
        var found = false
        component.forEachNode { node in
            switch node {
            case .video, .audioPlayer: found = true
            default: break
            }
        }
        return found
    }
}
