// libFuzzer target for LenientJSON.parse. Build and run with `scripts/fuzz lenient`.
//
// Checks: never crashes or hangs; every result has a value or an error; values round-trip through
// the writer; when the strict parser accepts the input, the lenient result is the strict value with
// no repairs — both through the public fast path and through the tolerant reader alone.

@_cdecl("LLVMFuzzerTestOneInput")
public func lenientFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    let limits = FuzzChecks.limits

    let result = LenientJSON.parse(text, limits: limits)
    FuzzChecks.checkShape(result)
    let repaired = LenientJSON.repair(text, limits: limits)
    FuzzChecks.checkShape(repaired)

    if let strict = try? JSONValue.parse(text, limits: limits) {
        FuzzChecks.require(result == LenientParseResult(value: strict), "fast path differs from the strict parser")
        FuzzChecks.require(
            repaired == LenientParseResult(value: strict),
            "tolerant reader differs from the strict parser: \(repaired.value?.stableString() ?? "nil") "
                + "\(repaired.repairs) \(repaired.error.map { "\($0)" } ?? "")")
    } else if result.value != nil, result.error == nil {
        FuzzChecks.require(!result.repairs.isEmpty, "invalid JSON accepted without a repair note")
    }
    return 0
}
