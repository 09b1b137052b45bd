/// The tolerant, incremental JSON reader behind ``LenientJSON`` and ``PartialJSONParser``.
///
/// 1. Before the value: skip whitespace, comments, a Markdown code fence and prose up to the first
///    `{` or `[` (a word at the very start is tried as a literal such as `True`).
/// 2. Read the value token by token with an explicit container stack (nesting costs heap, never
///    call stack), building `JSONValue`s directly, fixing what language models typically get wrong
///    and noting each fix in ``log``.
/// 3. After the value: skip the rest, remembering where trailing text starts.
/// 4. ``finish(at:)``: close an open string, drop a dangling key or separator, close containers.
///
/// Input may arrive in chunks split anywhere: the machine never re-reads earlier input. The one
/// decision that needs look-ahead — does this quote end the string, or is it an apostrophe or an
/// inner quote? — waits in a pending state until the next non-blank byte arrives.
struct LenientMachine: Sendable {
    enum Mode: Sendable, Equatable {
        /// Before the value, nothing but whitespace, comments and fences so far.
        case prologue
        /// Skipping a code fence's language tag (```` ```json ````).
        case fenceTag
        /// Skipping prose up to the next `{` or `[`.
        case prose
        /// After a leading word that may be a literal (`True`): only whitespace may follow.
        case probeTail
        case value
        case key
        case colon
        case afterValue
        case string
        case word
        /// Saw `/`; the next byte says whether it starts a comment.
        case slash
        case lineComment
        case blockComment
        /// The top-level value is complete; the rest is skipped.
        case done
        case failed
    }

    /// What a string or word token becomes.
    enum Role: Sendable {
        case value
        case key
        /// A word at the very start of the text: a literal if nothing but whitespace follows.
        case probe
    }

    /// An open container; its contents so far live on the shared `elements` or `members` stack.
    struct Frame: Sendable {
        var isObject: Bool
        var start: Int
        /// The key whose value is being read, for objects.
        var key: String?
        var keyOffset = 0
    }

    /// Why reading stopped; limits are fatal, syntax errors keep what came before.
    struct Failure: Sendable {
        enum Kind: Sendable {
            case syntax
            case nestingTooDeep
            case stringTooLong
            case stalled
        }

        var kind: Kind
        var reason: String
        var offset: Int
        /// Whether the message ends with `, got <what is at offset>`.
        var showsToken: Bool

        var isFatal: Bool { kind != .syntax }
    }

    let limits: JSONParseLimits
    var mode: Mode = .prologue
    /// Where a comment returns to.
    var resumeMode: Mode = .prologue
    var log = LenientRepairLog()
    var failure: Failure?

    // MARK: Containers
    var frames: [Frame] = []
    var elements: [JSONValue] = []
    var members: [(key: String, value: JSONValue)] = []
    var topValue: JSONValue?
    /// Values added to containers so far: a failed attempt that completed none is worthless.
    var completedCount = 0
    var duplicateKeyCount = 0
    var afterComma = false
    var commaOffset = 0

    // MARK: Tokens
    var string = LenientStringToken()
    var word: [UInt8] = []
    var wordOffset = 0
    var wordRole = Role.value
    var scalarBytes: [UInt8] = []
    var scalarOffset = 0
    var slashOffset = 0
    var blockStar = false

    // MARK: Around the value
    /// Where the current attempt's value starts.
    var attemptStart: Int?
    /// Where prose before the value starts.
    var proseOffset: Int?
    /// Where a value dropped at the end of input started, when it was the only one.
    var droppedValueOffset: Int?
    var backticks = 0
    var backtickOffset = 0
    var fenceOpened = false
    /// The first non-ASCII blank after a leading word (`True\u{00A0}`), with its code point.
    var probeBlank: (offset: Int, value: UInt32)?
    var trailingTextOffset: Int?

    init(limits: JSONParseLimits) {
        self.limits = limits
    }

    // MARK: - Feeding bytes

    /// Reads `bytes`, which start at `base` in the whole input.
    mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>, at base: Int) {
        var index = 0
        var stalls = 0
        while index < bytes.count {
            let before = index
            switch mode {
            case .failed: return
            case .done: index = consumeTrailing(bytes, from: index, base: base)
            case .prose: index = consumeProse(bytes, from: index, base: base)
            case .string: index = consumeString(bytes, from: index, base: base)
            case .word: index = consumeWord(bytes, from: index, base: base)
            case .lineComment, .blockComment: index = consumeComment(bytes, from: index)
            default: if step(bytes[index], at: base + index) { index += 1 }
            }
            // Every transition that leaves a byte for the next mode must lead to one that takes it.
            if index == before {
                stalls += 1
                if stalls > 8 {
                    fail(.stalled, "internal error: the lenient reader stopped advancing", at: base + index)
                    return
                }
            } else {
                stalls = 0
            }
        }
    }

    /// Handles one byte in a mode between tokens; returns whether the byte was used up (otherwise
    /// the mode changed and the byte is read again).
    private mutating func step(_ byte: UInt8, at offset: Int) -> Bool {
        if mode == .slash { return slashByte(byte, at: offset) }
        if byte >= 0x80 || !scalarBytes.isEmpty { return assembleScalar(byte, at: offset) }
        if mode == .fenceTag { return fenceTagByte(byte) }
        if Self.isWhitespace(byte) { return true }
        switch mode {
        case .prologue: return prologueByte(byte, at: offset)
        case .probeTail:
            startProse(at: wordOffset)
            return false
        case .value: return valueByte(byte, at: offset)
        case .key: return keyByte(byte, at: offset)
        case .colon: return colonByte(byte, at: offset)
        case .afterValue: return afterValueByte(byte, at: offset)
        default: return true
        }
    }

    // MARK: - Failing

    mutating func fail(_ reason: String, at offset: Int, showsToken: Bool = true) {
        fail(.syntax, reason, at: offset, showsToken: showsToken)
    }

    mutating func fail(_ kind: Failure.Kind, _ reason: String, at offset: Int, showsToken: Bool = false) {
        guard failure == nil else { return }
        failure = Failure(kind: kind, reason: reason, offset: offset, showsToken: showsToken)
        mode = .failed
    }

    // MARK: - Byte classes

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == ASCII.space || byte == ASCII.lineFeed || byte == ASCII.carriageReturn || byte == ASCII.tab
    }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26
    }

    /// Whether `byte` can begin a bare word: a number or literal for values, a bare key for keys.
    static func startsWord(_ byte: UInt8, role: Role) -> Bool {
        if isLetter(byte) || ASCII.isDigit(byte) || byte == 0x5F || byte == 0x24 { return true }
        return role == .value && (byte == ASCII.minus || byte == ASCII.plus || byte == ASCII.period)
    }

    /// Whether `byte` continues a bare word; keys may also contain non-ASCII text.
    @inline(__always)
    static func continuesWord(_ byte: UInt8, role: Role) -> Bool {
        if isLetter(byte) || ASCII.isDigit(byte) { return true }
        switch byte {
        case 0x5F, 0x24, ASCII.minus, ASCII.plus, ASCII.period: return true
        default: return role == .key && byte >= 0x80
        }
    }
}
