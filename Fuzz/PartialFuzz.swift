// libFuzzer target for PartialJSONParser. Build and run with `scripts/fuzz partial`.
//
// The first input byte picks a split point; the rest is the document. Checks: never crashes or
// hangs; the result does not depend on how the input is chunked (two chunks, byte by byte, whole);
// it equals LenientJSON.parse on the same text; and every intermediate bestValue is a prefix of the
// final value (for valid JSON, and for repaired JSON read without errors or restarts, when no key
// repeats).

@_cdecl("LLVMFuzzerTestOneInput")
public func partialFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let document = UnsafeBufferPointer(start: data + 1, count: size - 1)
    let cut = min(Int(data[0]), document.count)
    let limits = FuzzChecks.limits

    var parser = PartialJSONParser(limits: limits)
    parser.append(bytes: UnsafeBufferPointer(rebasing: document[..<cut]))
    _ = parser.bestValue
    _ = parser.isComplete
    parser.append(bytes: UnsafeBufferPointer(rebasing: document[cut...]))
    let result = parser.finish()
    FuzzChecks.checkShape(result)

    if UTF8Validation.firstInvalidOffset(in: document) == nil {
        let whole = LenientJSON.parse(String(decoding: document, as: UTF8.self), limits: limits)
        FuzzChecks.require(result == whole, "chunked result differs from LenientJSON.parse")
    }
    let strict = try? JSONValue.parse(Array(document), limits: limits)
    if let strict {
        FuzzChecks.require(result == LenientParseResult(value: strict), "valid JSON did not give the strict value")
    }
    if document.count <= 256 {
        let single = FuzzChecks.feedByteByByte(document, limits: limits, strictlyValid: strict != nil)
        let once = LenientJSON.repair(document, limits: limits, checkUTF8: true)
        FuzzChecks.require(single == once, "byte-by-byte result differs from reading the whole input")
    }
    return 0
}
