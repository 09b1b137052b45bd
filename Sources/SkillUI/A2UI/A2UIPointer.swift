import SkillJSON

/// A JSON Pointer (RFC 6901) into a surface's data model, with A2UI's relative form: a pointer
/// without a leading `/` is relative to the current template item.
///
/// ```swift
/// let pointer = try A2UIPointer.parse("/a~1b/0")   // segments ["a/b", "0"], absolute
/// ```
public struct A2UIPointer: Sendable, Hashable, CustomStringConvertible {
    /// The unescaped reference tokens.
    public var segments: [String]
    /// Whether the pointer starts at the model's root.
    public var isAbsolute: Bool

    /// Creates a pointer from unescaped segments.
    public init(segments: [String], isAbsolute: Bool = true) {
        self.segments = segments
        self.isAbsolute = isAbsolute
    }

    /// Parses pointer text; `""` and `"/"` are the whole model, and `"."` (relative) the current
    /// template item itself, as our format's `{"$bind": "."}`.
    ///
    /// - Throws: ``A2UIPointerError`` for a `~` not followed by `0` or `1`.
    public static func parse(_ text: String) throws(A2UIPointerError) -> A2UIPointer {
        if text.isEmpty || text == "/" { return A2UIPointer(segments: []) }
        if text == "." { return A2UIPointer(segments: [], isAbsolute: false) }
        let isAbsolute = text.hasPrefix("/")
        let body = isAbsolute ? text.dropFirst() : Substring(text)
        var segments: [String] = []
        for raw in body.split(separator: "/", omittingEmptySubsequences: false) {
            var segment = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                guard character == "~" else {
                    segment.append(character)
                    continue
                }
                switch iterator.next() {
                case "0": segment.append("~")
                case "1": segment.append("/")
                default: throw A2UIPointerError(pointer: text, reason: "\"~\" must be followed by 0 or 1 (RFC 6901)")
                }
            }
            segments.append(segment)
        }
        return A2UIPointer(segments: segments, isAbsolute: isAbsolute)
    }

    /// This pointer made absolute against `scope` (the current template item's segments).
    public func resolved(in scope: [String]) -> [String] { isAbsolute ? segments : scope + segments }

    /// The pointer text, with `~0` and `~1` escapes.
    public var description: String {
        !isAbsolute && segments.isEmpty ? "." : Self.text(segments, absolute: isAbsolute)
    }

    /// Pointer text for segments.
    static func text(_ segments: [String], absolute: Bool = true) -> String {
        let escaped = segments.map {
            $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        }
        return (absolute ? "/" : "") + escaped.joined(separator: "/")
    }
}

/// A pointer that cannot be parsed or applied.
public struct A2UIPointerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pointer as written.
    public var pointer: String
    /// What is wrong.
    public var reason: String

    /// `bad JSON Pointer "/a/~2": …`.
    public var description: String { "bad JSON Pointer \(JSONValue.string(pointer)): \(reason)" }
}

extension JSONValue {
    /// The value at absolute `segments`, or `nil` when a step does not exist.
    func value(atPointer segments: [String]) -> JSONValue? {
        var current = self
        for segment in segments {
            switch current {
            case .object(let object):
                guard let next = object[segment] else { return nil }
                current = next
            case .array(let array):
                guard let index = Int(segment), index >= 0, index < array.count, String(index) == segment else {
                    return nil
                }
                current = array[index]
            default: return nil
            }
        }
        return current
    }

    /// Sets (or, for `nil`, deletes) the value at `segments`, creating missing objects and arrays on
    /// the way (an array when the next segment is a number). Deleting an array element keeps the
    /// length: the element becomes `null`.
    ///
    /// - Throws: ``A2UIPointerError`` when a step crosses a string, number, Boolean or null, or
    ///   names an array element with something that is not an index.
    mutating func set(_ newValue: JSONValue?, atPointer segments: [String], pointer: String)
        throws(A2UIPointerError)
    {
        guard let first = segments.first else {
            self = newValue ?? .object([:])
            return
        }
        let rest = Array(segments.dropFirst())
        switch self {
        case .object(var object):
            if rest.isEmpty {
                object[first] = newValue
            } else {
                var child = object[first] ?? Self.container(for: rest[0])
                if child == .null { child = Self.container(for: rest[0]) }
                try child.set(newValue, atPointer: rest, pointer: pointer)
                object[first] = child
            }
            self = .object(object)
        case .array(var array):
            let index: Int
            if first == "-" {
                index = array.count
            } else if let number = Int(first), number >= 0, String(number) == first {
                index = number
            } else {
                throw A2UIPointerError(
                    pointer: pointer, reason: "\(JSONValue.string(first)) is not an index of an array")
            }
            guard index <= array.count + 1_000 else {
                throw A2UIPointerError(
                    pointer: pointer, reason: "index \(index) is far past the array's end (\(array.count))")
            }
            if newValue == nil && rest.isEmpty {
                if index < array.count { array[index] = .null }
                self = .array(array)
                return
            }
            while array.count <= index { array.append(.null) }
            if rest.isEmpty {
                array[index] = newValue ?? .null
            } else {
                var child = array[index] == .null ? Self.container(for: rest[0]) : array[index]
                try child.set(newValue, atPointer: rest, pointer: pointer)
                array[index] = child
            }
            self = .array(array)
        case .null:
            self = Self.container(for: first)
            try set(newValue, atPointer: segments, pointer: pointer)
        default:
            throw A2UIPointerError(
                pointer: pointer, reason: "cannot step into a \(typeName) with \(JSONValue.string(first))")
        }
    }

    private static func container(for segment: String) -> JSONValue {
        Int(segment) != nil || segment == "-" ? .array([]) : .object([:])
    }
}
