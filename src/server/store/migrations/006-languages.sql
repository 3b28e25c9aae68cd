-- The languages of a tenant's site (issue 24): the bundle's `languages` setting as imported,
-- null when the bundle has none (English at the plain addresses, all three offered).
ALTER TABLE tenant ADD COLUMN languages jsonb;
