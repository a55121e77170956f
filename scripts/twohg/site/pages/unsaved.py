"""The page shown offline in place of a page this device has not saved (``unsaved/``).

The service worker (``static/sw.js``) precaches it with the reader's language and serves it, at
the address that was asked for, when the network is gone and that page is in no cache: it says
so in the reader's language and links what does work offline.
"""

from __future__ import annotations

from twohg.ingest.catalogue import LANGUAGES
from twohg.profiles import LABELS
from twohg.site import urls
from twohg.site.markdown import front_matter, inline, link


def render_unsaved(language: str) -> str:
    """The offline page in one language."""
    labels = LABELS[language]
    here = urls.doc(urls.UNSAVED_PATH)

    def to(key: str, path: str) -> str:
        return link(inline(labels[key]), here, urls.doc(path))

    return "\n".join(
        [
            *front_matter(labels["unsaved_title"]),
            f"# {inline(labels['unsaved_title'])}",
            "",
            inline(labels["unsaved_intro"]),
            "",
            # Shown by the service worker, with the link filled, when the page is saved in another language.
            f'<p class="twohg-unsaved-elsewhere" hidden>{inline(labels["unsaved_elsewhere"])} '
            '<a href="#" data-twohg-elsewhere=""></a></p>',
            "",
            inline(labels["unsaved_saved"]),
            "",
            f"- {to('unsaved_rules', urls.SECTIONS_PATH)}",
            f"- {inline(labels['unsaved_search'])}",
            f"- {to('unsaved_short', urls.SHORT_LINKS_PATH)}",
            f"- {to('unsaved_autolink', urls.AUTOLINK_PATH)}",
            f"- {to('unsaved_home', 'index')}",
            "",
        ]
    )


def render_unsaved_pages() -> dict[str, str]:
    """The offline page in every language."""
    return {urls.page_file(urls.UNSAVED_PATH, language): render_unsaved(language) for language in LANGUAGES}
