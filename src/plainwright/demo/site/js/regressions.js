/* The regression overview: the last run of each nightly suite, and how many of them are failing. */
Acme.onPage(function () {
  "use strict";

  const RUNS = [
    { suite: "Login and sessions", passed: 42, failed: 0 },
    { suite: "New request form", passed: 57, failed: 2 },
    { suite: "Request search", passed: 31, failed: 0 },
    { suite: "Settings", passed: 18, failed: 1 },
  ];

  const body = document.getElementById("runs-body");
  RUNS.forEach(function (run) {
    const row = document.createElement("tr");
    const status = run.failed ? "Failing" : "Passing";
    [run.suite, String(run.passed), String(run.failed)].forEach(function (text) {
      const cell = document.createElement("td");
      cell.textContent = text;
      row.appendChild(cell);
    });
    const badge = document.createElement("span");
    badge.className = "badge " + (run.failed ? "badge-open" : "badge-resolved");
    badge.textContent = status;
    const cell = document.createElement("td");
    cell.appendChild(badge);
    row.appendChild(cell);
    body.appendChild(row);
  });
  const failing = RUNS.filter(function (run) { return run.failed; }).length;
  document.getElementById("runs-summary").textContent = failing + " of " + RUNS.length + " suites failing";
});
