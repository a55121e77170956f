"""The vendored browser libraries: pinned, complete, licensed, and shipped in the site."""

from __future__ import annotations

import hashlib

from twohg import files
from twohg.site import assets, urls


def test_every_vendored_file_is_the_pinned_one() -> None:
    manifest = assets.manifest()
    assert manifest, "no vendored library"
    for name, library in manifest.items():
        pinned = library["files"]
        assert isinstance(pinned, dict)
        assert any(path.endswith("LICENSE") for path in pinned), f"{name}: no licence file"
        for relative, digest in pinned.items():
            content = files.read_package_text(f"site/vendor/{relative}").encode("utf-8")
            assert hashlib.sha256(content).hexdigest() == digest, relative


def test_mermaid_is_the_pinned_version_under_its_licence() -> None:
    library = assets.manifest()["mermaid"]
    script = files.read_package_text("site/vendor/mermaid/mermaid.min.js")
    assert f'"{library["version"]}"' in script
    assert str(library["version"]).startswith("11."), "mkdocs-material 9.8 drives Mermaid 11"
    assert "MIT License" in files.read_package_text("site/vendor/mermaid/LICENSE")
    # Mermaid is fetched by no page from a CDN: the site holds it where the diagram pages load it.
    assert urls.MERMAID_SCRIPT in assets.site_assets()
