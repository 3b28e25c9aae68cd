-- One row per tenant (an institute), keeping its bundle as imported: the source of export.
CREATE TABLE tenant (
  id text PRIMARY KEY,
  name text NOT NULL,
  primary_host text NOT NULL,
  bundle jsonb NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);

-- Every host a tenant is served on, normalised (lower case, no port, no trailing dot).
CREATE TABLE tenant_host (
  host text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  position int NOT NULL
);
CREATE INDEX tenant_host_tenant ON tenant_host (tenant_id);

-- The read projection of a bundle: each document in the exact shape the API serves, with
-- real columns for what calls filter and order on.
CREATE TABLE doc (
  kind text NOT NULL,
  id text NOT NULL,
  tenant_id text NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  parent_id text,
  parent_key text,
  ref_id text,
  label text,
  position int NOT NULL,
  sort_at timestamptz,
  visible boolean NOT NULL DEFAULT true,
  body jsonb NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX doc_parent ON doc (kind, parent_id, position);
CREATE INDEX doc_tenant ON doc (tenant_id, kind, position);

-- Media files by key. Keys are global: a key belongs to one tenant.
CREATE TABLE media (
  key text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  size int NOT NULL,
  sha256 text NOT NULL,
  bytes bytea NOT NULL
);
CREATE INDEX media_tenant ON media (tenant_id);
CREATE INDEX doc_ref ON doc (kind, ref_id, position);
