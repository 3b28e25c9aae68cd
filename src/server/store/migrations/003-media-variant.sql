-- Smaller WebP copies of pictures (docs/decisions/028-picture-sizes.md), made when first asked
-- for and kept with their picture: a new import of the picture drops them. No bytes: the
-- picture cannot be made smaller (not a raster picture, unreadable, or the copy is larger).
CREATE TABLE media_variant (
  key text NOT NULL REFERENCES media (key) ON DELETE CASCADE,
  width int NOT NULL,
  size int,
  sha256 text,
  bytes bytea,
  PRIMARY KEY (key, width)
);
