import {
  CATALOGO_RICAMBI,
  codiceInternoField,
  inserzioneSchema,
  MESSAGGI_IMPORTAZIONE,
  MESSAGGI_INSERZIONE,
  type ErroreRigaDto,
  type Inserzione,
  type NomeRicambio,
} from '@ricambiamo/contracts';
import type { z } from 'zod';
import { carburante, euroInCentesimi, grado, intero, testoOppureNull, testoOppureNulla } from './celle';
import {
  CAMPI_RICAMBIO,
  COLONNE,
  COLONNE_AUTO,
  COLONNE_FOTO,
  colonnaDi,
  colonnaRicambio,
  type CampoAuto,
  type CampoRicambio,
} from './colonne';
import type { RigaFoglio } from './lettura';

/** A listing as a row describes it: createListingRequest's content, without the photos (the sheet names files, not keys). */
export type InserzioneImportata = Omit<Inserzione, 'immagini'>;
export type RicambioImportato = InserzioneImportata['ricambi'][number];

/** A photo the row names, with the column it is in, where an error about it belongs. */
export interface FotoRiga {
  nome: string;
  colonna: string;
}

export interface RigaValida {
  valida: true;
  riga: number;
  codiceInterno: string;
  /** "Fiat Punto 2012", as the seller will recognise the car. */
  titolo: string;
  inserzione: InserzioneImportata;
  /** In the order of the columns, empty columns skipped. */
  foto: FotoRiga[];
}

export interface RigaConErrori {
  valida: false;
  riga: number;
  /** The code when it is valid itself, so the car is still recognised (and never taken for one to remove). */
  codiceInterno: string | null;
  titolo: string;
  errori: ErroreRigaDto[];
  /** The VIN as the row writes it, upper-cased: whether its shape is an error depends on the car it matches. */
  numeroTelaio: string | null;
}

export type RigaInterpretata = RigaValida | RigaConErrori;

/**
 * The VIN is read apart: one without a VIN's shape (17 characters, no I, O, Q) is refused on a new car, but a car
 * published before the shape was checked keeps the one it has, which its export writes back (anteprima).
 */
const schemaRiga = inserzioneSchema.omit({ immagini: true, numeroTelaio: true });

/** Every text the form's rules can answer: any other message of the schema is zod's own English, never shown. */
const MESSAGGI_MODULO = new Set<string>(Object.values(MESSAGGI_INSERZIONE));

const COLONNA_PRIMO_PREZZO = colonnaRicambio(CATALOGO_RICAMBI[0], 'prezzoCentesimi');

/** Reading the headers once per sheet, not once per row: which cell holds each template column. */
const indici = new WeakMap<readonly string[], Map<string, number>>();
function indiceDi(intestazioni: readonly string[]): Map<string, number> {
  let indice = indici.get(intestazioni);
  if (!indice) {
    indice = new Map();
    for (const [i, intestazione] of intestazioni.entries()) {
      const colonna = colonnaDi(intestazione);
      if (colonna && !indice.has(colonna)) indice.set(colonna, i);
    }
    indici.set(intestazioni, indice);
  }
  return indice;
}

/**
 * A row into the listing it describes, checked by the form's own schema so that each error carries the form's Italian
 * message, under the column it comes from. Whether its photos exist and whether the car is new is the preview's to say.
 */
