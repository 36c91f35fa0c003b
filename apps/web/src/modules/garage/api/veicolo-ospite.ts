import { veicoloSchema, type Veicolo, type VeicoloInput } from '@ricambiamo/contracts';

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

/** The vehicle in the stored text, checked with the garage's own schema; null for none or one that no longer reads. */
export function veicoloDaTesto(testo: string | null): Veicolo | null {
  if (testo === null) return null;
  try {
    const esito = veicoloSchema.safeParse(JSON.parse(testo));
    return esito.success ? esito.data : null;
  } catch {
    return null;
  }
}

export const leggiVeicoloOspite = (): Veicolo | null => veicoloDaTesto(testoVeicoloOspite());

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
export function salvaVeicoloOspite(veicolo: VeicoloInput): Veicolo {
  const valido = veicoloSchema.parse(veicolo);
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
