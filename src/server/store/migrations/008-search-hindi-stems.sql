-- Devanagari words by their stem too (issue 24): the index reads titles and text through the
-- 'hindi' configuration instead of 'english'. It is the same English stemmer for words in
-- Latin letters, and Snowball's Hindi stemmer for the rest (विद्यार्थियों and विद्यार्थी are
-- one stem), in PostgreSQL and in PGlite alike. Generated columns cannot change their
-- expression in PostgreSQL 15, so both are made again, and the index on them.
ALTER TABLE search_entry DROP COLUMN words;
ALTER TABLE search_entry DROP COLUMN title_words;
ALTER TABLE search_entry ADD COLUMN words tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('hindi', title), 'A')
  || setweight(to_tsvector('simple', body), 'B') || setweight(to_tsvector('hindi', body), 'B')
) STORED;
ALTER TABLE search_entry ADD COLUMN title_words tsvector GENERATED ALWAYS AS (
  to_tsvector('simple', title) || to_tsvector('hindi', title)
) STORED;
CREATE INDEX search_entry_words ON search_entry USING gin (tenant_id, words);
