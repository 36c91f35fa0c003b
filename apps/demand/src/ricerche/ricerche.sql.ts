import type { Sql } from '@prisma/client/runtime/client';
import { sqltag as sql } from '@prisma/client/runtime/client';
import type { FiltriRicercaSalvata, FrequenzaAvviso, RicercaSalvataDto } from '@ricambiamo/contracts';
import { CORRISPONDENZE_MOSTRATE } from '@ricambiamo/contracts';

export interface RigaRicerca {
  id: string;
  nome: string;
  filtri: FiltriRicercaSalvata;
  frequenza: FrequenzaAvviso;
  attiva: boolean;
  created_at: Date;
  totale: number;
  ultime: { autoId: string; titolo: string; immagine: string | null; trovataIl: string }[];
}

/** The buyer's searches (or the one `ricercaId`), newest first, each with its latest matches and how many it had. */
export const ricercheSql = (acquirenteId: string, ricercaId: string | null = null): Sql => sql`
  SELECT s.id, s.nome, s.filtri, s.frequenza, s.attiva, s.created_at,
         (SELECT count(*)::int FROM corrispondenze c WHERE c.ricerca_id = s.id) AS totale,
         coalesce((SELECT json_agg(json_build_object('autoId', u.auto_id, 'titolo', u.titolo, 'immagine', u.immagine, 'trovataIl', u.trovata_il)
                                   ORDER BY u.trovata_il DESC)
                   FROM (SELECT * FROM corrispondenze c WHERE c.ricerca_id = s.id ORDER BY c.trovata_il DESC LIMIT ${CORRISPONDENZE_MOSTRATE}) u),
                  '[]'::json) AS ultime
  FROM ricerche_salvate s
  WHERE s.acquirente_id = ${acquirenteId}::uuid ${ricercaId === null ? sql`` : sql`AND s.id = ${ricercaId}::uuid`}
  ORDER BY s.created_at DESC, s.id`;

export const toRicercaDto = (r: RigaRicerca): RicercaSalvataDto => ({
  id: r.id,
  nome: r.nome,
  filtri: r.filtri,
  frequenza: r.frequenza,
  attiva: r.attiva,
  createdAt: r.created_at.toISOString(),
  corrispondenze: r.ultime.map((u) => ({ ...u, trovataIl: new Date(u.trovataIl).toISOString() })),
  totaleCorrispondenze: r.totale,
});
