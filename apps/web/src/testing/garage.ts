import { decodificaVin, MASSIMO_VEICOLI_GARAGE, MESSAGGI_GARAGE, verificaVin, type VeicoloInput } from '@ricambiamo/contracts';
import type { VeicoloSalvato } from '../modules/garage/api/veicolo';
import { errore, utenteDemo } from './fake-gateway';

/** What the garage's form and a visitor's storage hold for "Fiat Panda 2012 1.2 benzina 169A4000". */
export const PANDA: VeicoloInput = {
  marca: 'Fiat',
  modello: 'Panda',
  anno: 2012,
  carburante: 'benzina',
  cilindrata: 1242,
  kw: 51,
  codiceMotore: '169A4000',
  numeroTelaio: null,
};

let ultimo = 0;
const nuovoId = () => `9a000000-0000-4000-8000-${String(++ultimo).padStart(12, '0')}`;

/** What identity says of a vehicle's VIN, worked out the same way. */
const letturaVin = ({ numeroTelaio, marca, anno }: Pick<VeicoloSalvato, 'numeroTelaio' | 'marca' | 'anno'>) => ({
  vinMarca: numeroTelaio ? decodificaVin(numeroTelaio).marca : null,
  avvisiVin: numeroTelaio ? verificaVin(numeroTelaio, { marca, anno }) : [],
});

/** A vehicle as identity answers it. */
export function veicoloDemo(override: Partial<Omit<VeicoloSalvato, 'vinMarca' | 'avvisiVin'>> = {}): VeicoloSalvato {
  const veicolo = {
    id: nuovoId(),
    marca: 'Fiat',
    modello: 'Panda',
    anno: 2012,
    carburante: 'benzina' as const,
    cilindrata: 1242,
    kw: 51,
    codiceMotore: '169A4000',
    numeroTelaio: null,
    attivo: false,
    creatoIl: '2026-11-20T09:00:00.000Z',
    ...override,
  };
  return { ...veicolo, ...letturaVin(veicolo) };
}

type Input = Omit<VeicoloSalvato, 'id' | 'attivo' | 'creatoIl' | 'vinMarca' | 'avvisiVin'> & { attivo?: boolean | null; veicoloId?: string };

/**
 * Identity's garage behind the gateway, on in-memory vehicles the test can look at: the first one active, at most 5,
 * removing the active one activating the newest of the others, as the real one does. Answers are copies, as JSON would be.
 */
export function garageFinto(iniziali: VeicoloSalvato[] = []) {
  const stato = { veicoli: iniziali.map((veicolo) => ({ ...veicolo })) };
  const copia = <T>(valore: T): T => JSON.parse(JSON.stringify(valore)) as T;
  const trova = (id: unknown) => stato.veicoli.find((veicolo) => veicolo.id === id);
  const attiva = (id: unknown) => {
    for (const veicolo of stato.veicoli) veicolo.attivo = veicolo.id === id;
  };
  const dati = (input: Input) => ({
    marca: input.marca,
    modello: input.modello,
    anno: input.anno,
    carburante: input.carburante,
    cilindrata: input.cilindrata,
    kw: input.kw,
    codiceMotore: input.codiceMotore?.trim().toUpperCase() || null,
    numeroTelaio: input.numeroTelaio?.trim().toUpperCase() || null,
  });
  const nonTrovato = () => errore('NOT_FOUND', 'Elemento non trovato');
  return {
    stato,
    handlers: {
      MieiVeicoli: () => ({ data: { mieiVeicoli: copia(stato.veicoli) } }),
      AggiungiVeicolo: (variables: Record<string, unknown>) => {
        const input = variables.input as Input;
        if (stato.veicoli.length >= MASSIMO_VEICOLI_GARAGE) return errore('GARAGE_LIMIT_REACHED', MESSAGGI_GARAGE.troppiVeicoli);
        const veicolo = veicoloDemo({ ...dati(input), creatoIl: new Date().toISOString() });
        stato.veicoli.push(veicolo);
        if (stato.veicoli.length === 1 || input.attivo) attiva(veicolo.id);
        return { data: { aggiungiVeicolo: copia(veicolo) } };
      },
      ModificaVeicolo: (variables: Record<string, unknown>) => {
        const input = variables.input as Input;
        const veicolo = trova(input.veicoloId);
        if (!veicolo) return nonTrovato();
        Object.assign(veicolo, dati(input));
        Object.assign(veicolo, letturaVin(veicolo));
        return { data: { modificaVeicolo: copia(veicolo) } };
      },
      AttivaVeicolo: (variables: Record<string, unknown>) => {
        if (!trova(variables.id)) return nonTrovato();
        attiva(variables.id);
        return { data: { attivaVeicolo: copia(stato.veicoli) } };
      },
      EliminaVeicolo: (variables: Record<string, unknown>) => {
        const veicolo = trova(variables.id);
        if (!veicolo) return nonTrovato();
        stato.veicoli = stato.veicoli.filter((v) => v !== veicolo);
        if (veicolo.attivo && stato.veicoli.length > 0) attiva(stato.veicoli.at(-1)?.id);
        return { data: { eliminaVeicolo: copia(stato.veicoli) } };
      },
    },
  };
}

/** A buyer's session restored on load. */
export const sessioneAcquirente = () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: utenteDemo() } } });
