/// The page at `/` until the chat page exists: no script, no inline style.
enum PlaceholderPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>AgentSkill</title>
        </head>
        <body>
        <h1>AgentSkill</h1>
        <p>The chat page is coming. The JSON API is live:</p>
        <ul>
        <li><code>POST /api/messages {"text": "…"}</code></li>
        <li><code>GET /api/events</code> (server-sent events)</li>
        <li><code>POST /api/actions</code>, <code>POST /api/approvals</code></li>
        <li><code>GET /api/skills</code>, <code>POST /api/render</code></li>
        </ul>
        </body>
        </html>

        """
}
