import {
  CATALOGO_RICAMBI,
  COSTO_GETTONI,
  MESSAGGI_IMPORTAZIONE,
  MESSAGGI_INSERZIONE,
  MESSAGGI_VIN,
  VIN_PATTERN,
  type AutoScortaDto,
  type ConteggiAnteprimaDto,
  type ErroreRigaDto,
  type EsitoAnteprima,
  type RicambioDto,
} from '@ricambiamo/contracts';
import { aCapoUniforme } from './celle';
import { campiRicambio, COLONNE_AUTO, COLONNE_FOTO, colonnaRicambio } from './colonne';
import { inOrdineDiColonna, type InserzioneImportata, type RicambioImportato, type RigaInterpretata, type RigaValida } from './riga';

/** A photo of a row that will be new or changed: a key the listing already shows, or a file of the ZIP to upload. */
export interface FotoAnteprima {
  nome: string;
  /** The listing's image this photo already is; null when the ZIP's file is to be uploaded as a new image. */
  chiave: string | null;
}

/** The edit a changed row makes (updateListingRequest without id, photos and key): parts with an id exist already. */
export interface ModificaImportata {
  descrizione: string | null;
  ricambi: (RicambioImportato & { id: string | null })[];
}

export interface RigaAnteprima {
  /** The sheet's row; 0 for a listing to remove, which has none. */
  riga: number;
  codiceInterno: string | null;
  titolo: string;
  esito: EsitoAnteprima;
  /** For a changed car: the headers of the columns that change. */
  campi: string[];
  errori: ErroreRigaDto[];
  /** The listing the row matches (changed, unchanged, removed, or an error on a known car); null for a new car. */
  autoId: string | null;
  /** For a new car: what to create, with `foto` as its photos. */
  inserzione: InserzioneImportata | null;
  /** For a changed car: the edit, with `foto` as its photos. */
  modifica: ModificaImportata | null;
  /** For a new or changed car: its photos in order; empty otherwise. */
  foto: FotoAnteprima[];
}

export interface Anteprima {
  righe: RigaAnteprima[];
  conteggi: ConteggiAnteprimaDto;
  /** COSTO_GETTONI per new and changed car; unchanged, removed and failing rows cost nothing. */
  costoGettoni: number;
}

export interface DatiAnteprima {
  righe: readonly RigaInterpretata[];
  /** The seller's whole stock. */
  scorta: readonly AutoScortaDto[];
  /** Whether the photos' ZIP holds a file of this name. */
  fotoDisponibili: (nome: string) => boolean;
  /** The seller ticked "rimuovi le auto non presenti nel file". */
  rimuovi: boolean;
  /**
   * The key of the listing's image that the ZIP's file of this name already is (the same bytes imported before), or
   * null. Without it every ZIP file named on an existing car counts as a new photo.
   */
  immagineEsistente?: (autoId: string, nome: string) => string | null;
}

/** The car's data, fixed once published (docs/rules.md §3.7): the engine code too, as the form has it. */
const CAMPI_FISSI = ['marca', 'modello', 'anno', 'km', 'cv', 'kw', 'cilindrata', 'codiceMotore', 'carburante', 'numeroTelaio'] as const;

/**
 * What importing the rows would do to the seller's stock, before anything is written or charged. A row matches the
 * listing with its code, or, for a listing without one, with its id (the export writes the id there). A published
 * car's data stay fixed and its reserved or sold parts untouched (docs/rules.md §3.7), as on the edit page.
 */
