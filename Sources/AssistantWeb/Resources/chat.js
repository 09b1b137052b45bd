// The chat page: messages, skill panel, approvals and UI actions over the JSON API
// (POST /api/messages, /api/actions, /api/approvals, /api/invocations, /api/requests/ID/cancel)
// and the event stream (GET /api/events). No framework and no build step. Every string from the server goes into the
// page as text (textContent); the only HTML inserted is what the server's UI renderer produced,
// which escapes everything a skill or model wrote.
(function () {
  "use strict";

  var TEXT = {};
  var messageList, emptyState, input, composer, sendButton, phaseBadge, notice, skillList, skillForm;
  var messages = {}; // message id → {element, html}
  var pendingUser = []; // user bubbles shown before the server confirmed them
  // The message being answered now, which Stop cancels: {text, requestID, stopRequested};
  // its requestID comes with its first event.
  var running = null;
  var skills = [];
  var language = document.documentElement.lang === "zh-CN" ? "zh" : "en";

  function say(key, values) {
    var text = TEXT[key] || key;
    Object.keys(values || {}).forEach(function (name) {
      text = text.split("{" + name + "}").join(values[name]);
    });
    return text;
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  // ---- Talking to the server ----

  function post(path, body) {
    return fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin"
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (json) {
        if (!response.ok) {
          var failure = new Error(json.error || ("HTTP " + response.status));
          failure.status = response.status;
          failure.body = json;
          throw failure;
        }
        return json;
      });
    });
  }

  function showNotice(text) {
    notice.textContent = text || "";
  }

  // ---- Phase ----

  function showPhase(phase, skill) {
    phaseBadge.setAttribute("data-phase", phase);
    phaseBadge.textContent = say(phase, { skill: skillLabel(skill) });
  }

  // ---- Messages ----

  function scrollToNewest() {
    messageList.scrollTop = messageList.scrollHeight;
  }

  function hideEmptyState() {
    if (emptyState && emptyState.parentNode) emptyState.parentNode.removeChild(emptyState);
  }

  function insertInOrder(item, id) {
    var after = null;
    Array.prototype.forEach.call(messageList.children, function (child) {
      var childID = Number(child.getAttribute("data-message-id"));
      if (child.getAttribute("data-message-id") !== null && childID > id && after === null) after = child;
    });
    messageList.insertBefore(item, after);
  }

  function userBubble(text) {
    var item = element("li", "message message-user");
    item.appendChild(element("div", "bubble", text));
    return item;
  }

  // An answer: its text as a bubble and its UI below. When the UI says it (a card, no error),
  // the text is not shown a second time: the bubble stays, hidden, as the card's accessible name.
  // A request the person stopped says so in the page's language, not as an error.
  function fillAgentMessage(item, message) {
    item.textContent = "";
    var stopped = message.errorCode === "cancelled";
    item.className = "message message-agent" + (stopped ? " message-stopped" : message.error ? " message-error" : "");
    var cardSaysIt = !!message.html && !message.error;
    if (message.text) {
      var bubble = element("div", "bubble", stopped ? say("stopped") : message.text);
      if (cardSaysIt) {
        bubble.id = "message-" + message.id + "-text";
        bubble.hidden = true;
      }
      item.appendChild(bubble);
    }
    if (message.html) {
      var ui = element("div", "message-ui");
      ui.innerHTML = message.html; // rendered and escaped by the server's HTMLRenderer
      scopeIDs(ui, message.id);
      if (cardSaysIt && message.text) {
        ui.setAttribute("role", "group");
        ui.setAttribute("aria-labelledby", "message-" + message.id + "-text");
      }
      item.appendChild(ui);
    }
    if (message.skill) item.appendChild(element("div", "message-meta", skillLabel(message.skill)));
  }

  function showMessage(message) {
    hideEmptyState();
    var known = messages[message.id];
    if (known) {
      if (message.role !== "user" && known.html !== message.html) {
        fillAgentMessage(known.element, message);
        known.html = message.html;
      }
      return;
    }
    var item;
    if (message.role === "user") {
      var index = pendingUser.findIndex(function (pending) { return pending.text === message.text; });
      if (index >= 0) {
        item = pendingUser.splice(index, 1)[0].element;
        item.classList.remove("message-pending");
      } else {
        item = userBubble(message.text);
      }
    } else {
      item = element("li");
      fillAgentMessage(item, message);
    }
    item.setAttribute("data-message-id", String(message.id));
    messages[message.id] = { element: item, html: message.html };
    if (item.parentNode) item.parentNode.removeChild(item);
    insertInOrder(item, message.id);
    scrollToNewest();
  }

  // ---- Reminders ----
  // A reminder that rings ("⏰ …", a follow-up of reminder.create) while the page is out of sight
  // also shows as a desktop notification, once the person allowed it. Browsers ask only after a
  // click, so the answer that set a reminder offers a button that asks.

  function isReminderAlarm(message) {
    return message.role !== "user" && message.skill === "reminder.create" && /^\u23F0/.test(message.text || "");
  }

  function offerNotifications(item, message) {
    if (!("Notification" in window) || Notification.permission !== "default") return;
    if (message.role === "user" || message.skill !== "reminder.create" || message.error) return;
    if (isReminderAlarm(message) || item.querySelector(".notify-offer")) return;
    var button = element("button", "notify-offer", say("notifyOffer"));
    button.type = "button";
    button.addEventListener("click", function () {
      Notification.requestPermission().then(function () { button.remove(); }, function () { button.remove(); });
    });
    item.appendChild(button);
  }

  function notifyOfReminder(message) {
    if (!isReminderAlarm(message) || !document.hidden) return;
    if (!("Notification" in window) || Notification.permission !== "granted") return;
    try {
      new Notification(message.text, { tag: "reminder-" + message.id });
    } catch (error) {
      // (Some browsers show notifications only from a service worker: the bubble is there anyway.)
    }
  }

  // Applies server-made DOM edits (replace/remove by data-sk-id) to one message's UI; falls back
  // to the message's whole HTML when an element is missing.
  function updateMessage(message, edits) {
    var known = messages[message.id];
    if (!known) return showMessage(message);
    if (known.html === message.html) return;
    var root = known.element.querySelector(".message-ui .sk-root");
    var complete = !!root && Array.isArray(edits) && edits.length > 0;
    if (complete) {
      for (var index = 0; index < edits.length && complete; index++) {
        var edit = edits[index];
        var target = root.querySelector('[data-sk-id="' + CSS.escape(edit.id) + '"]');
        if (!target) { complete = false; break; }
        if (edit.op === "remove") {
          target.parentNode.removeChild(target);
        } else {
          var template = document.createElement("template");
          template.innerHTML = edit.html; // rendered and escaped by the server
          scopeIDs(template.content, message.id);
          target.replaceWith(template.content);
        }
      }
      var bubble = known.element.querySelector(".bubble");
      if (bubble && message.text) bubble.textContent = message.text;
    }
    if (!complete) fillAgentMessage(known.element, message);
    known.html = message.html;
    known.element.setAttribute("data-updates", String(Number(known.element.getAttribute("data-updates") || 0) + 1));
  }

  // ---- Approvals ----

  // Shows an approval card: with buttons while it is pending, greyed and without them once it
  // expired. An approval already on the page is only brought up to date. `requestID` (when an
  // event brought it) names the request that asks, which Stop declines it for.
  function showApproval(approval, requestID) {
    var known = document.getElementById("approval-" + approval.id);
    if (known) return showApprovalState(known, approval.state);
    hideEmptyState();
    var item = element("li", "approval");
    item.id = "approval-" + approval.id;
    item.setAttribute("data-approval-id", String(approval.id));
    if (typeof requestID === "number") item.setAttribute("data-request-id", String(requestID));
    var text = element("p", "approval-text");
    text.appendChild(element("strong", null, say("approvalTitle")));
    // The skill says what the call does, in plain words ("撤销记账：… 午饭 35.00 元"); the reason
    // comes in the page's language. Arguments are never shown as JSON.
    text.appendChild(element("span", "approval-skill", approval.summary || skillLabel(approval.skill)));
    var reason = (approval.reasons && approval.reasons[language]) || approval.reason;
    if (reason) text.appendChild(element("span", "approval-reason", reason));
    item.appendChild(text);
    var actions = element("div", "approval-actions");
    var confirm = element("button", "button button-danger approval-confirm", say("confirm"));
    var deny = element("button", "button button-secondary approval-deny", say("deny"));
    confirm.type = deny.type = "button";
    function answer(approved) {
      confirm.disabled = deny.disabled = true;
      post("/api/approvals", { id: approval.id, approved: approved }).then(function (reply) {
        // The request that asked had ended (a reload, a restart): this is the call's answer.
        if (reply && reply.message) showMessage(reply.message);
      }).catch(function (error) {
        confirm.disabled = deny.disabled = false;
        showNotice(say("actionFailed", { error: error.message }));
        loadApprovals(); // answered elsewhere, or expired: show how it stands
      });
    }
    confirm.addEventListener("click", function () { answer(true); });
    deny.addEventListener("click", function () { answer(false); });
    actions.appendChild(confirm);
    actions.appendChild(deny);
    item.appendChild(actions);
    messageList.appendChild(item);
    scrollToNewest();
    if (approval.state && approval.state !== "pending") showApprovalState(item, approval.state);
    else confirm.focus();
  }

  // Puts a card in the state the server reports: an expired one greyed, an answered one with
  // its answer; a pending one stays as it is.
  function showApprovalState(item, state) {
    if (state === "expired") {
      item.classList.remove("approval-denied");
      item.classList.add("approval-expired");
      var place = item.querySelector(".approval-actions, .approval-result");
      if (place) place.replaceWith(element("span", "approval-result", say("expired")));
    } else if (state === "approved" || state === "performed") {
      approvalAnswered(item.getAttribute("data-approval-id"), true);
    } else if (state === "declined" || state === "cancelled") {
      approvalAnswered(item.getAttribute("data-approval-id"), false);
    }
  }

  // The session's approvals (after a reload, a dropped stream or a restart): pending ones come
  // back with their buttons, expired ones greyed; cards on the page take the server's state.
  function loadApprovals() {
    return getJSON("/api/approvals").then(function (list) {
      if (!Array.isArray(list)) return;
      list.forEach(function (approval) {
        var shown = document.getElementById("approval-" + approval.id);
        if (shown || approval.state === "pending" || approval.state === "expired") showApproval(approval);
      });
    });
  }

  function approvalAnswered(id, approved) {
    var item = document.getElementById("approval-" + id);
    if (!item || item.classList.contains("approval-expired")) return;
    var actions = item.querySelector(".approval-actions");
    if (actions) actions.replaceWith(element("span", "approval-result", say(approved ? "approved" : "denied")));
    item.classList.add(approved ? "approval-approved" : "approval-denied");
  }

  function getJSON(path) {
    return fetch(path, { credentials: "same-origin" }).then(function (response) { return response.json(); });
  }

  // The conversation so far (after a reload or a dropped event stream); known messages stay.
  function loadHistory() {
    return getJSON("/api/messages").then(function (history) {
      if (Array.isArray(history)) history.forEach(showMessage);
    });
  }

  // ---- The event stream ----

  function listen() {
    var source = new EventSource("/api/events");
    source.addEventListener("open", function () {
      if (phaseBadge.getAttribute("data-phase") !== "offline") return;
      // Back after a drop: catch up with what was said meanwhile.
      showPhase("idle");
      loadHistory().then(loadApprovals);
    });
    source.addEventListener("error", function () { showPhase("offline"); });
    source.addEventListener("phase", function (event) {
      var data = JSON.parse(event.data);
      showPhase(data.phase, data.skill);
    });
    source.addEventListener("message", function (event) {
      var data = JSON.parse(event.data);
      learnRequestID(data);
      showMessage(data.message);
      var shown = messages[data.message.id];
      if (shown) offerNotifications(shown.element, data.message);
      notifyOfReminder(data.message);
    });
    source.addEventListener("messageUpdated", function (event) {
      var data = JSON.parse(event.data);
      updateMessage(data.message, data.dom);
    });
    source.addEventListener("approvalRequested", function (event) {
      var data = JSON.parse(event.data);
      showApproval(data.approval, data.requestID);
    });
    source.addEventListener("approvalAnswered", function (event) {
      var data = JSON.parse(event.data);
      approvalAnswered(data.id, data.approved);
      if (!data.approved) loadApprovals(); // a timeout reads as expired, not as denied
    });
  }

  // ---- Sending and stopping ----

  // The send button is Stop while a message is answered.
  function showRunning(state) {
    sendButton.setAttribute("data-state", state);
    sendButton.textContent = say(state === "idle" ? "send" : state);
    sendButton.disabled = state === "stopping";
    sendButton.classList.toggle("button-stop", state !== "idle");
  }

  function send(text) {
    text = text.trim();
    if (!text || running) return;
    showNotice("");
    hideEmptyState();
    var item = userBubble(text);
    item.classList.add("message-pending");
    messageList.appendChild(item);
    pendingUser.push({ text: text, element: item });
    scrollToNewest();
    var request = { text: text, requestID: null, stopRequested: false };
    running = request;
    showRunning("stop");
    post("/api/messages", { text: text }).then(showMessage).catch(function (error) {
      item.classList.add("message-failed");
      if (error.status === 413 && error.body && typeof error.body.limit === "number") {
        showNotice(say("tooLong", { length: error.body.length, limit: error.body.limit }));
        // Nothing was sent: the text comes back to be shortened (unless something new was typed).
        if (!input.value) { input.value = text; resizeInput(); }
      } else {
        showNotice(say("sendFailed", { error: error.message }));
      }
    }).then(function () {
      if (running !== request) return;
      running = null;
      showRunning("idle");
    });
  }

  // The first event of our message (the person's words coming back) names its request.
  function learnRequestID(data) {
    if (!running || running.requestID !== null || typeof data.requestID !== "number") return;
    if (!data.message || data.message.role !== "user" || data.message.text !== running.text) return;
    running.requestID = data.requestID;
    if (running.stopRequested) cancelRunning();
  }

  function stop() {
    if (!running || running.stopRequested) return;
    running.stopRequested = true;
    showRunning("stopping");
    if (running.requestID !== null) cancelRunning();
    else findRequest(running, 20);
  }

  // No event named the request yet (the event stream opened after it started): the server
  // lists what runs. Just sent, it may not be listed yet; look again a few times.
  function findRequest(request, attempts) {
    getJSON("/api/requests").then(function (list) {
      if (running !== request || request.requestID !== null) return; // answered, or named meanwhile
      var found = (Array.isArray(list) ? list : []).filter(function (entry) {
        return entry.text === request.text;
      }).pop();
      if (found) {
        request.requestID = found.requestID;
        cancelRunning();
      } else if (attempts > 1) {
        setTimeout(function () { findRequest(request, attempts - 1); }, 250);
      }
    }).catch(function () {
      if (attempts > 1) setTimeout(function () { findRequest(request, attempts - 1); }, 250);
    });
  }

  // Declines what the request waits for approval of (so no approval outlives a stopped
  // request), then cancels it if that did not end it.
  function cancelRunning() {
    var request = running;
    declineApprovalsOf(request.requestID).then(function (declined) {
      if (running !== request) return null; // the refusal ended it
      if (declined === 0) return post("/api/requests/" + request.requestID + "/cancel", {});
      return getJSON("/api/requests").then(function (list) {
        var runs = Array.isArray(list) && list.some(function (entry) { return entry.requestID === request.requestID; });
        if (runs && running === request) return post("/api/requests/" + request.requestID + "/cancel", {});
        return null;
      });
    }).catch(function (error) {
      // 409: it finished meanwhile, and its answer is on its way.
      if (error.status === 409) return;
      showNotice(say("stopFailed", { error: error.message }));
      if (running === request) { request.stopRequested = false; showRunning("stop"); }
    });
  }

  // Resolves to how many cards it declined.
  function declineApprovalsOf(requestID) {
    var cards = Array.prototype.filter.call(
      messageList.querySelectorAll('.approval[data-request-id="' + requestID + '"]'),
      function (card) { return !!card.querySelector(".approval-actions"); });
    if (cards.length === 0) return Promise.resolve(0);
    return Promise.all(cards.map(function (card) {
      var id = card.getAttribute("data-approval-id");
      card.querySelectorAll(".approval-actions button").forEach(function (button) { button.disabled = true; });
      return post("/api/approvals", { id: Number(id), approved: false }).then(function () {
        approvalAnswered(id, false);
      }).catch(function () { return null; }); // answered or expired meanwhile: the cancel still goes
    })).then(function () { return cards.length; });
  }

  function resizeInput() {
    input.style.height = "auto";
    input.style.height = Math.min(input.scrollHeight, 160) + "px";
  }

  // ---- Actions inside rendered UI ----

  function formValues(root) {
    var values = {};
    root.querySelectorAll("input[name], select[name], textarea[name]").forEach(function (field) {
      // A multiple picker: the values chosen, as a list (checkboxes sharing a name, or <select multiple>).
      var group = field.closest("[data-sk-multiple]");
      if (group || field.multiple) {
        if (!Array.isArray(values[field.name])) values[field.name] = [];
        if (field.multiple) {
          Array.prototype.forEach.call(field.selectedOptions, function (option) { values[field.name].push(option.value); });
        } else if (field.checked) {
          values[field.name].push(field.value);
        }
        return;
      }
      if (field.classList.contains("sk-tab-input")) return; // which tab is open is not a value
      if (field.type === "radio") {
        if (field.checked) values[field.name] = field.value;
        else if (!(field.name in values)) values[field.name] = null;
        return;
      }
      if (field.type === "checkbox") values[field.name] = field.checked;
      else if ((field.type === "number" || field.type === "range") && field.value !== "") values[field.name] = Number(field.value);
      else values[field.name] = field.value;
    });
    return values;
  }

  // Element ids and radio-group names from the renderer are unique within one message's tree;
  // suffixed with the message id they stay unique on a page of many messages, so a tab or a
  // dialog in one message never drives another's.
  function scopeIDs(container, messageID) {
    var suffix = "-m" + messageID;
    container.querySelectorAll(".sk-tab-input, .sk-modal-dialog").forEach(function (node) {
      if (!node.id || node.id.slice(-suffix.length) === suffix) return;
      var id = node.id;
      node.id = id + suffix;
      if (node.name) node.name = node.name + suffix;
      container.querySelectorAll('[for="' + CSS.escape(id) + '"]').forEach(function (label) { label.htmlFor = id + suffix; });
      container.querySelectorAll('[popovertarget="' + CSS.escape(id) + '"]').forEach(function (button) {
        button.setAttribute("popovertarget", id + suffix);
      });
    });
  }

  // A slider's <output> shows its value as it moves (the renderer writes the first one).
  function showSliderValue(event) {
    var field = event.target;
    if (field.type !== "range" || !field.id) return;
    var row = field.closest(".sk-slider");
    var output = row && row.querySelector("output");
    if (output) output.textContent = field.value;
  }

  function runAction(control) {
    var item = control.closest("[data-message-id]");
    var root = control.closest(".sk-root");
    if (!item || !root) return;
    var payload = null;
    var payloadText = control.getAttribute("data-sk-payload");
    if (payloadText) {
      try { payload = JSON.parse(payloadText); } catch (error) { payload = payloadText; }
    }
    var body = {
      componentID: control.getAttribute("data-sk-id") || "",
      action: control.getAttribute("data-sk-action"),
      formValues: formValues(root),
      messageID: Number(item.getAttribute("data-message-id"))
    };
    if (payload !== null) body.payload = payload;
    if (control.tagName === "BUTTON") control.disabled = true;
    showNotice("");
    post("/api/actions", body).then(function (answer) {
      if (answer.message && answer.message.error) showNotice(say("actionFailed", { error: answer.message.error }));
      if (answer.message) updateMessage(answer.message, answer.dom);
    }).catch(function (error) {
      showNotice(say("actionFailed", { error: error.message }));
    }).then(function () {
      if (control.isConnected && control.tagName === "BUTTON") control.disabled = false;
    });
  }

  // ---- The skill panel ----

  // The server names skills, parameters and values in the page's language (/api/skills).
  function skillLabel(id) {
    if (!id) return "";
    var skill = skills.find(function (candidate) { return candidate.id === id; });
    return skill ? skill.name : id;
  }

  function fieldFor(name, schema, required, skill) {
    var labels = (skill && skill.labels) || {};
    var valueLabels = ((skill && skill.valueLabels) || {})[name] || {};
    // A schema's own description is English; a Chinese page shows only its labels.
    var hint = language === "zh" ? "" : (schema.description || "");
    var label = element("label", "field" + (schema.type === "boolean" ? " field-check" : ""));
    var caption = element("span", required ? "field-required" : null, labels[name] || name);
    var control;
    if (Array.isArray(schema.enum)) {
      control = element("select");
      if (!required) control.appendChild(element("option", null, say("unset"))).value = "";
      // Values that mean the same (expense and 支出) share a label: offer it once.
      var shown = {};
      schema.enum.forEach(function (value) {
        var text = valueLabels[String(value)] || String(value);
        if (shown[text]) return;
        shown[text] = true;
        control.appendChild(element("option", null, text)).value = String(value);
      });
    } else if (schema.type === "boolean") {
      control = element("input");
      control.type = "checkbox";
    } else {
      control = element("input");
      control.type = schema.type === "integer" || schema.type === "number" ? "number" : "text";
      if (schema.type === "integer") control.step = "1";
      if (schema.minimum !== undefined) control.min = String(schema.minimum);
      if (schema.maximum !== undefined) control.max = String(schema.maximum);
      if (schema.maxLength !== undefined) control.maxLength = schema.maxLength;
      if (hint) control.placeholder = hint;
      if (schema.default !== undefined) control.value = String(schema.default);
    }
    control.name = name;
    control.setAttribute("data-type", schema.type || "");
    if (required) control.required = true;
    if (hint) label.title = hint;
    if (schema.type === "boolean") {
      label.appendChild(control);
      label.appendChild(caption);
    } else {
      label.appendChild(caption);
      label.appendChild(control);
    }
    return label;
  }

  function argumentsFrom(form) {
    var values = {};
    form.querySelectorAll("[name]").forEach(function (control) {
      var type = control.getAttribute("data-type");
      if (control.type === "checkbox") {
        if (control.checked) values[control.name] = true;
      } else if (control.value !== "") {
        values[control.name] = type === "integer" || type === "number" ? Number(control.value) : control.value;
      }
    });
    return values;
  }

  function openSkill(skill, chip) {
    var wasOpen = chip.getAttribute("aria-expanded") === "true";
    skillList.querySelectorAll(".skill-chip").forEach(function (other) { other.setAttribute("aria-expanded", "false"); });
    skillForm.textContent = "";
    if (wasOpen) { skillForm.hidden = true; return; }
    chip.setAttribute("aria-expanded", "true");
    skillForm.setAttribute("data-skill", skill.id);
    var head = element("p", "skill-form-head");
    head.appendChild(element("strong", null, skill.name));
    head.appendChild(document.createTextNode(" — " + skill.description));
    skillForm.appendChild(head);
    var parameters = skill.parameters || {};
    var required = parameters.required || [];
    Object.keys(parameters.properties || {}).forEach(function (name) {
      skillForm.appendChild(fieldFor(name, parameters.properties[name], required.indexOf(name) >= 0, skill));
    });
    var actions = element("div", "skill-form-actions");
    var cancel = element("button", "button button-secondary", say("cancel"));
    cancel.type = "button";
    cancel.addEventListener("click", function () { openSkill(skill, chip); });
    var run = element("button", "button button-primary skill-run", say("run"));
    run.type = "submit";
    actions.appendChild(cancel);
    actions.appendChild(run);
    skillForm.appendChild(actions);
    skillForm.hidden = false;
    var first = skillForm.querySelector("[name]");
    if (first) first.focus();
  }

  function runSkill(event) {
    event.preventDefault();
    var id = skillForm.getAttribute("data-skill");
    var missing = Array.prototype.filter.call(skillForm.querySelectorAll("[required]"), function (control) {
      return control.value.trim() === "";
    });
    var skill = skills.find(function (candidate) { return candidate.id === id; }) || {};
    var labels = skill.labels || {};
    var valueLabels = skill.valueLabels || {};
    var colon = language === "zh" ? "：" : ": ";
    if (missing.length > 0) {
      missing[0].focus();
      showNotice((labels[missing[0].name] || missing[0].name) + colon + say("required"));
      return;
    }
    showNotice("");
    var args = argumentsFrom(skillForm);
    var chip = skillList.querySelector('.skill-chip[aria-expanded="true"]');
    hideEmptyState();
    // The words the conversation shows for this run, in the page's language.
    var words = skillLabel(id) + (Object.keys(args).length ? " · " : "") + Object.keys(args).map(function (name) {
      var value = String(args[name]);
      return (labels[name] || name) + colon + ((valueLabels[name] || {})[value] || value);
    }).join(language === "zh" ? "，" : ", ");
    // The server takes words up to the message limit; long arguments are cut short here.
    if (words.length > input.maxLength && input.maxLength > 1) {
      var characters = Array.from(words); // whole code points: no half of a surrogate pair
      var cut = "";
      for (var index = 0; index < characters.length; index++) {
        if (cut.length + characters[index].length > input.maxLength - 1) break;
        cut += characters[index];
      }
      words = cut + "…";
    }
    post("/api/invocations", { skill: id, arguments: args, request: words }).then(showMessage).catch(function (error) {
      showNotice(say("sendFailed", { error: error.message }));
    });
    if (chip) openSkill({ id: id }, chip); // close the form
  }

  function showSkills(list) {
    skills = list;
    skillList.textContent = "";
    list.forEach(function (skill) {
      var item = element("li");
      var chip = element("button", "skill-chip", skill.name);
      chip.type = "button";
      chip.title = skill.description;
      chip.setAttribute("data-skill", skill.id);
      chip.setAttribute("aria-expanded", "false");
      chip.addEventListener("click", function () { openSkill(skill, chip); });
      item.appendChild(chip);
      skillList.appendChild(item);
    });
  }

  // ---- Start ----

  document.addEventListener("DOMContentLoaded", function () {
    try { TEXT = JSON.parse(document.body.getAttribute("data-text") || "{}"); } catch (error) { TEXT = {}; }
    messageList = document.getElementById("messages");
    emptyState = document.getElementById("empty-state");
    input = document.getElementById("input");
    composer = document.getElementById("composer");
    sendButton = document.getElementById("send");
    phaseBadge = document.getElementById("phase");
    notice = document.getElementById("notice");
    skillList = document.getElementById("skill-list");
    skillForm = document.getElementById("skill-form");

    composer.addEventListener("submit", function (event) {
      event.preventDefault();
      if (running) return; // Enter while a message is answered keeps the text for later
      var text = input.value;
      input.value = "";
      resizeInput();
      send(text);
    });
    input.addEventListener("keydown", function (event) {
      // Enter sends; Shift+Enter breaks the line; Enter that confirms an input method's
      // composition (Chinese, Japanese) does neither.
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing && event.keyCode !== 229) {
        event.preventDefault();
        composer.requestSubmit();
      }
    });
    input.addEventListener("input", resizeInput);
    sendButton.addEventListener("click", function (event) {
      if (!running) return; // a submit: sends
      event.preventDefault();
      stop();
    });
    messageList.addEventListener("click", function (event) {
      var example = event.target.closest(".example");
      if (example) return send(example.getAttribute("data-example"));
      var control = event.target.closest("[data-sk-action]");
      if (control && control.tagName !== "SELECT" && control.tagName !== "FIELDSET" && control.type !== "checkbox") {
        event.preventDefault();
        runAction(control);
      }
    });
    messageList.addEventListener("input", showSliderValue);
    messageList.addEventListener("change", function (event) {
      var control = event.target.closest("[data-sk-action]");
      if (control && (control.tagName === "SELECT" || control.tagName === "FIELDSET" || control.type === "checkbox")) {
        runAction(control);
      }
    });
    skillForm.addEventListener("submit", runSkill);

    // The session (its cookie) starts with a same-origin POST — the server never starts one for
    // a GET — and only then may the event stream open. A reloaded page resumes its session and
    // shows the conversation so far.
    post("/api/session", {})
      .then(function () { return getJSON("/api/skills"); })
      .then(function (list) { showSkills(Array.isArray(list) ? list : []); })
      .then(loadHistory)
      .then(loadApprovals)
      .catch(function (error) { showNotice(error.message); })
      .then(listen);
  });
})();
