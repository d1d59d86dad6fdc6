// What the check pages change late: `later(change)` runs `change` after ?after=MS (1500 unless the query says
// otherwise), or never with ?after=never. Each change is written to window.__events when it happens.
window.__events = [];
function later(change) {
  const after = new URLSearchParams(location.search).get("after") || "1500";
  if (after === "never") return;
  setTimeout(() => { change(); window.__events.push("changed"); }, Number(after));
}
