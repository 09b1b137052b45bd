import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real `assistant serve` as a user runs it: it answers over HTTP, and Ctrl-C (SIGINT) or a
/// service manager's SIGTERM stops it cleanly and closes its port.
///
/// A non-loopback host without `--token` is covered in-process by
/// `ServeCommandTests.aNonLoopbackHostWithoutATokenExitsTwo`, and the binary's usage-error exit
/// status by `AssistantBinaryTests.unknownCommandExitsTwo`.
@Suite(.timeLimit(.minutes(2))) struct ServeBinaryTests {
    @Test(arguments: [("SIGINT", SIGINT), ("SIGTERM", SIGTERM)])
    func aStopSignalEndsTheServerCleanlyAndClosesItsPort(name: String, signal: Int32) async throws {
        let served = try await ServedAssistant.start()
        let client = RawHTTPClient(port: served.port)
        let page = try #require(await client.send("GET", "/"))
        #expect(page.status == 200)
        #expect(page.body.contains("<html"))
        let (status, output) = await served.stop(signal: signal)
        #expect(status == 0, "exit status after \(name); output: \(output)")
        #expect(output.contains("stopping"), "\(output)")
        #expect(!served.isRunning)
        #expect(await client.connectError() == ECONNREFUSED, "port \(served.port) is closed")
    }
}
