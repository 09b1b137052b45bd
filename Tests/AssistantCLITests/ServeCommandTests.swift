import AssistantCLI
import Testing

@Suite struct ServeCommandTests {
    @Test func serveTakesHostPortAndToken() throws {
        let line = try ArgumentParser.parse(["serve", "--host", "0.0.0.0", "--port", "0", "--token", "t"])
        #expect(line.command == .serve(ServeRequest(host: "0.0.0.0", port: 0, token: "t")))
        #expect(try ArgumentParser.parse(["serve"]).command == .serve(ServeRequest()))
        let sessions = try ArgumentParser.parse(["serve", "--sessions", "128"])
        #expect(sessions.command == .serve(ServeRequest(sessions: 128)))
    }

    @Test(arguments: [
        ["serve", "--port", "http"], ["serve", "--port", "70000"], ["ask", "hi", "--port", "1"],
        ["serve", "--sessions", "0"], ["serve", "--sessions", "many"], ["ask", "hi", "--sessions", "2"],
    ])
    func badServeOptionsAreUsageErrors(arguments: [String]) {
        #expect(throws: CLIError.self) { try ArgumentParser.parse(arguments) }
    }

    @Test func aNonLoopbackHostWithoutATokenExitsTwo() async {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["serve", "--host", "0.0.0.0", "--port", "0"]) == 2)
        #expect(terminal.stderr.contains("--token"))
        #expect(terminal.stdout.isEmpty)
    }
}