export function interpretaRiga(intestazioni: readonly string[], { riga, celle }: RigaFoglio): RigaInterpretata {
  const indice = indiceDi(intestazioni);
  const cella = (colonna: string): string => {
    const i = indice.get(colonna);
    return i === undefined ? '' : (celle[i] ?? '');
  };
  const auto = (campo: CampoAuto) => cella(COLONNE_AUTO[campo]);
  const titolo = [auto('marca'), auto('modello'), auto('anno')].map((t) => t.trim()).filter(Boolean).join(' ');
  const errori: ErroreRigaDto[] = [];
  const errore = (colonna: string | null, messaggio: string) => {
    if (!errori.some((e) => e.colonna === colonna)) errori.push({ riga, colonna, messaggio });
  };

  let codiceInterno: string | null = null;
  if (auto('codiceInterno').trim() === '') errore(COLONNE_AUTO.codiceInterno, MESSAGGI_IMPORTAZIONE.codiceObbligatorio);
  else {
    const codice = codiceInternoField.safeParse(auto('codiceInterno'));
    if (codice.success) codiceInterno = codice.data;
    else errore(COLONNE_AUTO.codiceInterno, MESSAGGI_INSERZIONE.codiceInterno);
  }

  // An empty price means the catalogue part is not offered, whatever else its columns hold.
  const ricambi = CATALOGO_RICAMBI.filter((nome) => cella(colonnaRicambio(nome, 'prezzoCentesimi')).trim() !== '').map((nome) => {
    const campo = (c: CampoRicambio) => cella(colonnaRicambio(nome, c));
    return {
      nome,
      descrizione: testoOppureNull(campo('descrizione')),
      prezzoCentesimi: euroInCentesimi(campo('prezzoCentesimi')),
      spedizioneCentesimi: euroInCentesimi(campo('spedizioneCentesimi')),
      grado: grado(campo('grado')),
      garanziaGiorni: intero(campo('garanziaGiorni')),
      codiceOem: testoOppureNull(campo('codiceOem')),
      // Empty for the parts without the column (colonne.ts campiRicambio).
      codiceCambio: testoOppureNull(campo('codiceCambio')),
    };
  });
  const esito = schemaRiga.safeParse({
    marca: testoOppureNulla(auto('marca')),
    modello: testoOppureNulla(auto('modello')),
    anno: intero(auto('anno')),
    km: intero(auto('km')),
    cv: intero(auto('cv')),
    kw: intero(auto('kw')),
    cilindrata: intero(auto('cilindrata')),
    carburante: carburante(auto('carburante')),
    codiceMotore: testoOppureNull(auto('codiceMotore')),
    descrizione: testoOppureNull(auto('descrizione')),
    ricambi,
  });
  if (!esito.success) {
    for (const issue of esito.error.issues) {
      const messaggio = MESSAGGI_MODULO.has(issue.message) ? issue.message : MESSAGGI_IMPORTAZIONE.valoreNonValido;
      errore(colonnaDelProblema(issue, ricambi), messaggio);
    }
  }

  const foto: FotoRiga[] = [];
  for (const colonna of COLONNE_FOTO) {
    const nome = cella(colonna).trim();
    if (nome === '') continue;
    if (foto.some((f) => f.nome === nome)) errore(colonna, MESSAGGI_INSERZIONE.immagineDuplicata);
    else foto.push({ nome, colonna });
  }

  const numeroTelaio = testoOppureNull(auto('numeroTelaio'))?.toUpperCase() ?? null;
  if (errori.length > 0 || !esito.success || codiceInterno === null) {
    return { valida: false, riga, codiceInterno, titolo, errori: inOrdineDiColonna(errori), numeroTelaio };
  }
  return { valida: true, riga, codiceInterno, titolo, inserzione: { ...esito.data, numeroTelaio }, foto };
}

/** The column a schema issue is about: a car field's, a part field's, or the first price for "no part at all". */
function colonnaDelProblema(issue: z.core.$ZodIssue, ricambi: { nome: NomeRicambio }[]): string | null {
  const [campo, indice, campoRicambio] = issue.path;
  if (campo === 'ricambi') {
    const ricambio = typeof indice === 'number' ? ricambi[indice] : undefined;
    if (ricambio && typeof campoRicambio === 'string' && campoRicambio in CAMPI_RICAMBIO) {
      return colonnaRicambio(ricambio.nome, campoRicambio as CampoRicambio);
    }
    return COLONNA_PRIMO_PREZZO;
  }
  return typeof campo === 'string' && campo in COLONNE_AUTO ? COLONNE_AUTO[campo as CampoAuto] : null;
}

const POSIZIONE = new Map(COLONNE.map((colonna, i) => [colonna, i] as const));

/** In the order of the sheet's columns, as the seller reads the row. */
export const inOrdineDiColonna = (errori: ErroreRigaDto[]): ErroreRigaDto[] => {
  const posizione = (e: ErroreRigaDto) => POSIZIONE.get(e.colonna ?? '') ?? -1;
  return [...errori].sort((a, b) => posizione(a) - posizione(b));
};
