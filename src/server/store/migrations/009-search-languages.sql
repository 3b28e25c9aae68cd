-- The search index in the site's languages (issue 24, decision 080): an entry that holds the
-- site's words (a page's title, the section a file is listed in) is written once per language,
-- in that language; an entry of the content's words only is written once, with no language,
-- and found in every language. A search reads its language's entries and the shared ones.
-- The entries are written again at the next start (search-entries' version).
ALTER TABLE search_entry ADD COLUMN locale text;
