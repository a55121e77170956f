"""The site phase: pages, the MkDocs build and the local server."""
