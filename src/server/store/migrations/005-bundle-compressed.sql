-- A tenant's bundle as imported, gzip-compressed by the server, and the parts of it the
-- disclosure report reads (decision 062): a bundle of twenty years of content is tens of
-- megabytes of JSON, and PGlite's memory, which never shrinks, grew by five times that when
-- it took the bundle as one jsonb value. Rows written before this are moved over when a
-- store is opened (store/tenants.server.ts), leaving the old column empty.
ALTER TABLE tenant ADD COLUMN bundle_gz bytea;
-- Compressed already: TOAST keeps it out of line without trying to compress it again.
ALTER TABLE tenant ALTER COLUMN bundle_gz SET STORAGE EXTERNAL;
ALTER TABLE tenant ADD COLUMN disclosure jsonb;
ALTER TABLE tenant ALTER COLUMN bundle DROP NOT NULL;
