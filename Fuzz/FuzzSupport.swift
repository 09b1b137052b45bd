// Shared checks for the SkillJSON fuzz targets; compiled into the SkillJSON module together with
// one target file (see scripts/fuzz), so internal API is reachable.

/// Properties every lenient result must have; a failed check is a crash that libFuzzer records.
enum FuzzChecks {
    /// Traps with `message` (printed even in optimized builds, unlike `precondition`).
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }

    /// Limits small enough that the fuzzer reaches them.
    static let limits = JSONParseLimits(maxDepth: 48, maxBytes: 1 << 20, maxStringBytes: 4096)

    /// A result has a value or an error, notes that say where, and a value that survives a round trip.
    static func checkShape(_ result: LenientParseResult) {
        FuzzChecks.require(result.value != nil || result.error != nil, "no value and no error")
        FuzzChecks.require(result.value != nil || result.repairs.isEmpty, "repairs without a value")
        for note in result.repairs {
            FuzzChecks.require(note.hasPrefix("line "), "repair note without a position: \(note)")
        }
        FuzzChecks.require(
            result.error?.description.contains("internal error") != true, "the reader stalled: \(result)")
        if let error = result.error, case .invalidJSON = error {
            FuzzChecks.require(error.location != nil, "syntax error without a location")
        }
        if let value = result.value {
            let text = value.stableString()
            let reread = try? JSONValue.parse(text, limits: .unlimited)
            FuzzChecks.require(reread == value, "value does not survive a round trip: \(text)")
        }
    }

    /// Whether `partial` could grow into `final`: strings are prefixes, arrays agree on all but
    /// their last element (which must itself be a prefix), objects have a subset of the keys.
    static func isPrefix(_ partial: JSONValue, of final: JSONValue) -> Bool {
        switch (partial, final) {
        case (.string(let head), .string(let whole)):
            return whole.utf8.starts(with: head.utf8)
        case (.array(let head), .array(let whole)):
            guard head.count <= whole.count else { return false }
            for index in head.indices {
                let fits =
                    index == head.count - 1 ? isPrefix(head[index], of: whole[index]) : head[index] == whole[index]
                if !fits { return false }
            }
            return true
        case (.object(let head), .object(let whole)):
            for (key, value) in head {
                guard let grown = whole[key], isPrefix(value, of: grown) else { return false }
            }
            return true
        default:
            return partial == final
        }
    }

    /// Feeds `bytes` to a fresh reader one byte at a time and returns the final result.
    ///
    /// Every snapshot must be a prefix of the final value when that is promised: the input was valid
    /// JSON (`strictlyValid`), or it was repaired without an error and without starting over past
    /// prose — and no key repeats (a repeated key may replace an earlier value).
    static func feedByteByByte(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: JSONParseLimits, strictlyValid: Bool
    ) -> LenientParseResult {
        var driver = LenientDriver(limits: limits)
        var snapshots: [JSONValue] = []
        for end in 1...max(bytes.count, 1) where end <= bytes.count {
            driver.feed(UnsafeBufferPointer(rebasing: bytes[..<end]), from: end - 1)
            if let value = driver.machine.snapshot() { snapshots.append(value) }
        }
        let result = driver.finish(bytes, checkUTF8: true)
        let monotonic = strictlyValid || (result.error == nil && driver.restartCount == 0)
        if monotonic, driver.machine.duplicateKeyCount == 0, let final = result.value {
            for snapshot in snapshots {
                FuzzChecks.require(
                    isPrefix(snapshot, of: final),
                    "snapshot \(snapshot.stableString()) is not a prefix of \(final.stableString())")
            }
        }
        return result
    }
}
