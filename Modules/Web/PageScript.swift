/// The one script, built into the binary: it only enhances. Every page works without it; on
/// Today it fetches the page again each half minute and swaps in its rows, so the window bars
/// and "until" times follow the clock (the words still come from the server). Keyboard focus
/// stays on the button it was on.
enum PageScript {
  static let text = """
    "use strict";
    (function () {
      var rows = document.querySelector("ul.rows[data-live]");
      if (!rows) return;
      function refresh() {
        if (document.hidden) return;
        fetch(location.pathname, {credentials: "same-origin"}).then(function (response) {
          return response.ok ? response.text() : null;
        }).then(function (text) {
          if (!text) return;
          var fresh = new DOMParser().parseFromString(text, "text/html")
            .querySelector("ul.rows[data-live]");
          var current = document.querySelector("ul.rows[data-live]");
          if (!fresh || !current) return;
          var focused = document.activeElement;
          var row = focused && focused.closest ? focused.closest("li[id]") : null;
          var label = focused ? focused.textContent : null;
          current.replaceWith(fresh);
          if (row) {
            var again = document.getElementById(row.id);
            var buttons = again ? again.querySelectorAll("button, summary") : [];
            for (var i = 0; i < buttons.length; i++) {
              if (buttons[i].textContent === label) { buttons[i].focus(); break; }
            }
          }
        }).catch(function () {});
      }
      setInterval(refresh, 30000);
      document.addEventListener("visibilitychange", refresh);
    })();
    """
}
