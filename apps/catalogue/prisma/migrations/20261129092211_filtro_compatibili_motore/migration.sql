-- "Solo compatibili" (docs/search.md#solo-compatibili): the model's half of the filter finds the buyer's fuel and cc in
-- the index too. The cars of a model within the years are hundreds in a national catalogue and each fetched from the
-- table cost its row (the bench: 700 rows read for 282 kept, 5 ms a query at 200k cars); those with the buyer's
-- engine are a handful. A buyer who did not give fuel or cc still uses the names and the years.
DROP INDEX auto_chiave_marca_modello_anno_idx;
CREATE INDEX auto_chiave_marca_modello_anno_motore_idx ON auto (chiave_nome(marca), chiave_nome(modello), anno, carburante, cilindrata);
