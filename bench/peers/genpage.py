"""Write a page of product cards with about --elements elements, for measuring the peers on a large page.

Each card holds a heading, a line of text, a labelled number input, a select with three options, a button,
a link and a hidden span: 12 elements, 4 of them interactive (input, select, button, link), each with an
accessible name that is unique on the page, so the names the tools list can be compared.
"""

from __future__ import annotations

import argparse
import html
from pathlib import Path

ELEMENTS_PER_CARD = 12  # div, h3, p, label, input, select, 3 x option, button, a, span


def card(i: int) -> str:
    name = html.escape(f"Product {i}")
    return (
        f'<div class="card" id="card-{i}">'
        f"<h3>{name}</h3>"
        f"<p>Sturdy item number {i}, ships in {i % 5 + 1} days.</p>"
        f'<label for="qty-{i}">Quantity for {name}</label>'
        f'<input type="number" id="qty-{i}" min="0" value="1">'
        f'<select aria-label="Size for {name}"><option>Small</option><option>Medium</option>'
        f"<option>Large</option></select>"
        f'<button type="button" onclick="this.textContent=\'Added\'">Add {name} to cart</button>'
        f'<a href="#card-{i}">Details of {name}</a>'
        f"<span hidden>internal sku {i:06d}</span>"
        f"</div>\n"
    )


def page(elements: int) -> str:
    """The whole document; body holds 2 fixed elements (h1, main) plus the cards."""
    cards = max(1, (elements - 2) // ELEMENTS_PER_CARD)
    body = "".join(card(i) for i in range(cards))
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Peers card page</title>'
        "<style>.card{border:1px solid #ccc;margin:4px;padding:4px;display:inline-block;width:220px}</style>"
        f"</head>\n<body><h1>Catalogue of {cards} products</h1><main>\n{body}</main></body></html>\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--elements", type=int, default=2000)
    parser.add_argument("--out", type=Path, required=True, help="file to write, e.g. /tmp/peers/cards.html")
    args = parser.parse_args()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(page(args.elements), encoding="utf-8")
    print(args.out)


if __name__ == "__main__":
    main()
