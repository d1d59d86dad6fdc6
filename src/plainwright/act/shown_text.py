"""The words a person reads in a part of the page, for the checks that say the page, a row or a section "shows"
something.

The browser's `innerText` is nearly that, with one difference that makes checks pass on words nobody sees: it
lists every option of a drop-down (`<select>`), chosen or not. A status filter offering "Suspended" made "the
row for Alan shows Suspended" and "the page shows Suspended" true whatever Alan's status was. A closed drop-down
shows the option chosen in it, and that is what it reads as here; a list box (`multiple`, or `size` above 1)
shows its options, and keeps them. A field's typed value is no text of the page, as with `innerText`: what a
field holds is checked as its value ("the Name field shows ...").

`SHOWN_TEXT` declares `shownText(root, skip)`, to be put at the top of a script run in the page: the text of
`root` as `innerText` reads it, but for the drop-downs, and with the parts matching the css `skip` left out.
"""

from __future__ import annotations

SHOWN_TEXT = r"""function shownText(root, skip) {
  const drop = (el) => el.tagName === "SELECT" && !el.multiple && el.size <= 1;
  const special = "select" + (skip ? ", " + skip : "");
  const read = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return "";
    if (skip && node.matches(skip)) return "\n";
    const style = getComputedStyle(node);
    if (style.display === "none") return "";
    if (drop(node)) return " " + (node.selectedIndex >= 0 ? node.options[node.selectedIndex].text : "") + " ";
    // a part with nothing to read otherwise is read by the browser itself: fast, and laid out as it shows
    const inner = node.querySelector(special) ? [...node.childNodes].map(read).join("")
      : node.innerText ?? node.textContent;
    if (style.display === "table-cell") return inner + "\t";
    return style.display.startsWith("inline") || style.display === "contents" ? inner : "\n" + inner + "\n";
  };
  return read(root);
}"""

# The text of a document's body as a person reads it.
BODY_TEXT = f"() => {{ {SHOWN_TEXT}; return document.body ? shownText(document.body) : ''; }}"
