// The UI playground (/playground): a JSON editor (our format or A2UI JSONL, picked or detected),
// the normalized tree, the document converted to the other format and the live preview, kept in
// step through POST /api/render as you type. Loaded with defer (the server allows no inline
// script); the page's words come from <body data-text>. Everything the user or the server wrote is
// put in the page as text (textContent), except the preview, which is the server's rendering —
// SkillUI's HTML renderer escapes every string and emits no script.
(function () {
  "use strict";

  var DEBOUNCE_MS = 250;
  var DRAFT_KEY = "agentskill.playground.draft";
  var MODE_KEY = "agentskill.playground.mode";
  // Input keys that hold a container's children; the normalized tree calls them all "children".
  var CHILD_KEYS = ["children", "components", "items", "elements", "content", "views"];
  var INLINE_WIDTH = 64;
  var INDENT = "  ";

  var words = {};
  try {
    words = JSON.parse(document.body.getAttribute("data-text") || "{}");
  } catch (error) {
    words = {};
  }

  /// The page's string for `key`, with `{name}` placeholders filled from `values`.
  function say(key, values) {
    var result = Object.prototype.hasOwnProperty.call(words, key) ? words[key] : key;
    Object.keys(values || {}).forEach(function (name) {
      result = result.split("{" + name + "}").join(String(values[name]));
    });
    return result;
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  var page = document.getElementById("playground");
  var source = document.getElementById("pg-source");
  var gutter = document.getElementById("pg-gutter");
  var gallery = document.getElementById("pg-gallery");
  var status = document.getElementById("pg-status");
  var diagnosticList = document.getElementById("pg-diagnostics");
  var diagnosticCount = document.getElementById("pg-diagnostic-count");
  var tree = document.getElementById("pg-tree");
  var preview = document.getElementById("pg-preview");
  var stale = document.getElementById("pg-stale");
  var actionLine = document.getElementById("pg-action");
  var formatButton = document.getElementById("pg-format");
  var converted = document.getElementById("pg-converted");
  var convertedFormat = document.getElementById("pg-converted-format");
  var conversionNotes = document.getElementById("pg-conversion-notes");
  if (!page || !source || !gutter || !tree || !preview) return;

  var state = {
    timer: null,
    controller: null,
    ticket: 0,
    renders: 0,
    lineCount: 0,
    diagnostics: [],
    treeValue: null,
    // Tree path (JSON of its segments) → the element showing that value.
    treeIndex: new Map(),
    // Editor line (1-based) → the worst severity reported on it.
    marks: new Map(),
    escapeArmed: false,
    hasPreview: false,
  };

  // MARK: - Status

  function setStatus(kind, message) {
    status.setAttribute("data-state", kind);
    status.textContent = message;
  }

  function summary(diagnostics) {
    var errors = diagnostics.filter(function (d) { return d.severity === "error"; }).length;
    var warnings = diagnostics.length - errors;
    var parts = [];
    if (errors) parts.push(errors === 1 ? say("error") : say("errors", { n: errors }));
    if (warnings) parts.push(warnings === 1 ? say("warning") : say("warnings", { n: warnings }));
    if (!parts.length) return { kind: "ok", text: say("rendered") };
    return { kind: errors ? "error" : "warning", text: parts.join(" · ") };
  }

  // MARK: - Rendering through the server

  function strict() {
    var checked = document.querySelector("input[name=pg-mode]:checked");
    return !!checked && checked.value === "strict";
  }

  /// The document format picked: "auto" (the server detects A2UI), "ours" or "a2ui".
  function inputFormat() {
    var checked = document.querySelector("input[name=pg-input]:checked");
    return checked ? checked.value : "auto";
  }

  function scheduleRender() {
    clearTimeout(state.timer);
    state.timer = setTimeout(renderNow, DEBOUNCE_MS);
  }

  function renderNow() {
    clearTimeout(state.timer);
    saveDraft();
    var ticket = ++state.ticket;
    if (state.controller) state.controller.abort();
    var controller = typeof AbortController === "function" ? new AbortController() : null;
    state.controller = controller;
    setStatus("busy", say("rendering"));
    fetch("/api/render", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ json: source.value, strict: strict(), format: inputFormat() }),
      signal: controller ? controller.signal : undefined,
    })
      .then(function (response) {
        return response.json().catch(function () { return null; }).then(function (answer) {
          if (!response.ok || !answer) {
            var reason = answer && answer.error ? answer.error : response.status + " " + response.statusText;
            throw new Error(reason);
          }
          return answer;
        });
      })
      .then(function (answer) {
        if (ticket !== state.ticket) return;
        show(answer);
      })
      .catch(function (error) {
        if (ticket !== state.ticket || (error && error.name === "AbortError")) return;
        setStatus("error", say("renderFailed", { error: error && error.message ? error.message : String(error) }));
      });
  }

  function show(answer) {
    var diagnostics = Array.isArray(answer.diagnostics) ? answer.diagnostics : [];
    var located = locateInSource(diagnostics);
    state.diagnostics = diagnostics.map(function (diagnostic, index) {
      return {
        severity: diagnostic.severity === "error" ? "error" : "warning",
        path: String(diagnostic.path || "$"),
        // An A2UI diagnostic says where it came from: a line of the input, or a surface.
        message: (diagnostic.origin ? diagnostic.origin + ": " : "") + String(diagnostic.message || ""),
        location: located[index],
      };
    });
    state.treeValue = answer.tree === undefined ? null : answer.tree;
    showTree(state.treeValue);
    showDiagnostics(state.diagnostics);
    showPreview(typeof answer.html === "string" ? answer.html : null);
    markGutter(state.diagnostics);
    showConverted(answer);
    var result = summary(state.diagnostics);
    setStatus(result.kind, result.text);
    state.renders += 1;
    page.setAttribute("data-renders", String(state.renders));
  }

  // MARK: - The other format

  /// Ours → the A2UI JSONL the writer made (bindings and templates kept), with the writer's
  /// notes; A2UI → our bound document when the surface has bindings, else our JSON of the tree,
  /// with what could not be kept as a binding (what reading said is in the diagnostics pane).
  function showConverted(answer) {
    if (!converted) return;
    var fromA2UI = answer.format === "a2ui";
    page.setAttribute("data-format", fromA2UI ? "a2ui" : "ours");
    convertedFormat.textContent = say(fromA2UI ? "toOurs" : "toA2UI");
    if (fromA2UI) {
      var ours = answer.ours !== null && answer.ours !== undefined ? answer.ours : answer.tree;
      converted.textContent = ours === null || ours === undefined ? say("noTree") : JSON.stringify(ours, null, 2);
    } else {
      converted.textContent = typeof answer.a2ui === "string" ? answer.a2ui : say("noTree");
    }
    var notes = fromA2UI ? answer.oursNotes : answer.a2uiNotes;
    if (!Array.isArray(notes)) notes = [];
    conversionNotes.replaceChildren();
    if (fromA2UI && !notes.length) {
      // Reading A2UI is the conversion: what it said is under Diagnostics.
      conversionNotes.append(element("li", "pg-diagnostics-empty", say("readNotesInDiagnostics")));
      return;
    }
    if (!notes.length) {
      conversionNotes.append(element("li", "pg-diagnostics-empty", say("noConversionNotes")));
      return;
    }
    notes.forEach(function (note) {
      var item = element("li", "pg-diagnostic-item pg-conversion-note");
      item.setAttribute("data-severity", note.severity === "error" ? "error" : "warning");
      item.append(element("code", "pg-path", String(note.path || "$")), " ",
        element("span", "pg-message", String(note.message || "")));
      conversionNotes.append(item);
    });
  }

  // MARK: - Diagnostics

  function showDiagnostics(diagnostics) {
    diagnosticList.replaceChildren();
    diagnosticCount.textContent = diagnostics.length ? String(diagnostics.length) : "";
    if (!diagnostics.length) {
      diagnosticList.append(element("li", "pg-diagnostics-empty", say("noProblems")));
      return;
    }
    diagnostics.forEach(function (diagnostic, index) {
      var item = element("li", "pg-diagnostic-item");
      var button = element("button", "pg-diagnostic");
      button.type = "button";
      button.title = say("locate");
      button.setAttribute("data-severity", diagnostic.severity);
      button.setAttribute("data-index", String(index));
      var head = element("span", "pg-diagnostic-head");
      head.append(
        element("span", "pg-severity", say(diagnostic.severity === "error" ? "severityError" : "severityWarning")),
        element("code", "pg-path", diagnostic.path));
      if (diagnostic.location) {
        head.append(element("span", "pg-where", diagnostic.location.line + ":" + diagnostic.location.column));
      }
      button.append(head, element("span", "pg-message", diagnostic.message));
      item.append(button);
      diagnosticList.append(item);
    });
  }

  diagnosticList.addEventListener("click", function (event) {
    var button = event.target.closest(".pg-diagnostic");
    if (!button) return;
    var diagnostic = state.diagnostics[Number(button.getAttribute("data-index"))];
    if (!diagnostic) return;
    diagnosticList.querySelectorAll(".pg-diagnostic[aria-current]").forEach(function (other) {
      other.removeAttribute("aria-current");
    });
    button.setAttribute("aria-current", "true");
    var found = highlightInTree(diagnostic.path, true);
    var item = button.parentElement;
    var note = item.querySelector(".pg-note");
    if (!found && state.treeValue !== null && diagnostic.path !== "$") {
      if (!note) item.append(element("span", "pg-note", say("notInTree")));
    } else if (note) {
      note.remove();
    }
    if (diagnostic.location) selectInSource(diagnostic.location);
  });

  // MARK: - Where a diagnostic points in the editor

  /// `line L, column C` in a parse or repair message, as a 1-based line and column.
  function lineColumnIn(message) {
    var match = /line (\d+), column (\d+)/.exec(message);
    return match ? { line: Number(match[1]), column: Number(match[2]) } : null;
  }

  /// For each diagnostic, where it points in the editor's text: `{line, column, start, end}` or null.
  function locateInSource(diagnostics) {
    var text = source.value;
    var scanned = null;
    return diagnostics.map(function (diagnostic) {
      var given = lineColumnIn(String(diagnostic.message || ""));
      if (given) {
        var offset = offsetOf(text, given.line, given.column);
        return { line: given.line, column: given.column, start: offset, end: Math.min(text.length, offset + 1) };
      }
      var path = String(diagnostic.path || "$");
      if (path === "$") return null;
      if (scanned === null) scanned = scanPositions(text);
      var node = scanned.root;
      var segments = parsePath(path);
      for (var index = 0; index < segments.length && node; index++) {
        var segment = segments[index];
        var next = typeof segment === "number"
          ? (node.items ? node.items[segment] : undefined)
          : (node.members ? node.members.get(segment) : undefined);
        if (!next) break;
        node = next;
      }
      if (!node || node === scanned.root) return null;
      var start = node.keyStart !== undefined ? node.keyStart : node.start;
      var lineEnd = text.indexOf("\n", start);
      var end = node.keyEnd !== undefined ? node.keyEnd : Math.min(node.end, lineEnd < 0 ? text.length : lineEnd);
      var position = lineColumnOf(text, start);
      return { line: position.line, column: position.column, start: start, end: Math.max(end, start + 1) };
    });
  }

  /// The UTF-16 offset of a 1-based line and column (columns count Unicode scalars).
  function offsetOf(text, line, column) {
    var offset = 0;
    for (var current = 1; current < line; current++) {
      var next = text.indexOf("\n", offset);
      if (next < 0) return text.length;
      offset = next + 1;
    }
    for (var count = 1; count < column && offset < text.length && text[offset] !== "\n"; count++) {
      var code = text.charCodeAt(offset);
      offset += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    }
    return offset;
  }

  function lineColumnOf(text, offset) {
    var line = 1;
    var lineStart = 0;
    for (var index = 0; index < offset; index++) {
      if (text.charCodeAt(index) === 10) {
        line += 1;
        lineStart = index + 1;
      }
    }
    return { line: line, column: Array.from(text.slice(lineStart, offset)).length + 1 };
  }

  /// `$.children[2]["odd key"].title` as segments: strings for keys, numbers for indexes.
  function parsePath(path) {
    var segments = [];
    var index = path.charAt(0) === "$" ? 1 : 0;
    while (index < path.length) {
      var char = path.charAt(index);
      if (char === ".") {
        var stop = index + 1;
        while (stop < path.length && path.charAt(stop) !== "." && path.charAt(stop) !== "[") stop++;
        segments.push(path.slice(index + 1, stop));
        index = stop;
      } else if (char === "[" && path.charAt(index + 1) === "\"") {
        var close = index + 2;
        while (close < path.length && path.charAt(close) !== "\"") close += path.charAt(close) === "\\" ? 2 : 1;
        try {
          segments.push(JSON.parse(path.slice(index + 1, close + 1)));
        } catch (error) {
          return segments;
        }
        index = close + 2;
      } else if (char === "[") {
        var end = path.indexOf("]", index);
        if (end < 0) return segments;
        segments.push(Number(path.slice(index + 1, end)));
        index = end + 1;
      } else {
        return segments;
      }
    }
    return segments;
  }

  /// Where each value of the JSON text starts and ends (and its key, in an object), as far as
  /// the text is JSON: `{root}` with nodes `{start, end, keyStart, keyEnd, members | items}`.
  function scanPositions(text) {
    var index = 0;
    var result = { root: null };
    function space() {
      while (index < text.length && /\s/.test(text.charAt(index))) index++;
    }
    function string() {
      index++;
      var out = "";
      while (index < text.length) {
        var char = text.charAt(index);
        if (char === "\"") {
          index++;
          return out;
        }
        if (char === "\\") {
          var escape = text.charAt(index + 1);
          if (escape === "u") {
            out += String.fromCharCode(parseInt(text.slice(index + 2, index + 6), 16));
            index += 6;
          } else {
            out += { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" }[escape] || escape;
            index += 2;
          }
        } else {
          out += char;
          index++;
        }
      }
      throw new Error("unterminated string");
    }
    function value(node, depth) {
      if (depth > 2000) throw new Error("too deep");
      space();
      node.start = index;
      var char = text.charAt(index);
      if (char === "{" || char === "[") {
        var isObject = char === "{";
        var closer = isObject ? "}" : "]";
        if (isObject) node.members = new Map();
        else node.items = [];
        index++;
        space();
        while (index < text.length && text.charAt(index) !== closer) {
          var child = {};
          if (isObject) {
            if (text.charAt(index) !== "\"") throw new Error("expected a key");
            child.keyStart = index;
            var key = string();
            child.keyEnd = index;
            space();
            if (text.charAt(index) !== ":") throw new Error("expected a colon");
            index++;
            if (!node.members.has(key)) node.members.set(key, child);
          } else {
            node.items.push(child);
          }
          value(child, depth + 1);
          space();
          if (text.charAt(index) === ",") {
            index++;
            space();
          } else if (text.charAt(index) !== closer) {
            throw new Error("expected , or " + closer);
          }
        }
        index++;
      } else if (char === "\"") {
        string();
      } else {
        while (index < text.length && !/[\s,\]}]/.test(text.charAt(index))) index++;
      }
      node.end = index;
    }
    result.root = {};
    try {
      value(result.root, 0);
    } catch (error) {
      // Broken JSON: keep the positions read so far.
    }
    return result;
  }

  function selectInSource(location) {
    source.focus();
    source.setSelectionRange(location.start, location.end);
    var lineHeight = parseFloat(getComputedStyle(source).lineHeight) || 20;
    var top = (location.line - 1) * lineHeight;
    if (top < source.scrollTop || top > source.scrollTop + source.clientHeight - 2 * lineHeight) {
      source.scrollTop = Math.max(0, top - source.clientHeight / 3);
    }
    syncGutter();
  }

  // MARK: - The normalized tree

  function pathKey(segments) {
    return JSON.stringify(segments);
  }

  function isComponent(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value) && typeof value.type === "string";
  }

  /// The members of an object in reading order: a component's type and id first, children last.
  function orderedKeys(value) {
    var keys = Object.keys(value);
    if (!isComponent(value)) return keys;
    var first = ["type", "id"].filter(function (key) { return key in value; });
    var middle = keys.filter(function (key) { return first.indexOf(key) < 0 && key !== "children"; });
    return first.concat(middle, "children" in value ? ["children"] : []);
  }

  function scalarToken(value) {
    if (value === null) return element("span", "pg-json-null", "null");
    if (typeof value === "string") return element("span", "pg-json-string", JSON.stringify(value));
    if (typeof value === "number") return element("span", "pg-json-number", String(value));
    if (typeof value === "boolean") return element("span", "pg-json-boolean", String(value));
    return element("span", "pg-json-null", JSON.stringify(value));
  }

  function punctuation(text) {
    return element("span", "pg-json-punct", text);
  }

  /// Whether a container is short and flat enough to show on one line.
  function fitsOnOneLine(value) {
    var members = Array.isArray(value) ? value : Object.keys(value).map(function (key) { return value[key]; });
    var flat = members.every(function (member) { return member === null || typeof member !== "object"; });
    return flat && !isComponent(value) && JSON.stringify(value).length <= INLINE_WIDTH;
  }

  function appendInline(line, value) {
    var isArray = Array.isArray(value);
    var keys = isArray ? value.map(function (_, index) { return index; }) : Object.keys(value);
    line.append(punctuation(isArray ? "[" : keys.length ? "{ " : "{"));
    keys.forEach(function (key, index) {
      if (!isArray) line.append(element("span", "pg-json-key", JSON.stringify(key)), punctuation(": "));
      line.append(scalarToken(value[key]));
      if (index < keys.length - 1) line.append(punctuation(", "));
    });
    line.append(punctuation(isArray ? "]" : keys.length ? " }" : "}"));
  }

  function treeNode(value, key, segments, last) {
    var line = element("div", "pg-line");
    if (key !== null) line.append(element("span", "pg-json-key", JSON.stringify(key)), punctuation(": "));
    var isContainer = value !== null && typeof value === "object";
    if (!isContainer || fitsOnOneLine(value)) {
      if (isContainer) appendInline(line, value);
      else line.append(scalarToken(value));
      if (!last) line.append(punctuation(","));
      state.treeIndex.set(pathKey(segments), line);
      return line;
    }
    var isArray = Array.isArray(value);
    var block = element("div", "pg-block");
    line.append(punctuation(isArray ? "[" : "{"));
    if (isComponent(value)) {
      block.classList.add("pg-node");
      if (typeof value.id === "string") block.setAttribute("data-sk-id", value.id);
      var label = value.type + (typeof value.id === "string" ? " #" + value.id : "");
      line.append(element("span", "pg-node-label", label));
    }
    var members = element("div", "pg-members");
    var keys = isArray ? value.map(function (_, index) { return index; }) : orderedKeys(value);
    keys.forEach(function (member, index) {
      members.append(
        treeNode(value[member], isArray ? null : member, segments.concat([member]), index === keys.length - 1));
    });
    var close = element("div", "pg-line");
    close.append(punctuation(isArray ? "]" : "}"));
    if (!last) close.append(punctuation(","));
    block.append(line, members, close);
    state.treeIndex.set(pathKey(segments), block);
    return block;
  }

  function showTree(value) {
    state.treeIndex = new Map();
    tree.replaceChildren();
    if (value === null) {
      tree.append(element("p", "pg-empty", say("noTree")));
      return;
    }
    tree.append(treeNode(value, null, [], true));
  }

  /// The tree path a diagnostic's input path names: aliases of the children key read as
  /// "children", and the path cut where the tree has nothing (a dropped node, a renamed field).
  function treeSegments(path) {
    var value = state.treeValue;
    var out = [];
    var segments = parsePath(path);
    for (var index = 0; index < segments.length; index++) {
      var segment = segments[index];
      if (isComponent(value) && Array.isArray(value.children)) {
        if (typeof segment === "number") {
          // A bare array read as a stack: its elements are the children.
          out.push("children");
          value = value.children;
        } else if (CHILD_KEYS.indexOf(segment) >= 0 && !(segment in value)) {
          out.push("children");
          value = value.children;
          continue;
        }
      }
      if (value === null || typeof value !== "object" || !(segment in value)) break;
      out.push(segment);
      value = value[segment];
    }
    while (out.length && !state.treeIndex.has(pathKey(out))) out.pop();
    return out;
  }

  /// Marks the tree element at a diagnostic's path; returns whether the path reached the tree
  /// beyond its root (or named the root itself).
  function highlightInTree(path, scroll) {
    tree.querySelectorAll(".is-target").forEach(function (node) { node.classList.remove("is-target"); });
    preview.querySelectorAll(".pg-flash").forEach(function (node) { node.classList.remove("pg-flash"); });
    if (state.treeValue === null) return false;
    var segments = treeSegments(path);
    var target = state.treeIndex.get(pathKey(segments));
    if (!target) return false;
    target.classList.add("is-target");
    if (scroll) target.scrollIntoView({ block: "nearest", behavior: "smooth" });
    var owner = target.closest(".pg-node");
    var id = owner ? owner.getAttribute("data-sk-id") : null;
    if (id) {
      var shown = Array.prototype.find.call(preview.querySelectorAll("[data-sk-id]"), function (node) {
        return node.getAttribute("data-sk-id") === id;
      });
      if (shown) {
        shown.classList.add("pg-flash");
        shown.scrollIntoView({ block: "nearest", behavior: "smooth" });
      }
    }
    return segments.length > 0 || parsePath(path).length === 0;
  }

  /// Colors the tree lines and blocks that diagnostics name, worst severity winning.
  function markTree(diagnostics) {
    diagnostics.forEach(function (diagnostic) {
      var target = state.treeIndex.get(pathKey(treeSegments(diagnostic.path)));
      if (!target || target.getAttribute("data-severity") === "error") return;
      target.setAttribute("data-severity", diagnostic.severity);
    });
  }

  // MARK: - Preview

  function showPreview(html) {
    if (html !== null) {
      preview.innerHTML = html;
      state.hasPreview = true;
      preview.classList.remove("is-stale");
      stale.hidden = true;
      return;
    }
    if (state.hasPreview) {
      preview.classList.add("is-stale");
      stale.hidden = false;
    } else {
      preview.replaceChildren(element("p", "pg-empty", say("nothing")));
    }
  }

  var actionHint = actionLine.textContent;

  function resetAction() {
    actionLine.textContent = actionHint;
    actionLine.removeAttribute("data-state");
  }

  function showAction(control) {
    actionLine.replaceChildren();
    var owner = control.closest("[data-sk-id]");
    var id = owner ? owner.getAttribute("data-sk-id") : null;
    actionLine.append(element("span", "pg-action-name", say("action", {
      action: control.getAttribute("data-sk-action"), id: id || "?",
    })));
    var payload = control.getAttribute("data-sk-payload");
    if (payload) {
      actionLine.append(element("span", "pg-action-label", say("payload")), element("code", "pg-action-payload", payload));
    }
    actionLine.setAttribute("data-state", "shown");
  }

  preview.addEventListener("click", function (event) {
    var link = event.target.closest("a[href]");
    if (link && preview.contains(link)) {
      event.preventDefault();
      window.open(link.href, "_blank", "noopener,noreferrer");
      return;
    }
    var control = event.target.closest("button[data-sk-action]");
    if (control && preview.contains(control)) showAction(control);
  });

  preview.addEventListener("change", function (event) {
    var control = event.target.closest("[data-sk-action]");
    if (control && preview.contains(control)) showAction(control);
  });

  // A slider's <output> shows its value as it moves (the renderer writes the first one).
  preview.addEventListener("input", function (event) {
    var field = event.target;
    if (field.type !== "range") return;
    var row = field.closest(".sk-slider");
    var output = row && row.querySelector("output");
    if (output) output.textContent = field.value;
  });

  // MARK: - Editor: line numbers, keys, drafts

  function syncGutter() {
    gutter.scrollTop = source.scrollTop;
  }

  function updateGutter() {
    var count = source.value.split("\n").length;
    if (count !== state.lineCount) {
      state.lineCount = count;
      var fragment = document.createDocumentFragment();
      for (var line = 1; line <= count; line++) fragment.append(element("div", "pg-line-number", String(line)));
      gutter.replaceChildren(fragment);
      applyGutterMarks();
    }
    syncGutter();
  }

  function markGutter(diagnostics) {
    state.marks = new Map();
    diagnostics.forEach(function (diagnostic) {
      if (!diagnostic.location) return;
      var line = diagnostic.location.line;
      if (state.marks.get(line) !== "error") state.marks.set(line, diagnostic.severity);
    });
    applyGutterMarks();
    markTree(diagnostics);
  }

  function applyGutterMarks() {
    Array.prototype.forEach.call(gutter.children, function (number, index) {
      var severity = state.marks.get(index + 1);
      if (severity) number.setAttribute("data-severity", severity);
      else number.removeAttribute("data-severity");
    });
  }

  /// Types `text` over the selection as the user would, so undo still works.
  function insertText(text) {
    var done = false;
    try {
      done = document.execCommand("insertText", false, text);
    } catch (error) {
      done = false;
    }
    if (!done) {
      source.setRangeText(text, source.selectionStart, source.selectionEnd, "end");
      source.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }

  /// Indents (or with `outdent`, unindents) every line the selection touches.
  function indentLines(outdent) {
    var value = source.value;
    var start = value.lastIndexOf("\n", source.selectionStart - 1) + 1;
    var end = source.selectionEnd;
    if (end > start && value.charAt(end - 1) === "\n") end -= 1;
    var lineEnd = value.indexOf("\n", end);
    if (lineEnd < 0) lineEnd = value.length;
    var lines = value.slice(start, lineEnd).split("\n").map(function (line) {
      if (!outdent) return INDENT + line;
      return line.startsWith(INDENT) ? line.slice(INDENT.length) : line.replace(/^ /, "");
    });
    var replaced = lines.join("\n");
    source.setSelectionRange(start, lineEnd);
    insertText(replaced);
    source.setSelectionRange(start, start + replaced.length);
  }

  source.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      state.escapeArmed = true;
      return;
    }
    if (event.key === "Tab" && !event.ctrlKey && !event.altKey && !event.metaKey) {
      if (state.escapeArmed) {
        state.escapeArmed = false;
        return;
      }
      event.preventDefault();
      var multiline = source.value.slice(source.selectionStart, source.selectionEnd).indexOf("\n") >= 0;
      if (event.shiftKey || multiline) indentLines(event.shiftKey);
      else insertText(INDENT);
      return;
    }
    state.escapeArmed = false;
    if (event.key === "Enter" && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey
      && !event.isComposing) {
      var value = source.value;
      var lineStart = value.lastIndexOf("\n", source.selectionStart - 1) + 1;
      var indent = /^[ \t]*/.exec(value.slice(lineStart, source.selectionStart))[0];
      var before = value.slice(lineStart, source.selectionStart).trimEnd();
      var opens = /[{[]$/.test(before);
      event.preventDefault();
      insertText("\n" + indent + (opens ? INDENT : ""));
    }
  });

  source.addEventListener("input", function () {
    updateGutter();
    scheduleRender();
  });
  source.addEventListener("scroll", syncGutter);

  function saveDraft() {
    try {
      localStorage.setItem(DRAFT_KEY, source.value);
    } catch (error) {
      /* private mode: not remembered */
    }
  }

  function setSource(text) {
    source.value = text;
    source.scrollTop = 0;
    updateGutter();
  }

  formatButton.addEventListener("click", function () {
    var parsed;
    try {
      parsed = JSON.parse(source.value);
    } catch (error) {
      setStatus("error", say("formatFailed"));
      return;
    }
    source.focus();
    source.setSelectionRange(0, source.value.length);
    insertText(JSON.stringify(parsed, null, 2) + "\n");
    source.setSelectionRange(0, 0);
    source.scrollTop = 0;
    renderNow();
  });

  // MARK: - Mode and gallery

  document.querySelectorAll("input[name=pg-input]").forEach(function (radio) {
    radio.addEventListener("change", renderNow);
  });

  document.querySelectorAll("input[name=pg-mode]").forEach(function (radio) {
    radio.addEventListener("change", function () {
      try {
        localStorage.setItem(MODE_KEY, strict() ? "strict" : "lenient");
      } catch (error) {
        /* not remembered */
      }
      renderNow();
    });
  });

  var examples = [];

  gallery.addEventListener("change", function () {
    var example = examples.find(function (candidate) { return candidate.name === gallery.value; });
    if (!example) return;
    setSource(example.json);
    resetAction();
    renderNow();
  });

  function loadGallery() {
    return fetch("/api/gallery", { credentials: "same-origin" })
      .then(function (response) {
        if (!response.ok) throw new Error(response.status + " " + response.statusText);
        return response.json();
      })
      .then(function (list) {
        examples = Array.isArray(list) ? list : [];
        // Our examples, then A2UI's, each under its own heading.
        var groups = {};
        examples.forEach(function (example) {
          var format = example.format === "a2ui" ? "a2ui" : "ours";
          if (!groups[format]) {
            groups[format] = element("optgroup");
            groups[format].label = say(format === "a2ui" ? "galleryA2UI" : "galleryOurs");
            gallery.append(groups[format]);
          }
          var option = element("option", "", example.name);
          option.value = example.name;
          groups[format].append(option);
        });
        gallery.disabled = examples.length === 0;
      })
      .catch(function (error) {
        setStatus("error", say("galleryFailed", { error: error && error.message ? error.message : String(error) }));
      });
  }

  function start() {
    var mode = null;
    var draft = null;
    try {
      mode = localStorage.getItem(MODE_KEY);
      draft = localStorage.getItem(DRAFT_KEY);
    } catch (error) {
      mode = draft = null;
    }
    var radio = document.getElementById(mode === "strict" ? "pg-mode-strict" : "pg-mode-lenient");
    if (radio) radio.checked = true;
    loadGallery().then(function () {
      if (draft) {
        setSource(draft);
      } else if (examples.length) {
        gallery.value = examples[0].name;
        setSource(examples[0].json);
      } else {
        setSource("{ \"type\": \"text\", \"content\": \"Hello\" }\n");
      }
      page.setAttribute("data-ready", "");
      renderNow();
    });
  }

  updateGutter();
  start();
})();
