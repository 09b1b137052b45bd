import CEditLine
import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal chat's line editor, over libedit's wide-character API: emacs bindings (arrows,
/// Ctrl-A/E, Ctrl-R to search the history, Ctrl-W…), characters measured as the terminal shows
/// them (中文 takes two columns), the history of ``ChatHistory``, and Ctrl-C.
///
/// 1. `init` puts `LC_CTYPE` in a UTF-8 locale (the environment's, else `C.UTF-8`), starts
///    libedit on standard input and output, and loads the history.
/// 2. ``read(prompt:)`` edits one line on a thread of its own, since libedit blocks. libedit
///    reads the terminal through ``nextCharacter(_:into:)``, which also wakes up for
///    ``print(_:)`` to show text above the prompt.
/// 3. While a line is edited the terminal passes Ctrl-C on as a character (`setty -d -isig`),
///    which `agentskill-interrupt` turns into ``PromptInput/interrupted``. Between lines — while
///    a request runs — Ctrl-C is SIGINT, which a dispatch source hands to the
///    ``onInterrupt(_:)`` action instead of ending the program.
final class LineEditor: LineEditing, @unchecked Sendable {
    // @unchecked: `editLine`, `history`, `prompt`, `promptWidth`, `decoder`, `inputEnded` and
    // `interrupted` are used by one thread at a time — the one editing a line (reads never
    // overlap), or `remember` between reads; what other threads touch is behind a Mutex.
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let input: Int32
    private let output: Int32
    private let wake: (read: Int32, write: Int32)
    private var prompt: UnsafeMutablePointer<wchar_t>
    private var promptWidth = 0
    private var decoder = UTF8Decoder()
    private var inputEnded = false
    private var interrupted = false
    private let shared = Mutex(Shared())
    private let saved: Mutex<ChatHistory>
    private let warn: @Sendable (ChatText) -> Void
    private let signalSource: any DispatchSourceSignal

    /// What the editing thread and the others share.
    private struct Shared {
        var editing = false
        var pending: [String] = []
        var interruptAction: (@Sendable () -> Void)?
        var warnedAboutHistory = false
    }

    /// The bindings added to libedit's emacs ones: Ctrl-R searches the history backwards (it
    /// redraws the line by default), Ctrl-W deletes the word before the cursor as in readline (it
    /// cuts up to the mark by default), Ctrl-C interrupts, and the keys xterm-like terminals send
    /// for Home, End, Delete and Ctrl-arrows.
    static let bindings: [(key: String, command: String)] = [
        ("^R", "em-inc-search-prev"),
        ("^W", "ed-delete-prev-word"),
        ("^C", "agentskill-interrupt"),
        ("\\e[H", "ed-move-to-beg"), ("\\e[1~", "ed-move-to-beg"),
        ("\\e[F", "ed-move-to-end"), ("\\e[4~", "ed-move-to-end"),
        ("\\e[3~", "ed-delete-next-char"),
        ("\\e[1;5D", "ed-prev-word"), ("\\e[1;5C", "em-next-word"),
    ]

    /// An editor on standard input and output with the history file `ChatHistory.fileURL`
    /// finds in `environment`; `nil` when the terminal cannot edit (`TERM=dumb`) or libedit
    /// cannot start. `warn` says what went wrong (the history file cannot be kept).
    convenience init?(environment: [String: String], warn: @escaping @Sendable (ChatText) -> Void) {
        guard environment["TERM"] != "dumb" else { return nil }
        self.init(history: ChatHistory(url: ChatHistory.fileURL(environment: environment)), warn: warn)
    }

    private init?(history file: ChatHistory, warn: @escaping @Sendable (ChatText) -> Void) {
        _ = cedit_use_utf8_ctype()
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        for end in pipeEnds {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        guard let editLine = cedit_init("assistant") else {
            close(pipeEnds[0])
            close(pipeEnds[1])
            return nil
        }
        guard let history = history_winit() else {
            el_end(editLine)
            close(pipeEnds[0])
            close(pipeEnds[1])
            return nil
        }
        self.editLine = editLine
        self.history = history
        self.input = STDIN_FILENO
        self.output = STDOUT_FILENO
        self.wake = (pipeEnds[0], pipeEnds[1])
        self.prompt = Self.wideCopy("")
        self.saved = Mutex(file)
        self.warn = warn
        self.signalSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        configure()
        loadHistory()
        // Ctrl-C between lines cancels the running request instead of ending the program.
        signal(SIGINT, SIG_IGN)
        signalSource.setEventHandler { [weak self] in
            self?.shared.withLock { $0.interruptAction }?()
        }
        signalSource.resume()
    }

    deinit {
        signalSource.cancel()
        el_end(editLine)
        history_wend(history)
        prompt.deallocate()
        close(wake.read)
        close(wake.write)
    }

    private func configure() {
        _ = cedit_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = Self.withWide("emacs") { cedit_set_editor(editLine, $0) }
        _ = cedit_set_prompt(editLine, promptFunction)
        _ = cedit_set_getc(editLine, readFunction)
        _ = cedit_history_set_size(history, Int32(ChatHistory.limit))
        _ = cedit_history_set_unique(history, 1)
        _ = cedit_set_history(editLine, history)
        _ = Self.withWide("agentskill-interrupt") { name in
            Self.withWide("drop the line being typed") { help in
                cedit_add_function(editLine, name, help, interruptFunction)
            }
        }
        for binding in Self.bindings {
            _ = Self.withWide(binding.key) { key in
                Self.withWide(binding.command) { command in cedit_bind(editLine, key, command) }
            }
        }
        // While a line is edited, Ctrl-C reaches the editor as a character, not as SIGINT.
        _ = Self.withWide("-d") { mode in Self.withWide("-isig") { cedit_setty(editLine, mode, $0) } }
    }

    private func loadHistory() {
        let entries: [String]
        do {
            entries = try saved.withLock { file throws(ChatHistory.Failure) in
                try file.load()
                return file.entries
            }
        } catch {
            warnAboutHistory(error)
            entries = saved.withLock { $0.entries }
        }
        for entry in entries { _ = Self.withWide(entry) { cedit_history_enter(history, $0) } }
    }

    private func warnAboutHistory(_ error: ChatHistory.Failure) {
        let first = shared.withLock { state in
            defer { state.warnedAboutHistory = true }
            return !state.warnedAboutHistory
        }
        guard first else { return }
        let path = saved.withLock { $0.url?.path ?? "" }
        warn(.historyNotKept(path: path, reason: error.description))
    }

    // MARK: - LineEditing

    func read(prompt: String) async -> PromptInput {
        await withCheckedContinuation { continuation in
            Thread { [self] in continuation.resume(returning: readBlocking(prompt: prompt)) }.start()
        }
    }

    func remember(_ line: String) {
        do {
            let added = try saved.withLock { file throws(ChatHistory.Failure) in try file.remember(line) }
            if added { _ = Self.withWide(line) { cedit_history_enter(history, $0) } }
        } catch {
            // In memory all the same: the line can be recalled in this session.
            _ = Self.withWide(line) { cedit_history_enter(history, $0) }
            warnAboutHistory(error)
        }
    }

    func print(_ text: String) {
        shared.withLock { state in
            guard state.editing else { return write(text) }
            state.pending.append(text)
            var byte: UInt8 = 1
            _ = Glibc.write(wake.write, &byte, 1)
        }
    }

    func onInterrupt(_ action: (@Sendable () -> Void)?) {
        shared.withLock { $0.interruptAction = action }
    }

    // MARK: - Editing a line

    /// Edits one line with libedit; blocks until it is entered, interrupted or input ends.
    private func readBlocking(prompt text: String) -> PromptInput {
        setPrompt(text)
        interrupted = false
        shared.withLock { $0.editing = true }
        var count: Int32 = 0
        let line = el_wgets(editLine, &count)
        let leftover = shared.withLock { state in
            defer {
                state.editing = false
                state.pending = []
            }
            return state.pending
        }
        drainWake()
        if !leftover.isEmpty { write(leftover.joined()) }
        if interrupted { return .interrupted }
        guard let line, count > 0 else { return .end }
        var scalars = String.UnicodeScalarView()
        for character in UnsafeBufferPointer(start: line, count: Int(count)) {
            if let scalar = Unicode.Scalar(UInt32(bitPattern: character)) { scalars.append(scalar) }
        }
        if scalars.last == "\n" { scalars.removeLast() }
        return .line(String(scalars))
    }

    private func setPrompt(_ text: String) {
        // A prompt is one line: a newline or tab in it (from an approval's summary) is a space.
        let flat = String(text.map { $0 == "\n" || $0 == "\t" || $0 == "\r\n" ? " " : $0 })
        prompt.deallocate()
        prompt = Self.wideCopy(flat)
        promptWidth = flat.unicodeScalars.reduce(0) { $0 + Self.columns(of: wchar_t(bitPattern: $1.value)) }
    }

    /// libedit's next character: one decoded from what was read, else it waits for the terminal
    /// or a wake-up from ``print(_:)`` (then shows what was queued above the prompt). 1 with the
    /// character, 0 at the end of input, -1 on a read error.
    fileprivate func nextCharacter(_ editLine: OpaquePointer, into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        while true {
            if let scalar = decoder.next() {
                character.pointee = wchar_t(bitPattern: scalar.value)
                return 1
            }
            if inputEnded {
                guard let last = decoder.finish() else { return 0 }
                character.pointee = wchar_t(bitPattern: last.value)
                return 1
            }
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&descriptors, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                return -1
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                drainWake()
                showPending(editLine)
            }
            guard descriptors[0].revents != 0 else { continue }
            var bytes = [UInt8](repeating: 0, count: 4096)
            let count = bytes.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return -1
            }
            if count == 0 {
                inputEnded = true
            } else {
                decoder.append(bytes[..<count])
            }
        }
    }

    /// Marks the line as interrupted, shows `^C` at its end and ends it (a pushed newline).
    fileprivate func interrupt(_ editLine: OpaquePointer) -> UInt8 {
        interrupted = true
        if let line = el_wline(editLine)?.pointee, let cursor = line.cursor, let last = line.lastchar {
            _ = el_cursor(editLine, Int32(last - cursor))
        }
        _ = Self.withWide("^C") { el_winsertstr(editLine, $0) }
        Self.withWide("\n") { el_wpush(editLine, $0) }
        return UInt8(CC_REFRESH)
    }

    fileprivate var promptCharacters: UnsafeMutablePointer<wchar_t> { prompt }

    /// Prints the texts ``print(_:)`` queued above the prompt: back to the prompt's first row,
    /// clear to the end of the screen, the texts, then libedit draws the prompt and line again.
    private func showPending(_ editLine: OpaquePointer) {
        let texts = shared.withLock { state in
            defer { state.pending = [] }
            return state.pending
        }
        guard !texts.isEmpty else { return }
        let row = cursorRow(editLine)
        write("\r" + (row > 0 ? "\u{1B}[\(row)A" : "") + "\u{1B}[J" + texts.joined())
        cedit_refresh(editLine)
    }

    /// The row of the cursor below the prompt's first row, as libedit wraps the line.
    private func cursorRow(_ editLine: OpaquePointer) -> Int {
        guard let line = el_wline(editLine)?.pointee, var position = line.buffer, let cursor = line.cursor else {
            return 0
        }
        var width = promptWidth
        while position < cursor {
            width += Self.columns(of: position.pointee)
            position += 1
        }
        let columns = Int(cedit_columns(editLine))
        return columns > 0 ? width / columns : 0
    }

    private func drainWake() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ Glibc.read(wake.read, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Writes `text` to standard output as it is.
    private func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }

    // MARK: - Wide strings

    /// The columns a character takes on the terminal; a control character shows as `^X`.
    static func columns(of character: wchar_t) -> Int {
        let width = cedit_wcwidth(character)
        return width < 0 ? 2 : Int(width)
    }

    /// Calls `body` with `text` as a NUL-terminated wide string.
    static func withWide<Result>(_ text: String, _ body: (UnsafePointer<wchar_t>) -> Result) -> Result {
        let characters = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
        return characters.withUnsafeBufferPointer { buffer in
            // A non-empty array always has a base address.
            guard let base = buffer.baseAddress else { return body(UnsafePointer(Self.emptyWide)) }
            return body(base)
        }
    }

    /// `text` as a NUL-terminated wide string the caller deallocates.
    private static func wideCopy(_ text: String) -> UnsafeMutablePointer<wchar_t> {
        let characters = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
        let copy = UnsafeMutablePointer<wchar_t>.allocate(capacity: characters.count)
        copy.initialize(from: characters, count: characters.count)
        return copy
    }

    /// An empty wide string that is never freed.
    nonisolated(unsafe) fileprivate static let emptyWide: UnsafeMutablePointer<wchar_t> = wideCopy("")

    /// The editor whose libedit is `editLine`.
    fileprivate static func editor(of editLine: OpaquePointer) -> LineEditor? {
        cedit_client_data(editLine).map { Unmanaged<LineEditor>.fromOpaque($0).takeUnretainedValue() }
    }
}

