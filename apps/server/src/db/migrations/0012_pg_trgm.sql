-- hand-written: perfsrv
-- Trigram operator classes for the substring-search indexes of the next migration.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
