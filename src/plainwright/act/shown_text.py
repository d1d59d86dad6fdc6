"""The words a person reads in a part of the page, for the checks that say the page, a row or a section "shows"
something.

The browser's `innerText` is nearly that, with one difference that makes checks pass on words nobody sees: it
lists every option of a drop-down (`<select>`), chosen or not. A status filter offering "Suspended" made "the
row for Alan shows Suspended" and "the page shows Suspended" true whatever Alan's status was. A closed drop-down
shows the option chosen in it, and that is what it reads as here; a list box (`multiple`, or `size` above 1)
shows its options, and keeps them. A field's typed value is no text of the page, as with `innerText`: what a
field holds is checked as its value ("the Name field shows ...").

And a second: `innerText` leaves out what the page's style writes itself, the `content` of a `::before` or
`::after`. A journal that draws "Carris" and "Tram 28 tickets" with a "•" between them from its style read as
"CarrisTram 28 tickets", and neither name was a word of it; Playwright's own text matching reads that content, and
so does this. Only the elements a style rule gives such content are read apart (the rules are looked up once per
script run); icon fonts' private-use characters read as a space.

And a third: `innerText` runs a button's words into the text beside it ("€30Add to basket"); a button reads apart
from its neighbours.

`SHOWN_TEXT` declares `shownText(root, skip)`, to be put at the top of a script run in the page: the text of
`root` as `innerText` reads it, but for the drop-downs and the style's own content, and with the parts matching
the css `skip` left out.
"""

from __future__ import annotations

SHOWN_TEXT = r"""function shownText(root, skip) {
  const drop = (el) => el.tagName === "SELECT" && !el.multiple && el.size <= 1;
  // (looked up once per script run: a check reads many rows and cells with it)
  const written = shownText.written ?? (shownText.written = styleWritten(root.ownerDocument || document));
  const special = "select, button" + (skip ? ", " + skip : "") + (written ? ", " + written : "");
  const pseudo = (el, which) => {
    const content = getComputedStyle(el, which).content;
    const said = content && content !== "none" && content !== "normal"
      ? [...content.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join("") : "";
    return said.replace(/[\uE000-\uF8FF]/g, " ");
  };
  const read = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return "";
    if (skip && node.matches(skip)) return "\n";
    const style = getComputedStyle(node);
    if (style.display === "none") return "";
    if (drop(node)) return " " + (node.selectedIndex >= 0 ? node.options[node.selectedIndex].text : "") + " ";
    // a part with nothing to read otherwise is read by the browser itself: fast, and laid out as it shows
    let inner = node.querySelector(special) ? [...node.childNodes].map(read).join("")
      : node.innerText ?? node.textContent;
    if (written && node.matches(written)) inner = pseudo(node, "::before") + inner + pseudo(node, "::after");
    if (style.display === "table-cell") return inner + "\t";
    // a button's words are apart from the text beside it ("€30" then "Add to basket", not "€30Add to basket")
    if (node.tagName === "BUTTON") return " " + inner + " ";
    return style.display.startsWith("inline") || style.display === "contents" ? inner : "\n" + inner + "\n";
  };
  return read(root);
}
// The elements the page's style rules give ::before or ::after content of their own, as one css selector ("" for
// none): from the rules the document can read (another origin's style sheet cannot be read, and is left out).
function styleWritten(doc) {
  const found = new Set();
  const visit = (rules) => {
    for (const rule of rules) {
      if (rule.cssRules && !(rule instanceof CSSStyleRule)) { visit(rule.cssRules); continue; }
      const text = rule.selectorText || "";
      const content = rule.style && rule.style.content;
      if (!content || /^(none|normal|""|'')$/.test(content) || !/::?(before|after)/.test(text)) continue;
      for (const part of text.split(",")) {
        if (!/::?(before|after)/.test(part)) continue;
        const element = part.replace(/::?(before|after)\b/g, "").trim() || "*";
        try { doc.querySelector(element); found.add(element); } catch (error) { /* not a selector alone */ }
      }
    }
  };
  for (const sheet of doc.styleSheets) {
    try { visit(sheet.cssRules); } catch (error) { /* another origin's */ }
  }
  return [...found].join(", ");
}"""

# The text of a document's body as a person reads it.
BODY_TEXT = f"() => {{ {SHOWN_TEXT}; return document.body ? shownText(document.body) : ''; }}"
