"""The autolinker from the command line: `twohg link` on posts with numbers of every era."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
import yaml

from conftest import REAL_CARDS, real_loaded, run_cli

POST_2008 = "Under 606.6e both players of a team pass together; see rule 606.5 as well.\n"
POST_2010 = "806.10c says the team's life total is set; 810.10 does not exist yet.\n"
POST_2015 = "Per 810.7b a one-shot effect that refers to the defending player... Also see 810.99 and 302.6.\n"

# `twohg link` on the real project reads the session's graph (built once).
pytestmark = pytest.mark.usefixtures("graph_loaded_once")


def _link(capsys: pytest.CaptureFixture[str], tmp_path: Path, post: str, *options: str) -> tuple[int, str, str]:
    path = tmp_path / "post.txt"
    path.write_text(post, encoding="utf-8")
    return run_cli(capsys, "link", str(path), *options)


def test_an_old_number_is_linked_and_says_what_it_is_in_the_newest_edition(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, err = _link(capsys, tmp_path, POST_2008, "--date", "2008-11")
    assert status == 0 and err == ""
    newest = "(in the edition of 2026-04-17: "  # MagicCompRules-en-20260417.txt:3, the newest edition
    # With the post's date (a month: its first day), each link opens the wording the number had then.
    assert f"[606.6e](https://2hg.example/r/606.6e@2008-11-01/) {newest}805.2 / 805.4b / 805.4c / 805.5a)" in out
    assert f"[606.5](https://2hg.example/r/606.5@2008-11-01/) {newest}" in out


def test_the_date_decides_which_meaning_a_number_had(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = _link(capsys, tmp_path, POST_2010, "--date", "2010-03-15", "--format", "bbcode")
    assert status == 0
    assert "[url=https://2hg.example/r/806.10c@2010-03-15/]806.10c[/url] (in the edition of 2026-04-17: 810.9c)" in out
    assert "810.10 does not exist yet" in out  # left as written...
    assert f"{tmp_path / 'post.txt'}:1: 810.10 was not a Two-Headed Giant rule on 2010-03-15" in err  # ...and flagged


def test_numbers_no_edition_had_are_left_alone_and_flagged(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = _link(
        capsys, tmp_path, POST_2015, "--base", "https://2hg.example/", "--format", "html", "--date", "2015-01-10"
    )
    assert status == 0
    # 810.7b was removed on 2018-04-27 (never renumbered): said so, with the rule that covers its topic today.
    assert (
        '<a href="https://2hg.example/r/810.7b@2015-01-10/">810.7b</a> '
        "(removed on 2018-04-27; same topic in the edition of 2026-04-17: 805.10e)"
    ) in out
    assert "Also see 810.99 and 302.6." in out
    lines = err.splitlines()
    assert len(lines) == 2 and all(line.startswith(f"{tmp_path / 'post.txt'}:1: ") for line in lines)
    assert "The nearest numbers: 810.10d, 810.11." in lines[0]


def test_a_number_written_in_capitals_is_linked_whole(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = _link(capsys, tmp_path, "As 810.7C says (and 805.10B), but not 810.7cool.\n", "--date", "2015-01")
    assert status == 0
    assert (
        "[810.7C](https://2hg.example/r/810.7c@2015-01-01/) "
        "(removed on 2018-04-27; same topic in the edition of 2026-04-17: 805.10b)"
    ) in out
    assert "[805.10B](https://2hg.example/r/805.10b/)" not in out  # not a 2HG number in 2015: left alone
    assert "810.7cool" in out and "[810.7" not in out.split("but not", 1)[1]


def test_html_output_escapes_the_post(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = _link(capsys, tmp_path, '<script>alert(1)</script> 810.9c "x" & y\n', "--format", "html")
    assert status == 0
    assert "<script>" not in out and "&lt;script&gt;" in out and "&amp; y" in out
    assert '<a href="https://2hg.example/r/810.9c/">810.9c</a> ' in out  # current under its own number: no note


def test_standard_input_and_a_spanish_post(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"Ver la regla 810.9c.\n")))
    status, out, _ = run_cli(capsys, "link", "-", "--lang", "es")
    assert status == 0 and out == "Ver la regla [810.9c](https://2hg.example/es/r/810.9c/).\n"


def test_links_are_absolute_from_site_url_unless_a_base_is_given(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from conftest import ROOT

    site_url = yaml.compose((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    assert site_url is not None
    configured = next(value.value for key, value in site_url.value if key.value == "site_url")
    assert configured.startswith("https://")
    status, out, _ = _link(capsys, tmp_path, "See 810.9c.\n")
    assert status == 0 and out == f"See [810.9c]({configured.rstrip('/')}/r/810.9c/).\n"
    status, out, _ = _link(capsys, tmp_path, "See 810.9c.\n", "--base", "/2hg/")
    assert status == 0 and out == "See [810.9c](/2hg/r/810.9c/).\n"


def test_a_site_url_that_is_no_address_is_refused_at_its_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, mini_root: Path
) -> None:
    config = mini_root / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    line = text.splitlines().index("site_url: https://2hg.example/") + 1
    config.write_text(text.replace("site_url: https://2hg.example/", "site_url: javascript:alert(1)"), encoding="utf-8")
    post = tmp_path / "post.txt"
    post.write_text("See 810.4.\n", encoding="utf-8")
    status, out, err = run_cli(capsys, "--root", str(mini_root), "link", str(post))
    assert status == 1 and out == ""
    assert err.startswith(f"mkdocs.yml:{line}: site_url: ")


def test_a_post_that_is_not_text_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "post.bin"
    path.write_bytes(b"\xff\xfe\x00bad")
    status, out, err = run_cli(capsys, "link", str(path))
    assert status == 1 and out == ""
    assert err == f"{path}:1: cannot read the post: not a regular UTF-8 text file\n"


def test_a_date_after_the_newest_edition_says_so(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = _link(capsys, tmp_path, "The shared life total is 810.9a.\n", "--date", "2031-05")
    assert status == 0 and "[810.9a](https://2hg.example/r/810.9a@2031-05-01/)" in out
    assert err == (
        f"{tmp_path / 'post.txt'}: --date 2031-05-01 is after the newest edition this site holds (2026-04-17): "
        "numbers are read as of that edition; a newer one may have changed them\n"
    )


@pytest.mark.parametrize("date", ["November 2008", "20081101", "2008-W45-1", "2008-W45", "2008-11-1", "200811"])
def test_a_bad_date_is_a_usage_error(capsys: pytest.CaptureFixture[str], tmp_path: Path, date: str) -> None:
    with pytest.raises(SystemExit) as exit_info:
        _link(capsys, tmp_path, POST_2008, "--date", date)
    assert exit_info.value.code == 2
    assert "not a YYYY-MM or YYYY-MM-DD date" in capsys.readouterr().err


# A forum post with its own links, code and markup around rule numbers: what the post already holds must come
# back byte for byte, and only the numbers in its prose get links.
POST_MARKUP = (
    "Rule 810.4 is the life total. Old thread: https://forum.example/t/810.7c?page=806.10 and www.example.org/810.9\n"
    "[my notes on 810.5](/wiki/810.5) ![diagram](img/810.8a.png) [see][810.2]\n"
    "[810.2]: https://notes.example/810.2\n"
    '<a href="https://x.example/r/810.6">810.6 here</a> <img src="810.11.png" alt="810.11"> <b>810.9c</b>\n'
    "[url=https://y.example/810.7]rule 810.7[/url] [img]https://y.example/810.10.png[/img] [quote=810.3]805.4[/quote]\n"
    "Inline `810.7b` code, then prose 810.7a.\n"
    "```\nrule 810.7d in a fenced block\n```\n"
    "[code]810.10c[/code] and <code>810.10b</code>, then 810.9d.\n"
    "[[810.4]](https://wiki.example/810.4) and https://en.wikipedia.org/wiki/Magic_(game)#810.8b\n"
    "\n    an indented block 810.8c\n\n"
    "Digits of other scripts are no rule number, here as in the page: ٨١٠.٤ and 𝟖𝟏𝟎.𝟒."
)
LEFT_ALONE = [
    "https://forum.example/t/810.7c?page=806.10",
    "www.example.org/810.9",
    "[my notes on 810.5](/wiki/810.5)",
    "![diagram](img/810.8a.png)",
    "[see][810.2]",
    "[810.2]: https://notes.example/810.2",
    '<a href="https://x.example/r/810.6">810.6 here</a>',
    '<img src="810.11.png" alt="810.11">',
    "[url=https://y.example/810.7]rule 810.7[/url]",
    "[img]https://y.example/810.10.png[/img]",
    "[quote=810.3]",
    "`810.7b`",
    "```\nrule 810.7d in a fenced block\n```",
    "[code]810.10c[/code]",
    "[[810.4]](https://wiki.example/810.4)",
    "https://en.wikipedia.org/wiki/Magic_(game)#810.8b",
    "    an indented block 810.8c",
    "<code>810.10b</code>",
]


@pytest.mark.parametrize("fmt", ["markdown", "bbcode"])
def test_the_posts_own_links_code_and_tags_are_left_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fmt: str
) -> None:
    status, out, _ = _link(capsys, tmp_path, POST_MARKUP, "--format", fmt)
    assert status == 0
    for kept in LEFT_ALONE:
        assert kept in out, kept
    linked = {"810.4", "810.9c", "805.4", "810.7a", "810.9d"}
    for number in linked:
        assert f"https://2hg.example/r/{number}/" in out, number
    assert out.count("https://2hg.example/r/") == len(linked)


def test_markup_is_found_in_time_linear_in_the_post() -> None:
    # Openers that never close, brackets and addresses without end, each repeated to a post of 400,000
    # characters: every span is still found in one pass (quadratic matching would take minutes).
    import signal

    from twohg.site.autolink import markup_spans

    def too_slow(*_: object) -> None:
        raise TimeoutError("markup_spans is not linear")

    previous = signal.signal(signal.SIGALRM, too_slow)
    signal.alarm(30)
    try:
        units = ("<a ", "<code>", "`", "[url]", "](", "[x", "<", "https://", "[a](b", "~~~\n", "[[x]", "[", "https://x(")
        for unit in (*units, "www.x(y", "\n    ", "\n\n    x\n"):
            post = (unit + "810.4 ") * (400_000 // (len(unit) + 6))
            assert isinstance(markup_spans(post), list)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


POST_CARDS = (
    "With [[Guttersnipe]] out and [c]Ange de platine[/c] too, see 810.9.\n"
    "`[[Guttersnipe]]` in code, [[Not A Card At All]] and [[Fireball 810.9]] stay; [c][/c] is empty.\n"
)


def test_bracketed_card_names_link_to_their_card_and_the_rest_stays() -> None:
    from twohg.site.autolink import autolink

    resolver = real_loaded()[1].resolver
    known = {"guttersnipe": "guttersnipe", "ange de platine": "platinum-angel"}

    def find_card(name: str) -> str | None:
        return known.get(name.casefold())

    out, found = autolink(POST_CARDS, resolver, base="https://2hg.example/", language="fr", find_card=find_card)
    first, second = out.split("\n")[:2]
    assert first == (
        "With [Guttersnipe](https://2hg.example/fr/cards/view/#guttersnipe) out and "
        "[Ange de platine](https://2hg.example/fr/cards/view/#platinum-angel) too, see "
        "[810.9](https://2hg.example/fr/r/810.9/)."
    )
    # In code, a name the data does not have, and a number inside a name: left as written; the unknown one flagged.
    assert second == POST_CARDS.split("\n")[1]
    problems = [(item.line, item.problem) for item in found if item.problem]
    assert problems == [
        (2, "aucune carte nommée « Not A Card At All » dans les données de cartes : laissé tel quel"),
        (2, "aucune carte nommée « Fireball 810.9 » dans les données de cartes : laissé tel quel"),
    ]
    # Without card data, brackets are prose: only numbers are linked.
    plain, _ = autolink(POST_CARDS, resolver, base="https://2hg.example/")
    assert "[[Guttersnipe]] out" in plain and "[[Fireball [810.9](https://2hg.example/r/810.9/)]]" in plain


@pytest.mark.skipif(not REAL_CARDS.exists(), reason=f"no card data at {REAL_CARDS} (set TWOHG_CARDS)")
def test_twohg_link_finds_the_cards_a_post_names_in_the_card_data(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    post = "Two [[Gutersnipe]] and [c]どぶ潜み[/c]; [[Zzyzx Qwerty]].\n"
    status, out, err = _link(capsys, tmp_path, post, "--cards", str(REAL_CARDS), "--base", "/")
    assert status == 0
    linked = "[Gutersnipe](/cards/view/#guttersnipe) and [どぶ潜み](/cards/view/#guttersnipe)"
    assert out == f"Two {linked}; [[Zzyzx Qwerty]].\n"
    assert err.strip().endswith("post.txt:1: no card named “Zzyzx Qwerty” in the card data: left as written")
