// The site's own script beside Material's, staged by `twohg build` (twohg/site/theme.py) and
// loaded by every page through mkdocs.yml's extra_javascript.
(function () {
  "use strict";
  // Material's search is a role="dialog" without a name (axe aria-dialog-name): name it after
  // its search field, whose label Material writes in the page's language.
  var dialog = document.querySelector('.md-search[role="dialog"]');
  var field = document.querySelector(".md-search__input");
  if (dialog && field && !dialog.hasAttribute("aria-label") && !dialog.hasAttribute("aria-labelledby")) {
    dialog.setAttribute("aria-label", field.getAttribute("aria-label") || field.getAttribute("placeholder") || "Search");
  }
})();
