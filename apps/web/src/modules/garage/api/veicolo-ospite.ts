import type { Veicolo, VeicoloInput } from '@ricambiamo/contracts';

// The version makes a vehicle written in an older shape read as none, never as one whose fields meant something else.
const CHIAVE = 'ricambiamo:veicolo-ospite:v1';
/** Said in this tab when the vehicle changes; other tabs hear the storage event. */
const EVENTO = 'ricambiamo:veicolo-ospite';

/** Reading `localStorage` itself throws where site data is blocked: there a visitor simply has no vehicle. */
function archivio(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored text as it is, or null: a value that stays equal while nothing changes, as useSyncExternalStore needs. */
export function testoVeicoloOspite(): string | null {
  try {
    return archivio()?.getItem(CHIAVE) ?? null;
  } catch {
    return null;
  }
}

export type SchemaVeicolo = (typeof import('./veicolo-schema'))['veicoloSchema'];

let schemaCaricato: SchemaVeicolo | null = null;

/**
 * The garage's schema, which comes with zod: loaded with the first stored vehicle to check, so a visitor who has none
 * (nearly all on their first page) downloads neither.
 */
export async function caricaSchemaVeicolo(): Promise<SchemaVeicolo> {
  schemaCaricato ??= (await import('./veicolo-schema')).veicoloSchema;
  return schemaCaricato;
}

/** The schema if already loaded: a page that has checked a vehicle once checks the next without waiting. */
export const schemaVeicoloCaricato = (): SchemaVeicolo | null => schemaCaricato;

/** The vehicle in the stored text, checked with the garage's own schema; null for none or one that no longer reads. */
export function veicoloDaTesto(testo: string | null, schema: SchemaVeicolo): Veicolo | null {
  if (testo === null) return null;
  try {
    const esito = schema.safeParse(JSON.parse(testo));
    return esito.success ? esito.data : null;
  } catch {
    return null;
  }
}

export async function leggiVeicoloOspite(): Promise<Veicolo | null> {
  const testo = testoVeicoloOspite();
  return testo === null ? null : veicoloDaTesto(testo, await caricaSchemaVeicolo());
}

function scrivi(testo: string | null): void {
  try {
    if (testo === null) archivio()?.removeItem(CHIAVE);
    else archivio()?.setItem(CHIAVE, testo);
  } catch {
    // Quota or privacy mode: nothing is kept, and the visitor goes on without a vehicle.
  }
  window.dispatchEvent(new Event(EVENTO));
}

/**
 * A visitor's vehicle (docs/rules.md §3.6), kept in this browser until they sign in as a buyer, when it joins their
 * garage (useTrasferisciVeicoloOspite). Checked with the garage's schema: one that fails it throws, and nothing is kept.
 */
export async function salvaVeicoloOspite(veicolo: VeicoloInput): Promise<Veicolo> {
  const valido = (await caricaSchemaVeicolo()).parse(veicolo);
  scrivi(JSON.stringify(valido));
  return valido;
}

export function dimenticaVeicoloOspite(): void {
  scrivi(null);
}

export function iscrivitiVeicoloOspite(avvisa: () => void): () => void {
  const daAltraScheda = (evento: StorageEvent) => {
    if (evento.key === CHIAVE || evento.key === null) avvisa();
  };
  window.addEventListener('storage', daAltraScheda);
  window.addEventListener(EVENTO, avvisa);
  return () => {
    window.removeEventListener('storage', daAltraScheda);
    window.removeEventListener(EVENTO, avvisa);
  };
}
