// libFuzzer target for the SkillUI decoder. Build and run with `scripts/fuzz uidecoder`.
//
// Compiled into the SkillUI module (with a stand-in for SwiftPM's resource bundle accessor), linked
// against SkillJSON. Checks: `UIDecoder.decode(json:)` never crashes or hangs on any input, in
// lenient and strict mode, and a decoded tree survives being encoded and decoded again.

import SkillJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func uiDecoderFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lenient = UIDecoder.decode(json: text)
    _ = UIDecoder.decode(json: text, options: UIDecodingOptions(mode: .strict))
    if let component = lenient.component {
        _ = UIDecoder.decode(json: component.jsonValue.stableString())
    }
    return 0
}
