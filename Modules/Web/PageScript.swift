/// The one script, built into the binary: it only enhances. Every page works without it. On the
/// prayer form it fills the city's suggestions as a person types (the offline search at
/// `/places`, answers to older keystrokes dropped). On Today it fetches the page again each half minute and swaps in its rows, so the window bars
/// and "until" times follow the clock (the words still come from the server). Keyboard focus
/// stays on the button it was on.
enum PageScript {
  static let text = """
    "use strict";
    (function () {
      var input = document.querySelector("input[data-suggest]");
      if (!input) return;
      var list = document.getElementById(input.getAttribute("list"));
      var asked = 0;
      input.addEventListener("input", function () {
        var text = input.value.trim();
        var ask = ++asked;
        if (!text) return;
        fetch("/places?q=" + encodeURIComponent(text), {credentials: "same-origin"})
          .then(function (response) { return response.ok ? response.json() : []; })
          .then(function (names) {
            if (ask !== asked) return;
            list.replaceChildren.apply(list, names.map(function (name) {
              var option = document.createElement("option");
              option.value = name;
              return option;
            }));
          }).catch(function () {});
      });
    })();
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
