extension LenientMachine {
    // MARK: - Before the value

    /// Starts the document's value at `offset`; prose skipped before it becomes a repair note.
    mutating func beginValue(at offset: Int, kind: String) {
        attemptStart = offset
        if proseOffset != nil { log.record(.surroundingProse, at: offset, detail: kind) }
    }

    /// One ASCII, non-blank byte before the value.
    mutating func prologueByte(_ byte: UInt8, at offset: Int) -> Bool {
        if byte == Self.backtick {
            countBacktick(at: offset)
            return true
        }
        if backticks > 0 {
            // One or two backticks are inline code, not a fence: prose.
            backticks = 0
            startProse(at: backtickOffset)
            return false
        }
        switch byte {
        case ASCII.slash:
            startSlash(at: offset)
            return true
        case ASCII.openBrace:
            beginValue(at: offset, kind: "object")
        case ASCII.openBracket:
            beginValue(at: offset, kind: "array")
        case ASCII.quote, ASCII.apostrophe, ASCII.minus, ASCII.zero...ASCII.nine:
            beginValue(at: offset, kind: "value")
        default:
            if Self.isLetter(byte) {
                beginWord(.probe, at: offset)
            } else {
                startProse(at: offset)
                return true
            }
            return false
        }
        mode = .value
        return false
    }

    /// Counts backticks; the third opens a Markdown code fence.
    private mutating func countBacktick(at offset: Int) {
        if backticks == 0 { backtickOffset = offset }
        backticks += 1
        guard backticks == 3 else { return }
        backticks = 0
        fenceOpened = true
        log.record(.codeFence, at: backtickOffset)
        mode = .fenceTag
    }

    /// A byte of a fence's language tag (```` ```json ````); anything else ends the tag.
    mutating func fenceTagByte(_ byte: UInt8) -> Bool {
        if Self.isLetter(byte) || ASCII.isDigit(byte) || byte == Self.backtick || byte == ASCII.minus
            || byte == ASCII.plus || byte == 0x5F || byte == ASCII.period
        {
            return true
        }
        mode = .prologue
        return Self.isWhitespace(byte)
    }

    /// Skips prose up to the next `{` or `[`, noticing code fences on the way.
    mutating func consumeProse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, base: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.openBrace || byte == ASCII.openBracket {
                backticks = 0
                beginValue(at: base + index, kind: byte == ASCII.openBrace ? "object" : "array")
                mode = .value
                return index
            }
            index += 1
            if byte == Self.backtick {
                countBacktick(at: base + index - 1)
                if mode != .prose { return index }
            } else {
                backticks = 0
            }
        }
        return index
    }

    // MARK: - After the value

    /// Skips everything after the value, remembering where trailing text (other than blanks and a
    /// closing fence) starts.
    mutating func consumeTrailing(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, base: Int) -> Int {
        guard trailingTextOffset == nil else { return bytes.count }
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            guard Self.isWhitespace(byte) || (fenceOpened && byte == Self.backtick) else {
                trailingTextOffset = base + index
                return bytes.count
            }
            index += 1
        }
        return index
    }

    // MARK: - Comments

    mutating func startSlash(at offset: Int) {
        resumeMode = mode
        slashOffset = offset
        mode = .slash
    }

    /// The byte after `/`: `//` and `/*` start comments; anything else is prose before the value
    /// and an error inside it.
    mutating func slashByte(_ byte: UInt8, at offset: Int) -> Bool {
        switch byte {
        case ASCII.slash:
            log.record(.comment, at: slashOffset, detail: "//")
            mode = .lineComment
            return true
        case Self.star:
            log.record(.comment, at: slashOffset, detail: "/* */")
            blockStar = false
            mode = .blockComment
            return true
        default:
            if resumeMode == .prologue {
                startProse(at: slashOffset)
            } else {
                fail("unexpected '/' that does not start a comment", at: slashOffset, showsToken: false)
            }
            return false
        }
    }

    /// Skips comment text; the comment ends at a line break (`//`) or at `*/`.
    mutating func consumeComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if mode == .lineComment {
                if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                    mode = resumeMode
                    return index
                }
            } else if blockStar && byte == ASCII.slash {
                mode = resumeMode
                return index
            } else {
                blockStar = byte == Self.star
            }
        }
        return index
    }

    static let backtick: UInt8 = 0x60
    static let star: UInt8 = 0x2A
}
