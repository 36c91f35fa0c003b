import { randomUUID } from 'node:crypto';
import type { AutoScortaDto, NomeRicambio, RicambioDto } from '@ricambiamo/contracts';
import { COLONNE } from '../colonne';

/** A stored image key, as the export writes it. */
export const chiave = (): string => `${randomUUID()}.jpg`;

export const ricambio = (nome: NomeRicambio, dati: Partial<RicambioDto> = {}): RicambioDto => ({
  id: randomUUID(),
  nome,
  descrizione: null,
  prezzoCentesimi: 25000,
  spedizioneCentesimi: 4000,
  disponibile: true,
  grado: null,
  garanziaGiorni: 0,
  codiceOem: null,
  codiceCambio: null,
  ...dati,
});

/** A stored part as an edit request names it: with its id, without its availability. */
export const inModifica = (r: RicambioDto) => ({
  id: r.id,
  nome: r.nome,
  descrizione: r.descrizione,
  prezzoCentesimi: r.prezzoCentesimi,
  spedizioneCentesimi: r.spedizioneCentesimi,
  grado: r.grado,
  garanziaGiorni: r.garanziaGiorni,
  codiceOem: r.codiceOem,
  codiceCambio: r.codiceCambio,
});

export const autoScorta = (dati: Partial<AutoScortaDto> = {}): AutoScortaDto => ({
  id: randomUUID(),
  codiceInterno: 'A-1',
  marca: 'Fiat',
  modello: 'Punto',
  anno: 2012,
  km: 120000,
  cv: 69,
  kw: 51,
  cilindrata: 1242,
  carburante: 'benzina',
  codiceMotore: null,
  numeroTelaio: null,
  descrizione: null,
  immagini: [chiave()],
  ricambi: [ricambio('Musata')],
  ...dati,
});

/** A row of the template from its non-empty cells, keyed by header; the rest empty. */
export const celle = (valori: Record<string, string>): string[] => {
  for (const colonna of Object.keys(valori)) if (!COLONNE.includes(colonna)) throw new Error(`not a column: ${colonna}`);
  return COLONNE.map((colonna) => valori[colonna] ?? '');
};

/** A valid new car's cells, which a test changes one at a time. */
export const rigaValida = (valori: Record<string, string> = {}): string[] =>
  celle({
    'codice interno': 'A-1',
    marca: 'Fiat',
    modello: 'Punto',
    anno: '2012',
    km: '120000',
    cv: '69',
    kw: '51',
    cilindrata: '1242',
    carburante: 'benzina',
    'foto 1': 'fronte.jpg',
    'Musata prezzo': '250,00',
    'Musata spedizione': '40,00',
    ...valori,
  });
