/* The login page: any username with the password "s3cret" signs in; anything else shows an inline error. */
Acme.onPage(function () {
  "use strict";

  const VALID_PASSWORD = "s3cret";
  const form = document.getElementById("login-form");
  const username = document.getElementById("username");
  const password = document.getElementById("password");
  const remember = document.getElementById("remember");
  const error = document.getElementById("login-error");

  const remembered = Acme.rememberedUser();
  if (remembered) {
    username.value = remembered;
    remember.checked = true;
  }

  function showError(message) {
    error.textContent = message;
    error.hidden = false;
    username.setAttribute("aria-invalid", "true");
    password.setAttribute("aria-invalid", "true");
    password.value = "";
    password.focus();
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    const name = username.value.trim();
    if (password.value !== VALID_PASSWORD) {
      Acme.log("login_failed", "Sign-in failed for " + name, { username: name });
      showError("Invalid username or password");
      return;
    }
    Acme.signIn(name, remember.checked);
    Acme.carry(Acme.log("login", "Signed in as " + name, { username: name, remember: remember.checked }));
    location.assign("dashboard.html");
  });
});
