/*
 * The confirmation page reads the submitted form from the query string and shows a summary.
 * Only the fields listed here are shown, so nothing else in the URL (a password, say) is ever echoed.
 */
Acme.onPage(function () {
  "use strict";

  const PRIORITIES = { low: "Low", normal: "Normal", express: "Express" };
  const FIELDS = [
    { name: "full_name", label: "Full name" },
    { name: "email", label: "Email" },
    { name: "country", label: "Country", show: function (code) { return Acme.countries[code] || code; } },
    { name: "priority", label: "Priority", show: function (value) { return PRIORITIES[value] || value; } },
    { name: "due_date", label: "Due date" },
    { name: "description", label: "Description" },
    { name: "terms", label: "Terms accepted", show: function (value) { return value ? "Yes" : "No"; } },
  ];

  const params = new URLSearchParams(location.search);
  const fullName = (params.get("full_name") || "").trim();
  const heading = document.querySelector("h1");
  const message = document.getElementById("confirmation-message");

  if (!fullName) {
    heading.textContent = "No request to show";
    message.textContent = "Open New request to send one.";
    document.getElementById("summary").closest("section").hidden = true;
    return;
  }

  const summary = document.getElementById("summary");
  FIELDS.forEach(function (field) {
    const raw = (params.get(field.name) || "").trim();
    const shown = field.show ? field.show(raw) : raw;
    const term = document.createElement("dt");
    const value = document.createElement("dd");
    term.textContent = field.label;
    value.textContent = shown || "—";
    value.dataset.field = field.name;
    summary.append(term, value);
  });

  const description = (params.get("description") || "").trim();
  const request = Acme.saveRequest(location.search, {
    title: description ? description.split("\n")[0].slice(0, 60) : "Request from " + fullName,
    owner: Acme.user(),
    status: "Open",
  });
  message.textContent = "Your request " + request.id + " has been logged. We will reply to " +
    (params.get("email") || "you") + ".";
  Acme.log("request_received", "Request " + request.id + " received", { id: request.id, fullName: fullName });
});
