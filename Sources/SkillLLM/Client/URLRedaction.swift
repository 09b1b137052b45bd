import Foundation

/// Keeping the password of a URL's user info (`http://user:PASSWORD@host/v1`) out of text meant
/// for people: messages, descriptions and errors show `http://user:***@host/v1`.
///
/// ```swift
/// URLRedaction.redactingPasswords(in: "cannot connect (http://me:s3cret@10.0.0.2:8080/v1)")
/// // "cannot connect (http://me:***@10.0.0.2:8080/v1)"
/// ```
enum URLRedaction {
    /// What a password is replaced with.
    static let mask = "***"

    /// `url` as text, its password (if any) replaced by `***`.
    static func display(_ url: URL) -> String {
        redactingPasswords(in: url.absoluteString)
    }

    /// `text` with the password of every `scheme://user:password@` in it replaced by `***`.
    ///
    /// Works on any text, not only valid URLs: the user info is what lies between `://` and the
    /// last `@` before the end of the authority (`/`, `?`, `#`, white space or a quote), and its
    /// password what follows its first `:`.
    static func redactingPasswords(in text: String) -> String {
        guard text.contains("://"), text.contains("@") else { return text }
        var characters = Array(text)
        var index = 0
        while index + 2 < characters.count {
            guard characters[index] == ":", characters[index + 1] == "/", characters[index + 2] == "/" else {
                index += 1
                continue
            }
            let start = index + 3
            var end = start
            while end < characters.count, !endsAuthority(characters[end]) { end += 1 }
            if let at = characters[start..<end].lastIndex(of: "@"),
                let colon = characters[start..<at].firstIndex(of: ":"),
                characters[(colon + 1)..<at] != ArraySlice(mask)
            {
                characters.replaceSubrange((colon + 1)..<at, with: mask)
                end += mask.count - (at - colon - 1)
            }
            index = end
        }
        return String(characters)
    }

    private static func endsAuthority(_ character: Character) -> Bool {
        "/?#\"'<>`".contains(character) || character.isWhitespace
    }
}
