/// Runs a ``LenientMachine`` over input that grows at the end, and turns its state into a
/// ``LenientParseResult``.
///
/// 1. Feed new bytes to the machine.
/// 2. If an attempt fails before it has read a single value (the `{` or `[` was part of prose,
///    as in `[see below] {…}`), start over in prose mode after the failure. Each new attempt starts
///    past the previous one's start, and re-reads at most the failed token, so the total work
///    stays linear.
/// 3. At the end, close what is open and render the repair notes with lines and columns.
struct LenientDriver: Sendable {
    private(set) var machine: LenientMachine
    /// The failure of the first worthless attempt, reported if no later attempt finds a value.
    private var firstFailure: LenientMachine.Failure?
    /// How often reading started over past a failed attempt.
    private(set) var restartCount = 0

    init(limits: JSONParseLimits) {
        machine = LenientMachine(limits: limits)
    }

    var limits: JSONParseLimits { machine.limits }

    /// Reads `bytes[start...]`; `bytes[..<start]` is what was fed before.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
        var position = start
        while position < bytes.count {
            machine.consume(UnsafeBufferPointer(rebasing: bytes[position...]), at: position)
            guard let failure = machine.failure, !failure.isFatal, machine.completedCount == 0,
                let attemptStart = machine.attemptStart
            else { return }
            if firstFailure == nil { firstFailure = failure }
            position = max(failure.offset, attemptStart + 1)
            restartCount += 1
            machine.restart()
        }
    }

    /// Ends the input (`bytes` is all of it) and builds the result.
    mutating func finish(_ bytes: UnsafeBufferPointer<UInt8>, checkUTF8: Bool) -> LenientParseResult {
        machine.finish(at: bytes.count)
        let source = LenientSource(bytes: bytes)
        var log = machine.log
        if let offset = machine.trailingTextOffset, machine.mode == .done, !log.contains(.surroundingProse) {
            log.record(.trailingText, at: offset)
        }
        if checkUTF8, let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            log.record(.invalidUTF8, at: offset)
        }
        if let failure = machine.failure {
            let value = failure.isFatal || machine.completedCount == 0 ? nil : machine.snapshot()
            return LenientParseResult(
                value: value, repairs: value == nil ? [] : log.notes(in: source), error: error(for: failure, in: source)
            )
        }
        if let value = machine.topValue {
            return LenientParseResult(value: value, repairs: log.notes(in: source))
        }
        let reason = firstFailure.map { error(for: $0, in: source) } ?? noValueError(in: source)
        return LenientParseResult(value: nil, repairs: [], error: reason)
    }

    private func error(for failure: LenientMachine.Failure, in source: LenientSource) -> JSONError {
        let location = source.location(of: failure.offset)
        switch failure.kind {
        case .nestingTooDeep:
            return .nestingTooDeep(limit: limits.maxDepth, location: location)
        case .stringTooLong:
            return .stringTooLong(limit: limits.maxStringBytes, location: location)
        case .syntax, .stalled:
            let got = failure.showsToken ? ", got \(source.describeToken(at: failure.offset))" : ""
            return .invalidJSON(reason: failure.reason + got, location: location)
        }
    }

    private func noValueError(in source: LenientSource) -> JSONError {
        if let offset = machine.droppedValueOffset {
            return .invalidJSON(
                reason: "incomplete value \(source.describeToken(at: offset)) at end of input",
                location: source.location(of: offset))
        }
        let offset = machine.proseOffset ?? source.bytes.count
        return .invalidJSON(
            reason: "expected a JSON value, got \(source.describeToken(at: offset))",
            location: source.location(of: offset))
    }
}
