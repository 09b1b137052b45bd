import SkillUIHTML

/// The View side of the MCP Apps bridge, inlined in every `ui://agentskill/…` document and allowed
/// to run by its SHA-256 alone (``AppDocument/contentSecurityPolicy``), so no other script can.
///
/// What it does, in the order of the protocol (JSON-RPC 2.0 over `postMessage` to the parent):
/// 1. sends `ui/initialize` (protocol 2026-01-26, inline display only), applies the host's theme
///    from `hostContext`, then sends `ui/notifications/initialized`;
/// 2. on `ui/notifications/tool-result` shows `structuredContent.card.html` — markup our
///    ``SkillUI/HTMLRenderer`` wrote on the server, escaped there, parsed here through an inert
///    `<template>` — or, for a result without a card, the first text content as plain text;
///    `ui/notifications/tool-cancelled` shows the document's "cancelled" wording;
/// 3. reports the document's height with `ui/notifications/size-changed` after each change
///    (a `ResizeObserver`, only when the height changed);
/// 4. turns a tap on a card control (`[data-sk-action]`) into `ui/message`: the control's label and
///    the card's title as one user message, so the host's model decides what to call — and a
///    destructive call still asks the person through elicitation;
/// 5. answers `ping` and `ui/resource-teardown` with `{}`, any other request with -32601.
///
/// Messages from anything but the parent window are ignored. The script reads only the
/// document's own `data-sk-*` attributes and the host's messages; it never fetches anything.
enum AppViewScript {
    /// The script's text, exactly as it stands between `<script>` and `</script>`.
    static let source = #"""

        (() => {
          "use strict";
          const view = document.getElementById("sk-app");
          const pending = new Map();
          let nextID = 1;
          let initialized = false;
          let lastHeight = -1;
          const post = (message) => window.parent.postMessage(Object.assign({ jsonrpc: "2.0" }, message), "*");
          const notify = (method, params) => post({ method, params });
          const request = (method, params) => new Promise((resolve, reject) => {
            const id = nextID++;
            pending.set(id, { resolve, reject });
            post({ id, method, params });
          });
          const reportSize = () => {
            if (!initialized) return;
            const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
            if (height === lastHeight) return;
            lastHeight = height;
            notify("ui/notifications/size-changed", { height });
          };
          const status = (text, kind) => {
            const line = document.createElement("p");
            line.className = "sk-app-status" + (kind ? " sk-app-" + kind : "");
            line.textContent = text;
            view.replaceChildren(line);
          };
          const applyContext = (context) => {
            const theme = context && context.theme;
            if (theme !== "light" && theme !== "dark") return;
            document.documentElement.setAttribute("data-sk-theme", theme);
            for (const root of view.querySelectorAll(".sk-root")) root.setAttribute("data-sk-theme", theme);
          };
          const show = (result) => {
            const card = result && result.structuredContent && result.structuredContent.card;
            if (card && typeof card.html === "string") {
              const template = document.createElement("template");
              template.innerHTML = card.html;
              view.replaceChildren(template.content);
              const theme = document.documentElement.getAttribute("data-sk-theme");
              if (theme === "light" || theme === "dark") applyContext({ theme });
            } else {
              const first = result && Array.isArray(result.content) ? result.content[0] : null;
              const text = first && first.type === "text" && typeof first.text === "string" ? first.text : "";
              status(text, result && result.isError ? "error" : "text");
            }
            view.setAttribute("data-sk-shown", result && result.isError ? "error" : "result");
            reportSize();
          };
          const tapped = (event) => {
            const control = event.target instanceof Element ? event.target.closest("[data-sk-action]") : null;
            if (!control || !view.contains(control) || control.disabled) return;
            event.preventDefault();
            const label = (control.textContent || control.getAttribute("aria-label") || "").trim();
            const card = control.closest(".sk-card");
            const heading = card ? card.querySelector(".sk-card-title") : null;
            const title = heading ? heading.textContent.trim() : "";
            const text = title && title !== label ? label + " — " + title : label;
            if (!text) return;
            request("ui/message", { role: "user", content: [{ type: "text", text }] }).catch(() => {});
          };
          window.addEventListener("message", (event) => {
            if (event.source !== window.parent) return;
            const message = event.data;
            if (!message || typeof message !== "object" || message.jsonrpc !== "2.0") return;
            if (message.method === undefined) {
              const waiting = pending.get(message.id);
              if (!waiting) return;
              pending.delete(message.id);
              if (message.error) waiting.reject(message.error); else waiting.resolve(message.result);
              return;
            }
            if (message.id !== undefined) {
              if (message.method === "ping" || message.method === "ui/resource-teardown") {
                post({ id: message.id, result: {} });
              } else {
                post({ id: message.id, error: { code: -32601, message: "method not found: " + String(message.method) } });
              }
              return;
            }
            switch (message.method) {
              case "ui/notifications/tool-result": show(message.params); break;
              case "ui/notifications/tool-cancelled": status(view.getAttribute("data-sk-cancelled") || "", "error"); break;
              case "ui/notifications/host-context-changed": applyContext(message.params); break;
              default: break;
            }
          });
          view.addEventListener("click", tapped);
          view.addEventListener("submit", (event) => event.preventDefault());
          if (typeof ResizeObserver === "function") new ResizeObserver(reportSize).observe(document.documentElement);
          request("ui/initialize", {
            protocolVersion: "2026-01-26",
            appInfo: { name: "agentskill " + (document.body.getAttribute("data-sk-skill") || ""), version: "1" },
            appCapabilities: { availableDisplayModes: ["inline"] },
          }).then((result) => {
            applyContext(result && result.hostContext);
            initialized = true;
            notify("ui/notifications/initialized", {});
            reportSize();
          }, (error) => {
            status((error && error.message) || "ui/initialize failed", "error");
          });
        })();

        """#
}
