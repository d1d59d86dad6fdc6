/* The request list: a table that the search box filters as you type, and a detail panel per row. */
Acme.onPage(function () {
  "use strict";

  const body = document.getElementById("requests-body");
  const search = document.getElementById("search");
  const count = document.getElementById("result-count");
  const empty = document.getElementById("no-results");
  const table = document.getElementById("requests-table");
  const rows = [];

  function badge(status) {
    const span = document.createElement("span");
    span.className = "badge badge-" + status.toLowerCase().replace(/ /g, "-");
    span.textContent = status;
    return span;
  }

  function cell(content, className) {
    const td = document.createElement("td");
    if (className) td.className = className;
    td.append(content);
    return td;
  }

  function showDetail(request) {
    const panel = document.getElementById("request-detail");
    document.getElementById("detail-title").textContent = request.id + " · " + request.title;
    document.getElementById("detail-owner").textContent = request.owner;
    document.getElementById("detail-status").textContent = request.status;
    panel.hidden = false;
    panel.scrollIntoView({ block: "nearest" });
    Acme.log("request_viewed", "Opened " + request.id, { id: request.id });
  }

  function addRow(request) {
    const tr = document.createElement("tr");
    tr.dataset.id = request.id;
    const view = document.createElement("button");
    view.type = "button";
    view.className = "secondary small";
    view.textContent = "View";
    view.addEventListener("click", function () { showDetail(request); });
    tr.append(cell(request.id, "id"), cell(request.title), cell(request.owner), cell(badge(request.status)),
      cell(view));
    body.appendChild(tr);
    rows.push({ element: tr, text: [request.id, request.title, request.owner, request.status].join(" ").toLowerCase() });
  }

  function filter(term) {
    const needle = term.trim().toLowerCase();
    let shown = 0;
    rows.forEach(function (row) {
      row.element.hidden = needle !== "" && !row.text.includes(needle);
      if (!row.element.hidden) shown += 1;
    });
    count.textContent = shown === 1 ? "1 result" : shown + " results";
    empty.hidden = shown > 0;
    table.hidden = shown === 0;
    return shown;
  }

  Acme.requests().forEach(addRow);
  filter("");

  search.addEventListener("input", function () {
    const shown = filter(search.value);
    Acme.log("search", "Search \u201c" + search.value + "\u201d: " + count.textContent,
      { term: search.value, results: shown });
  });
});
