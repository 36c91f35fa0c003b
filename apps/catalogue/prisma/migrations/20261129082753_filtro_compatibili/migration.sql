-- The home's "Solo compatibili" (issue 33, docs/rules.md §3.14): the cars of the buyer's marca and modello within the
-- years, or with the buyer's engine code (auto_codice_motore_norm_idx serves that half).

-- chiaveNome of @ricambiamo/contracts in SQL: accents, case and any run of other characters than letters and digits
-- ignored ("Citroën C-Elysée" is "citroen c elysee"). The search compares the column's key with the key the app
-- computed with chiaveNome, so the two must agree; a test holds them to it on tricky names. unaccent is only STABLE,
-- as its dictionary could be changed or found on another search_path: named here by schema, it is as fixed as the
-- function, which an index needs. Where the two differ: letters that are no accented letter in Unicode (ß, æ, ø, ł),
-- which unaccent spells out (ss, ae, o, l) and chiaveNome keeps, so a name written with them would be left out.
CREATE FUNCTION chiave_nome(nome text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, nome)), '[^[:alnum:]]+', ' ', 'g'));

-- The model's half of the filter: the names' keys equal, the years a range.
CREATE INDEX auto_chiave_marca_modello_anno_idx ON auto (chiave_nome(marca), chiave_nome(modello), anno);
