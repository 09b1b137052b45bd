import AssistantCLI
import Foundation

let code = await AssistantProgram.run(arguments: Array(CommandLine.arguments.dropFirst()), io: .standard())
exit(code)
