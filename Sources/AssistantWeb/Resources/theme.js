// The theme switch in every page's header: system → light → dark, remembered in localStorage.
// The chosen theme goes on <html> and on every rendered UI root (data-sk-theme), including
// roots added later, so skill cards follow it too.
(function () {
  "use strict";
  var order = ["auto", "light", "dark"];
  var key = "agentskill.theme";
  function stored() {
    try { return localStorage.getItem(key) || "auto"; } catch (e) { return "auto"; }
  }
  function apply(theme, scope) {
    (scope || document).querySelectorAll(".sk-root").forEach(function (root) {
      root.setAttribute("data-sk-theme", theme);
    });
  }
  var theme = order.indexOf(stored()) >= 0 ? stored() : "auto";
  function show() {
    document.documentElement.setAttribute("data-sk-theme", theme);
    document.documentElement.setAttribute("data-theme", theme);
    apply(theme);
    var button = document.getElementById("theme-toggle");
    if (button) button.textContent = button.getAttribute("data-label-" + theme) || theme;
  }
  document.addEventListener("DOMContentLoaded", function () {
    show();
    var button = document.getElementById("theme-toggle");
    if (button) {
      button.addEventListener("click", function () {
        theme = order[(order.indexOf(theme) + 1) % order.length];
        try { localStorage.setItem(key, theme); } catch (e) { /* private mode: not remembered */ }
        show();
      });
    }
    new MutationObserver(function (records) {
      records.forEach(function (record) {
        record.addedNodes.forEach(function (node) {
          if (node.nodeType !== 1) return;
          if (node.classList.contains("sk-root")) node.setAttribute("data-sk-theme", theme);
          apply(theme, node);
        });
      });
    }).observe(document.body, { childList: true, subtree: true });
  });
})();