export function anteprima({ righe, scorta, fotoDisponibili, rimuovi, immagineEsistente }: DatiAnteprima): Anteprima {
  const perCodice = new Map<string, AutoScortaDto>();
  for (const auto of scorta) perCodice.set(auto.codiceInterno ?? auto.id, auto);
  const visti = new Set<string>();
  const trovate = new Set<string>();

  const risultato: RigaAnteprima[] = righe.map((riga) => {
    const errori = riga.valida ? [] : [...riga.errori];
    if (riga.codiceInterno !== null) {
      if (visti.has(riga.codiceInterno)) {
        errori.unshift({ riga: riga.riga, colonna: COLONNE_AUTO.codiceInterno, messaggio: MESSAGGI_IMPORTAZIONE.codiceRipetuto });
      }
      visti.add(riga.codiceInterno);
    }
    const auto = riga.codiceInterno === null ? undefined : perCodice.get(riga.codiceInterno);
    // A matched car stays even when its row fails: an error is never a reason to remove it.
    if (auto) trovate.add(auto.id);
    // A VIN's shape is checked on what the import would write: a published car keeps the VIN it has, whatever its shape.
    const numeroTelaio = riga.valida ? riga.inserzione.numeroTelaio : riga.numeroTelaio;
    if (numeroTelaio !== null && !VIN_PATTERN.test(numeroTelaio) && numeroTelaio !== auto?.numeroTelaio) {
      errori.push({ riga: riga.riga, colonna: COLONNE_AUTO.numeroTelaio, messaggio: MESSAGGI_VIN.formato });
    }
    if (!riga.valida || errori.length > 0) return conErrori(riga, auto, inOrdineDiColonna(errori));
    return auto ? esistente(riga, auto, fotoDisponibili, immagineEsistente) : nuova(riga, fotoDisponibili);
  });

  if (rimuovi) {
    for (const auto of scorta) {
      if (!trovate.has(auto.id)) risultato.push(rimossa(auto));
    }
  }

  const conteggi: ConteggiAnteprimaDto = { nuove: 0, modificate: 0, invariate: 0, rimosse: 0, errori: 0 };
  for (const { esito } of risultato) {
    switch (esito) {
      case 'nuova':
        conteggi.nuove++;
        break;
      case 'modificata':
        conteggi.modificate++;
        break;
      case 'invariata':
        conteggi.invariate++;
        break;
      case 'rimossa':
        conteggi.rimosse++;
        break;
      case 'errore':
        conteggi.errori++;
        break;
    }
  }
  const costoGettoni =
    conteggi.nuove * COSTO_GETTONI.creazioneInserzione + conteggi.modificate * COSTO_GETTONI.modificaInserzione;
  return { righe: risultato, conteggi, costoGettoni };
}

const vuota = (riga: number, codiceInterno: string | null, titolo: string): Omit<RigaAnteprima, 'esito'> => ({
  riga,
  codiceInterno,
  titolo,
  campi: [],
  errori: [],
  autoId: null,
  inserzione: null,
  modifica: null,
  foto: [],
});

const titoloDi = (auto: AutoScortaDto) => `${auto.marca} ${auto.modello} ${auto.anno}`;

function conErrori(riga: RigaInterpretata, auto: AutoScortaDto | undefined, errori: ErroreRigaDto[]): RigaAnteprima {
  return { ...vuota(riga.riga, riga.codiceInterno, riga.titolo), esito: 'errore', errori, autoId: auto?.id ?? null };
}

function rimossa(auto: AutoScortaDto): RigaAnteprima {
  return { ...vuota(0, auto.codiceInterno, titoloDi(auto)), esito: 'rimossa', autoId: auto.id };
}

function nuova(riga: RigaValida, fotoDisponibili: (nome: string) => boolean): RigaAnteprima {
  const errori: ErroreRigaDto[] = riga.foto
    .filter((foto) => !fotoDisponibili(foto.nome))
    .map((foto) => ({ riga: riga.riga, colonna: foto.colonna, messaggio: MESSAGGI_IMPORTAZIONE.fotoMancante(foto.nome) }));
  if (riga.foto.length === 0) errori.push({ riga: riga.riga, colonna: COLONNE_FOTO[0], messaggio: MESSAGGI_INSERZIONE.immagini });
  const base = vuota(riga.riga, riga.codiceInterno, riga.titolo);
  if (errori.length > 0) return { ...base, esito: 'errore', errori };
  return { ...base, esito: 'nuova', inserzione: riga.inserzione, foto: riga.foto.map(({ nome }) => ({ nome, chiave: null })) };
}

