// libFuzzer target for the A2UI reader, tree builder and writer. Build and run with
// `scripts/fuzz a2ui`.
//
// Compiled into the SkillUI module (like uidecoder), linked against SkillJSON. The input is read as
// A2UI messages (JSONL or one JSON array) and applied to a document; every surface is built into
// our tree, rendered to HTML and to the terminal, written back with `A2UIWriter` and read again.
// The bytes also go through `A2UIStreamReader`, cut in two where the first byte says.
// Checks: never crashes or hangs; what the writer writes reads back with no error-level diagnostic
// and a tree; for JSONL input the stream reads the same messages and diagnostics as the whole text.

import SkillJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func a2uiFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    let whole = A2UIReader.read(text)
    var document = A2UIDocument()
    _ = document.apply(whole)
    for surfaceID in document.surfaceOrder {
        guard let tree = document.render(surfaceID: surfaceID).component else { continue }
        _ = HTMLRenderer(options: .init(theme: .light)).render(tree)
        _ = TerminalRenderer(options: .init(width: 1 + size % 120, color: size % 2 == 0)).render(tree)
        A2UIFuzzChecks.checkRoundTrip(tree, surfaceID: surfaceID)
    }
    if text.drop(while: \.isWhitespace).first != "[" {
        A2UIFuzzChecks.checkStream(bytes, against: whole)
    }
    return 0
}

/// What every input must hold; a failed check is a crash that libFuzzer records.
enum A2UIFuzzChecks {
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }

    /// The writer's messages read back with no error and give a tree.
    static func checkRoundTrip(_ tree: SKComponent, surfaceID: String) {
        let jsonl = A2UIWriter.write(tree, surfaceID: surfaceID).jsonl
        let (document, notes) = A2UIDocument.read(jsonl)
        let rendering = document.render(surfaceID: surfaceID)
        let errors = (notes + rendering.diagnostics).filter { $0.severity == .error }
        require(errors.isEmpty, "the writer's output reads back with errors: \(errors)\n\(jsonl)")
        require(rendering.component != nil, "the writer's output reads back with no tree\n\(jsonl)")
    }

    /// The stream, cut where the first byte says, reads what the whole text reads.
    static func checkStream(_ bytes: UnsafeBufferPointer<UInt8>, against whole: A2UIReader.Result) {
        let cut = bytes.isEmpty ? 0 : Int(bytes[0]) * bytes.count / 256
        var stream = A2UIStreamReader()
        var read = stream.append(bytes[..<cut])
        let rest = stream.append(bytes[cut...])
        let end = stream.finish()
        read.messages += rest.messages + end.messages
        read.diagnostics += rest.diagnostics + end.diagnostics
        require(read.messages == whole.messages, "the stream (cut at \(cut)) reads other messages")
        require(
            read.diagnostics.map(\.description) == whole.diagnostics.map(\.description),
            "the stream (cut at \(cut)) reads other diagnostics: \(read.diagnostics) vs \(whole.diagnostics)")
    }
}
