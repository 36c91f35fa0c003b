import type { Sql } from '@prisma/client/runtime/client';
import { empty, sqltag as sql } from '@prisma/client/runtime/client';
import type {
  MotivoChiusuraRichiesta,
  NomeRicambio,
  Provincia,
  RichiestaDto,
  RispostaRichiestaDto,
  StatoRichiesta,
} from '@ricambiamo/contracts';
import { TOLLERANZA_ANNI_COMPATIBILITA } from '@ricambiamo/contracts';

export interface RigaRichiesta {
  id: string;
  acquirente_id: string;
  marca: string;
  modello: string;
  anno: number;
  codice_motore: string | null;
  numero_telaio: string | null;
  ricambi: NomeRicambio[];
  testo: string | null;
  codice_oem: string | null;
  prezzo_centesimi: number | null;
  provincia: Provincia;
  citta: string | null;
  stato: StatoRichiesta;
  motivo_chiusura: MotivoChiusuraRichiesta | null;
  scade_il: Date;
  created_at: Date;
  segnalata: boolean;
  risposte: (Omit<RispostaRichiestaDto, 'createdAt'> & { createdAt: string })[];
}

/**
 * Requests with their answers, newest first: those with a listing for everyone, and the caller's own "non disponibile"
 * for the yard that gave it.
 */
export const richiesteSql = (dove: Sql, chi: string | null, limite = 100): Sql => sql`
  SELECT r.id, r.acquirente_id, r.marca, r.modello, r.anno, r.codice_motore, r.numero_telaio, r.ricambi, r.testo, r.codice_oem,
         r.prezzo_centesimi, r.provincia, r.citta, r.stato, r.motivo_chiusura, r.scade_il, r.created_at,
         EXISTS (SELECT 1 FROM segnalazioni_richieste s WHERE s.richiesta_id = r.id AND s.autore_id = ${chi}::uuid) AS segnalata,
         coalesce((SELECT json_agg(json_build_object(
                     'id', x.id, 'tipo', x.tipo, 'venditoreId', x.venditore_id, 'venditore', x.venditore, 'autoId', x.auto_id,
                     'ricambioId', x.ricambio_id, 'nomeRicambio', x.nome_ricambio, 'titolo', x.titolo, 'immagine', x.immagine,
                     'prezzoCentesimi', x.prezzo_centesimi, 'spedizioneCentesimi', x.spedizione_centesimi, 'createdAt', x.created_at)
                     ORDER BY x.created_at)
                   FROM risposte_richieste x
                   WHERE x.richiesta_id = r.id AND (x.tipo = 'inserzione' OR x.venditore_id = ${chi}::uuid)), '[]'::json) AS risposte
  FROM richieste r
  WHERE ${dove}
  ORDER BY r.created_at DESC, r.id
  LIMIT ${limite}`;

/**
 * The open requests a yard's stock can answer (docs/rules.md §3.20): a car of the same make and model within two years,
 * or with the requested engine code, or a part with the requested OEM code.
 */
export const perScortaSql = (venditoreId: string, marcaChiave: string | null, ricambio: string | null): Sql => sql`
  r.stato = 'aperta'
  AND EXISTS (SELECT 1 FROM scorte s WHERE s.venditore_id = ${venditoreId}::uuid AND (
        (s.marca_chiave = r.marca_chiave AND s.modello_chiave = r.modello_chiave
         AND s.anno BETWEEN r.anno - ${TOLLERANZA_ANNI_COMPATIBILITA} AND r.anno + ${TOLLERANZA_ANNI_COMPATIBILITA})
        OR (r.codice_motore_norm IS NOT NULL AND s.codice_motore_norm = r.codice_motore_norm)
        OR (r.codice_oem IS NOT NULL AND r.codice_oem = ANY (s.codici_oem))))
  ${marcaChiave === null ? empty : sql`AND r.marca_chiave = ${marcaChiave}`}
  ${ricambio === null ? empty : sql`AND ${ricambio} = ANY (r.ricambi)`}`;

/** The board as anyone sees it: never a name, the VIN only to the request's own buyer. */
export const toRichiestaDto = (r: RigaRichiesta, chi: string | null): RichiestaDto => ({
  id: r.id,
  marca: r.marca,
  modello: r.modello,
  anno: r.anno,
  codiceMotore: r.codice_motore,
  telaioIndicato: r.numero_telaio !== null,
  numeroTelaio: chi === r.acquirente_id ? r.numero_telaio : null,
  ricambi: r.ricambi,
  testo: r.testo,
  codiceOem: r.codice_oem,
  prezzoCentesimi: r.prezzo_centesimi,
  provincia: r.provincia,
  citta: r.citta,
  stato: r.stato,
  motivoChiusura: r.motivo_chiusura,
  scadeIl: r.scade_il.toISOString(),
  createdAt: r.created_at.toISOString(),
  mia: chi === r.acquirente_id,
  segnalata: r.segnalata,
  risposte: r.risposte.map((x) => ({ ...x, createdAt: new Date(x.createdAt).toISOString() })),
});
