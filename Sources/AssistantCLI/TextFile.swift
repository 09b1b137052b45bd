import Foundation

/// Reading and writing the files of `calendar` and `ledger`, where `-` means standard input or
/// output.
enum TextFile {
    /// The text of `source` (`-`: standard input), refused before it is all read when it is
    /// larger than `limit` bytes.
    ///
    /// - Throws: ``CommandFailure`` — exit 2 when too large or not UTF-8, 1 when unreadable.
    static func read(_ source: String, limit: Int, io: TerminalIO) async throws(CommandFailure) -> String {
        let name = source == "-" ? "standard input" : "'\(source)'"
        let tooLarge = { (size: Int) in
            CommandFailure(
                "\(name) is too large: \(size) bytes, the limit is \(limit) bytes — split it into smaller files",
                exitCode: 2)
        }
        if source == "-" {
            var text = ""
            var size = 0
            while let line = await io.readLine() {
                size += line.utf8.count + 1
                guard size <= limit else { throw tooLarge(size) }
                text += line + "\n"
            }
            return text
        }
        var info = stat()
        guard stat(source, &info) == 0 else {
            throw CommandFailure("cannot read '\(source)': \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) != S_IFDIR else {
            throw CommandFailure("cannot read '\(source)': it is a directory")
        }
        guard info.st_size <= limit else { throw tooLarge(Int(info.st_size)) }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: source))
            defer { try? handle.close() }
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw CommandFailure("cannot read '\(source)': \(DataDirectory.reason(error))")
        }
        guard data.count <= limit else { throw tooLarge(data.count) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("cannot read \(name): it is not UTF-8 text", exitCode: 2)
        }
        return text
    }

    /// Writes `text` to `destination` (`-`: standard output). A file is replaced atomically: the
    /// text goes to a temporary file in the same directory, is flushed to disk, and is renamed
    /// over the destination, so a reader sees the old file or the new one, never half of one.
    ///
    /// - Throws: ``CommandFailure`` (exit 1) when the file cannot be written.
    static func write(_ text: String, to destination: String, io: TerminalIO) throws(CommandFailure) {
        if destination == "-" {
            io.write(text)
            return
        }
        let target = URL(fileURLWithPath: destination)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp").path
        let failure = { (reason: String) in CommandFailure("cannot write '\(destination)': \(reason)") }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        var problem = writeAll(Array(text.utf8), to: descriptor)
        if problem == nil, fsync(descriptor) != 0 { problem = String(cString: strerror(errno)) }
        if close(descriptor) != 0, problem == nil { problem = String(cString: strerror(errno)) }
        if problem == nil, rename(temporary, destination) != 0 { problem = String(cString: strerror(errno)) }
        if let problem {
            unlink(temporary)
            throw failure(problem)
        }
    }
}

/// Writes every byte to `descriptor`, retrying short writes; the reason when it fails.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            guard errno == EINTR else { return String(cString: strerror(errno)) }
        } else {
            offset += written
        }
    }
    return nil
}
