import SkillJSON
import SkillUI
import SkillUIHTML
import Testing

/// Helpers shared by the HTML renderer tests and the end-to-end tests of SkillUI.
package enum HTMLTestSupport {
    /// The markup `render` writes for `component` inside the root element (the root's first and
    /// last lines removed), or the whole output when it does not have the expected shape.
    package static func inner(_ component: SKComponent, renderer: HTMLRenderer = HTMLRenderer()) -> String {
        let output = renderer.render(component)
        let open = "<div class=\"sk-root\" data-sk-theme=\"\(renderer.options.theme.rawValue)\">"
        guard output.hasPrefix(open + "\n"), output.hasSuffix("\n</div>") else { return output }
        return String(output.dropFirst(open.count + 1).dropLast("\n</div>".count))
    }
}

/// A small HTML tokenizer for tests: finds every tag with its attributes (entity-decoded values)
/// and the text between tags, so tests can check what a browser would treat as markup.
package struct HTMLScan {
    package struct Tag: Equatable {
        package var name: String
        package var attributes: [(name: String, value: String)]
        package var isClosing: Bool

        package init(name: String, attributes: [(name: String, value: String)], isClosing: Bool) {
            self.name = name
            self.attributes = attributes
            self.isClosing = isClosing
        }

        package static func == (lhs: Tag, rhs: Tag) -> Bool {
            lhs.name == rhs.name && lhs.isClosing == rhs.isClosing
                && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
                && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
        }
    }

    package var tags: [Tag] = []
    /// Problems found while scanning: unterminated tags, unquoted or badly quoted attributes,
    /// `<` in text that does not start a tag.
    package var problems: [String] = []

    package init(_ html: String) {
        let scalars = Array(html.unicodeScalars)
        var index = 0
        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        while index < scalars.count {
            guard scalars[index] == "<" else {
                if scalars[index] == ">" { problems.append("bare > in text at \(index)") }
                index += 1
                continue
            }
            index += 1
            if peek() == "!" {
                // <!doctype html>
                while let scalar = peek(), scalar != ">" { index += 1 }
                index += 1
                continue
            }
            var tag = Tag(name: "", attributes: [], isClosing: false)
            if peek() == "/" {
                tag.isClosing = true
                index += 1
            }
            while let scalar = peek(), Self.isNameScalar(scalar) {
                tag.name.unicodeScalars.append(scalar)
                index += 1
            }
            guard !tag.name.isEmpty else {
                problems.append("< that starts no tag at \(index)")
                continue
            }
            tag.name = tag.name.lowercased()
            var closed = false
            while let scalar = peek() {
                if scalar == ">" {
                    index += 1
                    closed = true
                    break
                }
                if scalar == " " || scalar == "\n" {
                    index += 1
                    continue
                }
                var name = ""
                while let scalar = peek(), Self.isNameScalar(scalar) {
                    name.unicodeScalars.append(scalar)
                    index += 1
                }
                guard !name.isEmpty else {
                    problems.append("unexpected \(scalar) in <\(tag.name)>")
                    index += 1
                    continue
                }
                var value = ""
                if peek() == "=" {
                    index += 1
                    guard peek() == "\"" else {
                        problems.append("unquoted value of \(name) in <\(tag.name)>")
                        continue
                    }
                    index += 1
                    while let scalar = peek(), scalar != "\"" {
                        value.unicodeScalars.append(scalar)
                        index += 1
                    }
                    index += 1
                }
                tag.attributes.append((name.lowercased(), Self.decodeEntities(value)))
            }
            if !closed { problems.append("unterminated <\(tag.name)>") }
            tags.append(tag)
            // A raw text element: skip to its end tag without tokenizing.
            if !tag.isClosing, tag.name == "style" {
                let end = "</" + tag.name
                let rest = String(String.UnicodeScalarView(scalars[index...]))
                if let range = rest.range(of: end) {
                    let skipped = rest[..<range.lowerBound]
                    if skipped.contains("</") { problems.append("</ inside <style>") }
                    index += skipped.unicodeScalars.count
                }
            }
        }
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            || scalar == ":"
    }

    /// Decodes the entities the renderer writes, plus numeric ones, the way a browser would.
    package static func decodeEntities(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            let tail = rest[amp...]
            guard let semicolon = tail.firstIndex(of: ";"), tail.distance(from: amp, to: semicolon) < 12 else {
                output += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let entity = String(tail[tail.index(after: amp)..<semicolon])
            switch entity {
            case "amp": output += "&"
            case "lt": output += "<"
            case "gt": output += ">"
            case "quot": output += "\""
            case "#39": output += "'"
            default:
                if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16),
                    let scalar = Unicode.Scalar(code)
                {
                    output.unicodeScalars.append(scalar)
                } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()),
                    let scalar = Unicode.Scalar(code)
                {
                    output.unicodeScalars.append(scalar)
                } else {
                    output += "&" + entity + ";"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return output + rest
    }
}
