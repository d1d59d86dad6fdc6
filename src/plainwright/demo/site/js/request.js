/*
 * The new request form. The browser's own validation checks required fields; this script only
 * logs what the user sees: which fields still need a value, or that the request is on its way.
 */
Acme.onPage(function () {
  "use strict";

  const form = document.getElementById("request-form");
  const submit = form.querySelector("button[type=submit]");

  function labelOf(field) {
    const label = field.labels && field.labels[0];
    return (label ? label.textContent : field.name).replace("*", "").trim();
  }

  submit.addEventListener("click", function () {
    const invalid = Array.prototype.filter.call(form.elements, function (field) {
      return field.willValidate && !field.validity.valid;
    });
    if (invalid.length) {
      const names = invalid.map(labelOf);
      Acme.log("form_invalid", "Please complete: " + names.join(", "), { fields: names });
    }
  });

  form.addEventListener("submit", function () {
    const name = document.getElementById("full-name").value.trim();
    Acme.carry(Acme.log("request_submitted", "Request sent for " + name, { fullName: name }));
  });
});
