-- Dated lists newest first, and one year of them (issue 22): a page of 20,000 notices or of one
-- year reads its rows from this index instead of sorting the whole list.
CREATE INDEX doc_parent_newest ON doc (kind, parent_id, sort_at DESC NULLS LAST, position);
