// The timeline of editions (editions/, twohg/site/pages/editions.py): a filter by year and for the
// editions that changed the wording of the Two-Headed Giant rules. Each row carries its year and
// whether it changed (data-year, data-changed); the filter is kept in the address
// (?year=2009&changed=1), so a filtered timeline can be linked and reloaded.
(function () {
  "use strict";
  var form = document.querySelector("form.twohg-editions-filter");
  var rows = document.querySelectorAll(".twohg-editions tbody tr");
  if (!form || !rows.length) {
    return;
  }
  var year = form.querySelector("#twohg-editions-year");
  var changed = form.querySelector("#twohg-editions-changed");
  var shown = form.querySelector(".twohg-editions-filter__shown");

  function apply() {
    var count = 0;
    rows.forEach(function (row) {
      var show =
        (!year.value || row.getAttribute("data-year") === year.value) &&
        (!changed.checked || row.getAttribute("data-changed") === "1");
      row.hidden = !show;
      count += show ? 1 : 0;
    });
    shown.textContent = shown.getAttribute("data-template").replace("{count}", String(count));
  }

  function remember() {
    var params = new URLSearchParams(window.location.search);
    params.delete("year");
    params.delete("changed");
    if (year.value) {
      params.set("year", year.value);
    }
    if (changed.checked) {
      params.set("changed", "1");
    }
    var query = params.toString();
    window.history.replaceState(null, "", query ? "?" + query : window.location.pathname);
  }

  var params = new URLSearchParams(window.location.search);
  if (params.get("year") && year.querySelector('option[value="' + CSS.escape(params.get("year")) + '"]')) {
    year.value = params.get("year");
  }
  changed.checked = params.get("changed") === "1";
  form.addEventListener("submit", function (event) {
    event.preventDefault();
  });
  [year, changed].forEach(function (field) {
    field.addEventListener("change", function () {
      apply();
      remember();
    });
  });
  form.hidden = false;
  apply();
})();
