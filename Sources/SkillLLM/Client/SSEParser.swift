/// Server-Sent Events read from bytes as they arrive, in chunks that may split a line, a CR LF or
/// a multi-byte UTF-8 character anywhere.
///
/// It keeps what chat streams use: the `data` field (several `data` lines of one event are joined
/// with LF), events ending at a blank line, LF, CR LF or CR line ends, a leading byte order mark
/// skipped. Comments (lines starting with `:`) and the other fields (`event`, `id`, `retry`) are
/// ignored. Lines are handed on as bytes, so a split character is put back together before
/// anyone decodes it.
///
/// ```swift
/// var parser = SSEParser()
/// try parser.feed(Array("data: {\"a\":".utf8)) { _ in }          // nothing complete yet
/// try parser.feed(Array("1}\n\n".utf8)) { data in print(data) }  // the bytes of {"a":1}
/// ```
package struct SSEParser: Sendable {
    /// The longest event accepted, in bytes; a server that never ends its line cannot exhaust memory.
    package var maxEventBytes: Int
    /// The unfinished line carried over from earlier chunks.
    private var line: [UInt8] = []
    /// The `data` of the event being read.
    private var data: [UInt8] = []
    private var hasData = false
    /// The last chunk ended with CR: an LF opening the next one belongs to it.
    private var skipLineFeed = false
    private var atStart = true

    /// An empty parser.
    package init(maxEventBytes: Int = 16 * 1024 * 1024) {
        self.maxEventBytes = maxEventBytes
    }

    /// Reads `bytes` and calls `event` with the data of every event they complete, in order.
    ///
    /// - Throws: ``LLMError/malformedResponse(_:)`` when an event grows past ``maxEventBytes``,
    ///   or what `event` throws.
    package mutating func feed(
        _ bytes: some Collection<UInt8>, event: (ArraySlice<UInt8>) throws(LLMError) -> Void
    ) throws(LLMError) {
        let direct = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(LLMError) in try feed(buffer: buffer, event: event) }
        }
        if let direct { return try direct.get() }
        let copy = Array(bytes)
        let result = copy.withUnsafeBufferPointer { buffer in
            Result { () throws(LLMError) in try feed(buffer: buffer, event: event) }
        }
        try result.get()
    }

    /// Ends the input: an event still open (its last line or blank line missing) is completed.
    package mutating func finish(event: (ArraySlice<UInt8>) throws(LLMError) -> Void) throws(LLMError) {
        if !line.isEmpty {
            let last = line
            line = []
            try process(last[...], event: event)
        }
        try dispatch(event)
    }

    private mutating func feed(
        buffer: UnsafeBufferPointer<UInt8>, event: (ArraySlice<UInt8>) throws(LLMError) -> Void
    ) throws(LLMError) {
        let count = buffer.count
        var index = 0
        if skipLineFeed, count > 0 {
            skipLineFeed = false
            if buffer[0] == Self.lineFeed { index = 1 }
        }
        var start = index
        while index < count {
            let byte = buffer[index]
            guard byte == Self.lineFeed || byte == Self.carriageReturn else {
                index += 1
                continue
            }
            let piece = UnsafeBufferPointer(rebasing: buffer[start..<index])
            if line.isEmpty {
                try process(piece, event: event)
            } else {
                line.append(contentsOf: piece)
                let whole = line
                line.removeAll(keepingCapacity: true)
                try process(whole[...], event: event)
            }
            if byte == Self.carriageReturn {
                if index + 1 < count {
                    if buffer[index + 1] == Self.lineFeed { index += 1 }
                } else {
                    skipLineFeed = true
                }
            }
            index += 1
            start = index
        }
        if start < count {
            line.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<count]))
            if line.count + data.count > maxEventBytes { throw tooLong() }
        }
    }

    /// One complete line (without its line end).
    private mutating func process<Line: RandomAccessCollection<UInt8>>(
        _ line: Line, event: (ArraySlice<UInt8>) throws(LLMError) -> Void
    ) throws(LLMError) where Line.Index == Int {
        var start = line.startIndex
        if atStart {
            atStart = false
            if line.count >= 3, line[start] == 0xEF, line[start + 1] == 0xBB, line[start + 2] == 0xBF { start += 3 }
        }
        let end = line.endIndex
        guard start < end else { return try dispatch(event) }
        if line[start] == Self.colon { return }  // a comment
        let colon = line[start..<end].firstIndex(of: Self.colon) ?? end
        guard colon - start == 4, line[start] == 0x64, line[start + 1] == 0x61, line[start + 2] == 0x74,
            line[start + 3] == 0x61  // "data"
        else { return }  // event, id, retry and unknown fields
        var valueStart = min(colon + 1, end)
        if valueStart < end, line[valueStart] == Self.space { valueStart += 1 }
        if hasData { data.append(Self.lineFeed) }
        data.append(contentsOf: line[valueStart..<end])
        hasData = true
        if data.count > maxEventBytes { throw tooLong() }
    }

    /// A blank line: the event read so far, if it has data, goes out.
    private mutating func dispatch(_ event: (ArraySlice<UInt8>) throws(LLMError) -> Void) throws(LLMError) {
        guard hasData else { return }
        hasData = false
        defer { data.removeAll(keepingCapacity: true) }
        try event(data[...])
    }

    private func tooLong() -> LLMError {
        .malformedResponse("a stream event is longer than \(maxEventBytes) bytes without ending")
    }

    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D
    private static let colon: UInt8 = 0x3A
    private static let space: UInt8 = 0x20
}
