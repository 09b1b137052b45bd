import SkillUI

/// Icon, video and audio player: what they are, and where a player would find them.
extension RenderPass {
    /// The icon's glyph.
    func icon(_ node: SKIcon, width: Int) -> [TerminalLine] {
        [TerminalLine(node.name.symbol)]
    }

    /// `▶ Video: description (url)`.
    func video(_ node: SKVideo, width: Int) -> [TerminalLine] {
        media(prefix: "▶ Video: ", description: node.description, url: node.url, width: width)
    }

    /// `♪ Audio: description (url)`.
    func audioPlayer(_ node: SKAudioPlayer, width: Int) -> [TerminalLine] {
        media(prefix: "♪ Audio: ", description: node.description, url: node.url, width: width)
    }

    private func media(prefix: String, description: String?, url: String, width: Int) -> [TerminalLine] {
        var spans = [span("(" + TerminalSanitizer.line(url) + ")", style: .dim)]
        if let description = description.map(TerminalSanitizer.line), !description.isEmpty {
            spans.insert(contentsOf: [span(description), span(" ")], at: 0)
        }
        return wrapSpans(prefix: TerminalLine(prefix, style: .bold), spans, width: width)
    }
}
