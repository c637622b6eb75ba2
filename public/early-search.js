// A search pressed before the page's own JavaScript has taken over the search form (a pre-rendered page on a
// slow phone): the browser would submit the bare form and reload the page, losing the press and what was
// typed. Until the form is live (src/features/search/search-form.tsx sets data-search-live on <html>), the
// press is held here and the form sends it once it is (docs/rules/performance-budgets.md#homes-first-javascript: a tiny classic
// script, loaded async so it never blocks the first paint).
(function () {
  var root = document.documentElement;
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (root.dataset.searchLive === 'true' || !(form instanceof HTMLFormElement) || !form.classList.contains('search-form')) return;
      event.preventDefault();
      root.dataset.searchHeld = 'true';
    },
    true,
  );
})();
