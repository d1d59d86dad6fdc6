// Returns every element of this frame that a step could mean, as plain JSON.
// One pass over the DOM, descending into open shadow roots. Runs as page.evaluate(script, options).
(options) => {
  const margin = (options && options.viewportMargin) || 0;
  const INTERACTIVE_TAGS = new Set(["A", "BUTTON", "INPUT", "SELECT", "TEXTAREA", "SUMMARY", "DETAILS", "OPTION"]);
  const WIDGET_ROLES = new Set(["button", "link", "checkbox", "radio", "textbox", "searchbox", "combobox",
    "listbox", "option", "menuitem", "menuitemcheckbox", "menuitemradio", "tab", "switch", "slider",
    "spinbutton", "treeitem", "gridcell"]);
  const STRUCTURE_TAGS = new Set(["H1", "H2", "H3", "H4", "H5", "H6", "DIALOG", "IMG", "LABEL", "TH", "TD", "LI", "P", "SPAN", "DIV", "STRONG", "EM", "B", "LEGEND", "CAPTION", "TR"]);
  const KEY_ATTRS = ["id", "name", "type", "data-testid", "data-test", "data-qa", "href", "aria-label", "title", "alt", "for", "class"];
  const INPUT_ROLES = { button: "button", submit: "button", reset: "button", image: "button", checkbox: "checkbox",
    radio: "radio", range: "slider", number: "spinbutton", search: "searchbox", email: "textbox", tel: "textbox",
    text: "textbox", url: "textbox", password: "textbox", date: "textbox", "datetime-local": "textbox",
    month: "textbox", week: "textbox", time: "textbox", color: "textbox", file: "button", "": "textbox" };

  const clean = (s) => (s || "").replace(/\s+/g, " ").trim();
  const vw = window.innerWidth, vh = window.innerHeight;

  function implicitRole(el) {
    const tag = el.tagName;
    switch (tag) {
      case "A": return el.hasAttribute("href") ? "link" : "";
      case "BUTTON": case "SUMMARY": return "button";
      case "INPUT": {
        const t = (el.getAttribute("type") || "").toLowerCase();
        if (t === "hidden") return "";
        if ((t === "" || t === "text" || t === "search" || t === "email" || t === "tel" || t === "url") && el.hasAttribute("list")) return "combobox";
        return INPUT_ROLES[t] !== undefined ? INPUT_ROLES[t] : "textbox";
      }
      case "SELECT": return (el.multiple || el.size > 1) ? "listbox" : "combobox";
      case "TEXTAREA": return "textbox";
      case "OPTION": return "option";
      case "IMG": return el.getAttribute("alt") === "" ? "presentation" : "img";
      case "DIALOG": return "dialog";
      case "H1": case "H2": case "H3": case "H4": case "H5": case "H6": return "heading";
      case "LI": return "listitem";
      case "TR": return "row";
      case "TH": return "columnheader";
      case "TD": return "cell";
      case "NAV": return "navigation";
      case "FORM": return "form";
      default: return "";
    }
  }

  function rootOf(el) { return el.getRootNode ? el.getRootNode() : document; }
  function byId(el, id) { const r = rootOf(el); return (r.getElementById ? r.getElementById(id) : document.getElementById(id)); }

  function textOf(node, depth) {
    // Text content as a person reads it, skipping hidden children and using alt/aria-label of children.
    if (depth > 12) return "";
    let out = "";
    const kids = node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes;
    for (const child of kids) {
      if (child.nodeType === 3) { out += child.nodeValue; continue; }
      if (child.nodeType !== 1) continue;
      const tag = child.tagName;
      if (tag === "SCRIPT" || tag === "STYLE" || tag === "TEMPLATE" || tag === "NOSCRIPT") continue;
      if (child.getAttribute("aria-hidden") === "true") continue;
      const st = getComputedStyle(child);
      if (st.display === "none" || st.visibility === "hidden") continue;
      if (child.hasAttribute("aria-label")) { out += " " + child.getAttribute("aria-label") + " "; continue; }
      if (tag === "IMG") { out += " " + (child.getAttribute("alt") || "") + " "; continue; }
      if (tag === "SLOT") { for (const a of child.assignedNodes()) out += a.nodeType === 3 ? a.nodeValue : textOf(a, depth + 1); continue; }
      const block = st.display !== "inline";
      out += (block ? " " : "") + textOf(child, depth + 1) + (block ? " " : "");
    }
    return out;
  }

  function labelText(el) {
    const parts = [];
    if (el.labels && el.labels.length) for (const l of el.labels) parts.push(clean(textOf(l, 0)));
    return clean(parts.join(" "));
  }

  function accessibleName(el, role) {
    const lb = el.getAttribute("aria-labelledby");
    if (lb) {
      const t = clean(lb.split(/\s+/).map((id) => { const n = byId(el, id); return n ? textOf(n, 0) : ""; }).join(" "));
      if (t) return t;
    }
    const al = clean(el.getAttribute("aria-label"));
    if (al) return al;
    const tag = el.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") {
      const t = (el.getAttribute("type") || "").toLowerCase();
      if (tag === "INPUT" && (t === "button" || t === "submit" || t === "reset")) return clean(el.value) || (t === "submit" ? "Submit" : t === "reset" ? "Reset" : "");
      if (tag === "INPUT" && t === "image") return clean(el.getAttribute("alt")) || clean(el.getAttribute("title")) || "Submit";
      const lab = labelText(el);
      if (lab) return lab;
      return clean(el.getAttribute("title")) || clean(el.getAttribute("placeholder"));
    }
    if (tag === "IMG") return clean(el.getAttribute("alt")) || clean(el.getAttribute("title"));
    if (tag === "FIELDSET") { const lg = el.querySelector(":scope > legend"); if (lg) return clean(textOf(lg, 0)); }
    if (tag === "TABLE") { const c = el.querySelector(":scope > caption"); if (c) return clean(textOf(c, 0)); }
    if (tag === "DIALOG" || role === "dialog" || role === "alertdialog") {
      const h = el.querySelector("h1,h2,h3,h4,h5,h6"); if (h) return clean(textOf(h, 0));
    }
    const nameFromContent = role && !["textbox", "searchbox", "combobox", "listbox", "dialog", "form", "navigation", "list", "table", "region", "group"].includes(role);
    const txt = nameFromContent || !role ? clean(textOf(el, 0)) : "";
    return txt || clean(el.getAttribute("title"));
  }

  function isVisible(el, rect) {
    if (rect.width <= 0 || rect.height <= 0) {
      // a checkbox styled away behind its label still counts through the label
      return false;
    }
    if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    for (let n = el; n; n = n.parentElement || (n.getRootNode && n.getRootNode().host)) {
      if (n.getAttribute && n.getAttribute("aria-hidden") === "true") return false;
    }
    return true;
  }

  function deepContains(el, hit) {
    for (let n = hit; n; n = n.parentNode || n.host) { if (n === el) return true; }
    return false;
  }

  function isTop(el, rect) {
    const xs = [rect.left + rect.width / 2, rect.left + 2, rect.right - 2];
    const ys = [rect.top + rect.height / 2, rect.top + 2, rect.bottom - 2];
    let checked = 0;
    for (let k = 0; k < 3; k++) {
      const x = xs[k], y = ys[k];
      if (x < 0 || y < 0 || x >= vw || y >= vh) continue;
      checked++;
      const hit = document.elementFromPoint(x, y);
      let deep = hit;
      while (deep && deep.shadowRoot) { const inner = deep.shadowRoot.elementFromPoint(x, y); if (!inner || inner === deep) break; deep = inner; }
      if (deep && (deepContains(el, deep) || deepContains(deep, el))) return true;
      // a label that points at the element counts as the element
      if (deep && deep.tagName === "LABEL" && deep.control === el) return true;
    }
    return checked === 0;
  }

  function xpathOf(el) {
    const parts = [];
    for (let n = el; n && n.nodeType === 1; n = n.parentNode) {
      let i = 1;
      for (let s = n.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === n.tagName) i++;
      parts.unshift(n.tagName.toLowerCase() + "[" + i + "]");
      if (n.parentNode && n.parentNode.nodeType === 11) { parts.unshift("/"); break; } // shadow root boundary
    }
    return "/" + parts.join("/");
  }

  function contextOf(el) {
    const ctx = {};
    for (let n = el.parentNode; n; n = n.parentNode || n.host) {
      if (n.nodeType !== 1) continue;
      const tag = n.tagName, role = n.getAttribute("role");
      if (!ctx.dialog && (tag === "DIALOG" || role === "dialog" || role === "alertdialog")) ctx.dialog = accessibleName(n, "dialog") || "dialog";
      if (!ctx.form && tag === "FORM") ctx.form = clean(n.getAttribute("aria-label") || n.getAttribute("name") || n.id || (n.querySelector("h1,h2,h3,h4,legend") ? textOf(n.querySelector("h1,h2,h3,h4,legend"), 0) : ""));
      if (!ctx.fieldset && tag === "FIELDSET") { const lg = n.querySelector(":scope > legend"); if (lg) ctx.fieldset = clean(textOf(lg, 0)); }
      if (!ctx.row && (tag === "TR" || role === "row")) { const c = n.querySelector("th, td"); if (c) ctx.row = clean(textOf(c, 0)).slice(0, 60); }
      if (!ctx.section && (tag === "SECTION" || tag === "ARTICLE" || tag === "NAV" || tag === "ASIDE" || tag === "HEADER" || tag === "FOOTER" || role === "region" || role === "navigation")) {
        const h = n.querySelector("h1,h2,h3,h4,h5,h6");
        ctx.section = clean(n.getAttribute("aria-label") || (h ? textOf(h, 0) : "") || tag.toLowerCase()).slice(0, 60);
      }
    }
    // nearest heading before the element in document order
    return ctx;
  }

  function isInteractive(el, role, style) {
    if (INTERACTIVE_TAGS.has(el.tagName) && !(el.tagName === "A" && !el.hasAttribute("href"))) return true;
    if (role && WIDGET_ROLES.has(role)) return true;
    if (el.isContentEditable && (!el.parentElement || !el.parentElement.isContentEditable)) return true;
    if (el.hasAttribute("onclick") || el.hasAttribute("tabindex") && el.getAttribute("tabindex") !== "-1") return true;
    if (style.cursor === "pointer") {
      const p = el.parentElement;
      return !p || getComputedStyle(p).cursor !== "pointer";
    }
    return false;
  }

  const out = [];
  let lastHeading = "";
  function visit(el) {
    const tag = el.tagName;
    if (tag === "SCRIPT" || tag === "STYLE" || tag === "TEMPLATE" || tag === "NOSCRIPT" || tag === "HEAD") return;
    const explicitRole = (el.getAttribute("role") || "").split(/\s+/)[0];
    const role = explicitRole || implicitRole(el);
    const style = getComputedStyle(el);
    if (style.display === "none") return;
    const interactive = isInteractive(el, role, style);
    const isHeading = role === "heading";
    const keep = interactive || isHeading || role === "dialog" || role === "alertdialog" || role === "img" || tag === "LABEL" || tag === "INPUT";
    if (keep) {
      const rect = el.getBoundingClientRect();
      const visible = isVisible(el, rect) || (tag === "INPUT" && el.labels && el.labels.length > 0 && [...el.labels].some((l) => l.getBoundingClientRect().width > 0));
      const name = clean(accessibleName(el, role)).slice(0, 200);
      if (isHeading && visible) lastHeading = name;
      const attrs = {};
      for (const a of KEY_ATTRS) { const v = el.getAttribute(a); if (v !== null && v !== "") attrs[a] = v.slice(0, 200); }
      for (const a of el.getAttributeNames()) if (a.startsWith("aria-") && !(a in attrs)) attrs[a] = el.getAttribute(a).slice(0, 200);
      const item = {
        tag: tag.toLowerCase(), role: role, name: name, xpath: xpathOf(el),
        text: clean(tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" ? "" : textOf(el, 0)).slice(0, 200),
        label: tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" ? labelText(el) : "",
        placeholder: el.getAttribute("placeholder") || "",
        value: tag === "SELECT" ? clean(el.selectedOptions && el.selectedOptions[0] ? el.selectedOptions[0].label : "")
             : (tag === "INPUT" || tag === "TEXTAREA") && (el.type !== "password") ? (el.value || "") : "",
        attrs: attrs,
        options: tag === "SELECT" ? [...el.options].map((o) => clean(o.label)) : [],
        checked: (el.type === "checkbox" || el.type === "radio") ? el.checked : (el.hasAttribute("aria-checked") ? el.getAttribute("aria-checked") === "true" : null),
        disabled: !!el.disabled || el.getAttribute("aria-disabled") === "true",
        required: !!el.required || el.getAttribute("aria-required") === "true",
        expanded: el.hasAttribute("aria-expanded") ? el.getAttribute("aria-expanded") === "true" : null,
        box: [rect.x, rect.y, rect.width, rect.height],
        visible: visible, interactive: interactive,
        top: visible ? isTop(el, rect) : false,
        inViewport: rect.bottom >= -margin && rect.right >= -margin && rect.top <= vh + margin && rect.left <= vw + margin,
        context: contextOf(el),
      };
      if (lastHeading && !isHeading) item.context.heading = lastHeading;
      out.push(item);
    }
    if (el.shadowRoot) for (const c of el.shadowRoot.children) visit(c);
    for (const c of el.children) visit(c);
  }
  visit(document.documentElement);
  return out;
}
