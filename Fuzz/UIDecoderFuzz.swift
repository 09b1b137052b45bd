// libFuzzer target for the SkillUI decoder. Build and run with `scripts/fuzz uidecoder`.
//
// Compiled into the SkillUI module (with a stand-in for SwiftPM's resource bundle accessor), linked
// against SkillJSON. Checks: `UIDecoder.decode(json:)` never crashes or hangs on any input, in
// lenient and strict mode, and a decoded tree survives being encoded and decoded again. A bound
// document (one with "$data") is also shown as a `UIBoundSurface`: its first tree is the decoded
// one, and after writing values back into its inputs, appending to and removing from each
// template's array, the patches each change returns turn the tree before into the tree after.

import SkillJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func uiDecoderFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lenient = UIDecoder.decode(json: text)
    _ = UIDecoder.decode(json: text, options: UIDecodingOptions(mode: .strict))
    if let component = lenient.component {
        _ = UIDecoder.decode(json: component.jsonValue.stableString())
    }
    if let bindings = lenient.bindings {
        BoundSurfaceFuzz.check(text, decoded: lenient.component, bindings: bindings, size: size)
    }
    return 0
}

enum BoundSurfaceFuzz {
    /// Traps with `message` (printed even in optimized builds, unlike `precondition`).
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }

    static func check(_ text: String, decoded: SKComponent?, bindings: UIBindings, size: Int) {
        guard var surface = try? UIBoundSurface(json: text) else {
            require(decoded == nil, "a bound document decodes but gives no surface")
            return
        }
        require(surface.tree == decoded, "the surface's first tree is not the decoded one")
        let values: [JSONValue] = ["typed", .number(Double(size % 7)), .bool(size % 2 == 0), ["a", "b"], .null]
        var formValues: [String: JSONValue] = [:]
        for (index, name) in bindings.inputs.keys.sorted().enumerated() {
            formValues[name] = values[(index + size) % values.count]
        }
        change(&surface, "apply(formValues:)") { try $0.apply(formValues: formValues) }
        for template in bindings.templates.prefix(3) {
            change(&surface, "append at \(template.pointer)") {
                try $0.set(["name": "n", "value": 1], at: template.pointer + "/-")
            }
            change(&surface, "remove at \(template.pointer)") { try $0.remove(at: template.pointer + "/0") }
        }
        change(&surface, "replace the model") { try $0.update(data: [:]) }
    }

    /// Makes one change; when it succeeds, its patches must turn the tree before into the tree after.
    static func change(
        _ surface: inout UIBoundSurface, _ what: String, _ body: (inout UIBoundSurface) throws -> [UIPatch]
    ) {
        let before = surface.tree
        guard let patches = try? body(&surface) else {
            require(surface.tree == before, "\(what) failed but changed the tree")
            return
        }
        let patched = try? UIDiff.apply(patches, to: before)
        require(patched == surface.tree, "\(what): the patches do not give the new tree: \(patches)")
    }
}
