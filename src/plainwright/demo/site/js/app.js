/*
 * Acme Support: what every page shares. Loaded in <head> so that a page marked
 * <html data-auth="required"> sends a signed-out visitor to the login page before it renders.
 *
 * Every user-visible effect goes through Acme.log(type, message, data): it is appended to
 * window.__events (for tests) and shown in the page's activity log, the element with id "log".
 */
(function () {
  "use strict";

  const USER_KEY = "acme.user";
  const REMEMBER_KEY = "acme.rememberedUser";
  const SUBMITTED_KEY = "acme.submittedRequests";
  const CARRIED_KEY = "acme.carriedEvents";
  const SETTINGS = {
    darkMode: { key: "acme.darkMode", fallback: false },
    emailNotifications: { key: "acme.emailNotifications", fallback: true },
    accountDeleted: { key: "acme.accountDeleted", fallback: false },
  };

  const COUNTRIES = {
    DE: "Germany", FR: "France", US: "United States", GB: "United Kingdom", ES: "Spain", JP: "Japan",
  };

  const BASE_REQUESTS = [
    { id: "REQ-1001", title: "VPN drops every hour", owner: "bob", status: "Open" },
    { id: "REQ-1002", title: "Printer on floor 3 jams", owner: "carol", status: "In progress" },
    { id: "REQ-1003", title: "Reset MFA for new laptop", owner: "alice", status: "Resolved" },
    { id: "REQ-1004", title: "Invoice PDF shows wrong VAT", owner: "dave", status: "Open" },
    { id: "REQ-1005", title: "Access to the finance share", owner: "erin", status: "Waiting" },
    { id: "REQ-1006", title: "Laptop battery is swelling", owner: "bob", status: "In progress" },
    { id: "REQ-1007", title: "Accounts for new hire Jonas", owner: "alice", status: "Open" },
    { id: "REQ-1008", title: "Update email signature template", owner: "frank", status: "Resolved" },
    { id: "REQ-1009", title: "Slow Wi-Fi in meeting room B", owner: "carol", status: "Open" },
    { id: "REQ-1010", title: "Refund for duplicate order 4471", owner: "dave", status: "Waiting" },
    { id: "REQ-1011", title: "External monitor flickers", owner: "erin", status: "In progress" },
    { id: "REQ-1012", title: "Password reset loop on the portal", owner: "frank", status: "Open" },
  ];

  window.__events = [];

  function readJson(key, fallback) {
    try {
      const raw = sessionStorage.getItem(key);
      return raw === null ? fallback : JSON.parse(raw);
    } catch (err) {
      return fallback;
    }
  }

  function appendToLog(entry) {
    const list = document.getElementById("log");
    if (!list) return false;
    const item = document.createElement("li");
    item.textContent = entry.message;
    list.appendChild(item);
    list.scrollTop = list.scrollHeight;
    return true;
  }

  const Acme = {
    countries: COUNTRIES,

    user() { return sessionStorage.getItem(USER_KEY); },

    signIn(username, remember) {
      sessionStorage.setItem(USER_KEY, username);
      if (remember) localStorage.setItem(REMEMBER_KEY, username);
      else localStorage.removeItem(REMEMBER_KEY);
    },

    signOut() {
      sessionStorage.removeItem(USER_KEY);
    },

    rememberedUser() { return localStorage.getItem(REMEMBER_KEY); },

    log(type, message, data) {
      const entry = Object.assign({ type: type, message: message, page: location.pathname }, data || {});
      window.__events.push(entry);
      if (!appendToLog(entry)) {
        document.addEventListener("DOMContentLoaded", function () { appendToLog(entry); });
      }
      return entry;
    },

    /** Keep an entry for the next page's log: the effect of a step that navigates away. */
    carry(entry) {
      const carried = readJson(CARRIED_KEY, []);
      carried.push(entry);
      sessionStorage.setItem(CARRIED_KEY, JSON.stringify(carried));
      return entry;
    },

    requests() { return BASE_REQUESTS.concat(readJson(SUBMITTED_KEY, [])); },

    /** Store a submitted request once per submission (a reload of the confirmation adds nothing). */
    saveRequest(submissionKey, request) {
      const submitted = readJson(SUBMITTED_KEY, []);
      const known = submitted.find(function (r) { return r.key === submissionKey; });
      if (known) return known;
      const stored = Object.assign({ id: "REQ-" + (1001 + BASE_REQUESTS.length + submitted.length), key: submissionKey },
        request);
      submitted.push(stored);
      sessionStorage.setItem(SUBMITTED_KEY, JSON.stringify(submitted));
      return stored;
    },

    /** A boolean setting: "darkMode", "emailNotifications" or "accountDeleted". */
    setting(name) {
      const raw = sessionStorage.getItem(SETTINGS[name].key);
      return raw === null ? SETTINGS[name].fallback : raw === "true";
    },

    setSetting(name, value) {
      sessionStorage.setItem(SETTINGS[name].key, String(value));
      if (name === "darkMode") document.body.classList.toggle("theme-dark", value);
    },

    /** Run a page's setup once the DOM is ready, unless the visitor is being sent to the login page. */
    onPage(setup) {
      if (Acme.redirecting) return;
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
      else setup();
    },

    redirecting: false,
  };

  window.Acme = Acme;

  readJson(CARRIED_KEY, []).forEach(function (entry) { Acme.log(entry.type, entry.message, entry); });
  sessionStorage.removeItem(CARRIED_KEY);

  if (document.documentElement.dataset.auth === "required" && !Acme.user()) {
    Acme.redirecting = true;
    location.replace("index.html");
    return;
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.body.classList.toggle("theme-dark", Acme.setting("darkMode"));
    document.querySelectorAll("[data-username]").forEach(function (el) { el.textContent = Acme.user() || ""; });
    const logout = document.getElementById("logout");
    if (logout) {
      logout.addEventListener("click", function () {
        Acme.carry(Acme.log("logout", "Signed out " + Acme.user(), { username: Acme.user() }));
        Acme.signOut();
        location.assign("index.html");
      });
    }
  });
})();
