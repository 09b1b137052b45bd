import Foundation

/// The package's root folder (where `Package.swift` is), found from this file's `#filePath`, for
/// tests that read files of the checkout (`Tests/Interop/*.py`, `Benchmarks/nlu/*.jsonl`) or write
/// under `.build`.
///
/// ```swift
/// let script = PackageRoot.url.appending(path: "Tests/Interop/ics_read.py")
/// ```
public enum PackageRoot {
    /// The root folder: two levels above `Tests/TestSupport/`.
    public static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `relativePath` inside the root folder (`Tests/Interop/llm_server.py`).
    public static func appending(_ relativePath: String) -> URL { url.appending(path: relativePath) }

    /// Where tests put screenshots and other files worth keeping after the run: `.build/test-artifacts`.
    public static var artifacts: URL { appending(".build/test-artifacts") }
}
