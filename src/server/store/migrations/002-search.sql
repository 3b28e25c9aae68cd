-- Site search (docs/decisions/051-search.md): one row per thing a visitor can find, written
-- in the import's transaction, so a search never sees half an import. pg_trgm finds titles
-- despite small typos; btree_gin lets one index hold the tenant and the words together.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE TABLE search_entry (
  tenant_id text NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  position int NOT NULL,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  href text NOT NULL,
  file_key text,
  sort_at timestamptz,
  -- 'simple' finds every word as written (Devanagari included) and by its beginning;
  -- 'english' finds an English word by its stem (notices, notice).
  words tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('simple', body), 'B') || setweight(to_tsvector('english', body), 'B')
  ) STORED,
  -- The title alone: a result whose title matches ranks above one whose text does.
  title_words tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', title) || to_tsvector('english', title)
  ) STORED,
  PRIMARY KEY (tenant_id, position)
);
CREATE INDEX search_entry_words ON search_entry USING gin (tenant_id, words);
CREATE INDEX search_entry_title ON search_entry USING gin (tenant_id, lower(title) gin_trgm_ops);

-- The version of the entry builder each tenant's entries were made with: a start rebuilds
-- the entries of a tenant imported by an older version.
CREATE TABLE search_state (
  tenant_id text PRIMARY KEY REFERENCES tenant (id) ON DELETE CASCADE,
  version int NOT NULL
)
