import Foundation
import SkillJSON
import SkillUI
import SkillUIHTML

/// A realistic UI document of about `nodes` nodes: cards of assistant answers with text,
/// badges, progress, lists, tables, buttons and nested stacks, in Chinese and English.
func sampleUIDocument(nodes target: Int) -> JSONValue {
    var cards: [JSONValue] = []
    var count = 1
    var index = 0
    while count + 9 <= target {
        let card: JSONValue = [
            "type": "card", "title": .string("明天 \(index) 号"), "subtitle": "Boston · 多云",
            "children": [
                ["type": "text", "content": .string("晴，温度 \(index % 30)°C, light wind"), "style": "body"],
                [
                    "type": "stack", "direction": "horizontal", "spacing": 8,
                    "children": [
                        ["type": "badge", "text": "适合跑步", "color": "success"],
                        ["type": "progress", "value": .number(Double(index % 10) / 10), "label": "湿度"],
                    ],
                ],
                [
                    "type": "list",
                    "items": [
                        ["title": "午饭", "subtitle": "食堂", "trailing": "¥35", "action": "open"],
                        ["title": "Coffee", "trailing": "$4.50"],
                    ],
                ],
                [
                    "type": "button", "title": "删除", "action": "delete", "role": "destructive",
                    "payload": ["n": .number(Double(index))],
                ],
                ["type": "divider"],
                [
                    "type": "text", "content": "Tip: hydrate before you run.", "style": "caption",
                    "color": "secondaryLabel",
                ],
            ],
        ]
        cards.append(card)
        count += 9
        index += 1
    }
    return ["type": "stack", "direction": "vertical", "spacing": 12, "children": .array(cards)]
}

/// Decode (lenient, validating) → normalize → render HTML, from JSON text, as the web page does.
@inline(never)
func uiPipeline(_ text: String) -> Int {
    let result = UIDecoder.decode(json: text)
    guard let component = result.component else { return 0 }
    let normalized = UINormalizer.normalize(component)
    return HTMLRenderer().render(normalized).utf8.count
}

/// The UI rows of the table, plus the pydantic comparison pairs.
func uiBenchmarks() async throws -> (rows: [BenchmarkResult], peers: [(BenchmarkResult, BenchmarkResult)]) {
    var rows: [BenchmarkResult] = []
    var peers: [(BenchmarkResult, BenchmarkResult)] = []
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("agentskill-bench-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [(nodes: Int, path: String, text: String)] = []
    for size in [100, 1_000, 10_000] {
        let document = sampleUIDocument(nodes: size)
        let text = document.stableString()
        let nodes = UIDecoder.decode(json: text).component?.nodeCount ?? 0
        let path = directory.appendingPathComponent("ui-\(size).json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        files.append((nodes, path, text))
        let target = size == 10_000 ? "≤ 10 ms" : "—"
        rows.append(
            await measure(
                "UI decode+validate+normalize+HTML, \(nodes) nodes", iterations: max(3, 30_000 / size), target: target
            ) {
                blackHole(uiPipeline(text))
            })
    }
    // Peer: validation only, ours (decode from text) against pydantic (validate_json), same files.
    let peerResults = runPydantic(files.map(\.path))
    for file in files {
        let ours = await measure("validate \(file.nodes) nodes", iterations: max(3, 30_000 / file.nodes)) {
            blackHole(UIDecoder.decode(json: file.text).diagnostics.count)
        }
        let theirs = peerResults[file.path].map {
            BenchmarkResult(name: "pydantic", iterations: 0, nanosecondsPerOperation: $0, target: "")
        }
        if let theirs { peers.append((ours, theirs)) }
    }
    // Diff: two 10,000-node trees, 1% of the nodes changed.
    if let old = UIDecoder.decode(json: files[2].text).component {
        let new = mutateOnePercent(old)
        rows.append(
            await measure("UI diff, \(old.nodeCount) nodes, 1% changed", iterations: 50, target: "≤ 2 ms") {
                blackHole(UIDiff.diff(from: old, to: new).count)
            })
    }
    return (rows, peers)
}

/// Changes the text of every hundredth text node.
func mutateOnePercent(_ tree: SKComponent) -> SKComponent {
    var counter = 0
    func visit(_ node: SKComponent) -> SKComponent {
        var node = node
        if case .text(var text) = node {
            counter += 1
            if counter % 100 == 0 {
                text.content += " (updated)"
                node = .text(text)
            }
        }
        let children = node.children
        if !children.isEmpty { node.children = children.map(visit) }
        return node
    }
    return visit(tree)
}

/// Runs the pydantic peer on `paths`; returns ns per validation by path (empty when Python or
/// pydantic is missing — `make bench` installs them into `.build/peers-venv`).
func runPydantic(_ paths: [String]) -> [String: Double] {
    let python = ProcessInfo.processInfo.environment["PEERS_PYTHON"] ?? ".build/peers-venv/bin/python"
    let script = "Benchmarks/peers/pydantic_ui.py"
    guard FileManager.default.isExecutableFile(atPath: python), FileManager.default.fileExists(atPath: script) else {
        print("(pydantic peer skipped: \(python) not found; run `make bench` to install it)")
        return [:]
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script] + paths
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch {
        print("(pydantic peer failed to start: \(error))")
        return [:]
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var results: [String: Double] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        guard let value = try? JSONValue.parse(String(line)), let file = value["file"]?.stringValue,
            let nanoseconds = value["ns_per_op"]?.doubleValue
        else { continue }
        results[file] = nanoseconds
    }
    return results
}
