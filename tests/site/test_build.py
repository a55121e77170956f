"""End to end: the real project through the whole pipeline and a strict MkDocs build."""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

import pytest
import yaml

from conftest import ROOT, twohg_elsewhere
from twohg import files
from twohg.cli import main
from twohg.graph.assembly import Graph
from twohg.ingest.catalogue import LANGUAGES
from twohg.ingest.corpus import Corpus
from twohg.problems import InputError
from twohg.profiles import LABELS
from twohg.site.build import SiteBuildError, build_site
from twohg.site.facts import later_editions
from twohg.site.pages.sources import is_archive_edition

HOME_PAGES = ("index.html", "es/index.html", "fr/index.html", "ja/index.html")


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes, keyed by relative path."""
    return {path.relative_to(folder).as_posix(): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def test_build_is_byte_for_byte_reproducible(mini_root: Path, mini_site: Path, tmp_path: Path) -> None:
    # Built again, in a process of its own under another hash seed, time zone and locale, from a copy of the
    # project in another folder. The mini corpus has every kind of page; the real graph's independence of these
    # is checked on its JSON (test_graph_is_deterministic) and the real pages are pinned by their golden files.
    # The command's exit status and message are test_build_gives_every_language_and_the_api's (which reads
    # `mini_site`, the site this build must equal).
    again = tmp_path / "again"
    done = twohg_elsewhere("--root", str(mini_root), "build", "--site-dir", str(again))
    assert done.returncode == 0, done.stderr
    assert f"built {again}" in done.stdout
    one, two = snapshot(mini_site), snapshot(again)
    assert sorted(one) == sorted(two)
    different = [name for name in one if one[name] != two[name]]
    assert different == []


def test_each_language_has_its_home_page(built_site: Path) -> None:
    for page in HOME_PAGES:
        assert (built_site / page).is_file(), page
    for language in LANGUAGES:
        prefix = "" if language == "en" else f"{language}/"
        html = (built_site / f"{prefix}index.html").read_text(encoding="utf-8")
        assert f'<html lang="{language}"' in html


def test_later_editions_are_said_once_per_page_family_not_under_every_rule(built_site: Path, real_graph: Graph) -> None:
    # The archive lists editions later than the newest file it holds: the home page, the timeline and the newest
    # edition's page say so in each language, with their dates; a rule page and an older edition's page do not.
    # A person compared their 2HG sections with the newest edition held (rules_src/missing-editions.yaml): the
    # notice says they are the same, as an information, not a warning.
    later = later_editions(real_graph)
    assert later, "the archive lists no later edition: this test reads nothing"
    assert {m.two_headed for m in real_graph.missing_editions or ()} == {"same"}
    newest, older = real_graph.lineage.editions[-1], real_graph.lineage.editions[-2]
    for language in LANGUAGES:
        prefix = "" if language == "en" else f"{language}/"
        said = LABELS[language]["later_title_same"]
        same = LABELS[language]["later_same"].format(sections="805 / 810", date=newest.removeprefix("cr-en-"))

        def article(page: str, prefix: str = prefix) -> str:
            text = (built_site / prefix / page / "index.html").read_text(encoding="utf-8")
            return text[text.index("<article") : text.index("</article>")]

        for page in ("", "editions", f"editions/{newest}"):
            shown = article(page)
            assert shown.count(said) == 1 and all(date in shown for date in later), (language, page)
            text = " ".join(html.unescape(re.sub(r"<[^>]+>", "", shown)).split())
            assert same in text and "admonition info" in shown, (language, page)
        for page in (f"editions/{older}", "rules/810.4", "rules/805.10a"):
            assert said not in article(page) and later[0] not in article(page), (language, page)


def test_every_source_has_a_reading_or_edition_page_in_every_language(built_site: Path, corpus: Corpus) -> None:
    for language in LANGUAGES:
        prefix = built_site if language == "en" else built_site / language
        index = (prefix / "sources" / "index.html").read_text(encoding="utf-8")
        for loaded in corpus.sources:
            source_id = loaded.entry.id
            if is_archive_edition(loaded):
                assert (prefix / "editions" / source_id / "index.html").is_file(), (language, source_id)
                assert f'href="../editions/{source_id}/"' in index, (language, source_id)
                assert not (prefix / "sources" / source_id).exists(), (language, source_id)
            else:
                assert (prefix / "sources" / source_id / "index.html").is_file(), (language, source_id)
                assert f'href="{source_id}/"' in index, (language, source_id)


def test_every_rule_number_has_a_page_in_every_language(built_site: Path, real_graph: Graph) -> None:
    for language in LANGUAGES:
        prefix = built_site if language == "en" else built_site / language
        for node in real_graph.nodes:
            page = prefix / "rules" / node.id / "index.html"
            assert page.is_file(), (language, node.id)
        html = (prefix / "rules" / "810.7c" / "index.html").read_text(encoding="utf-8")
        assert f'<html lang="{language}"' in html


def test_rule_pages_stay_small(built_site: Path) -> None:
    sizes = {path: path.stat().st_size for path in (built_site).rglob("rules/*/index.html")}
    assert sizes
    assert max(sizes.values()) <= 150_000, max(sizes, key=sizes.__getitem__)


def test_section_anchors_are_the_same_in_every_language(built_site: Path) -> None:
    anchors = {}
    for language in LANGUAGES:
        prefix = built_site if language == "en" else built_site / language
        html = (prefix / "sections" / "810" / "index.html").read_text(encoding="utf-8")
        anchors[language] = set(re.findall(r'id="(r-810-[0-9a-z-]+)"', html))
    assert "r-810-1" in anchors["en"]
    assert all(found == anchors["en"] for found in anchors.values())


def test_the_sitemap_and_canonical_addresses_come_from_site_url(built_site: Path) -> None:
    config = yaml.compose((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    assert config is not None
    site_url = next(value.value for key, value in config.value if key.value == "site_url")
    sitemap = (built_site / "sitemap.xml").read_text(encoding="utf-8")
    assert f"<loc>{site_url}rules/810.4/</loc>" in sitemap
    assert f'hreflang="ja" href="{site_url}ja/rules/810.4/"' in sitemap
    page = (built_site / "es" / "rules" / "810.4" / "index.html").read_text(encoding="utf-8")
    assert f'<link rel="canonical" href="{site_url}es/rules/810.4/">' in page
    # Links between pages stay relative: a copy of the site works from any host or folder.
    assert 'href="../../sections/"' in page


def test_built_pages_load_nothing_from_other_hosts(built_site: Path) -> None:
    import re

    tag = re.compile(r"<(?:link|script|img|iframe|source|video|audio|embed|object)\b[^>]*>", re.IGNORECASE)
    remote = re.compile(r"""\b(?:src|href)\s*=\s*["']?\s*(?:https?:)?//""", re.IGNORECASE)
    canonical = re.compile(r"""^<link rel="canonical" """)  # the page's public address: never fetched
    for page in built_site.rglob("*.html"):
        for match in tag.finditer(page.read_text(encoding="utf-8")):
            assert canonical.match(match.group()) or not remote.search(match.group()), (page, match.group())


