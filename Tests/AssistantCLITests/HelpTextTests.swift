import Testing

@testable import AssistantCLI

@Suite struct HelpTextTests {
    static let optionNames = [
        "--data-dir", "--time-zone", "--locale", "--config", "--mcp-config", "--router", "--llm-base-url",
        "--llm-model",
        "--llm-api-key", "--json", "--yes", "-h, --help", "--version",
    ]
    static let subcommandNames = [
        "chat", "ask", "run", "skills", "nlu", "calendar", "ledger", "reminders", "render", "serve", "help", "mcp",
        "mcp-tools",
    ]

    @Test func rootHelpListsEverySubcommandOptionAndExample() {
        let help = HelpText.root()
        #expect(help.contains("USAGE: assistant [<subcommand>] [options]"))
        #expect(help.contains("SUBCOMMANDS:"))
        #expect(help.contains("  chat (default)"))
        for name in Self.subcommandNames { #expect(help.contains("\n  \(name) ")) }
        #expect(help.contains("OPTIONS:"))
        for name in Self.optionNames { #expect(help.contains("  \(name)")) }
        #expect(help.contains("EXAMPLES:"))
        #expect(help.contains("assistant ask \"echo hi\" --json"))
        #expect(help.contains("printf '复读：你好\\n' | assistant"))
    }

    @Test func rootHelpMatchesGolden() {
        let golden = """
            OVERVIEW: A local assistant that answers requests with its skills.

            USAGE: assistant [<subcommand>] [options]

            SUBCOMMANDS:
              chat (default)           Chat interactively over standard input.
              ask                      Send one request and print the answer.
              run                      Run one skill with JSON arguments, skipping routing.
              skills                   List the skills the assistant can use.
              nlu                      Show how each input line is understood; runs nothing.
              calendar                 Export or import events and to-dos as iCalendar.
              ledger                   Export the ledger as CSV or Beancount.
              reminders                List reminders and to-dos: due, upcoming, done.
              render                   Render a UI document as terminal text or HTML.
              serve                    Serve the chat page and JSON API until Ctrl-C.
              mcp                      Serve the skills to an MCP client over standard input
                                       and output.
              mcp-tools                Start the MCP config's servers and list their tools
                                       as skills.
              help                     Show help for assistant or one of its subcommands.

            OPTIONS:
              --data-dir <dir>         Directory where the assistant keeps its data; default
                                       $AGENTSKILL_DATA_DIR, else $XDG_DATA_HOME/agentskill.
              --time-zone <time-zone>  IANA time zone, e.g. Asia/Shanghai or UTC.
              --locale <locale>        Locale for replies, e.g. zh-Hans or en_US.
              --config <file>          Settings file; default $AGENTSKILL_CONFIG, else
                                       $XDG_CONFIG_HOME/agentskill/config.json.
              --mcp-config <file>      MCP servers whose tools become skills ({"mcpServers":
                                       {name: {command, args, env}}}); default mcp.json next
                                       to the settings file.
              --router <router>        How requests are understood: hybrid (the default with
                                       a model: the NLU when sure, else the model), llm (the
                                       model only), nlu (the default without a model: free
                                       text, questions for what is missing) or keyword (each
                                       skill's keywords only).
              --llm-base-url <url>     An OpenAI-compatible server's API root; default
                                       $AGENTSKILL_LLM_BASE_URL, else $OPENAI_BASE_URL. No
                                       model: the assistant works offline.
              --llm-model <model>      The model to ask; default $AGENTSKILL_LLM_MODEL.
              --llm-api-key <key>      The server's API key; default
                                       $AGENTSKILL_LLM_API_KEY, else $OPENAI_API_KEY. Never
                                       printed.
              --json                   Print data as JSON instead of text.
              --yes                    Approve calls that need approval (deletes, undo,
                                       rules that ask) without asking; for scripts.
                                       Otherwise chat and run ask at a terminal, and deny
                                       them elsewhere.
              -h, --help               Show help information.
              --version                Show the version.

            EXAMPLES:
              assistant ask "echo hi" --json
              printf '复读：你好\\n' | assistant
              assistant skills --locale zh-Hans

            See 'assistant help <subcommand>' for detailed help.

            """
        #expect(HelpText.root() == golden)
    }

    @Test(arguments: subcommandNames)
    func subcommandHelpListsItsUsageAndEveryGlobalOption(name: String) throws {
        let help = try #require(HelpText.command(name))
        #expect(help.contains("USAGE: assistant "))
        #expect(help.contains(name))
        for option in Self.optionNames { #expect(help.contains("  \(option)")) }
        #expect(help.contains("EXAMPLES:\n  assistant"))
    }

    @Test func askHelpExplainsTheTextArgumentAndDoubleDash() throws {
        let help = try #require(HelpText.command("ask"))
        #expect(help.contains("USAGE: assistant ask <text> ... [options]"))
        #expect(help.contains("ARGUMENTS:\n  <text>"))
        #expect(help.contains("assistant ask -- --json"))
    }

    @Test func everyHelpPageFitsInEightyColumns() {
        let pages = [HelpText.root()] + Self.subcommandNames.compactMap { HelpText.command($0) }
        #expect(pages.count == Self.subcommandNames.count + 1)
        for line in pages.flatMap({ $0.split(separator: "\n") }) {
            #expect(line.count <= 80, "too wide: \(line)")
        }
    }

    @Test func longHelpWrapsUnderItsColumn() throws {
        let help = try #require(HelpText.command("ask"))
        #expect(
            help.contains(
                """
                  <text>                   The request; several words are joined with single
                                           spaces. Put -- before text that starts with '-'.
                """))
    }

    @Test func unknownTopicHasNoHelpText() {
        #expect(HelpText.command("aks") == nil)
        #expect(HelpText.command("") == nil)
    }
}
