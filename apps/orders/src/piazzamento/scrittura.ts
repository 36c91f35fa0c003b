import type { PoolClient } from 'pg';
import type { LivelloCompatibilita } from '../generated/prisma/client';
import type { OrdineCompleto } from '../ordine/ordine.dto';
import { chiaveVenditore } from '../ordine/venditori-sospesi';
import type { VenditoreLetto } from '../venditore/venditore.repository';

/**
 * The statements of the transaction that writes a placed order, in plain SQL on a client of the service's pool
 * (UnitOfWork.runSql): the hottest write of the marketplace, where Prisma's cost per statement was most of orders' CPU
 * (docs/performance.md#placing-an-order). Rows come back under the Prisma models' field names, so the order reads
 * the same as one read through Prisma.
 */

export interface NuovoOrdine {
  id: string;
  codice: string;
  acquirenteId: string;
  venditoreId: string;
  autoId: string;
  totaleCentesimi: number;
  scadenzaPagamento: Date;
  causale: string;
  impronta: string;
  nome: string;
  email: string;
  telefono: string;
  indirizzo: string;
  citta: string;
  cap: string;
  provincia: string;
  ragioneSociale: string | null;
  partitaIva: string | null;
  codiceFiscale: string | null;
  pec: string | null;
  codiceSdi: string | null;
  officinaRagioneSociale: string | null;
  officinaPartitaIva: string | null;
  officinaRegistro: string | null;
  note: string | null;
  ricambi: {
    ricambioId: string;
    nome: string;
    descrizione: string | null;
    prezzoCentesimi: number;
    spedizioneCentesimi: number;
    compatibilitaLivello: LivelloCompatibilita | null;
    compatibilitaMotivo: string | null;
  }[];
}

/** What the transaction found once it held the seller's lock. */
export interface Controlli {
  /** The seller was suspended after catalogue reserved the parts. */
  sospeso: boolean;
  /** This request ended the attempt: no other request of it did, and the sweeper did not give it up. */
  concluso: boolean;
  /** The order is already written: a retry came in just after, and opened an attempt anew. */
  esiste: boolean;
}

/** A model's field from its column: every column of these tables is its field in snake case. */
const colonna = (campo: string) => campo.replace(/[A-Z]/g, (lettera) => `_${lettera.toLowerCase()}`);
const campo = (colonna: string) => colonna.replace(/_([a-z])/g, (_, lettera: string) => lettera.toUpperCase());
type Riga = Record<string, unknown>;
const comeModello = <T>(riga: Riga): T => Object.fromEntries(Object.entries(riga).map(([k, v]) => [campo(k), v])) as T;

const CAMPI_ORDINE = [
  ...['id', 'codice', 'acquirenteId', 'venditoreId', 'autoId', 'totaleCentesimi', 'scadenzaPagamento', 'causale', 'impronta'],
  ...['nome', 'email', 'telefono', 'indirizzo', 'citta', 'cap', 'provincia', 'ragioneSociale', 'partitaIva', 'codiceFiscale'],
  ...['pec', 'codiceSdi', 'officinaRagioneSociale', 'officinaPartitaIva', 'officinaRegistro', 'note'],
] as const satisfies readonly Exclude<keyof NuovoOrdine, 'ricambi'>[];

/** The moment of the order, its status and its first step is the last parameter: one moment for all three. */
const INSERISCI_ORDINE = `
  INSERT INTO ordini (${CAMPI_ORDINE.map(colonna).join(', ')}, stato_il, created_at)
  VALUES (${CAMPI_ORDINE.map((_, i) => `$${i + 1}`).join(', ')}, $${CAMPI_ORDINE.length + 1}, $${CAMPI_ORDINE.length + 1})
  RETURNING *`;

const INSERISCI_RICAMBI = `
  INSERT INTO ordini_ricambi (ordine_id, ricambio_id, nome, descrizione, prezzo_centesimi, spedizione_centesimi,
                              compatibilita_livello, compatibilita_motivo)
  SELECT $1::uuid, r.* FROM unnest($2::uuid[], $3::text[], $4::text[], $5::int[], $6::int[], $7::livello_compatibilita[], $8::text[]) AS r
  RETURNING *`;

/**
 * The seller's lock, shared with their other orders and exclusive of a suspension (see chiaveVenditore), then what the
 * transaction must know under it, in one statement after the lock's: a statement sees what was committed when it
 * began, and a suspension may commit while the lock waits. Ending the attempt deletes it unless the sweeper gave it
 * up; a request of the same attempt that ended it first holds its row until it commits, and this one then finds none.
 */
export async function bloccaEControlla(client: PoolClient, venditoreId: string, ordineId: string): Promise<Controlli> {
  await client.query('SELECT pg_advisory_xact_lock_shared(hashtext($1))', [chiaveVenditore(venditoreId)]);
  const { rows } = await client.query<Controlli>(
    `WITH concluso AS (DELETE FROM tentativi WHERE ordine_id = $2::uuid AND NOT abbandonato RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM venditori_sospesi WHERE venditore_id = $1::uuid) AS sospeso,
            EXISTS (SELECT 1 FROM concluso) AS concluso,
            EXISTS (SELECT 1 FROM ordini WHERE id = $2::uuid) AS esiste`,
    [venditoreId, ordineId],
  );
  return rows[0];
}

/** The order pending, its parts and its first step by the buyer, as written, at one moment. */
export async function inserisciOrdine(client: PoolClient, { ricambi, ...nuovo }: NuovoOrdine): Promise<OrdineCompleto> {
  const adesso = new Date();
  const ordine = await client.query<Riga>(INSERISCI_ORDINE, [...CAMPI_ORDINE.map((c) => nuovo[c]), adesso]);
  const righe = await client.query<Riga>(INSERISCI_RICAMBI, [
    nuovo.id,
    ...(['ricambioId', 'nome', 'descrizione', 'prezzoCentesimi', 'spedizioneCentesimi', 'compatibilitaLivello', 'compatibilitaMotivo'] as const).map(
      (c) => ricambi.map((r) => r[c]),
    ),
  ]);
  const passaggio = await client.query<Riga>(
    `INSERT INTO passaggi_stato (id, ordine_id, stato, autore, il) VALUES (gen_random_uuid(), $1::uuid, 'pending', 'acquirente', $2) RETURNING *`,
    [nuovo.id, adesso],
  );
  return {
    ...comeModello<Omit<OrdineCompleto, 'ricambi' | 'cronologia' | 'recesso'>>(ordine.rows[0]),
    ricambi: righe.rows.map((r) => comeModello(r)),
    cronologia: passaggio.rows.map((p) => comeModello(p)),
    recesso: null,
  };
}

/** The order's seller in orders' read model, as VenditoreRepository reads it: undefined until their registration arrives. */
export async function leggiVenditore(client: PoolClient, venditoreId: string): Promise<VenditoreLetto | undefined> {
  const { rows } = await client.query<Riga>('SELECT * FROM venditori WHERE id = $1::uuid', [venditoreId]);
  return rows[0] ? comeModello<VenditoreLetto>(rows[0]) : undefined;
}
