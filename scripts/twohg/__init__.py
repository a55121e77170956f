"""Two-Headed Giant rules: ingest the sources, align them, and build the reference site."""

__version__ = "0.1.0"
