import {
  CARBURANTI,
  CATALOGO_RICAMBI,
  COSTO_GETTONI,
  formattaNumero,
  GRADI_CONDIZIONE,
  LIMITI_IMPORTAZIONE,
  MAX_IMMAGINI_INSERZIONE,
  RICAMBI_DI_SICUREZZA,
} from '@ricambiamo/contracts';
import { nuovaCartella } from './cartella';
import { COLONNE, COLONNE_AUTO, COLONNE_FOTO, colonnaRicambio } from './colonne';
import { aggiungiFoglio, bufferDi, scriviCsv } from './scrittura';

/** The sheet of cars in the XLSX template and export. */
export const FOGLIO_AUTO = 'Auto';
export const FOGLIO_ISTRUZIONI = 'Istruzioni';

const ESEMPIO: Record<string, string> = {
  [COLONNE_AUTO.codiceInterno]: 'A-0001',
  [COLONNE_AUTO.marca]: 'Fiat',
  [COLONNE_AUTO.modello]: 'Punto',
  [COLONNE_AUTO.anno]: '2012',
  [COLONNE_AUTO.km]: '120000',
  [COLONNE_AUTO.cv]: '69',
  [COLONNE_AUTO.kw]: '51',
  [COLONNE_AUTO.cilindrata]: '1242',
  [COLONNE_AUTO.codiceMotore]: '169A4000',
  [COLONNE_AUTO.carburante]: 'benzina',
  [COLONNE_AUTO.numeroTelaio]: 'ZFA19900001234567',
  [COLONNE_AUTO.descrizione]: 'Incidentata posteriormente, motore funzionante',
  [COLONNE_FOTO[0]]: 'punto-fronte.jpg',
  [COLONNE_FOTO[1]]: 'punto-lato.jpg',
  [colonnaRicambio('Musata', 'prezzoCentesimi')]: '250,00',
  [colonnaRicambio('Musata', 'spedizioneCentesimi')]: '40,00',
  [colonnaRicambio('Musata', 'grado')]: 'B',
  [colonnaRicambio('Musata', 'garanziaGiorni')]: '30',
  [colonnaRicambio('Motore completo', 'prezzoCentesimi')]: '1.200,00',
  [colonnaRicambio('Motore completo', 'spedizioneCentesimi')]: '90,00',
  [colonnaRicambio('Motore completo', 'grado')]: 'A',
  [colonnaRicambio('Motore completo', 'garanziaGiorni')]: '90',
  [colonnaRicambio('Motore completo', 'codiceOem')]: '55212460, 55212461',
  [colonnaRicambio('Motore completo', 'codiceCambio')]: 'C514',
  [colonnaRicambio('Motore completo', 'descrizione')]: 'Testato, 120.000 km',
};

/** The template's one example row, which a seller overwrites with the first car. */
export const RIGA_ESEMPIO: readonly string[] = COLONNE.map((colonna) => ESEMPIO[colonna] ?? '');

const prima = CATALOGO_RICAMBI[0];

