/* Settings: two switches, and account deletion behind a modal confirmation dialog. */
Acme.onPage(function () {
  "use strict";

  const overlay = document.getElementById("delete-overlay");
  const opener = document.getElementById("delete-account");
  const cancel = document.getElementById("delete-cancel");
  const confirm = document.getElementById("delete-confirm");
  const status = document.getElementById("account-status");

  function bindSwitch(id, setting, label) {
    const toggle = document.getElementById(id);
    toggle.setAttribute("aria-checked", String(Acme.setting(setting)));
    toggle.addEventListener("click", function () {
      const on = toggle.getAttribute("aria-checked") !== "true";
      toggle.setAttribute("aria-checked", String(on));
      Acme.setSetting(setting, on);
      Acme.log("setting_changed", label + (on ? " on" : " off"), { setting: setting, value: on });
    });
  }

  function showDeleted() {
    status.textContent = "Account deleted";
    status.hidden = false;
    opener.disabled = true;
  }

  function openDialog() {
    overlay.hidden = false;
    document.body.classList.add("modal-open");
    cancel.focus();
    Acme.log("dialog_opened", "Asked to confirm account deletion");
  }

  function closeDialog() {
    overlay.hidden = true;
    document.body.classList.remove("modal-open");
    opener.focus();
  }

  // Keep keyboard focus inside the open dialog: Tab cycles between its two buttons, Escape cancels.
  overlay.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      cancel.click();
    } else if (event.key === "Tab") {
      event.preventDefault();
      (document.activeElement === cancel ? confirm : cancel).focus();
    }
  });

  cancel.addEventListener("click", function () {
    closeDialog();
    Acme.log("dialog_cancelled", "Account deletion cancelled");
  });

  confirm.addEventListener("click", function () {
    Acme.setSetting("accountDeleted", true);
    closeDialog();
    showDeleted();
    Acme.log("account_deleted", "Account deleted");
  });

  opener.addEventListener("click", openDialog);
  bindSwitch("email-notifications", "emailNotifications", "Email notifications");
  bindSwitch("dark-mode", "darkMode", "Dark mode");
  if (Acme.setting("accountDeleted")) showDeleted();
});
