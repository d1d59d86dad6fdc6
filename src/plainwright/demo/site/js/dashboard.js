/* The dashboard: request counts per status and the requests owned by the signed-in user. */
Acme.onPage(function () {
  "use strict";

  const requests = Acme.requests();
  const user = Acme.user();

  ["Open", "In progress", "Waiting", "Resolved"].forEach(function (status) {
    const id = "count-" + status.toLowerCase().replace(/ /g, "-");
    const count = requests.filter(function (r) { return r.status === status; }).length;
    document.getElementById(id).textContent = String(count);
  });

  const mine = requests.filter(function (r) { return r.owner === user && r.status !== "Resolved"; });
  const list = document.getElementById("my-requests");
  mine.forEach(function (r) {
    const item = document.createElement("li");
    item.textContent = r.id + " · " + r.title + " (" + r.status + ")";
    list.appendChild(item);
  });
  document.getElementById("my-requests-empty").hidden = mine.length > 0;
});