/** The instructions sheet: each column group and the rules an import applies, in the seller's words. */
export const ISTRUZIONI: readonly (readonly [string, string])[] = [
  ['Come funziona', `Una riga per auto, al massimo ${formattaNumero(LIMITI_IMPORTAZIONE.righe)} righe. Non cambiare le intestazioni della prima riga: le colonne in più vengono ignorate.`],
  [COLONNE_AUTO.codiceInterno, "Il tuo codice di magazzino, obbligatorio e diverso per ogni auto: è così che un nuovo caricamento ritrova l'auto. Fino a 40 caratteri tra lettere, cifre, spazi e . _ / -"],
  [`${COLONNE_AUTO.marca}, ${COLONNE_AUTO.modello}`, 'Obbligatori.'],
  [COLONNE_AUTO.anno, `Anno di immatricolazione, dal 1900 a oggi.`],
  [`${COLONNE_AUTO.km}, ${COLONNE_AUTO.cv}, ${COLONNE_AUTO.kw}, ${COLONNE_AUTO.cilindrata}`, 'Numeri interi: i chilometri da 0, CV, kW e cilindrata (cm³) da 1.'],
  [
    COLONNE_AUTO.codiceMotore,
    'Facoltativo: il codice del motore come sul motore o sul libretto (es. 169A4000), fino a 20 caratteri tra lettere, cifre, spazi, punti e trattini. Chi cerca il codice lo trova anche scritto con punti o spazi.',
  ],
  [COLONNE_AUTO.carburante, `Uno tra: ${CARBURANTI.join(', ')}.`],
  [
    `${COLONNE_AUTO.numeroTelaio}, ${COLONNE_AUTO.descrizione}`,
    'Facoltativi. Il numero di telaio ha 17 caratteri, senza le lettere I, O e Q: resta riservato, le inserzioni mostrano solo "Telaio verificato".',
  ],
  [
    `${COLONNE_FOTO[0]} … ${COLONNE_FOTO[MAX_IMMAGINI_INSERZIONE - 1]}`,
    `Fino a ${MAX_IMMAGINI_INSERZIONE} foto per auto: il nome del file nel file ZIP delle foto (JPEG o PNG, fino a 5 MB), oppure il nome che ha scritto l'esportazione per le foto già pubblicate. Un'auto nuova ha almeno una foto; per un'auto già pubblicata, lasciare vuote tutte le colonne delle foto le lascia come sono.`,
  ],
  [
    `<ricambio> prezzo, <ricambio> spedizione`,
    `Per ognuno dei ${CATALOGO_RICAMBI.length} ricambi del catalogo (${CATALOGO_RICAMBI.join(', ')}), in euro: 1.250,50 oppure 1250,50. Prezzo vuoto = ricambio assente; la spedizione è obbligatoria per ogni ricambio presente.`,
  ],
  [`<ricambio> grado`, `${GRADI_CONDIZIONE.join(', ')} (A come nuovo, B usura leggera, C segni visibili), oppure vuoto.`],
  [`<ricambio> garanzia giorni`, 'Giorni di garanzia, da 0 a 3650; vuoto vale 0 (venduto come visto).'],
  [`<ricambio> codice OEM, <ricambio> descrizione`, `Facoltativi. Esempio di colonne: "${colonnaRicambio(prima, 'prezzoCentesimi')}", "${colonnaRicambio(prima, 'codiceOem')}". Più codici OEM nella stessa cella si separano con virgola, punto e virgola o barra (46760000, 46760001), fino a 200 caratteri.`],
  [
    `${colonnaRicambio('Cambio', 'codiceCambio')}, ${colonnaRicambio('Motore completo', 'codiceCambio')}`,
    'Facoltativo, solo per il cambio e per il motore completo venduto con il cambio: il codice del cambio (es. C514), fino a 20 caratteri tra lettere, cifre, spazi, punti e trattini.',
  ],
  ['Ricambi di sicurezza', `${RICAMBI_DI_SICUREZZA.join(' e ')} si vendono solo alle officine autorizzate, come nel modulo.`],
  [
    'Auto già pubblicate',
    "Marca, modello, anno, km, CV, kW, cilindrata, codice motore, carburante e numero di telaio non cambiano dopo la pubblicazione. I ricambi riservati o venduti in un ordine restano come sono.",
  ],
  [
    'Gettoni',
    `${COSTO_GETTONI.creazioneInserzione} gettoni per ogni auto nuova, ${COSTO_GETTONI.modificaInserzione} per ogni auto modificata, 0 per le auto invariate o rimosse. Prima di confermare vedi l'anteprima e il costo totale.`,
  ],
  ['Rimozione', "Se scegli \"rimuovi le auto non presenti nel file\", le tue auto che non compaiono nel file vengono eliminate."],
];

/** The CSV template: headers and the example row. */
export const modelloCsv = (): Buffer => scriviCsv(COLONNE, [RIGA_ESEMPIO]);

/** The XLSX template: the "Auto" sheet with headers and the example row, then the "Istruzioni" sheet. */
export async function modelloXlsx(): Promise<Buffer> {
  const cartella = nuovaCartella();
  aggiungiFoglio(cartella, COLONNE, [RIGA_ESEMPIO], FOGLIO_AUTO);
  const istruzioni = cartella.addWorksheet(FOGLIO_ISTRUZIONI);
  istruzioni.columns = [
    { header: 'Colonna', width: 45 },
    { header: 'Cosa scrivere', width: 110 },
  ];
  istruzioni.getRow(1).font = { bold: true };
  for (const riga of ISTRUZIONI) istruzioni.addRow([...riga]).alignment = { wrapText: true, vertical: 'top' };
  return bufferDi(cartella);
}
