import SkillUI

/// The UI playground at `/playground`: a JSON editor with its diagnostics, the normalized tree and
/// the live preview, side by side (stacked on narrow screens), with a gallery of examples and a
/// strict/lenient switch. `playground.js` renders through `POST /api/render` as you type and loads
/// the examples from `GET /api/gallery`; without script the page says so.
struct PlaygroundPage {
    var language: PageLanguage

    func render() -> String {
        let text = PlaygroundText(language)
        var shell = PageShell(language: language, section: .playground, title: text.documentTitle)
        shell.styles = ["playground.css"]
        shell.scripts = ["playground.js"]
        shell.scriptText = text.forScript
        var main = "<main class=\"playground\" id=\"playground\">\n"
        main += toolbar(text)
        main += "<div class=\"pg-panes\">\n"
        main += editorPane(text)
        main += "<div class=\"pg-stack\">\n" + treePane(text) + convertedPane(text) + "</div>\n"
        main += previewPane(text)
        main += "</div>\n"
        main += "<noscript><p class=\"pg-noscript\">\(text.noScript)</p></noscript>\n"
        main += "</main>\n"
        return shell.render(main: main)
    }

    /// The title, the example picker, the mode switch and the status.
    private func toolbar(_ text: PlaygroundText) -> String {
        var html = "<div class=\"pg-toolbar\">\n"
        html += "<div class=\"pg-heading\"><h1 class=\"pg-title\">\(text.title)</h1>"
        html += "<p class=\"pg-lead\">\(text.lead)</p></div>\n"
        html += "<div class=\"pg-controls\">\n"
        html += "<label class=\"pg-field\"><span>\(text.example)</span>"
        html += "<select id=\"pg-gallery\" class=\"pg-select\" disabled>"
        html += "<option value=\"\">\(text.loadExample)</option></select></label>\n"
        html += Self.switchGroup("pg-mode", legend: text.mode, [("lenient", text.lenient), ("strict", text.strict)])
        html += Self.switchGroup(
            "pg-input", legend: text.inputFormat, [("auto", text.auto), ("ours", text.ours), ("a2ui", "A2UI")])
        html += "<span id=\"pg-status\" class=\"pg-status\" data-state=\"idle\" role=\"status\" aria-live=\"polite\">"
        html += "\(text.idle)</span>\n"
        html += "</div>\n</div>\n"
        return html
    }

    /// A row of radio buttons named `name`, each `id` `name-value`; the first is checked.
    private static func switchGroup(_ name: String, legend: String, _ options: [(String, String)]) -> String {
        var html = "<fieldset class=\"pg-mode\"><legend class=\"visually-hidden\">\(legend)</legend>"
        for (index, (value, label)) in options.enumerated() {
            let checked = index == 0 ? " checked" : ""
            html += "<label class=\"pg-mode-option\"><input type=\"radio\" name=\"\(name)\" value=\"\(value)\""
            html += " id=\"\(name)-\(value)\"\(checked)><span>\(label)</span></label>"
        }
        return html + "</fieldset>\n"
    }

    /// The editor with its line numbers, and the diagnostics under it.
    private func editorPane(_ text: PlaygroundText) -> String {
        var html = "<section class=\"pg-pane pg-pane-editor\" aria-labelledby=\"pg-editor-title\">\n"
        html += "<header class=\"pg-pane-head\"><h2 id=\"pg-editor-title\">\(text.editor)</h2>"
        html += "<span class=\"pg-hint\">\(text.editorHint)</span>"
        html += "<button type=\"button\" id=\"pg-format\" class=\"pg-tool\">\(text.format)</button></header>\n"
        html += "<div class=\"pg-editor\">"
        html += "<div class=\"pg-gutter\" id=\"pg-gutter\" aria-hidden=\"true\"></div>"
        html += "<label class=\"visually-hidden\" for=\"pg-source\">\(text.editorLabel)</label>"
        html += "<textarea id=\"pg-source\" class=\"pg-source\" wrap=\"off\" spellcheck=\"false\" autocomplete=\"off\""
        html += " autocapitalize=\"off\" aria-describedby=\"pg-diagnostics-title\"></textarea></div>\n"
        html += "<div class=\"pg-diagnostics-box\">"
        html += "<h3 class=\"pg-subhead\" id=\"pg-diagnostics-title\">\(text.diagnostics)"
        html += " <span class=\"pg-count\" id=\"pg-diagnostic-count\"></span></h3>"
        html += "<ol class=\"pg-diagnostics\" id=\"pg-diagnostics\"></ol></div>\n"
        html += "</section>\n"
        return html
    }

