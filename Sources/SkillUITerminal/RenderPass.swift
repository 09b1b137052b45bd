import SkillJSON
import SkillUI

/// One rendering in progress: lays out nodes top-down and numbers choices as it meets them, which is
/// reading order.
///
/// Each `block(for:width:depth:)` returns lines whose natural width is at most `width`.
struct RenderPass {
    /// Deeper nodes are shown as a dim `…` instead of being laid out.
    static let maxDepth = 64

    let renderer: TerminalRenderer
    private(set) var choices: [TerminalChoice] = []

    init(renderer: TerminalRenderer) {
        self.renderer = renderer
    }

    var options: TerminalRenderer.Options { renderer.options }

    /// The lines for `component` in `width` columns.
    mutating func block(for component: SKComponent, width: Int, depth: Int) -> TerminalBlock {
        guard depth < Self.maxDepth else { return TerminalBlock([TerminalLine("…", style: .dim)]) }
        let lines: [TerminalLine]
        switch component {
        case .stack(let node): return stack(node, width: width, depth: depth)
        case .card(let node): return card(node, width: width, depth: depth)
        case .custom(let node): return custom(node, width: width, depth: depth)
        case .tabs(let node): return tabs(node, width: width, depth: depth)
        case .modal(let node): return modal(node, width: width, depth: depth)
        case .text(let node): lines = text(node, width: width)
        case .button(let node): lines = button(node, width: width)
        case .textField(let node): lines = textField(node, width: width)
        case .list(let node): lines = list(node, width: width)
        case .image(let node): lines = image(node, width: width)
        case .spacer: lines = [TerminalLine()]
        case .divider: lines = [.rule(style: .dim)]
        case .table(let node): lines = table(node, width: width)
        case .chart(let node): lines = chart(node, width: width)
        case .badge(let node): lines = badge(node, width: width)
        case .progress(let node): lines = progress(node, width: width)
        case .toggle(let node): lines = toggle(node, width: width)
        case .picker(let node): lines = picker(node, width: width)
        case .link(let node): lines = link(node, width: width)
        case .slider(let node): lines = slider(node, width: width)
        case .dateTimeInput(let node): lines = dateTimeInput(node, width: width)
        case .icon(let node): lines = icon(node, width: width)
        case .video(let node): lines = video(node, width: width)
        case .audioPlayer(let node): lines = audioPlayer(node, width: width)
        case .unknown(let node): lines = unknown(node, width: width)
        }
        var block = TerminalBlock()
        block.lines.reserveCapacity(lines.count)
        for line in lines {
            block.append(line.naturalWidth > width ? TextWrapper.truncate(line.spans, width: width) : line)
        }
        return block
    }

    // MARK: - Choices

    /// Records a choice and returns its `[n] ` label.
    mutating func choiceLabel(title: String, action: UIAction) -> TerminalLine {
        let number = choices.count + 1
        choices.append(TerminalChoice(number: number, title: TerminalSanitizer.line(title), action: action))
        return TerminalLine("[\(number)] ", style: .bold)
    }
}
