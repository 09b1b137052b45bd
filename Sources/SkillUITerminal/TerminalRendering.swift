import SkillJSON
import SkillUI

/// What ``TerminalRenderer`` produced: the text to print and the numbered choices shown in it.
///
/// ```swift
/// let rendering = TerminalRenderer().render(tree)
/// output.write(rendering.text)
/// if let choice = rendering.choice(forReply: reply) { send(choice.action) }
/// ```
public struct TerminalRendering: Sendable, Hashable {
    /// The lines to print, joined by `"\n"`, without a final line break.
    public var text: String
    /// The buttons, tappable list rows, toggles and picker options shown as `[1]`, `[2]`, … in reading
    /// order; `choices[i].number == i + 1`.
    public var choices: [TerminalChoice]

    /// Creates a rendering.
    public init(text: String, choices: [TerminalChoice]) {
        self.text = text
        self.choices = choices
    }

    /// The choice a person picked by typing its number (`"2"`, `" [2] "`), or `nil` when the reply is
    /// not one of the numbers shown.
    public func choice(forReply reply: String) -> TerminalChoice? {
        var digits = Substring(reply)
        while digits.first?.isWhitespace == true { digits.removeFirst() }
        while digits.last?.isWhitespace == true { digits.removeLast() }
        if digits.hasPrefix("["), digits.hasSuffix("]") { digits = digits.dropFirst().dropLast() }
        guard let number = Int(digits), number >= 1, number <= choices.count else { return nil }
        return choices[number - 1]
    }
}

/// One numbered choice in a terminal rendering: the number a person types and the action it sends.
public struct TerminalChoice: Sendable, Hashable {
    /// The number shown as `[number]`, from 1.
    public var number: Int
    /// What the choice is called on screen (the button title, row title, toggle label or option label),
    /// sanitized like everything shown, so it is safe to print.
    public var title: String
    /// The action to send when it is picked. Its `formValues` are empty. A toggle's payload is
    /// `{"name": field name, "value": the new on/off state}`, a picker option's is
    /// `{"name": field name, "value": option value}`; buttons and list rows carry their own payload.
    public var action: UIAction

    /// Creates a choice.
    public init(number: Int, title: String, action: UIAction) {
        self.number = number
        self.title = title
        self.action = action
    }
}
