-- Trigram matching for the library's search (substrings of titles and lyrics). PostgreSQL ships it
-- in contrib; embedded PGlite loads the same extension (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
