// libFuzzer target for both renderers (SkillUIHTML, SkillUITerminal). Build and run with `scripts/fuzz render`.
//
// Compiled into the SkillUI module (like uidecoder), so internal API is reachable. An input that
// starts with 0xFF drives a generated tree of charts, progress bars, tables and spacers whose
// numbers come straight from the input's bytes (NaN, ±infinity, subnormals and ±greatestFinite
// included); any other input is JSON, decoded by `UIDecoder.decode(json:)`. Every tree is rendered
// to HTML (a light fragment and a dark page) and to the terminal at a width taken from the input,
// color on and off. Checks: never crashes or hangs; no number in an SVG or size attribute is NaN,
// infinite or written with an exponent; every terminal line fits the width.

import SkillJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func uiRenderFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let component: SKComponent?
    var width = 80
    if let first = bytes.first, first == 0xFF {
        var reader = FuzzBytes(bytes.dropFirst())
        width = 1 + Int(reader.byte() % 160)
        component = FuzzTrees.tree(&reader, depth: 0)
    } else {
        component = UIDecoder.decode(json: String(decoding: bytes, as: UTF8.self)).component
        width = 1 + size % 120
    }
    guard let component else { return 0 }
    FuzzRenderChecks.checkNumbers(in: HTMLRenderer(options: .init(theme: .light)).render(component))
    _ = HTMLRenderer(options: .init(theme: .dark)).renderPage(component, title: "fuzz")
    for color in [false, true] {
        let rendering = TerminalRenderer(options: .init(width: width, color: color)).render(component)
        FuzzRenderChecks.checkWidth(rendering.text, width: width, color: color)
    }
    return 0
}

/// Reads the fuzzer's bytes as the choices of a tree; past the end every read is 0.
struct FuzzBytes {
    private var bytes: Slice<UnsafeBufferPointer<UInt8>>

    init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) { self.bytes = bytes }

    mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

    /// A number: one byte picks an extreme, or the next eight bytes are a raw bit pattern.
    mutating func double() -> Double {
        let extremes: [Double] = [
            0, -0.0, 1, -1, 0.5, .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e308,
            -1e308, 1e15, -1e15, 1e-300, 9_007_199_254_740_993, 100, 42.125,
        ]
        let choice = Int(byte())
        if choice < extremes.count * 8 { return extremes[choice % extremes.count] }
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    mutating func text() -> String {
        let words = ["", "a", "标签", "👩‍💻", "\u{1B}[31m", "<b>", "&amp;", "\n", "\t", "long label here", "1e308", "nan"]
        return words[Int(byte()) % words.count]
    }
}

/// Trees made from the fuzzer's bytes, heavy on the components that draw numbers.
enum FuzzTrees {
    static func tree(_ reader: inout FuzzBytes, depth: Int) -> SKComponent {
        switch reader.byte() % 8 {
        case 0, 1, 2:
            let kind = SKChart.Kind.allCases[Int(reader.byte()) % SKChart.Kind.allCases.count]
            let labels = (0..<Int(reader.byte() % 9)).map { _ in reader.text() }
            let series = (0..<Int(reader.byte() % 4)).map { _ in
                SKChart.Series(name: reader.text(), values: (0..<Int(reader.byte() % 12)).map { _ in reader.double() })
            }
            return .chart(SKChart(kind: kind, title: reader.text(), labels: labels, series: series))
        case 3:
            return .progress(SKProgress(value: reader.double(), label: reader.text()))
        case 4:
            return .spacer(SKSpacer(size: reader.double()))
        case 5:
            return .image(
                SKImage(
                    url: "https://example.com/a.png", alt: reader.text(), width: reader.double(),
                    height: reader.double()))
        default:
            guard depth < 6 else { return .divider(SKDivider()) }
            let children = (0..<Int(reader.byte() % 4)).map { _ in tree(&reader, depth: depth + 1) }
            if reader.byte() % 2 == 0 {
                return .card(SKCard(title: reader.text(), children: children))
            }
            return .stack(
                SKStack(
                    direction: reader.byte() % 2 == 0 ? .vertical : .horizontal, spacing: reader.double(),
                    padding: reader.double(), children: children))
        }
    }
}

/// What every rendering must hold; a failed check is a crash that libFuzzer records.
enum FuzzRenderChecks {
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }

    /// Attributes that hold only numbers (SVG geometry and sizes).
    private static let numericAttributes: Set<String> = [
        "x", "y", "x1", "x2", "y1", "y2", "cx", "cy", "r", "width", "height", "points", "d",
    ]
    private static let numberBytes = Set("0123456789.-, MLAZ".utf8)

    /// No numeric attribute holds NaN, infinity or an exponent. One pass over the bytes: at each
    /// `="`, the name before it and the value after it.
    static func checkNumbers(in html: String) {
        let bytes = Array(html.utf8)
        var index = 1
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: "\"") else { continue }
            var nameStart = index
            while nameStart > 0, bytes[nameStart - 1] != UInt8(ascii: " ") { nameStart -= 1 }
            guard numericAttributes.contains(String(decoding: bytes[nameStart..<index], as: UTF8.self)) else {
                continue
            }
            var end = index + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
            let value = bytes[(index + 2)..<end]
            require(
                value.allSatisfy(numberBytes.contains),
                "bad number: \(String(decoding: bytes[nameStart..<end], as: UTF8.self))\"")
            index = end
        }
    }

    /// Every line fits `width` display columns.
    static func checkWidth(_ text: String, width: Int, color: Bool) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let visible = color ? stripEscapes(String(line)) : String(line)
            require(DisplayWidth.of(visible) <= width, "line wider than \(width): \(visible)")
        }
    }

    /// `text` without ANSI SGR sequences (`ESC [ … m`).
    private static func stripEscapes(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
