/// A location inside a JSON value, written the way JSONPath spells it: `$`, `$.a.b`, `$.items[2]`.
///
/// Keys that are not identifier-like (ASCII letters, digits and `_`, not starting with a digit)
/// are written in brackets as JSON strings: `$["a b"]`, `$["say \"hi\""]`.
///
/// ```swift
/// let path: JSONPath = ["items", 2, "amount"]
/// path.description                      // "$.items[2].amount"
/// JSONPath.root.appending(key: "a b")   // $["a b"]
/// ```
public struct JSONPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step: an object member or an array element.
    public enum Component: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        /// The member named by the key.
        case key(String)
        /// The element at a 0-based index.
        case index(Int)

        /// A key component from a string literal.
        public init(stringLiteral value: String) { self = .key(value) }

        /// An index component from an integer literal.
        public init(integerLiteral value: Int) { self = .index(value) }
    }

    /// The steps from the root, outermost first.
    public var components: [Component]

    /// Creates a path from its steps; no steps is the root, `$`.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// Creates a path from literal steps: `["items", 2]`.
    public init(arrayLiteral elements: Component...) {
        self.components = elements
    }

    /// The root, `$`.
    public static let root = JSONPath()

    /// This path extended by one step.
    public func appending(_ component: Component) -> JSONPath {
        JSONPath(components + [component])
    }

    /// This path extended by an object member.
    public func appending(key: String) -> JSONPath { appending(.key(key)) }

    /// This path extended by an array element.
    public func appending(index: Int) -> JSONPath { appending(.index(index)) }

    /// `$` followed by `.key`, `["odd key"]` and `[index]` steps.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .key(let key) where Self.isIdentifierLike(key):
                text += "." + key
            case .key(let key):
                text += "[" + JSONWriter.quoted(key) + "]"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    private static func isIdentifierLike(_ key: String) -> Bool {
        guard let first = key.utf8.first, !ASCII.isDigit(first) else { return false }
        return key.utf8.allSatisfy { $0 < 0x80 && ASCII.isWordByte($0) }
    }
}

// MARK: - Navigation

extension JSONValue {
    /// The value at `path`, or `nil` when a step does not exist.
    func value(at path: JSONPath) -> JSONValue? {
        var current = self
        for component in path.components {
            switch component {
            case .key(let key):
                guard let next = current[key] else { return nil }
                current = next
            case .index(let index):
                guard let next = current[index] else { return nil }
                current = next
            }
        }
        return current
    }
}
