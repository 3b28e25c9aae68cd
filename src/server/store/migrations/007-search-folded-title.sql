-- The typo search reads Devanagari spellings that differ only in a vowel's length or a nasal
-- mark as one word (परीक्षा and परिक्षा; छात्रवृत्ति and छात्रवृत्ती; issue 24): it compares the
-- query and the titles folded, long vowels to short and the chandrabindu to the anusvara. The
-- titles' trigrams are indexed folded, by the expression search.server.ts asks (FOLDED_TITLE).
CREATE INDEX search_entry_title_folded ON search_entry
  USING gin (tenant_id, translate(lower(title), 'ीूईऊँ', 'िुइउं') gin_trgm_ops);
DROP INDEX search_entry_title;
