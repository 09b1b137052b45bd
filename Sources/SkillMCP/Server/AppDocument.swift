import AgentSkill
import SkillJSON
import SkillUI
import SkillUIHTML

/// The HTML5 document of one skill's MCP App: our stylesheet and the bridge script
/// (``AppViewScript``) inlined, an empty place for the card, and a content security policy that
/// allows no outside origin at all.
///
/// The card itself is not in the document: it arrives with each tool result
/// (`structuredContent.card.html`), rendered on the server by ``SkillUI/HTMLRenderer``.
///
/// ```swift
/// AppDocument.html(skillID: "weather", title: "Weather", language: .english)
/// // <!doctype html>\n<html lang="en" data-sk-theme="auto">…
/// ```
enum AppDocument {
    /// `'sha256-…'` of ``AppViewScript/source``: the one script the policy lets run.
    static let scriptSource = "'sha256-" + SHA256.base64Digest(of: AppViewScript.source) + "'"

    /// The policy stated in the document's `<meta http-equiv="Content-Security-Policy">`.
    ///
    /// Only our own script runs (by hash: no other inline script, no event-handler attributes, no
    /// `eval`); styles may be inline (the stylesheet, and `style` attributes the renderer writes);
    /// images only as `data:` URLs; no connections, frames, plugins, fonts or media; no `<base>` and
    /// no form submission. Hosts add their own policy from ``resourceMeta``, which also declares no
    /// outside origin; the browser enforces both.
    static let contentSecurityPolicy = [
        "default-src 'none'", "script-src \(scriptSource)", "style-src 'unsafe-inline'", "img-src data:",
        "connect-src 'none'", "frame-src 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'none'",
    ].joined(separator: "; ")

    /// `_meta` of the resource's content item: no outside origin for any kind of request, and a
    /// border from the host around the card.
    static let resourceMeta: JSONValue = [
        "ui": [
            "csp": ["connectDomains": [], "resourceDomains": [], "frameDomains": [], "baseUriDomains": []],
            "prefersBorder": true,
        ]
    ]

    /// The document for `skillID`, titled and worded in `language`; every text in it is escaped.
    static func html(skillID: String, title: String, language: ReplyLanguage) -> String {
        let chinese = language == .chinese
        let waiting = chinese ? "正在等待结果…" : "Waiting for the answer…"
        let cancelled = chinese ? "已取消。" : "Cancelled."
        let escape = HTMLRenderer.escape
        return """
            <!doctype html>
            <html lang="\(language.code)" data-sk-theme="auto">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
            <meta name="color-scheme" content="light dark">
            <title>\(escape(title))</title>
            <style>
            \(HTMLRenderer.stylesheet)
            .sk-app { padding: 8px; }
            .sk-app-status { margin: 0; color: var(--sk-secondary-label); font-family: system-ui, sans-serif; }
            .sk-app-text { color: var(--sk-label); white-space: pre-line; }
            </style>
            </head>
            <body class="sk-page sk-app" data-sk-skill="\(escape(skillID))">
            <main id="sk-app" aria-live="polite" data-sk-cancelled="\(escape(cancelled))">\
            <p class="sk-app-status">\(escape(waiting))</p></main>
            <script>\(AppViewScript.source)</script>
            </body>
            </html>

            """
    }
}
