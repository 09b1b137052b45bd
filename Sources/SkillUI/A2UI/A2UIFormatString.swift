import SkillJSON

/// `formatString`'s `${…}` interpolation.
///
/// - `${/abs/path}` and `${rel/path}` insert data (relative to the template item);
/// - `${fn(name:value, …)}` calls a basic-catalog function; a value is `'quoted'` or `"quoted"`
///   text, a number, `true`/`false`/`null`, a nested `${…}`, or a bare path;
/// - `\${` is a literal `${`.
///
/// Inserted data is text, never read again as a template, so a value holding `${/secret}` shows
/// as those characters. A `${` without its `}` is kept as text, with a warning.
extension A2UIEvaluator {
    mutating func interpolate(_ template: String, scope: [String], path: JSONPath, depth: Int) -> String {
        let characters = Array(template)
        var output = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 2 < characters.count, characters[index + 1] == "$",
                characters[index + 2] == "{"
            {
                output += "${"
                index += 3
            } else if character == "$", index + 1 < characters.count, characters[index + 1] == "{" {
                var parser = ExpressionParser(characters: characters, index: index + 2)
                if let value = expression(&parser, scope: scope, path: path, depth: depth + 1) {
                    output += A2UICoercion.string(value)
                    index = parser.index
                } else {
                    diagnostics.append(
                        Diagnostic(
                            severity: .warning, path: path,
                            message:
                                "formatString: \(parser.problem ?? "bad expression") at character \(parser.index); the rest is kept as text"
                        ))
                    output += String(characters[index...])
                    index = characters.count
                }
            } else {
                output.append(character)
                index += 1
            }
        }
        return output
    }

    /// Reads one expression after `${` through its `}` and evaluates it.
    private mutating func expression(_ parser: inout ExpressionParser, scope: [String], path: JSONPath, depth: Int)
        -> JSONValue?
    {
        guard depth <= limits.maxExpressionDepth else {
            parser.problem = "expressions nest deeper than \(limits.maxExpressionDepth) (maxExpressionDepth)"
            return nil
        }
        parser.skipSpaces()
        let start = parser.index
        if let name = parser.identifier(), parser.consume("(") {
            var args: [String: JSONValue] = [:]
            parser.skipSpaces()
            if !parser.consume(")") {
                while true {
                    parser.skipSpaces()
                    guard let key = parser.identifier(), parser.skipSpaces(), parser.consume(":") else {
                        parser.problem = "expected name:value in the arguments of \(name)"
                        return nil
                    }
                    parser.skipSpaces()
                    guard let value = argument(&parser, scope: scope, path: path, depth: depth) else { return nil }
                    args[key] = value
                    parser.skipSpaces()
                    if parser.consume(")") { break }
                    guard parser.consume(",") else {
                        parser.problem = "expected , or ) in the arguments of \(name)"
                        return nil
                    }
                }
            }
            parser.skipSpaces()
            guard parser.consume("}") else {
                parser.problem = "expected } after \(name)(…)"
                return nil
            }
            return apply(name, args: args, scope: scope, path: path, depth: depth)
        }
        parser.index = start
        guard let pointer = parser.until(["}"]), parser.consume("}") else {
            parser.problem = "missing }"
            return nil
        }
        return lookup(pointer.trimmingCharacters(in: .whitespaces), scope: scope, path: path)
    }

    private mutating func argument(_ parser: inout ExpressionParser, scope: [String], path: JSONPath, depth: Int)
        -> JSONValue?
    {
        if parser.consume("$") {
            guard parser.consume("{") else {
                parser.problem = "expected { after $"
                return nil
            }
            return expression(&parser, scope: scope, path: path, depth: depth + 1)
        }
        if let quote = parser.peek, quote == "'" || quote == "\"" {
            parser.index += 1
            var text = ""
            while let character = parser.peek, character != quote {
                if character == "\\", parser.index + 1 < parser.characters.count {
                    parser.index += 1
                }
                text.append(parser.characters[parser.index])
                parser.index += 1
            }
            guard parser.consume(quote) else {
                parser.problem = "unterminated quoted text"
                return nil
            }
            return .string(text)
        }
        guard let word = parser.until([",", ")"]) else {
            parser.problem = "missing )"
            return nil
        }
        let trimmed = word.trimmingCharacters(in: .whitespaces)
        switch trimmed {
        case "true": return true
        case "false": return false
        case "null": return .null
        default:
            if let number = A2UICoercion.parsedNumber(trimmed) { return .number(number) }
            return lookup(trimmed, scope: scope, path: path)
        }
    }
}

/// A cursor over an expression's characters.
struct ExpressionParser {
    let characters: [Character]
    var index: Int
    var problem: String?

    var peek: Character? { index < characters.count ? characters[index] : nil }

    mutating func consume(_ character: Character) -> Bool {
        guard peek == character else { return false }
        index += 1
        return true
    }

    @discardableResult
    mutating func skipSpaces() -> Bool {
        while let character = peek, character == " " || character == "\t" { index += 1 }
        return true
    }

    mutating func identifier() -> String? {
        var name = ""
        while let character = peek, character.isLetter || character == "_" || (!name.isEmpty && character.isNumber) {
            name.append(character)
            index += 1
        }
        return name.isEmpty ? nil : name
    }

    /// The text up to (not including) the first of `stops`; nil when the end comes first.
    mutating func until(_ stops: Set<Character>) -> String? {
        var text = ""
        while let character = peek {
            if stops.contains(character) { return text }
            text.append(character)
            index += 1
        }
        return nil
    }
}
