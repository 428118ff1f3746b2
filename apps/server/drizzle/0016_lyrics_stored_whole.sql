-- Issue 33 item 5 (ADR 059): a session row is stored whole up to 8,160 bytes, so a song of a few KB is
-- no longer compressed on every autosave (pglz took ~10 µs of PostgreSQL's CPU a save, and ~100 µs
-- in PGlite's WebAssembly). Longer rows are still compressed, and moved out of line, as before.
-- Rows already compressed stay so until their next save.
ALTER TABLE "lyric_sessions" SET (toast_tuple_target = 8160);
