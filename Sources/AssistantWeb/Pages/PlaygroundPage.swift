/// The UI playground at `/playground` (being built): JSON editor, normalized tree, live preview.
struct PlaygroundPage {
    var language: PageLanguage

    func render() -> String {
        let shell = PageShell(language: language, section: .playground, title: "AgentSkill UI playground")
        return shell.render(main: "<main class=\"playground\"></main>\n")
    }
}
