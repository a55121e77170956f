"""The ingest phase: catalogue, decoding, parsers, units and inventory: bytes -> typed units."""