// libedit's callbacks: plain C functions that find their editor through the client data.

private let promptFunction: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<wchar_t>? = { editLine in
    guard let editLine, let editor = LineEditor.editor(of: editLine) else { return LineEditor.emptyWide }
    return editor.promptCharacters
}

private let readFunction: @convention(c) (OpaquePointer?, UnsafeMutablePointer<wchar_t>?) -> Int32 = {
    editLine, character in
    guard let editLine, let character, let editor = LineEditor.editor(of: editLine) else { return -1 }
    return editor.nextCharacter(editLine, into: character)
}

private let interruptFunction: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editLine, _ in
    guard let editLine, let editor = LineEditor.editor(of: editLine) else { return UInt8(CC_ERROR) }
    return editor.interrupt(editLine)
}

/// Decodes UTF-8 bytes that arrive in pieces into characters, as a plain value (no I/O): a
/// character split between two reads waits for the rest; an invalid byte is U+FFFD.
struct UTF8Decoder {
    private var bytes: [UInt8] = []
    private var start = 0

    /// Adds bytes read.
    mutating func append(_ more: some Collection<UInt8>) {
        if start > 0 {
            bytes.removeFirst(start)
            start = 0
        }
        bytes.append(contentsOf: more)
    }

    /// The next whole character, or `nil` when the bytes left (if any) are the start of one.
    mutating func next() -> Unicode.Scalar? {
        guard start < bytes.count else { return nil }
        let lead = bytes[start]
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00..<0x80:
            start += 1
            return Unicode.Scalar(lead)
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return replacing(1)
        }
        let available = min(length, bytes.count - start)
        for offset in 1..<max(available, 1) {
            let byte = bytes[start + offset]
            guard byte & 0xC0 == 0x80 else { return replacing(offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard available == length else { return nil }
        let smallest: UInt32 = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return replacing(length) }
        start += length
        return scalar
    }

    /// At the end of input: U+FFFD for an unfinished character, else `nil`.
    mutating func finish() -> Unicode.Scalar? {
        guard start < bytes.count else { return nil }
        bytes = []
        start = 0
        return "\u{FFFD}"
    }

    private mutating func replacing(_ count: Int) -> Unicode.Scalar {
        start += count
        return "\u{FFFD}"
    }
}
