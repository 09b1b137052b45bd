import Foundation

/// The outside peers of the tests. `scripts/bootstrap` (which `make test` runs) installs all of
/// them; an environment variable points a test run at another copy (say, another checkout's
/// `.build`).
///
/// | Peer | Default | Variable |
/// |---|---|---|
/// | ``interopPython`` | `.build/interop-venv/bin/python` | `INTEROP_PYTHON` |
/// | ``modelServerPython`` | `.build/llm-venv/bin/python` | `LLM_PYTHON` |
/// | ``mcpPython`` | `.build/mcp-venv/bin/python` | `MCP_PYTHON` |
/// | ``browser`` | the interop Python, `/usr/lib/chromium/chromium`, `/usr/bin/chromedriver` | `INTEROP_PYTHON`, `BROWSER_BINARY`, `CHROMEDRIVER` |
/// | ``tmux`` | `/usr/bin/tmux` | `TMUX_BINARY` |
/// | ``a2uiSchemas`` | the MCP Python and `.build/a2ui-schemas/0.9` | `MCP_PYTHON`, `A2UI_SCHEMAS` |
public enum Peers {
    /// The interop virtualenv (`Tests/Interop/requirements.txt`: icalendar, beancount, selenium);
    /// its executable is the venv's Python, and `bean-check` is one of its programs.
    public static let interopPython = virtualenv(
        name: "interop peers", folder: ".build/interop-venv", requirements: "Tests/Interop/requirements.txt",
        variable: "INTEROP_PYTHON")

    /// The local model server's virtualenv (`Tests/Interop/llm-requirements.txt`: llama-cpp-python
    /// and SmolLM2-135M), which ``LocalModelServer`` starts.
    public static let modelServerPython = virtualenv(
        name: "local model server", folder: ".build/llm-venv", requirements: "Tests/Interop/llm-requirements.txt",
        variable: "LLM_PYTHON")

    /// The MCP virtualenv (`Tests/Interop/mcp-requirements.txt`: the MCP Python SDK and
    /// `mcp-server-time`, one of its programs).
    public static let mcpPython = virtualenv(
        name: "MCP peer", folder: ".build/mcp-venv", requirements: "Tests/Interop/mcp-requirements.txt",
        variable: "MCP_PYTHON")

    /// Headless Chromium driven through chromedriver by the interop venv's selenium; its
    /// executable is that venv's Python, checked only once Chromium and chromedriver are there too.
    public static let browser = Peer(name: "browser tests", advice: "run scripts/bootstrap") { environment in
        let python: URL
        do {
            python = try interopPython.executable(environment: environment)
        } catch {
            let path = pythonURL(folder: ".build/interop-venv", variable: "INTEROP_PYTHON", environment).path
            return .failure(
                Peer.Missing(
                    "browser tests: no Python at \(path) — run scripts/bootstrap (or make test), which"
                        + " installs selenium (Tests/Interop/requirements.txt) into .build/interop-venv"))
        }
        let browser = environment["BROWSER_BINARY"] ?? "/usr/lib/chromium/chromium"
        let chromedriver = environment["CHROMEDRIVER"] ?? "/usr/bin/chromedriver"
        for (path, package) in [(browser, "chromium"), (chromedriver, "chromium-driver")]
        where !FileManager.default.isExecutableFile(atPath: path) {
            return .failure(
                Peer.Missing(
                    "browser tests: \(path) is missing — run scripts/bootstrap, which installs the Debian"
                        + " package \(package)"))
        }
        return .success(python)
    }

    /// tmux, the terminal the terminal chat's tests type into and read the screen of; its
    /// executable is `$TMUX_BINARY` when set and not empty, else `/usr/bin/tmux`.
    public static let tmux = Peer(name: "terminal tests", advice: "run scripts/bootstrap") { environment in
        let path = environment["TMUX_BINARY"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/bin/tmux"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            return .failure(
                Peer.Missing(
                    "terminal tests: \(path) is missing — run scripts/bootstrap, which installs the Debian package"
                        + " tmux; or set TMUX_BINARY"))
        }
        return .success(URL(fileURLWithPath: path))
    }

    /// The official A2UI v0.9 JSON schemas that `scripts/bootstrap` unpacks from the PyPI wheel
    /// a2ui-agent-sdk into `.build/a2ui-schemas/0.9` (or `$A2UI_SCHEMAS`), with the MCP venv's
    /// Python (it has jsonschema) as the executable. ``a2uiSchemaFolder(environment:)`` is the folder.
    public static let a2uiSchemas = Peer(name: "A2UI schemas", advice: "run scripts/bootstrap") { environment in
        let python: URL
        do throws(Peer.Missing) {
            python = try mcpPython.executable(environment: environment)
        } catch {
            return .failure(error)
        }
        let folder = a2uiSchemaFolder(environment: environment)
        for name in ["server_to_client.json", "common_types.json", "catalog.json"]
        where !FileManager.default.fileExists(atPath: folder.appending(path: name).path) {
            return .failure(
                Peer.Missing(
                    "A2UI schemas: \(folder.path)/\(name) is missing — run scripts/bootstrap, which fetches them from"
                        + " the PyPI wheel a2ui-agent-sdk; or set A2UI_SCHEMAS"))
        }
        return .success(python)
    }

    /// Where the A2UI v0.9 schemas are: `$A2UI_SCHEMAS` when set and not empty, else
    /// `.build/a2ui-schemas/0.9`.
    public static func a2uiSchemaFolder(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        environment["A2UI_SCHEMAS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? PackageRoot.appending(".build/a2ui-schemas/0.9")
    }

    /// A virtualenv `scripts/bootstrap` makes in `folder` from `requirements`; `variable`, when
    /// set and not empty, names its Python instead.
    static func virtualenv(name: String, folder: String, requirements: String, variable: String) -> Peer {
        let advice =
            "run scripts/bootstrap (or make test), which installs \(requirements) into \(folder); or set \(variable)"
        return Peer(name: name, advice: advice) { environment in
            let url = pythonURL(folder: folder, variable: variable, environment)
            guard FileManager.default.isExecutableFile(atPath: url.path) else {
                return .failure(Peer.Missing("\(name) missing: no Python at \(url.path) — \(advice)"))
            }
            return .success(url)
        }
    }

    /// `$variable` when set and not empty, else `folder/bin/python` under the package root.
    static func pythonURL(folder: String, variable: String, _ environment: [String: String]) -> URL {
        let configured = environment[variable].flatMap { $0.isEmpty ? nil : $0 }
        return configured.map { URL(fileURLWithPath: $0) } ?? PackageRoot.appending("\(folder)/bin/python")
    }
}
