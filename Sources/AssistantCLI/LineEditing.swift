/// What the person did at a prompt of the line editor.
enum PromptInput: Sendable, Hashable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line typed so far is dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the end of input.
    case end
}

/// A prompt with line editing and history: how the terminal chat reads what a person types at a
/// terminal. ``LineEditor`` (libedit) is the real one; tests pass their own.
protocol LineEditing: AnyObject, Sendable {
    /// Shows `prompt` (already made safe for the terminal), lets the person edit a line, and
    /// returns what they did. Calls never overlap.
    func read(prompt: String) async -> PromptInput

    /// Adds a line that was sent to the history, unless ``ChatHistory/shouldRemember(_:after:)``
    /// says no.
    func remember(_ line: String)

    /// Prints `text`, already made safe for the terminal, without breaking a line being edited:
    /// while one is, above its prompt, which is then drawn again; otherwise at once.
    func print(_ text: String)

    /// Sets what Ctrl-C does while no line is being edited — cancel the running request — or,
    /// with `nil`, that it does nothing.
    func onInterrupt(_ action: (@Sendable () -> Void)?)
}

/// Makes a line editor for the environment given, or `nil` when the terminal cannot edit; the
/// editor hands what it must warn about (the history file cannot be kept) to `warn`, which says
/// it in the chat's language.
typealias LineEditorFactory =
    @Sendable (_ environment: [String: String], _ warn: @escaping @Sendable (ChatText) -> Void) -> (any LineEditing)?