    /// The decoded tree in canonical form.
    private func treePane(_ text: PlaygroundText) -> String {
        var html = "<section class=\"pg-pane pg-pane-tree\" aria-labelledby=\"pg-tree-title\">\n"
        html += "<header class=\"pg-pane-head\"><h2 id=\"pg-tree-title\">\(text.tree)</h2>"
        html += "<span class=\"pg-hint\">\(text.treeHint)</span></header>\n"
        html +=
            "<div class=\"pg-tree\" id=\"pg-tree\" tabindex=\"0\" role=\"region\" aria-labelledby=\"pg-tree-title\">"
        html += "</div>\n</section>\n"
        return html
    }

    /// The document in the other format: ours as A2UI JSONL, A2UI as our JSON, with what the
    /// writing could not carry over.
    private func convertedPane(_ text: PlaygroundText) -> String {
        var html = "<section class=\"pg-pane pg-pane-converted\" aria-labelledby=\"pg-converted-title\">\n"
        html += "<header class=\"pg-pane-head\"><h2 id=\"pg-converted-title\">\(text.converted)</h2>"
        html += "<span class=\"pg-hint\" id=\"pg-converted-format\"></span></header>\n"
        html += "<pre class=\"pg-converted\" id=\"pg-converted\" tabindex=\"0\"></pre>\n"
        html += "<ol class=\"pg-diagnostics pg-conversion-notes\" id=\"pg-conversion-notes\""
        html += " aria-label=\"\(text.conversionNotes)\"></ol>\n"
        html += "</section>\n"
        return html
    }

    /// The rendered document and the action its controls would send.
    private func previewPane(_ text: PlaygroundText) -> String {
        var html = "<section class=\"pg-pane pg-pane-preview\" aria-labelledby=\"pg-preview-title\">\n"
        html += "<header class=\"pg-pane-head\"><h2 id=\"pg-preview-title\">\(text.preview)</h2>"
        html += "<span class=\"pg-stale\" id=\"pg-stale\" hidden>\(text.stale)</span></header>\n"
        html += "<div class=\"pg-preview\" id=\"pg-preview\" aria-live=\"polite\"></div>\n"
        html += "<p class=\"pg-action\" id=\"pg-action\" aria-live=\"polite\">\(text.actionHint)</p>\n"
        html += "</section>\n"
        return html
    }
}

/// The playground's words, in the page and for its script.
struct PlaygroundText {
    let documentTitle, title, lead, example, loadExample, mode, lenient, strict, idle: String
    let editor, editorLabel, editorHint, format, diagnostics, tree, treeHint, preview, stale, actionHint: String
    let noScript, inputFormat, auto, ours, converted, conversionNotes: String
    /// Strings `playground.js` shows (status, diagnostics, the action line), by key; `{n}`,
    /// `{error}`, `{action}` and `{id}` are filled in.
    let forScript: [String: String]

