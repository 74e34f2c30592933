-- pg_trgm backs the trigram indexes used by admin search (available in PGlite contrib and PostgreSQL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