function esistente(
  riga: RigaValida,
  auto: AutoScortaDto,
  fotoDisponibili: (nome: string) => boolean,
  immagineEsistente: DatiAnteprima['immagineEsistente'],
): RigaAnteprima {
  const base = { ...vuota(riga.riga, riga.codiceInterno, riga.titolo), autoId: auto.id };
  const { inserzione } = riga;
  const errori: ErroreRigaDto[] = [];

  // `?? null`: a row read before the engine code existed, applied after (an import under way across a release), has none.
  const fissiCambiati = CAMPI_FISSI.filter((campo) => (inserzione[campo] ?? null) !== auto[campo]).map((campo) => COLONNE_AUTO[campo]);
  if (fissiCambiati.length > 0) {
    errori.push({ riga: riga.riga, colonna: fissiCambiati[0], messaggio: MESSAGGI_IMPORTAZIONE.datiFissi(fissiCambiati) });
  }

  // No photo named keeps the car's photos: the sheet's columns cannot say "none", and a listing needs one.
  const foto: FotoAnteprima[] =
    riga.foto.length === 0 ? auto.immagini.map((chiave) => ({ nome: chiave, chiave })) : [];
  for (const { nome, colonna } of riga.foto) {
    const giaUsata = (chiave: string | null) => chiave !== null && foto.some((f) => f.chiave === chiave);
    let chiave: string | null = auto.immagini.includes(nome) ? nome : null;
    if (chiave === null && fotoDisponibili(nome)) {
      const riusata = immagineEsistente?.(auto.id, nome) ?? null;
      chiave = riusata !== null && auto.immagini.includes(riusata) && !giaUsata(riusata) ? riusata : null;
    } else if (chiave === null) {
      errori.push({ riga: riga.riga, colonna, messaggio: MESSAGGI_IMPORTAZIONE.fotoMancante(nome) });
    }
    foto.push({ nome, chiave });
  }
  if (errori.length > 0) return { ...base, esito: 'errore', errori };

  const campi: string[] = [];
  if (inserzione.descrizione !== aCapoUniforme(auto.descrizione)) campi.push(COLONNE_AUTO.descrizione);
  for (let i = 0; i < Math.max(foto.length, auto.immagini.length); i++) {
    const chiave = foto[i]?.chiave;
    if (!chiave || chiave !== auto.immagini[i]) campi.push(COLONNE_FOTO[i]);
  }
  const ricambi: ModificaImportata['ricambi'] = [];
  for (const nome of CATALOGO_RICAMBI) {
    const attuale = auto.ricambi.find((r) => r.nome === nome);
    if (attuale && !attuale.disponibile) {
      // An order holds it: it stays as it is, whatever the row says (the edit rules of docs/rules.md §3.7).
      ricambi.push({ ...datiRicambio(attuale), id: attuale.id });
      continue;
    }
    const richiesto = inserzione.ricambi.find((r) => r.nome === nome);
    for (const campo of campiRicambio(nome)) {
      const valore = attuale?.[campo] ?? null;
      if ((typeof valore === 'string' ? aCapoUniforme(valore) : valore) !== (richiesto?.[campo] ?? null)) {
        campi.push(colonnaRicambio(nome, campo));
      }
    }
    if (richiesto) ricambi.push({ ...richiesto, id: attuale?.id ?? null });
  }

  if (campi.length === 0) return { ...base, esito: 'invariata' };
  return { ...base, esito: 'modificata', campi, modifica: { descrizione: inserzione.descrizione, ricambi }, foto };
}

const datiRicambio = (r: RicambioDto): RicambioImportato => ({
  nome: r.nome,
  descrizione: r.descrizione,
  prezzoCentesimi: r.prezzoCentesimi,
  spedizioneCentesimi: r.spedizioneCentesimi,
  grado: r.grado,
  garanziaGiorni: r.garanziaGiorni,
  codiceOem: r.codiceOem,
  codiceCambio: r.codiceCambio,
});

