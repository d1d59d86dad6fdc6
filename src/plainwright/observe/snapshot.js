// Every element of one frame that a step could mean, as one JSON string (page.evaluate(script, options)), or
// for a large page as JSON batches through a binding and the last batch as the result.
//
// Phase 1 walks the DOM once, top-down, through open shadow roots and same-origin iframes, reading only the
// computed style (one style pass, no layout), and passes inherited facts down instead of walking up again:
// the xpath, aria-hidden, cursor, the context (form, fieldset, dialog, row, section, last heading) and the
// scroll boxes around; it notes the positioned elements that could lie over others.
// Phase 2 reads geometry (one layout) and names only for the elements phase 1 kept, and hit-tests only
// those something could cover. Nothing is written to the page. Options: {frameId, viewportMargin,
// offset: [x, y], viewport: [w, h] of the top page, emit: the name of a binding for batches of rows, id: the
// id those batches carry}. The result's format: see describe() and batch() at the end.
(options) => {
  const opts = options || {};
  const margin = opts.viewportMargin || 0;
  const SKIP = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "HEAD", "META", "LINK", "TITLE", "BASE"]);
  const NATIVE = new Set(["A", "BUTTON", "INPUT", "SELECT", "TEXTAREA", "SUMMARY"]);
  const FIELD = new Set(["INPUT", "SELECT", "TEXTAREA"]);
  const WIDGET_ROLES = new Set(["button", "link", "checkbox", "radio", "textbox", "searchbox", "combobox",
    "listbox", "option", "menuitem", "menuitemcheckbox", "menuitemradio", "tab", "switch", "slider",
    "spinbutton", "treeitem", "gridcell", "scrollbar"]);
  const NO_NAME_FROM_CONTENT = new Set(["textbox", "searchbox", "combobox", "listbox", "dialog", "alertdialog",
    "form", "navigation", "list", "table", "region", "group", "img", "presentation", "none", "main",
    "banner", "contentinfo", "complementary", "article", "grid", "tree", "menu", "menubar", "tablist",
    "radiogroup", "toolbar", "slider", "spinbutton", "scrollbar", "progressbar", "meter", "separator"]);
  // inline handlers and a tabindex that puts the element in the tab order (one selector test, not seven reads)
  const HANDLERS = "[onclick], [onmousedown], [onmouseup], [onpointerdown], [onpointerup], [ontouchstart]";
  const CLICK_ATTRS = HANDLERS + ", [tabindex]:not([tabindex='-1'])";
  const SVG_TARGETS = "a, [role], [tabindex], " + HANDLERS;
  const KEY_ATTRS = new Set(["id", "name", "type", "data-testid", "data-test", "data-qa", "href", "placeholder",
    "title", "alt", "role", "for", "contenteditable", "accept", "aria-modal"]);
  const INPUT_ROLES = { button: "button", submit: "button", reset: "button", image: "button", file: "button",
    checkbox: "checkbox", radio: "radio", range: "slider", number: "spinbutton", search: "searchbox" };
  const SECTIONS = { SECTION: 1, ARTICLE: 1, NAV: 1, ASIDE: 1, HEADER: 1, FOOTER: 1, MAIN: 1 };
  const LANDMARKS = { HEADER: "header", FOOTER: "footer", NAV: "nav", ASIDE: "aside" };
  const LANDMARK_ROLES = { banner: "header", contentinfo: "footer", complementary: "aside", navigation: "nav" };
  const LANDMARK_KEYS = new Set(Object.values(LANDMARKS));
  // ("sidebar", "main-sidebar", "sidenav-left"; not "with-sidebar", a page that has one, nor "sidebar-link")
  const SIDEBAR = /(?:^|\s)(?:(?:app|main|left|right|page|site)-)?side-?(?:bar|nav)(?:-(?:left|right|wrapper|container|main))?(?:\s|$)/i;
  const sideways = (words) => typeof words === "string" && words.indexOf("ide") > 0 && SIDEBAR.test(words);
  // a dialog drawn with divs and no role (a framework's own "v-dialog", "v-drawer", "el-dialog"): known by a class
  // of its own, a word of it or its last part ("modal-open" on the body holds no dialog)
  const DIALOG_CLASS = /(?:^|[\s_-])(?:dialog|modal|drawer)(?=\s|$)/i;
  const OUTERMOST = new Set(["HTML", "BODY", "MAIN"]);
  const dialogish = (el, tag) => typeof el.className === "string" && !OUTERMOST.has(tag)
    && DIALOG_CLASS.test(el.className);
  const TEXT_BUDGET = 400;
  const BATCH = 500;  // rows per batch sent through opts.emit
  const HEADINGS = "h1, h2, h3, h4, h5, h6";
  const HOLDS_OWN = "a[href], button, input, select, textarea, h1, h2, h3, h4, h5, h6";
  const HEADING_TAGS = new Set(["H1", "H2", "H3", "H4", "H5", "H6"]);

  // (tested first: replace() makes a new string even when it changes nothing)
  const MESSY = /[^\S ]| {2}|^ | $/;  // whitespace other than single spaces between words
  const clean = (s) => (!s ? "" : MESSY.test(s) ? s.replace(/\s+/g, " ").trim() : s);
  const cut = (s, n) => (s.length > n ? s.slice(0, n - 1) + "…" : s);

  function implicitRole(el, tag) {
    switch (tag) {
      case "A": case "AREA": return el.hasAttribute("href") ? "link" : "";
      case "a": return el.hasAttribute("href") || el.hasAttribute("xlink:href") ? "link" : "";  // an SVG link
      case "BUTTON": case "SUMMARY": return "button";
      case "INPUT": {
        const t = (el.getAttribute("type") || "text").toLowerCase();
        if (t === "hidden") return "";
        if (INPUT_ROLES[t]) return INPUT_ROLES[t];
        return el.hasAttribute("list") ? "combobox" : "textbox";
      }
      case "SELECT": return (el.multiple || el.size > 1) ? "listbox" : "combobox";
      case "TEXTAREA": return "textbox";
      case "OPTION": return "option";
      case "IMG": return el.getAttribute("alt") === "" ? "presentation" : "img";
      case "DIALOG": return "dialog";
      case "H1": case "H2": case "H3": case "H4": case "H5": case "H6": return "heading";
      case "LI": return "listitem";
      case "UL": case "OL": return "list";
      case "TR": return "row";
      case "TH": return "columnheader";
      case "TD": return "cell";
      case "TABLE": return "table";
      case "NAV": return "navigation";
      case "MAIN": return "main";
      case "FORM": return "form";
      case "FIELDSET": return "group";
      case "PROGRESS": return "progressbar";
      case "METER": return "meter";
      default: return "";
    }
  }

  // ---- phase 1: one walk, style only ------------------------------------------------------------------
  const found = [];      // [el, role, interactive, scope, step, heading, flags, shown]: see walk()
  const covered = [];    // ids of same-origin frames walked here
  const remote = [];     // [id, x, y] of frames this walk could not enter (cross-origin)
  let lastHeading = null;
  const headingIds = new Map();  // heading -> its index in found
  // labelled: the controls of the labels walked (el.labels costs a search per element, so it is read only
  // for these); labelsUnsure: a label sits in a display: none subtree the walk skipped, so read it for all
  const labelled = new Set();
  let labelsUnsure = false;

  function frameSegment(el) {
    const named = el.getAttribute("name") || el.id;
    if (named) return named;
    const all = el.getRootNode().querySelectorAll("iframe, frame");
    return "frame" + (Array.prototype.indexOf.call(all, el) + 1);
  }

  function enterFrame(el, frame) {
    const childId = (frame.id ? frame.id + ">" : "") + frameSegment(el);
    const origin = frame.origin;
    const rect = el.getBoundingClientRect();
    const x = origin[0] + rect.left + el.clientLeft, y = origin[1] + rect.top + el.clientTop;
    let doc = null;
    try { doc = el.contentDocument; } catch (e) { doc = null; }
    if (!doc || !doc.documentElement) { remote.push([childId, x, y]); return; }
    covered.push(childId);
    const saved = lastHeading;
    lastHeading = null;
    walk(doc.documentElement, "/html[1]", rootScope(newFrame(childId, doc, [x, y])));
    lastHeading = saved;
  }

  function contextFor(el, tag, role, ctx) {
    let next = null;
    const set = (key) => { if (!next) next = Object.assign({}, ctx); next[key] = el; };
    if (tag === "FORM" || role === "form") set("form");
    else if (tag === "FIELDSET" || role === "radiogroup") set("fieldset");  // "the colour Navy": a swatch group
    else if (tag === "DIALOG" || role === "dialog" || role === "alertdialog"
             || (!role && !ctx.dialog && dialogish(el, tag))) set("dialog");
    else if (tag === "TR" || role === "row") set("row");
    else if (SECTIONS[tag] || role === "region" || role === "navigation") set("section");
    // "in the header", "in the sidebar": the page landmark holding the element, besides its innermost section;
    // by its landmark role, else its tag (a <header role="navigation"> is the site's navigation), or, for a sidebar
    // drawn with divs, its own class or id ("sidebar", "sidenav")
    const byMarkup = el.hasAttribute("role") ? LANDMARK_ROLES[role] : LANDMARKS[tag];
    const landmark = byMarkup || (sideways(el.className) || sideways(el.id) ? "aside" : "");
    if (landmark) set(landmark);
    return next || ctx;
  }

  function isInteractive(el, tag, role, style, parentCursor, attributed) {
    if (NATIVE.has(tag) && (tag !== "A" || el.hasAttribute("href") || el.hasAttribute("tabindex"))) return true;
    if (tag === "INPUT") return true;
    if (role && WIDGET_ROLES.has(role)) return true;
    if (el.isContentEditable && !(el.parentElement && el.parentElement.isContentEditable)) return true;
    if (attributed && el.matches(tag === "IFRAME" ? HANDLERS : CLICK_ATTRS)) return true;
    if (typeof el.onclick === "function") return true;
    // a pointer cursor marks a clickable thing where it starts; a label with a control is that control's
    return parentCursor !== "pointer" && style.cursor === "pointer" && !(tag === "LABEL" && el.control);
  }

  function clippedAway(style, position) {
    // "screen reader only" boxes: clipped to nothing, still named for assistive tech but never seen
    if (position !== "absolute" && position !== "fixed") return false;
    const clip = style.clip;
    if (clip !== "auto") {
      const [t, r, b, l] = clip.slice(5, -1).split(/[\s,]+/).map(parseFloat);
      if (b - t <= 1 || r - l <= 1) return true;
    }
    return style.clipPath === "inset(50%)";
  }

  function newFrame(id, doc, origin) {
    // coverers: positioned elements of this document, the only things that can lie over other content
    // modal: a modal <dialog> is open, so everything outside it is covered by its backdrop
    return { id: id, doc: doc, origin: origin, coverers: [], modal: false, view: null };
  }

  // A scope is what the children of one element share: the parent's xpath as its own step and the scope
  // `up` (and its index in `paths` once a child is kept), context, cursor, flags, frame, and clip: the
  // chain {el, up} of ancestors that clip their overflow (scroll boxes), nearest first.
  // flags: 1 aria-hidden, 2 inside an interactive element, 4 clipped away, 8 inside a disabled fieldset,
  // 16 transparent (opacity 0 on it or above), 32 under content-visibility (maybe skipped: ask the browser)
  function rootScope(frame) {
    return { step: "", up: null, index: -1, ctx: {}, cursor: "auto", flags: 0, frame: frame, clip: null };
  }

  function clipsContent(style) {
    return style.overflowX !== "visible" || style.overflowY !== "visible";
  }

  // step: the element's xpath step, or for an HTML element the number n of its step /localName[n]
  function walk(el, step, scope) {
    const tag = el.tagName;
    if (SKIP.has(tag)) return;
    const style = getComputedStyle(el);
    if (style.display === "none") {
      if (!labelsUnsure && (tag === "LABEL" || el.querySelector("label"))) labelsUnsure = true;
      // a list item's button shown only while the pointer is over the item ("destroy"): kept, not visible
      // and a <select> a widget (Select2, Choices) hides behind its own box: it still takes the option
      if ((tag === "BUTTON" || (tag === "A" && el.hasAttribute("href")))
          && el.closest("li, tr, [role=row], [role=listitem]") || tag === "SELECT") {
        found.push([el, implicitRole(el, tag), true, scope, step, lastHeading, scope.flags, false]);
      }
      return;
    }
    if (tag === "LABEL") labelFound(el);
    let flags = scope.flags;
    const attributed = el.hasAttributes();  // many elements have none: nothing to look up then
    if (attributed && !(flags & 1) && el.getAttribute("aria-hidden") === "true") flags |= 1;
    if (tag === "FIELDSET" && el.disabled) flags |= 8;
    const position = style.position;
    if (position !== "static") {
      if (!(flags & 4) && clippedAway(style, position)) flags |= 4;
      if (position !== "relative" || style.zIndex !== "auto") scope.frame.coverers.push(el);
    }
    if (tag === "DIALOG" && el.open && el.matches(":modal")) scope.frame.modal = true;
    const explicit = attributed ? el.getAttribute("role") : null;
    const role = explicit ? explicit.trim().split(/\s+/)[0].toLowerCase()
      : !(flags & 2) && drawnAsHeading(el, tag) ? "heading" : implicitRole(el, tag);
    // options of a drop-down select are chosen through the select, not clicked
    const interactive = tag === "OPTION" ? !!(el.parentElement && el.parentElement.tagName === "SELECT"
      && (el.parentElement.multiple || el.parentElement.size > 1))
      : isInteractive(el, tag, role, style, scope.cursor, attributed);
    const isHeading = role === "heading";
    // an image inside a button or link is part of that control's name, not a thing of its own
    const kept = interactive || isHeading || role === "dialog" || role === "alertdialog" || role === "alert"
      || (role === "img" && !(flags & 2));
    // opacity matters to what is kept and what holds others; a leaf that is neither needs no read
    if (!(flags & 16) && (kept || el.firstElementChild || el.shadowRoot) && style.opacity === "0") flags |= 16;
    if (kept) {
      if (isHeading) headingIds.set(el, found.length);
      // (its visibility, not its style object: every object held until phase 2 is one the collector moves
      // to the old generation, and a snapshot that allocates less leaves the page's own collector alone)
      const shown = style.visibility === "visible";
      found.push([el, role, interactive, scope, step, lastHeading, flags, shown]);
      if (isHeading && shown && !(flags & 1)) lastHeading = el;
    }
    // inside a control, an image or a title is part of the control; an element that listens for clicks but
    // holds controls or headings of its own (an app's root with an onclick) is a container, not a control
    const control = interactive && !(role === "generic" || tag === "DIV" || tag === "SECTION" || tag === "MAIN")
      || interactive && !el.querySelector(HOLDS_OWN);
    descend(el, tag, role, style, step, scope, control ? flags | 2 : flags);
  }

  // Walks the children of el (its frame's document for an iframe), under the scope they share.
  function descend(el, tag, role, style, step, scope, flags) {
    if (tag === "IFRAME" || tag === "FRAME") { enterFrame(el, scope.frame); return; }
    if (!el.firstElementChild && !el.shadowRoot) return;
    // the options of a drop-down select are read through the select (stateOf), never on their own
    if (tag === "SELECT" && !el.multiple && !(el.size > 1)) return;
    // an icon's paths and groups are nothing a step could mean: enter an <svg> only if it holds a link or
    // something marked clickable (a chart's points, a map's regions)
    if (tag === "svg" && !el.querySelector(SVG_TARGETS)) return;
    const clips = tag !== "HTML" && tag !== "BODY" && clipsContent(style);
    // (a closed <details> hides its content the same way, from inside its closed shadow root)
    if (!(flags & 32) && (style.contentVisibility !== "visible" || (tag === "DETAILS" && !el.open))) flags |= 32;
    const inner = { step: typeof step === "number" ? "/" + el.localName + "[" + step + "]" : step, up: scope,
      index: -1, ctx: contextFor(el, tag, role, scope.ctx), cursor: style.cursor,
      flags: flags, frame: scope.frame, clip: clips ? { el: el, up: scope.clip } : scope.clip };
    if (el.shadowRoot) {
      walkChildren(el.shadowRoot.children, Object.assign({}, inner, { step: "/#shadow-root", up: inner }));
    }
    walkChildren(el.children, inner);
  }

  function walkChildren(children, scope) {
    // (a plain object: a prototype-less one is a hash table per parent; for a tag like <constructor> the
    // prototype's function is read, which is no number)
    const counts = {};
    // (indexed: for...of over a DOM collection makes an iterator result per child)
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      const local = child.localName;
      const seen = counts[local];
      const n = (counts[local] = typeof seen === "number" ? seen + 1 : 1);
      const html = child.namespaceURI === "http://www.w3.org/1999/xhtml";
      walk(child, html ? n : "/*[local-name()='" + local + "'][" + n + "]", scope);
    }
  }

  // ---- phase 2: names, text, geometry, for the kept elements only ------------------------------------
  const texts = new Map();
  function textOf(root) {
    // most named things hold one text node: read it directly, no cache needed
    const first = root.firstChild;
    if (first && first.nodeType === 3 && !first.nextSibling && !root.shadowRoot) return clean(first.nodeValue);
    let t = texts.get(root);
    if (t === undefined) { t = readText(root); texts.set(root, t); }
    return t;
  }

  // The words a person reads as a heading: its text without the buttons it holds (an icon button "Edit
  // description" beside the title "Description"); "" when that leaves nothing
  const HEADING_CONTROLS = "button, [role=button], input, select, textarea";
  function titleOf(heading) {
    let words = "";
    const walker = heading.ownerDocument.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const control = node.parentElement && node.parentElement.closest(HEADING_CONTROLS);
      if (!control || !heading.contains(control) || control === heading) words += " " + node.nodeValue;
    }
    return words.replace(/\s+/g, " ").trim();
  }

  // readText's state: the parts read so far and their length
  let parts = [];
  let partsLength = 0;

  function readText(root) {
    // The text a person reads inside root, as accessible names compute it from content.
    const nodes = root.shadowRoot ? root.shadowRoot.childNodes : root.childNodes;
    parts = [];
    partsLength = 0;
    for (let i = 0; i < nodes.length; i++) visitNode(nodes[i]);
    return clean(parts.join(""));
  }

  function visitNode(node) {
    if (partsLength > TEXT_BUDGET) return;
    if (node.nodeType === 3) {
      // a template's indentation is no text: it must not use up the budget before the words come
      const value = node.nodeValue;
      if (/\S/.test(value)) { parts.push(value); partsLength += value.length; } else parts.push(" ");
      return;
    }
    if (node.nodeType !== 1) return;
    const tag = node.tagName;
    if (SKIP.has(tag) || FIELD.has(tag) || node.getAttribute("aria-hidden") === "true") return;
    // text a person cannot read is no part of a name: display: none, visibility: hidden
    const style = getComputedStyle(node);
    const display = style.display;
    if (display === "none" || style.visibility !== "visible") return;
    if (node.hasAttribute("aria-label")) { parts.push(" " + node.getAttribute("aria-label") + " "); return; }
    if (tag === "IMG") { parts.push(" " + (node.getAttribute("alt") || "") + " "); return; }
    // a block breaks the line, so its text is separated by a space
    const isBlock = display !== "inline" && display !== "contents";
    if (isBlock) parts.push(" ");
    if (tag === "SLOT") { for (const a of node.assignedNodes({ flatten: true })) visitNode(a); }
    else {
      const nodes = node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes;
      for (let i = 0; i < nodes.length; i++) visitNode(nodes[i]);
    }
    if (isBlock) parts.push(" ");
  }

  function byId(el, id) {
    const root = el.getRootNode();
    return (root.getElementById ? root.getElementById(id) : null) || el.ownerDocument.getElementById(id);
  }

  // <label for="password"> in the second of two forms that both hold a #password: the browser ties it to the
  // first form's field; a person reads it beside the field of its own form
  const strayLabels = new Map();  // field -> the labels of its own form that the browser gave another field
  const foreignLabels = new Set();  // those labels, left out of the other field's name
  function labelFound(label) {
    const control = label.control;
    if (!control) { if (!label.htmlFor) orphanLabels.push(label); return; }
    const home = label.htmlFor ? label.closest("form") : null;
    const own = home && control.form !== home ? home.querySelector("#" + CSS.escape(label.htmlFor)) : null;
    if (!own || own === control) { labelled.add(control); return; }
    foreignLabels.add(label);
    strayLabels.set(own, [...(strayLabels.get(own) || []), label]);
    labelled.add(own);
  }

  // <div><label>Name</label><span><input placeholder="Type a value"></span></div>: a label tied to no field by
  // markup (a component library's filter, form item) names the one field that follows it in their part
  const orphanLabels = [];
  function orphanText(el) {
    if (!FIELD.has(el.tagName)) return "";
    for (let part = el.parentElement, depth = 0; orphanLabels.length && part && depth < 4;
      part = part.parentElement, depth++) {
      const before = orphanLabels.filter((label) => part.contains(label)
        && label.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (!before.length) continue;
      const fields = part.querySelectorAll("input:not([type=hidden]), select, textarea");
      return fields.length === 1 ? cut(textOf(before[before.length - 1]), 200) : "";
    }
    return leadingWords(el);
  }

  // <div class="field"><div class="field-label"><button>Price</button></div><div><input type="number"></div></div>:
  // a field with no label at all is named by the few words its part shows before it, in the largest part around
  // it that holds no other field (Directus' forms, whose field names are buttons that open a field menu)
  const LEADING_WORDS = 4;
  const NOT_A_NAME = "a[href], [role=option], [role=listbox], [role=menu], [role=menuitem], select, script, style";
  function wordsBefore(part, el) {
    // the text of `part` before `el`, but a link's (a logo beside a search box names no field) or a list's of
    // choices (an operator's open list beside a filter's value field)
    const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
    let text = "";
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!(node.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
      if (!node.parentElement.closest(NOT_A_NAME)) text += " " + node.data;
    }
    return text;
  }
  function leadingWords(el) {
    if (el.type === "hidden" || el.getAttribute("aria-label") || el.getAttribute("aria-labelledby")) return "";
    let words = "";
    for (let part = el.parentElement, depth = 0; part && depth < 6; part = part.parentElement, depth++) {
      if (part.querySelectorAll("input:not([type=hidden]), select, textarea, [contenteditable=true]").length > 1
        || part === document.body) break;
      const said = clean(wordsBefore(part, el));
      if (said) { words = said; break; }
    }
    return words && WORDY.test(words) && words.split(" ").length <= LEADING_WORDS ? words : "";
  }

  const labelTexts = new Map();
  function labelText(el) {
    if (!labelsUnsure && !labelled.has(el)) return orphanText(el);
    let text = labelTexts.get(el);
    if (text === undefined) {
      const strays = strayLabels.get(el);
      const labels = !foreignLabels.size ? el.labels
        : [...(el.labels || []), ...(strays || [])].filter((label) => !foreignLabels.has(label) || strays?.includes(label));
      text = !labels || !labels.length ? "" : labels.length === 1 ? textOf(labels[0])
        : clean(Array.prototype.map.call(labels, (l) => textOf(l)).join(" "));
      // a label kept out of sight ("Mark all as complete" beside a styled toggle) still names its control
      if (!text && labels && labels.length === 1) text = cut(clean(labels[0].textContent), 200);
      if (!text) text = orphanText(el);
      labelTexts.set(el, text);
    }
    return text;
  }

  function fieldName(el, tag) {
    const type = (el.getAttribute("type") || "").toLowerCase();
    if (tag === "INPUT" && (type === "button" || type === "submit" || type === "reset")) {
      return labelText(el) || clean(el.value) || (type === "submit" ? "Submit" : type === "reset" ? "Reset" : "");
    }
    if (tag === "INPUT" && type === "image") return clean(el.getAttribute("alt")) || clean(el.getAttribute("title")) || "Submit";
    return labelText(el) || clean(el.getAttribute("title")) || clean(el.getAttribute("placeholder"));
  }

  // (loops over children: a `:scope > x` selector would still test every element of a large section)
  function childTagged(el, tag) {
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) if (c.tagName === tag) return c;
    return null;
  }

  // <div class="card-header">Create a new project</div>: the words drawn at the head of a card or panel, which a
  // person reads as the title of what the box holds (its form's fields), in a box that has no heading element
  const DRAWN_HEADING = /(?:^|[\s_-])(?:header|heading|title)(?=\s|$)/i;
  const NOT_IN_A_TITLE = "a, button, input, select, textarea, [role=button], [role=link], [tabindex], " + HEADINGS;
  function drawnAsHeading(el, tag) {
    if (tag !== "DIV" && tag !== "SPAN" && tag !== "P" && tag !== "STRONG") return false;
    if (el.previousElementSibling || !el.nextElementSibling) return false;  // the head of a box
    const classes = el.getAttribute("class");
    if (!classes || !DRAWN_HEADING.test(classes)) return false;
    if (el.querySelector(HEADINGS)) return false;
    // its own words, besides the controls it may hold ("library bucket" beside a "Manage bucket" icon link): a
    // box's head that holds nothing but controls is a toolbar
    let words = "";
    const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && words.length <= 80; node = walker.nextNode()) {
      const control = node.parentElement.closest(NOT_IN_A_TITLE);
      if (!control || !el.contains(control)) words += " " + node.nodeValue;
    }
    words = clean(words);
    return words.length <= 80 && WORDY.test(words);
  }

  function sectionHeading(el) {
    // a section's own heading: a heading child, or a heading inside a header child
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
      if (HEADING_TAGS.has(c.tagName)) return c;
      if (c.tagName === "HEADER") { const h = c.querySelector(HEADINGS); if (h) return h; }
    }
    return null;
  }

  function accessibleName(el, role) {
    const labelledby = el.getAttribute("aria-labelledby");
    if (labelledby) {
      const t = clean(labelledby.split(/\s+/).map((id) => { const n = byId(el, id); return n ? textOf(n) : ""; }).join(" "));
      if (t) return t;
    }
    const aria = clean(el.getAttribute("aria-label"));
    if (aria) return aria;
    const tag = el.tagName;
    if (FIELD.has(tag)) return fieldName(el, tag);
    if (tag === "IMG" || tag === "AREA") return clean(el.getAttribute("alt")) || clean(el.getAttribute("title"));
    if (tag === "BUTTON") { const t = labelText(el); if (t) return t; }
    if (tag === "FIELDSET") { const lg = childTagged(el, "LEGEND"); if (lg) return textOf(lg); }
    if (tag === "TABLE") { const c = childTagged(el, "CAPTION"); if (c) return textOf(c); }
    if (role === "dialog" || role === "alertdialog" || role === "form" || role === "region") {
      // a section is named by its own heading, not by the first heading of whatever it holds
      const h = role === "region" ? sectionHeading(el) : el.querySelector(HEADINGS + ", legend");
      return (h && textOf(h)) || clean(el.getAttribute("title"));
    }
    const fromContent = !NO_NAME_FROM_CONTENT.has(role) ? textOf(el) : "";
    return fromContent || clean(el.getAttribute("title")) || (!NO_NAME_FROM_CONTENT.has(role) ? titleInside(el) : "");
  }

  function titleInside(el) {
    // <a class="btn"><i class="fas fa-sign-in-alt" title="Login"></i></a>: an icon's tooltip names the control
    // it draws, as the browser computes a name from content (the title of a part that shows no text)
    const part = el.querySelector("[title], svg > title");
    return part ? clean(part.tagName.toLowerCase() === "title" ? part.textContent : part.getAttribute("title")) : "";
  }

  const names = new Map();
  function nameOf(el, asRole, fallback) {
    let n = names.get(el);
    if (n === undefined) {
      const role = asRole || el.getAttribute("role") || implicitRole(el, el.tagName);
      // (the attribute, not the property: a form's .id is its field named "id" when it has one)
      n = el.tagName === "FORM" ? accessibleName(el, "form") || el.getAttribute("name") || el.getAttribute("id") || ""
        : accessibleName(el, role);
      n = cut(n, 80) || fallback;
      names.set(el, n);
    }
    return n;
  }

  // ---- the words beside a control, where no table row says what it belongs to --------------------------
  // A div-based cart line "Wireless Mouse [qty] [x]": the nearest ancestor with words besides the control's
  // own (not its buttons', not a field's label; a link's, as an issue's title, yes) says what the control is
  // for: "Remove next to Wireless Mouse".
  const controls = new Set();
  const ownTexts = new Map();
  function ownText(root) {
    let t = ownTexts.get(root);
    if (t !== undefined) return t;
    const parts = [];
    let length = 0;
    const visit = (node) => {
      if (length > 120) return;
      if (node.nodeType === 3) { parts.push(node.nodeValue); length += node.nodeValue.length; return; }
      if (node.nodeType !== 1 || controls.has(node)) return;
      const tag = node.tagName;
      if (SKIP.has(tag) || FIELD.has(tag) || (tag === "LABEL" && node.control)
          || node.getAttribute("aria-hidden") === "true") return;
      const style = getComputedStyle(node);
      if (style.display === "none" || style.visibility !== "visible") return;
      const isBlock = style.display !== "inline" && style.display !== "contents";
      if (isBlock) parts.push(" ");
      for (let c = (node.shadowRoot || node).firstChild; c; c = c.nextSibling) visit(c);
      if (isBlock) parts.push(" ");
    };
    for (let c = root.firstChild; c; c = c.nextSibling) visit(c);
    t = cut(clean(parts.join("")), 80);
    ownTexts.set(root, t);
    return t;
  }

  const WORDY = /[\p{L}\p{N}]/u;
  const CONTAINERS = new Set(["FORM", "FIELDSET", "DIALOG", "BODY", "TABLE", "UL", "OL"]);
  // <label for="payed_for">For whom?</label><div id="payed_for">…boxes…</div>: a label whose `for` names a
  // container (which takes no label) names the group of controls in it, as a person reads them
  let containerLabels = null;
  function containerLabel(node) {
    if (containerLabels === null) {
      containerLabels = new Map();
      for (const label of document.querySelectorAll("label[for]")) {
        if (label.control || !label.htmlFor || containerLabels.has(label.htmlFor)) continue;
        const words = cut(textOf(label), 80);
        if (WORDY.test(words)) containerLabels.set(label.htmlFor, words);
      }
    }
    return (containerLabels.size && node.id && containerLabels.get(node.id)) || "";
  }

  // A card's key: the first of its parts that says something on its own (its title, "Weekend pass"), which
  // tells it from a look-alike beside it ("Weekend pass (reduced)") where its whole text only mentions that.
  let groupHost = null;  // the card groupOf took its words from
  const groupKeys = new Map();
  function groupKey(host) {
    let key = groupKeys.get(host);
    if (key === undefined) {
      key = "";
      const walker = host.ownerDocument.createTreeWalker(host, NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (controls.has(node) || FIELD.has(node.tagName) || node.tagName === "LABEL") break;
        if (node.firstElementChild && !/^(?:H[1-6]|A)$/.test(node.tagName)) continue;  // (a title is often a link)
        const words = cut(textOf(node), 80);
        if (WORDY.test(words)) { key = words; break; }
      }
      groupKeys.set(host, key);
    }
    return key;
  }

  function groupOf(el, ctx, heading) {
    groupHost = null;
    if (ctx.row) return "";
    for (let node = el.parentElement, depth = 0; node && depth < 6 && !SECTIONS[node.tagName]
      && node.tagName !== "FORM" && node.tagName !== "BODY"; node = node.parentElement, depth++) {
      const named = containerLabel(node);
      if (named) return named;
    }
    let own = null;  // the control's own words, read only when an ancestor has some to compare with
    let node = el.parentElement;
    // a section, form or fieldset is context of its own (named above), not a group of one control; nor is
    // a card whose heading the element's heading context already names
    for (let depth = 0; node && depth < 4 && !SECTIONS[node.tagName] && !CONTAINERS.has(node.tagName);
      depth++, node = node.parentElement) {
      if (heading && node.contains(heading)) return "";
      const words = ownText(node);
      if (!WORDY.test(words)) {
        // <div>Are you a patient here?</div><div>(o) Yes (o) No</div>: the question a choice answers
        if (depth === 0 && (el.type === "radio" || el.type === "checkbox")) {
          const question = captionOfGroup(node);
          if (question) return question;
        }
        continue;
      }
      // (a field's own words are its label's: the <label> around it is not the card it stands in)
      if (own === null) own = cut(FIELD.has(el.tagName) ? labelText(el) : textOf(el), 80);
      if (words !== own) { groupHost = node; return words; }
    }
    return "";
  }

  function captionOfGroup(node) {
    const prev = node.previousElementSibling;
    if (!prev || controls.has(prev) || FIELD.has(prev.tagName) || (prev.tagName === "LABEL" && prev.control)
        || prev.querySelector("input, select, textarea, button")) return "";
    const words = cut(textOf(prev), 80);
    return WORDY.test(words) ? words : "";
  }

  function captionOf(el) {
    // <div>Wunschdatum</div><input>: the words just before a field, past its own <label>, name it for a person
    // (a labelled field needs none, but a file input's label is often just its "Choose file" button)
    if (el.type !== "file" && labelText(el)) return "";
    let prev = el.previousElementSibling;
    while (prev && prev.tagName === "LABEL" && prev.control === el) prev = prev.previousElementSibling;
    if (!prev) return cellCaption(el);
    if (controls.has(prev) || FIELD.has(prev.tagName) || prev.tagName === "LABEL") return "";
    const words = cut(textOf(prev), 60);
    return WORDY.test(words) ? words : "";
  }

  function drawnAsButton(el) {
    // a link drawn as a box (a border, or a background of its own): what a person calls a button
    const style = getComputedStyle(el);
    return (parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== "none")
      || !/^(?:transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor) || style.backgroundImage !== "none";
  }

  const FIELDS_IN = "input:not([type=hidden]), select, textarea";
  function cellCaption(el) {
    // <tr><th>Change Note</th><td><textarea></td></tr>: a form laid out in a table names the one field of a
    // cell by its row's header cell before it; a table of records with a field per row (under a <thead>) by
    // the header of its column; a table of neither by the cell before it
    const cell = el.closest("td, th");
    if (!cell || cell.querySelectorAll(FIELDS_IN).length !== 1) return "";
    let prev = cell.previousElementSibling;
    // <th>Owner</th><td><select (is, contains)></td><td><input></td>: the row's header names every field after it
    while (prev && prev.tagName !== "TH" && prev.querySelector(FIELDS_IN)) prev = prev.previousElementSibling;
    const table = cell.closest("table");
    const head = table && table.tHead && table.tHead.rows[0];
    const header = head && head !== cell.parentElement ? head.cells[cell.cellIndex] : null;
    for (const named of prev && prev.tagName === "TH" ? [prev] : header ? [header] : [prev]) {
      if (!named || named.querySelector(FIELDS_IN + ", button")) continue;
      const words = cut(textOf(named), 60);
      if (WORDY.test(words)) return words;
    }
    return "";
  }

  // a dialog with no role is named by its first heading, as aria-labelledby names one with a role
  function dialogTitle(host) {
    const title = host.querySelector(HEADINGS + ", [role=heading]");
    return (title && cut(titleOf(title), 80)) || "dialog";
  }

  function contextOut(ctx) {
    const out = {};
    let any = false;
    for (const key in ctx) {
      const host = ctx[key];
      const v = key === "row" ? cut(rowParts(host).map(textOf).filter(Boolean).join(" "), 120)
        : LANDMARK_KEYS.has(key) ? nameOf(host, "region", key)
        : key === "dialog" && !host.hasAttribute("role") && host.tagName !== "DIALOG" ? dialogTitle(host)
        : nameOf(host, key === "section" ? "region" : "", key === "section" ? host.localName : key === "dialog" ? "dialog" : "");
      if (v) { out[key] = v; any = true; }
    }
    // a form the page gives no name is still another form than its neighbour: say which, by its place
    if (ctx.form && !out.form) { out.form_ref = formRef(ctx.form); any = true; }
    if (out.row) {
      const key = rowKey(ctx.row);
      if (key && key !== out.row) out.row_key = key;
    }
    return any ? out : null;
  }

  // A grid whose columns are pinned left or right (AG Grid, MUI's data grid) draws each row as several
  // [role=row] elements, one a part, tied by their aria-rowindex: the tick box in the left part and the name in
  // the middle one are one row.
  const rowGroups = new Map();
  function rowParts(row) {
    const index = row.getAttribute && row.getAttribute("aria-rowindex");
    const grid = index && row.closest("[role=grid], [role=treegrid], [role=table]");
    if (!grid) return [row];
    let parts = rowGroups.get(grid);
    if (!parts) {
      parts = new Map();
      for (const r of grid.querySelectorAll("[role=row][aria-rowindex]")) {
        const at = r.getAttribute("aria-rowindex");
        if (!parts.has(at)) parts.set(at, []);
        parts.get(at).push(r);
      }
      rowGroups.set(grid, parts);
    }
    return parts.get(index) || [row];
  }

  const CELLS = "td, th, [role=cell], [role=gridcell], [role=rowheader]";
  const rowKeys = new Map();
  function rowKey(row) {
    // what the row is a row of: its row header, else its first cell that says something (a tick box's cell
    // says nothing). "Dmitri | €7.00 | edit" is Dmitri's row; "Tram | Alice, Dmitri | edit" only mentions him
    let key = rowKeys.get(row);
    if (key === undefined) {
      const cells = rowParts(row).flatMap((part) => [...part.children].filter((c) => c.matches(CELLS)));
      const header = cells.find((c) => c.matches("th[scope=row], [role=rowheader]"));
      key = "";
      for (const cell of header ? [header] : cells) {
        const words = cut(textOf(cell), 80);
        if (WORDY.test(words)) { key = words; break; }
      }
      rowKeys.set(row, key);
    }
    return key;
  }

  // The column a control in a table's cell stands in, named by its header: "the order code in the row of X" is
  // the link in that row's "Order code" cell. A table's header row is its <thead>'s first row, else a first row
  // of <th> cells; a grid's is its row of [role=columnheader] cells. Columns count cells and their spans; a grid's
  // cells say their column in aria-colindex when it draws only some. Headers are read once per table.
  const HEADER_CELLS = "th, [role=columnheader]";
  const columnHeads = new Map();
  function headerCells(table) {
    let heads = columnHeads.get(table);
    if (heads === undefined) {
      heads = null;
      const first = table.tagName === "TABLE" ? (table.tHead && table.tHead.rows[0]) || table.rows[0]
        : table.querySelector("[role=row]");
      const cells = first ? [...first.children].filter((c) => c.matches(CELLS + ", " + HEADER_CELLS)) : [];
      if (cells.length && cells.every((c) => c.matches(HEADER_CELLS) || !WORDY.test(textOf(c)))) {
        heads = [];
        let at = 1;
        for (const cell of cells) {
          const from = Number(cell.getAttribute("aria-colindex")) || at;
          heads.push([from, from + (cell.colSpan || 1), cut(textOf(cell), 60)]);
          at = from + (cell.colSpan || 1);
        }
      }
      columnHeads.set(table, heads);
    }
    return heads;
  }
  function columnOf(el, row) {
    const cell = el.closest(CELLS);
    if (!cell || cell.parentElement !== row || cell.matches(HEADER_CELLS)) return "";
    const table = row.closest("table, [role=grid], [role=treegrid], [role=table]");
    const heads = table && headerCells(table);
    if (!heads || row === (table.tagName === "TABLE" ? (table.tHead && table.tHead.rows[0]) || table.rows[0]
      : table.querySelector("[role=row]"))) return "";
    let at = Number(cell.getAttribute("aria-colindex")) || 0;
    if (!at) {
      at = 1;
      for (let c = row.firstElementChild; c && c !== cell; c = c.nextElementSibling) at += c.colSpan || 1;
    }
    const head = heads.find((h) => h[0] <= at && at < h[1]);
    return head && WORDY.test(head[2]) ? head[2] : "";
  }

  const formRefs = new Map();
  function formRef(form) {
    let ref = formRefs.get(form);
    if (ref === undefined) {
      ref = "form " + (Array.prototype.indexOf.call(form.ownerDocument.forms, form) + 1);
      formRefs.set(form, ref);
    }
    return ref;
  }

  function isVisible(el, rect, shown, flags, view) {
    // 1px "screen reader only" boxes and boxes moved to negative page coordinates (where no scrolling
    // reaches) are not something a person sees
    if (flags & 21 || rect.width <= 1 && rect.height <= 1) return false;  // aria-hidden, clipped, transparent
    if (rect.right + view.scrollX <= 0 || rect.bottom + view.scrollY <= 0) return false;
    // the walk saw display and opacity on the way down and visibility is inherited: only content-visibility
    // (skipped content keeps its boxes) needs the browser's own check
    return rect.width > 0 && rect.height > 0 && shown
      && (!(flags & 32) || el.checkVisibility({ contentVisibilityAuto: true }));
  }

  function labelShows(el) {
    // a checkbox or radio styled away behind its visible label still counts as visible through the label
    if (!el.labels) return false;
    for (const l of el.labels) {
      const r = l.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && l.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
    }
    return false;
  }

  function hits(el, node) {
    for (let n = node; n; n = n.parentNode || n.host) if (n === el) return true;
    return false;
  }

  const rects = new Map();
  function rectOf(el) {
    let r = rects.get(el);
    if (r === undefined) { r = el.getBoundingClientRect(); rects.set(el, r); }
    return r;
  }

  const inside = (r, outer) => r.left >= outer.left && r.top >= outer.top
    && r.right <= outer.right && r.bottom <= outer.bottom;
  const overlaps = (r, o) => r.left < o.right && o.left < r.right && r.top < o.bottom && o.top < r.bottom;

  function mayBeCovered(el, rect, frame, clip) {
    // Hit testing costs a hit test of the whole page per point, so it is only done where something could lie
    // over the element: a modal dialog, a positioned element overlapping it (not one holding it: a holder is
    // painted below its content), a scroll box that clips part of it, or pointer-events: none on it.
    // Elsewhere in-flow boxes do not overlap, and the element is what a click reaches.
    if (frame.modal || getComputedStyle(el).pointerEvents === "none") return true;
    for (let c = clip; c; c = c.up) if (!inside(rect, rectOf(c.el))) return true;
    for (const p of frame.coverers) {
      if (p !== el && overlaps(rect, rectOf(p)) && !p.contains(el)) return true;
    }
    return false;
  }

  function isTop(el, rect, doc, vw, vh) {
    // the element, or something inside it, is what a click at its centre or near a corner would reach
    const dx = Math.min(3, rect.width / 4), dy = Math.min(3, rect.height / 4);
    const points = [[rect.left + rect.width / 2, rect.top + rect.height / 2], [rect.left + dx, rect.top + dy],
      [rect.right - dx, rect.top + dy], [rect.left + dx, rect.bottom - dy], [rect.right - dx, rect.bottom - dy]];
    let tried = 0;
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x >= vw || y >= vh) continue;
      tried++;
      let hit = doc.elementFromPoint(x, y);
      while (hit && hit.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      if (!hit) continue;
      if (hits(el, hit)) return true;
      if (hit.tagName === "LABEL" && hit.control === el) return true;
      if (el.labels) for (const l of el.labels) if (hits(l, hit)) return true;
    }
    return tried === 0;
  }

  function attrsOf(el, name) {
    // the key attributes that have a value, and every aria-* attribute; null when there are none; an
    // aria-label that is the name goes as 1 (getAttributeNames: iterating el.attributes makes an Attr node
    // per attribute and takes twice as long)
    if (!el.hasAttributes()) return null;
    let attrs = null;
    const names = el.getAttributeNames();
    for (let i = 0; i < names.length; i++) {
      const key = names[i];
      const aria = key.startsWith("aria-");
      if (!aria && !KEY_ATTRS.has(key)) continue;
      const value = el.getAttribute(key);
      if (aria || value) {
        if (!attrs) attrs = {};
        attrs[key] = key === "aria-label" && value === name ? 1 : cut(value, 200);
      }
    }
    return attrs;
  }

  // the distinct option lists of drop-downs (a page repeats the same sizes, countries, quantities)
  const optionLists = [];
  const optionIds = new Map();  // the labels joined by newlines -> index in optionLists
  function optionList(labels) {
    const key = labels.join("\n");
    let index = optionIds.get(key);
    if (index === undefined) { index = optionLists.push(labels) - 1; optionIds.set(key, index); }
    return index;
  }

  const NO_ATTRS = {};
  function stateOf(el, tag, item, attrs, flags) {
    const aria = attrs || NO_ATTRS;
    if (tag === "SELECT") {
      const options = el.options, n = options.length, labels = new Array(n);
      for (let i = 0; i < n; i++) labels[i] = cut(clean(options[i].label), 80);
      item.options = optionList(labels);
      item.value = el.multiple ? Array.from(el.selectedOptions, (o) => clean(o.label)).join(", ")
        : el.selectedIndex >= 0 ? clean(options[el.selectedIndex].label) : "";
    } else if (tag === "INPUT" || tag === "TEXTAREA") {
      const t = el.type;
      if (t === "checkbox" || t === "radio") item.checked = el.checked;
      else if (t !== "password" && el.value) item.value = cut(el.value, 200);
    } else if (el.isContentEditable) {
      const v = clean(el.textContent);
      if (v) item.value = cut(v, 200);
    }
    const ac = aria["aria-checked"];
    if (ac !== undefined && item.checked === undefined) item.checked = ac === "true";
    const as = aria["aria-selected"];
    if (as !== undefined) item.selected = as === "true";
    else if (tag === "OPTION") item.selected = el.selected;
    const ae = aria["aria-expanded"];
    if (ae !== undefined) item.expanded = ae === "true";
    else if (tag === "SUMMARY" && el.parentElement && el.parentElement.tagName === "DETAILS") item.expanded = el.parentElement.open;
    // (el.disabled is the element's own attribute; :disabled, dearer, also sees a disabled fieldset around it)
    if (((FIELD.has(tag) || tag === "BUTTON") && (el.disabled || (flags & 8 && el.matches(":disabled"))))
        || aria["aria-disabled"] === "true") item.disabled = true;
    if (el.required || aria["aria-required"] === "true") item.required = true;
    if (el.placeholder) item.placeholder = cut(el.placeholder, 200);
  }

  function viewOf(frame) {
    // the frame's scroll position and viewport, read once per frame
    if (!frame.view) {
      const win = frame.doc.defaultView;
      frame.view = { scrollX: win.scrollX, scrollY: win.scrollY, width: win.innerWidth, height: win.innerHeight };
    }
    return frame.view;
  }

  // Shared strings go once: `paths` holds [index of the parent's entry or -1, own step] for the parents
  // of kept elements and their ancestors, `contexts` the distinct contexts (without the heading: an
  // element names its heading by index), `kinds` the distinct [tag, role] pairs.
  const paths = [];
  function pathIndex(scope) {
    if (scope.index < 0) scope.index = paths.push([scope.up ? pathIndex(scope.up) : -1, scope.step]) - 1;
    return scope.index;
  }

  const contexts = [];
  const contextIds = new Map();  // scope ctx -> index in contexts, or -1
  function contextIndex(ctx) {
    let index = contextIds.get(ctx);
    if (index === undefined) {
      const out = contextOut(ctx);
      index = out ? contexts.push(out) - 1 : -1;
      contextIds.set(ctx, index);
    }
    return index;
  }

  const kinds = [];
  const kindIds = new Map();  // tag -> Map(role -> index in kinds)
  function kindOf(tag, role) {
    let byRole = kindIds.get(tag);
    if (!byRole) { byRole = new Map(); kindIds.set(tag, byRole); }
    let index = byRole.get(role);
    if (index === undefined) { index = kinds.push([tag, role]) - 1; byRole.set(role, index); }
    return index;
  }

  // One element on the wire, read by snapshot.py:
  // [kind, name, path, step, flags, x, y, width, height, context, heading, attrs, extra]
  // kind: index in `kinds` of its [tag, role]; path: index in `paths` of the parent; step: the element's
  // own xpath step, or n for the step /tag[n] of an HTML element; flags: 1 visible, 2 interactive, 4 top,
  // 8 in the viewport; the box in whole CSS pixels; context: index in `contexts` or -1; heading: index in
  // `elements` of the heading above it, or -1; attrs: see attrsOf(), or 0; extra: an object of the fields
  // that differ from their defaults (text, label, frame, value, options: index in `options`, states,
  // group: the words of the line or card around a control), or 0.
  // the element that has the keyboard's focus, inside open shadow roots too ("Replace its text with ...")
  let focusedElement = document.activeElement;
  while (focusedElement && focusedElement.shadowRoot && focusedElement.shadowRoot.activeElement) {
    focusedElement = focusedElement.shadowRoot.activeElement;
  }

  function describe(entry, pageView) {
    // (indexed: destructuring would make an iterator result per field)
    const el = entry[0], role = entry[1], interactive = entry[2], scope = entry[3], step = entry[4],
      heading = entry[5], flags = entry[6], shown = entry[7];
    const tag = el.tagName, frame = scope.frame, view = viewOf(frame);
    const rect = el.getBoundingClientRect();
    let visible = isVisible(el, rect, shown, flags, view);
    if (!visible && !(flags & 1) && (el.type === "checkbox" || el.type === "radio")) visible = labelShows(el);
    const vw = view.width, vh = view.height;
    const x = rect.left + frame.origin[0], y = rect.top + frame.origin[1];
    const name = cut(accessibleName(el, role), 200);
    const extra = {};
    if (!FIELD.has(tag)) {
      const text = cut(textOf(el), 200);
      // text equal to the name is left out and filled in by snapshot.py
      if (text !== name) extra.text = text;
      if (role === "heading" && el.querySelector(HEADING_CONTROLS)) {
        const title = cut(titleOf(el), 200);
        if (title && title !== name) extra.title = title;
      }
    } else {
      const label = cut(labelText(el), 200);
      if (label !== name) extra.label = label;
    }
    if (frame.id) extra.frame = frame.id;
    if (el === focusedElement) extra.focused = 1;
    if (role === "link" && drawnAsButton(el)) extra.boxed = 1;
    const group = interactive ? groupOf(el, scope.ctx, heading) || (FIELD.has(tag) ? captionOf(el) : "") : "";
    if (group && group !== name) {
      extra.group = group;
      const key = groupHost ? groupKey(groupHost) : "";
      if (key && key !== group) extra.group_key = key;
    }
    if (interactive && scope.ctx.row) {
      const column = columnOf(el, scope.ctx.row);
      if (column && column !== name) extra.column = column;
    }
    if (interactive && (tag === "TR" || role === "row")) {
      // a row that is clicked to open its record is keyed as the controls in it are: "Desk Lamp" is the row of
      // Desk Lamp, not that of "Desk Lamp Pro"
      const key = rowKey(el);
      if (key && key !== name) extra.row_key = key;
    }
    let attrs = attrsOf(el, name);
    if (interactive && (!name || !el.textContent.trim())) {
      // a control with no name of its own (an icon button "destroy"), or one that shows no words (its icon's label
      // says its state: "unstarred"): its classes, and its icon's ("fa-ellipsis-v", "anticon-star"), are words it has
      const icon = el.querySelector("[class]");
      // a ligature icon named by an attribute (Material icons in Directus: <i data-icon="arrow_back">), as an icon
      // font's class
      const glyph = el.querySelector("[data-icon]");
      const words = [typeof el.className === "string" ? el.className : "", icon ? icon.getAttribute("class") : "",
        glyph ? "icon-" + glyph.getAttribute("data-icon").replace(/_/g, "-") : ""].join(" ").trim();
      if (words) { attrs = attrs || {}; attrs["class"] = cut(words, 100); }
    }
    // a field that takes no typing (a picker's field: a click opens its list of choices) says so
    if ((tag === "INPUT" || tag === "TEXTAREA") && el.readOnly) { attrs = attrs || {}; attrs.readonly = "readonly"; }
    stateOf(el, tag, extra, attrs, flags);
    const onScreen = rect.right > 0 && rect.bottom > 0 && rect.left < vw && rect.top < vh;
    const top = visible
      && (!onScreen || !mayBeCovered(el, rect, frame, scope.clip) || isTop(el, rect, frame.doc, vw, vh));
    const inViewport = rect.bottom >= -margin && rect.right >= -margin && rect.top <= vh + margin && rect.left <= vw + margin
      && y + rect.height >= -margin && x + rect.width >= -margin && y <= pageView[1] + margin && x <= pageView[0] + margin;
    let any = false;
    for (const key in extra) { any = true; break; }
    return [kindOf(el.localName, role), name, pathIndex(scope), step,
      (visible ? 1 : 0) | (interactive ? 2 : 0) | (top ? 4 : 0) | (inViewport ? 8 : 0),
      Math.round(x), Math.round(y), Math.round(rect.width), Math.round(rect.height), contextIndex(scope.ctx),
      heading ? headingIds.get(heading) : -1, attrs || 0, any ? extra : 0];
  }

  const rootFrame = newFrame(opts.frameId || "", document, opts.offset || [0, 0]);
  walk(document.documentElement, "/html[1]", rootScope(rootFrame));
  const pageView = opts.viewport || [window.innerWidth, window.innerHeight];
  for (let i = 0; i < found.length; i++) if (found[i][2] && found[i][1] !== "link") controls.add(found[i][0]);
  // A large page's rows go out in batches through the binding opts.emit while later ones are described, so
  // that Python reads them meanwhile: the evaluation stays one synchronous read of the page. A batch holds
  // its rows and the table entries added since the batch before; the result is the last batch.
  const emit = opts.emit && typeof window[opts.emit] === "function" ? window[opts.emit] : null;
  const sent = [0, 0, 0, 0];
  function batch(rows) {
    const out = { id: opts.id, elements: rows, kinds: kinds.slice(sent[0]), paths: paths.slice(sent[1]),
      contexts: contexts.slice(sent[2]), options: optionLists.slice(sent[3]) };
    sent[0] = kinds.length; sent[1] = paths.length; sent[2] = contexts.length; sent[3] = optionLists.length;
    return out;
  }
  let rows = [], batches = 0;
  for (let i = 0; i < found.length; i++) {
    rows.push(describe(found[i], pageView));
    // (the rest, when it is less than half a batch, goes with the result)
    if (emit && rows.length === BATCH && found.length - i > BATCH / 2) {
      emit(JSON.stringify(batch(rows)));
      rows = [];
      batches++;
    }
  }
  const last = batch(rows);
  Object.assign(last, { title: document.title, viewport: [window.innerWidth, window.innerHeight],
    covered: covered, remote: remote, batches: batches });
  return JSON.stringify(last);
}
