/// A case-insensitive multi-keyword matcher: a trie over lower-cased Unicode scalars.
///
/// Finds the longest keyword anywhere in a text; ties go to the earliest position, then to the
/// keyword registered first. Keywords that start or end with an ASCII letter or digit only match
/// at word boundaries (`echo` does not match inside `echoes`); CJK keywords match anywhere.
struct KeywordMatcher: Sendable {
    struct Entry: Sendable {
        var owner: Int
        var keyword: String
        var length: Int
        var leadingBoundary: Bool
        var trailingBoundary: Bool
    }

    struct Hit: Sendable {
        var entry: Entry
        /// Range of the keyword in the text's UTF-8 bytes.
        var utf8Range: Range<Int>
    }

    private struct Node: Sendable {
        var children: [(scalar: UInt32, node: Int32)] = []
        var entry: Int32 = -1
    }

    private var nodes = [Node()]
    private var rootASCII = [Int32](repeating: -1, count: 128)
    private var rootOther: [UInt32: Int32] = [:]
    private(set) var entries: [Entry] = []

    /// Builds the matcher; `keywords[i]` belongs to owner `i`. Empty keywords are ignored.
    init(keywords: [[String]]) {
        for (owner, list) in keywords.enumerated() {
            for keyword in list {
                insert(keyword, owner: owner)
            }
        }
    }

    private mutating func insert(_ keyword: String, owner: Int) {
        var lowered: [UInt32] = []
        for scalar in keyword.unicodeScalars { Self.appendLowercased(scalar, to: &lowered) }
        while let last = lowered.last, Self.isSpace(last) { lowered.removeLast() }
        while let first = lowered.first, Self.isSpace(first) { lowered.removeFirst() }
        guard let first = lowered.first, let last = lowered.last else { return }
        var node = 0
        for (offset, scalar) in lowered.enumerated() {
            if let next = child(of: node, scalar: scalar, isRoot: offset == 0) {
                node = next
                continue
            }
            let next = nodes.count
            nodes.append(Node())
            if offset == 0 {
                if scalar < 128 { rootASCII[Int(scalar)] = Int32(next) } else { rootOther[scalar] = Int32(next) }
            } else {
                nodes[node].children.append((scalar, Int32(next)))
            }
            node = next
        }
        guard nodes[node].entry < 0 else { return }  // an earlier registration keeps the keyword
        nodes[node].entry = Int32(entries.count)
        entries.append(
            Entry(
                owner: owner, keyword: keyword, length: lowered.count,
                leadingBoundary: Self.isWord(first), trailingBoundary: Self.isWord(last)))
    }

    private func child(of node: Int, scalar: UInt32, isRoot: Bool) -> Int? {
        if isRoot {
            let next = scalar < 128 ? rootASCII[Int(scalar)] : (rootOther[scalar] ?? -1)
            return next < 0 ? nil : Int(next)
        }
        for child in nodes[node].children where child.scalar == scalar { return Int(child.node) }
        return nil
    }

    /// The best keyword hit in `text`, or `nil`. Works in stack memory for ordinary inputs.
    func firstLongestMatch(in text: String) -> Hit? {
        if entries.isEmpty || text.isEmpty { return nil }
        // Lower-casing can turn one scalar into at most three.
        let capacity = text.utf8.count * 3
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: capacity) { lowered in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity + 1) { offsets in
                var count = 0
                var utf8Offset = 0
                for scalar in text.unicodeScalars {
                    let value = scalar.value
                    if value < 128 {
                        lowered[count] = value >= 65 && value <= 90 ? value + 32 : value
                        offsets[count] = utf8Offset
                        count += 1
                    } else if scalar.properties.changesWhenLowercased {
                        for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                            lowered[count] = lower.value
                            offsets[count] = utf8Offset
                            count += 1
                        }
                    } else {
                        lowered[count] = value
                        offsets[count] = utf8Offset
                        count += 1
                    }
                    utf8Offset += UTF8.width(scalar)
                }
                offsets[count] = utf8Offset
                guard let best = longest(in: UnsafeBufferPointer(rebasing: lowered[..<count])) else { return nil }
                // The end offset is where the scalar after the match starts.
                var endIndex = best.end
                while endIndex < count, offsets[endIndex] == offsets[best.end - 1] { endIndex += 1 }
                return Hit(entry: entries[Int(best.entry)], utf8Range: offsets[best.start]..<offsets[endIndex])
            }
        }
    }

    private func longest(in lowered: UnsafeBufferPointer<UInt32>) -> (entry: Int32, start: Int, end: Int)? {
        var best: (entry: Int32, start: Int, end: Int)?
        var bestLength = 0
        for start in lowered.indices {
            guard var node = child(of: 0, scalar: lowered[start], isRoot: true) else { continue }
            var end = start + 1
            while true {
                let entryIndex = nodes[node].entry
                if entryIndex >= 0 {
                    let entry = entries[Int(entryIndex)]
                    let leadingOK = !entry.leadingBoundary || start == 0 || !Self.isWord(lowered[start - 1])
                    let trailingOK = !entry.trailingBoundary || end == lowered.count || !Self.isWord(lowered[end])
                    if leadingOK, trailingOK, entry.length > bestLength {
                        best = (entryIndex, start, end)
                        bestLength = entry.length
                    }
                }
                guard end < lowered.count, let next = child(of: node, scalar: lowered[end], isRoot: false) else {
                    break
                }
                node = next
                end += 1
            }
        }
        return best
    }

    private static func appendLowercased(_ scalar: Unicode.Scalar, to output: inout [UInt32]) {
        let value = scalar.value
        if value < 128 {
            output.append(value >= 65 && value <= 90 ? value + 32 : value)
        } else if scalar.properties.changesWhenLowercased {
            for lower in scalar.properties.lowercaseMapping.unicodeScalars { output.append(lower.value) }
        } else {
            output.append(value)
        }
    }

    static func isWord(_ value: UInt32) -> Bool {
        (value >= 48 && value <= 57) || (value >= 65 && value <= 90) || (value >= 97 && value <= 122) || value == 95
    }

    private static func isSpace(_ value: UInt32) -> Bool {
        value == 32 || value == 9 || value == 10 || value == 13 || value == 0x3000 || value == 0xA0
    }
}