    init(_ language: PageLanguage) {
        switch language {
        case .chinese:
            (documentTitle, title) = ("界面调试台 · AgentSkill", "界面调试台")
            lead = "编辑界面文档，实时查看解码器读到的树和渲染结果。"
            (example, loadExample) = ("示例", "载入示例…")
            (mode, lenient, strict, idle) = ("解码模式", "宽松", "严格", "就绪")
            (editor, editorLabel) = ("JSON", "界面文档（JSON）")
            (editorHint, format) = ("Tab 缩进两格 · 先按 Esc 再按 Tab 可离开", "格式化")
            (diagnostics, tree, treeHint) = ("诊断", "规范化树", "解码器读到的内容")
            (preview, stale) = ("预览", "文档有错误，显示的是上一次成功的渲染")
            actionHint = "点击预览里的按钮或列表项，这里会显示它发送的动作。"
            noScript = "这个页面需要 JavaScript。终端里也可以渲染文档：assistant render FILE"
            (inputFormat, auto, ours) = ("文档格式", "自动识别", "本格式")
            (converted, conversionNotes) = ("转换结果", "转换说明")
            forScript = [
                "rendering": "渲染中…", "rendered": "已渲染", "warnings": "{n} 个警告", "warning": "1 个警告",
                "errors": "{n} 个错误", "error": "1 个错误", "noProblems": "没有问题，文档可以直接使用。",
                "severityError": "错误", "severityWarning": "警告", "renderFailed": "渲染失败：{error}",
                "galleryFailed": "示例载入失败：{error}", "noTree": "没有树：文档没有解码出组件。",
                "nothing": "还没有可显示的内容。", "action": "动作 {action} · 来自 {id}", "payload": "载荷",
                "formatFailed": "JSON 无效，先修正再格式化", "notInTree": "这个路径不在树里（内容被丢弃或还没解码）",
                "locate": "点击在编辑器和树中定位", "toA2UI": "本格式 → A2UI JSONL", "toOurs": "A2UI → 本格式 JSON",
                "noConversionNotes": "转换没有丢失任何内容。", "readNotesInDiagnostics": "读取 A2UI 的说明见“诊断”。",
                "galleryOurs": "本格式", "galleryA2UI": "A2UI",
            ]
        case .english:
            (documentTitle, title) = ("UI playground · AgentSkill", "UI playground")
            lead = "Edit a UI document and watch what the decoder reads and the renderer draws."
            (example, loadExample) = ("Example", "Load an example…")
            (mode, lenient, strict, idle) = ("Decoding", "Lenient", "Strict", "Ready")
            (editor, editorLabel) = ("JSON", "UI document (JSON)")
            (editorHint, format) = ("Tab indents · Esc then Tab moves on", "Format")
            (diagnostics, tree, treeHint) = ("Diagnostics", "Normalized tree", "What the decoder read")
            (preview, stale) = ("Preview", "The document has errors — showing the last good render")
            actionHint = "Click a button or list row in the preview to see the action it would send."
            noScript = "This page needs JavaScript. The terminal renders documents too: assistant render FILE"
            (inputFormat, auto, ours) = ("Document format", "Detect", "Ours")
            (converted, conversionNotes) = ("Converted", "Conversion notes")
            forScript = [
                "rendering": "Rendering…", "rendered": "Rendered", "warnings": "{n} warnings",
                "warning": "1 warning", "errors": "{n} errors", "error": "1 error",
                "noProblems": "No problems: the document reads as written.", "severityError": "error",
                "severityWarning": "warning", "renderFailed": "Could not render: {error}",
                "galleryFailed": "Could not load the examples: {error}",
                "noTree": "No tree: the document did not decode to a component.", "nothing": "Nothing to show yet.",
                "action": "Action {action} from {id}", "payload": "payload",
                "formatFailed": "The JSON is not valid — fix it before formatting",
                "notInTree": "This path is not in the tree (the content was dropped or not decoded)",
                "locate": "Click to find it in the editor and the tree", "toA2UI": "ours → A2UI JSONL",
                "toOurs": "A2UI → our JSON", "noConversionNotes": "Nothing was lost in the conversion.",
                "readNotesInDiagnostics": "What reading the A2UI said is under Diagnostics.",
                "galleryOurs": "Our format", "galleryA2UI": "A2UI",
            ]
        }
    }
}
