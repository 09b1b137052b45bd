import Foundation

/// The terminal chat's history file: where it lives, which lines it keeps, and its format.
///
/// 1. It lives in `$XDG_STATE_HOME/agentskill/history` (when the variable holds an absolute
///    path), else `$HOME/.local/state/agentskill/history`; with neither, there is no file and
///    history lasts for the session only.
/// 2. The folder is made with mode 0700 and the file with 0600: what a person typed is theirs.
/// 3. One entry per line, UTF-8, with `\` written `\\` and a newline or carriage return inside an
///    entry written `\n` or `\r`. Each entry is appended as it is typed; at most ``limit`` are
///    kept (the file is rewritten with the newest ``limit`` when it holds more than that at start,
///    or twice that during a session).
/// 4. Empty lines and a line equal to the one before it are not kept (see
///    ``shouldRemember(_:after:)``).
struct ChatHistory {
    /// The most entries kept.
    static let limit = 1_000

    /// Why the file could not be read or written.
    struct Failure: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    /// The file; `nil` keeps history in memory only.
    let url: URL?
    /// The entries, oldest first, at most ``limit``.
    private(set) var entries: [String] = []
    /// How many lines the file holds (it may hold more than ``entries`` until it is rewritten).
    private var linesInFile = 0

    /// A history kept in `url`, or in memory when `url` is `nil`; nothing is read yet.
    init(url: URL?) {
        self.url = url
    }

    /// Where the history file lives for `environment` (see the type's steps), or `nil` when
    /// neither `XDG_STATE_HOME` nor `HOME` says.
    static func fileURL(environment: [String: String]) -> URL? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appending(path: "agentskill/history")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home).appending(path: ".local/state/agentskill/history")
        }
        return nil
    }

    /// Whether `line` joins the history after `previous`: not when it is blank or the same as
    /// the entry before it.
    static func shouldRemember(_ line: String, after previous: String?) -> Bool {
        !line.allSatisfy(\.isWhitespace) && line != previous
    }

    /// `line` as it is written in the file: `\`, newline and carriage return escaped.
    static func encode(_ line: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(line.utf8.count)
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\\": encoded += "\\\\"
            case "\n": encoded += "\\n"
            case "\r": encoded += "\\r"
            default: encoded.unicodeScalars.append(scalar)
            }
        }
        return encoded
    }

    /// The entry a line of the file holds (the reverse of ``encode(_:)``; an unknown escape is kept as it is).
    static func decode(_ text: Substring) -> String {
        var decoded = ""
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                switch scalar {
                case "n": decoded += "\n"
                case "r": decoded += "\r"
                case "\\": decoded += "\\"
                default: decoded.unicodeScalars.append(contentsOf: ["\\", scalar])
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                decoded.unicodeScalars.append(scalar)
            }
        }
        if escaped { decoded += "\\" }
        return decoded
    }

    /// Reads the file (a missing one is an empty history), keeps its newest ``limit`` entries,
    /// and rewrites it when it held more.
    ///
    /// - Throws: ``Failure`` when the file exists but cannot be read or rewritten; the entries
    ///   read are kept all the same.
    mutating func load() throws(Failure) {
        guard let url else { return }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return
        } catch {
            throw Failure(description: Self.reason(error))
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        entries = lines.suffix(Self.limit).map(Self.decode)
        linesInFile = lines.count
        if linesInFile > Self.limit { try rewrite() }
    }

    /// Adds `line` when ``shouldRemember(_:after:)`` says so, and appends it to the file; returns
    /// whether it was added.
    ///
    /// - Throws: ``Failure`` when the file cannot be written; the line is in ``entries`` anyway.
    @discardableResult
    mutating func remember(_ line: String) throws(Failure) -> Bool {
        guard Self.shouldRemember(line, after: entries.last) else { return false }
        entries.append(line)
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
        guard let url else { return true }
        try Self.makeFolder(for: url)
        try Self.store(Self.encode(line) + "\n", to: url, flags: O_WRONLY | O_APPEND | O_CREAT)
        linesInFile += 1
        if linesInFile > 2 * Self.limit { try rewrite() }
        return true
    }

    /// Replaces the file with ``entries``, through a temporary file renamed over it.
    private mutating func rewrite() throws(Failure) {
        guard let url else { return }
        try Self.makeFolder(for: url)
        let temporary = url.deletingLastPathComponent().appending(path: ".history-\(getpid()).tmp")
        let text = entries.map { Self.encode($0) + "\n" }.joined()
        try Self.store(text, to: temporary, flags: O_WRONLY | O_CREAT | O_TRUNC)
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw Failure(description: reason)
        }
        linesInFile = entries.count
    }

    /// Makes the file's folder (and any above it that are missing) with mode 0700.
    private static func makeFolder(for url: URL) throws(Failure) {
        let folder = url.deletingLastPathComponent()
        guard !FileManager.default.fileExists(atPath: folder.path) else { return }
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            // The attributes are not promised for the folders above; the last one is ours.
            chmod(folder.path, 0o700)
        } catch {
            throw Failure(description: reason(error))
        }
    }

    /// Writes `text` to `url` opened with `flags`, the file's mode set to 0600.
    private static func store(_ text: String, to url: URL, flags: Int32) throws(Failure) {
        let descriptor = open(url.path, flags | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        fchmod(descriptor, 0o600)
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: String(cString: strerror(errno))) }
            bytes = bytes.dropFirst(count)
        }
    }

    /// A short reason for a Foundation error.
    private static func reason(_ error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
