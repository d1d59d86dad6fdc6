/* The password reset request: says a link is on its way, whether or not the account exists. */
Acme.onPage(function () {
  "use strict";

  const form = document.getElementById("forgot-form");
  const status = document.getElementById("forgot-status");

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    const email = document.getElementById("forgot-email").value.trim();
    status.textContent = "If an account exists for " + email + ", a reset link is on its way.";
    status.hidden = false;
    form.hidden = true;
    Acme.log("password_reset", "Reset link requested for " + email, { email: email });
  });
});
