"""The reStructuredText tables of Le Havre's action space and observation vector, made from the
code (``docs/rl.rst`` must hold them verbatim: ``test_le_havre_docs.py``)."""

from __future__ import annotations

import textwrap

from brass_rules.le_havre import rl as lrl


def _list_table(header: tuple[str, ...], widths: str, rows: list[tuple[str, ...]]) -> str:
    lines = [".. list-table::", "   :header-rows: 1", f"   :widths: {widths}", ""]
    for row in (header, *rows):
        for i, cell in enumerate(row):
            lead = "   * - " if i == 0 else "     - "
            wrapped = textwrap.wrap(cell, 90) or [""]
            lines.append(lead + wrapped[0])
            lines += ["       " + more for more in wrapped[1:]]
    return "\n".join(lines)


def action_table() -> str:
    """The table of ids."""
    rows = [
        (f"{r['first']}" if r["first"] == r["last"] else f"{r['first']}-{r['last']}",
         r["kind"], r["meaning"])
        for r in lrl.describe_actions()
    ]  # fmt: skip
    return _list_table(("ids", "kind", "one id per"), "12 14 74", rows)


def field_table() -> str:
    """The table of the observation's fields."""
    rows = [
        (f["name"], str(f["start"]), str(f["size"]), f["meaning"]) for f in lrl.describe_fields()
    ]
    return _list_table(("field", "start", "size", "contents"), "10 8 8 74", rows)


if __name__ == "__main__":
    print(action_table())
    print()
    print(field_table())
