window.CUSTOMERS = [
  {id: "c1", name: "Ada Lovelace", email: "ada@example.com", plan: "Basic"},
  {id: "c2", name: "Grace Hopper", email: "grace@example.com", plan: "Basic"},
  {id: "c3", name: "Alan Turing", email: "alan@example.com", plan: "Basic"},
  {id: "c4", name: "Edsger Dijkstra", email: "edsger@example.com", plan: "Basic"},
];
