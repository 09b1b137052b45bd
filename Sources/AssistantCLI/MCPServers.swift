import SkillMCP
import Synchronization

/// The MCP servers a run of the program started, stopped together when its command ends — on
/// success and on every error path — so none outlives the program.
final class MCPServers: Sendable {
    private let imports = Mutex<[MCPImport]>([])

    /// Keeps `imported` to stop later.
    func add(_ imported: MCPImport) {
        imports.withLock { $0.append(imported) }
    }

    /// Stops every server kept (see ``SkillMCP/MCPClient/stop()``), each import's at once.
    func stop() async {
        let all = imports.withLock { imports in
            defer { imports.removeAll() }
            return imports
        }
        await withTaskGroup(of: Void.self) { group in
            for imported in all { group.addTask { await imported.stop() } }
        }
    }
}
