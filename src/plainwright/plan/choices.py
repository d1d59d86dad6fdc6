"""Which option of a drop-down a goal's value names: "Student membership" chooses the option "student",
"genre Fiction" the option "Fiction", "Autor Le Guin" the option "Ursula K. Le Guin", "Land Deutschland" the
option "Germany". A step chooses the option as the page spells it, so that the check after it reads the same words
in the field."""

from __future__ import annotations

from plainwright.plan.labels import fit
from plainwright.plan.world_names import same_place_or_language


def option_for(value: str, options: tuple[str, ...]) -> str | None:
    """The option `value` names: the same text (case aside), else the one option naming the same country or
    language in another language, else the one option whose words include all of the value's, the one with
    fewest other words first; None when no option or more than one fits as well."""
    wanted = value.strip().casefold()
    same = [option for option in options if option.strip().casefold() == wanted]
    if same:
        return same[0]
    translated = [option for option in options if same_place_or_language(value, option)]
    if len(translated) == 1:
        return translated[0]
    fits = sorted(((fit(value, option), option) for option in options if option.strip()),
                  key=lambda pair: pair[0].precision, reverse=True)
    full = [(found, option) for found, option in fits if found.full]
    if not full or (len(full) > 1 and full[1][0].precision == full[0][0].precision):
        return None
    return full[0][1]


def chooses(value: str, shown: str, options: tuple[str, ...]) -> bool:
    """Whether a drop-down showing `shown` has the option `value` names chosen."""
    wanted = option_for(value, options) if options else value
    return wanted is not None and shown.strip().casefold() == wanted.strip().casefold()
