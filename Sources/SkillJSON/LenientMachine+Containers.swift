extension LenientMachine {
    /// Opens an array or object at its bracket (already read), enforcing ``JSONParseLimits/maxDepth``.
    mutating func push(isObject: Bool, at offset: Int) {
        guard frames.count < limits.maxDepth else {
            return fail(.nestingTooDeep, "arrays and objects nest too deep", at: offset)
        }
        afterComma = false
        frames.append(Frame(isObject: isObject, start: isObject ? members.count : elements.count))
        mode = isObject ? .key : .value
    }

    /// Adds a finished value to the open container, or makes it the document's value.
    mutating func complete(_ value: JSONValue) {
        afterComma = false
        guard let top = frames.indices.last else {
            topValue = value
            mode = .done
            return
        }
        completedCount += 1
        if frames[top].isObject {
            if let key = frames[top].key { members.append((key, value)) }
            frames[top].key = nil
        } else {
            elements.append(value)
        }
        mode = .afterValue
    }

    mutating func setKey(_ key: String, at offset: Int) {
        if let top = frames.indices.last {
            frames[top].key = key
            frames[top].keyOffset = offset
        }
        mode = .colon
    }

    /// Drops the open object's key when its value never came (`{"a": , …}` or `{"a"}`).
    mutating func dropDanglingKey() {
        guard let top = frames.indices.last, let key = frames[top].key else { return }
        log.record(.danglingKey, at: frames[top].keyOffset, detail: Self.shorten(key))
        frames[top].key = nil
    }

    /// Closes containers at `]` or `}`: a closer that skips open containers closes them too, and
    /// one that matches nothing open is dropped.
    mutating func close(isObject: Bool, at offset: Int) {
        let closer = isObject ? "}" : "]"
        guard let target = frames.lastIndex(where: { $0.isObject == isObject }) else {
            return log.record(.unmatchedCloser, at: offset, detail: closer)
        }
        if afterComma && (mode == .value || mode == .key) { log.record(.trailingComma, at: commaOffset) }
        afterComma = false
        dropDanglingKey()
        if target < frames.count - 1 {
            let missing = closers(from: target + 1)
            log.record(.missingCloser, at: offset, detail: missing)
        }
        var child: JSONValue?
        while frames.count > target { child = popFrame(child: child) }
        if let child { complete(child) }
    }

    /// The closing brackets for the open containers from `index` up, innermost first.
    func closers(from index: Int) -> String {
        String(frames[index...].reversed().map { $0.isObject ? "}" : "]" })
    }

    /// Removes the innermost container and returns its value with `child` (if any) as its last member.
    mutating func popFrame(child: JSONValue?) -> JSONValue {
        let frame = frames.removeLast()
        if frame.isObject {
            let slice = members[frame.start...]
            let value = Self.object(slice, key: frame.key, child: child)
            if case .object(let dictionary) = value, dictionary.count < slice.count + (child == nil ? 0 : 1) {
                duplicateKeyCount += 1
            }
            members.removeSubrange(frame.start...)
            return value
        }
        var array = Array(elements[frame.start...])
        if let child { array.append(child) }
        elements.removeSubrange(frame.start...)
        return .array(array)
    }

    /// The tree as it stands, with `child` as the innermost container's last member; nothing changes.
    func buildTree(child: JSONValue?) -> JSONValue? {
        var child = child
        var elementsEnd = elements.count
        var membersEnd = members.count
        for frame in frames.reversed() {
            if frame.isObject {
                child = Self.object(members[frame.start..<membersEnd], key: frame.key, child: child)
                membersEnd = frame.start
            } else {
                var array = Array(elements[frame.start..<elementsEnd])
                if let child { array.append(child) }
                child = .array(array)
                elementsEnd = frame.start
            }
        }
        return child
    }

    /// An object from its members in order (a repeated key keeps its last value) plus `key: child`.
    static func object(
        _ members: ArraySlice<(key: String, value: JSONValue)>, key: String?, child: JSONValue?
    ) -> JSONValue {
        var dictionary = [String: JSONValue](minimumCapacity: members.count + 1)
        for (name, value) in members { dictionary[name] = value }
        if let key, let child { dictionary[key] = child }
        return .object(dictionary)
    }
}