def _prebuilt(previous: Path, tmp_path: Path) -> Path:
    site = tmp_path / "out" / "site"
    shutil.copytree(previous, site)
    return site


def _no_leftovers(site: Path) -> None:
    assert sorted(path.name for path in site.parent.iterdir()) == [site.name]


def test_a_broken_catalogue_fails_and_leaves_the_site_untouched(
    mini_site: Path, mini_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The mini corpus' catalogue is read by the same code as the real one's, and its site is a previous build
    # like the real one (a copy of 550 files to compare, not of 11,000).
    site = _prebuilt(mini_site, tmp_path)
    before = snapshot(site)
    catalogue = mini_root / "rules_src" / "sources.yaml"
    catalogue.write_text(
        catalogue.read_text(encoding="utf-8").replace("language: es", "language: xx", 1), encoding="utf-8"
    )
    with pytest.raises(InputError) as caught:
        build_site(mini_root, site)
    assert any("unknown language 'xx'" in problem.message for problem in caught.value.problems)
    assert main(["--root", str(mini_root), "build", "--site-dir", str(site)]) == 1
    assert "rules_src/sources.yaml:" in capsys.readouterr().err
    assert snapshot(site) == before
    _no_leftovers(site)


def test_mkdocs_warnings_fail_the_build_and_leave_the_site_untouched(
    mini_site: Path, mini_root: Path, tmp_path: Path
) -> None:
    # The mini corpus fails at the same MkDocs stage as the real one would, in a fraction of the time; its
    # previous build is the one left untouched.
    site = _prebuilt(mini_site, tmp_path)
    before = snapshot(site)
    (mini_root / "docs" / "broken.md").write_text("# Broken\n\n[nowhere](missing.md)\n", encoding="utf-8")
    with pytest.raises(SiteBuildError) as caught:
        build_site(mini_root, site)
    broken = [p for p in caught.value.problems if "missing.md" in p.message]
    assert broken and (broken[0].file, broken[0].line) == ("docs/broken.md", 3)  # the page and line of the link
    assert all("\n" not in p.message for p in caught.value.problems)
    assert snapshot(site) == before
    _no_leftovers(site)


def test_extra_files_are_added_and_may_not_replace_built_files(
    mini_root: Path, mini_site: Path, tmp_path: Path
) -> None:
    # The mini corpus: what is checked is how extra files join a build, not the real rules (two builds).
    site = _prebuilt(mini_site, tmp_path)
    before = snapshot(site)
    with pytest.raises(ValueError):
        build_site(mini_root, site, {"../escape.json": "{}"})
    with pytest.raises(FileExistsError):
        build_site(mini_root, site, {"index.html": "replaced"})
    assert snapshot(site) == before
    _no_leftovers(site)
    build_site(mini_root, site, {"extra/notes.txt": "text\n", "extra/deep/data.json": b'{"n": 1}'})
    after = snapshot(site)
    assert after.pop("extra/notes.txt") == b"text\n"
    assert after.pop("extra/deep/data.json") == b'{"n": 1}'
    # The manifest of what the build wrote lists the extra files too.
    assert b'"extra/notes.txt": ' in after.pop(files.SITE_MARKER) and files.SITE_MARKER in before
    before.pop(files.SITE_MARKER)
    assert after == before
    _no_leftovers(site)
