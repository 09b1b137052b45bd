import Foundation
import Testing

/// Something outside this package that some tests need — a Python virtualenv made by
/// `scripts/bootstrap`, Chromium and chromedriver — and how to find it. ``Peers`` lists them.
///
/// A test that needs a peer says so with the ``Testing/Trait/requires(_:sourceLocation:)`` trait:
///
/// ```swift
/// @Suite(.requires(Peers.interopPython)) struct InteropTests {
///     @Test func icalendarReadsOurExport() async throws {
///         let python = try Peers.interopPython.executable()
///         // …
///     }
/// }
/// ```
///
/// A bare `swift test` on a machine without the peer skips that suite and prints why (with what
/// to run). `make test` sets `AGENTSKILL_REQUIRE_PEERS=1`: then every such test runs, and one
/// whose peer is missing fails with the same message — CI never skips silently.
public struct Peer: Sendable {
    /// Why a peer is not there, saying what to run to get it (`run scripts/bootstrap …`).
    public struct Missing: Error, CustomStringConvertible, Sendable {
        public let description: String

        /// A failure with `description` as its whole message.
        public init(_ description: String) { self.description = description }
    }

    /// The environment variable that makes every peer required: set to `1` (`make test` does),
    /// tests that need a missing peer run and fail instead of being skipped.
    public static let requireVariable = "AGENTSKILL_REQUIRE_PEERS"

    /// What the peer is, as messages start: `interop peers`, `browser tests`.
    public let name: String
    /// What to run to get the peer, ending messages about a program it lacks.
    public let advice: String
    private let locate: @Sendable ([String: String]) -> Result<URL, Missing>

    /// A peer named `name` whose executable `locate` finds from the environment variables it is
    /// given, or explains (with `advice`) why it cannot.
    public init(
        name: String, advice: String, locate: @escaping @Sendable ([String: String]) -> Result<URL, Missing>
    ) {
        self.name = name
        self.advice = advice
        self.locate = locate
    }

    /// The peer's executable (for a virtualenv, its Python).
    ///
    /// - Parameter environment: the variables to read (`INTEROP_PYTHON`, …); the process's by default.
    /// - Throws: ``Missing``, saying what to run, when the peer is not there.
    public func executable(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(Missing) -> URL {
        try locate(environment).get()
    }

    /// The program `program` installed beside the peer's executable (a virtualenv's `bin`:
    /// `bean-check`, `mcp-server-time`).
    ///
    /// - Throws: ``Missing``, saying what to run, when the peer or the program is not there.
    public func program(
        _ program: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(Missing) -> URL {
        let url = try executable(environment: environment).deletingLastPathComponent().appending(path: program)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Missing("\(name) missing: no \(url.path) — \(advice)")
        }
        return url
    }

    /// Whether the peer is there now.
    public var isPresent: Bool { (try? executable()) != nil }

    /// Whether `AGENTSKILL_REQUIRE_PEERS` is set (to anything but `0`): tests then never skip.
    public static var areRequired: Bool {
        let value = ProcessInfo.processInfo.environment[requireVariable] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// Whether a test that needs the peer runs: when it is there, or when peers are required.
    public var shouldRun: Bool { Self.areRequired || isPresent }

    /// Why a test that needs the peer is skipped: what is missing and what to run.
    public var skipReason: String {
        do {
            _ = try executable()
            return "needs \(name)"
        } catch {
            return "\(error.description) (skipped; \(Self.requireVariable)=1, as make test sets, fails it instead)"
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only where `peer` is there; elsewhere it is skipped, and the reason
    /// printed says what to run. With `AGENTSKILL_REQUIRE_PEERS=1` (`make test`) it always runs,
    /// so a missing peer fails the run instead of being skipped.
    ///
    /// ```swift
    /// @Suite(.requires(Peers.mcpPython)) struct TimeServerTests { … }
    /// ```
    public static func requires(
        _ peer: Peer,
        sourceLocation: SourceLocation = SourceLocation(
            fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    ) -> Self {
        .enabled(if: peer.shouldRun, Comment(rawValue: peer.skipReason), sourceLocation: sourceLocation)
    }
}
