import { COSTO_GETTONI, MESSAGGI_IMPORTAZIONE, MESSAGGI_INSERZIONE, MESSAGGI_VIN, type AutoScortaDto } from '@ricambiamo/contracts';
import { anteprima, type DatiAnteprima } from './anteprima';
import { COLONNE } from './colonne';
import { interpretaRiga, type RigaInterpretata } from './riga';
import { righeDaScorta } from './scrittura';
import { autoScorta, chiave, inModifica, rigaValida, ricambio } from './test/scorta';

/** The export's row of a listing, with some cells changed, as the sheet's row `riga`. */
const rigaDi = (auto: AutoScortaDto, riga = 2, valori: Record<string, string> = {}): RigaInterpretata => {
  const celle = righeDaScorta([auto])[0];
  for (const [colonna, valore] of Object.entries(valori)) celle[COLONNE.indexOf(colonna)] = valore;
  return interpretaRiga(COLONNE, { riga, celle });
};
const nuovaRiga = (riga: number, valori: Record<string, string> = {}) => interpretaRiga(COLONNE, { riga, celle: rigaValida(valori) });

const nelloZip = (...nomi: string[]) => (nome: string) => nomi.includes(nome);
const prova = (dati: Partial<DatiAnteprima> & Pick<DatiAnteprima, 'righe'>) =>
  anteprima({ scorta: [], fotoDisponibili: nelloZip(), rimuovi: false, ...dati });

describe('the preview of an import', () => {
  it('creates a new car from the ZIP\'s photos, for 5 tokens', () => {
    const { righe, conteggi, costoGettoni } = prova({
      righe: [nuovaRiga(2, { 'codice interno': 'N-1', 'foto 2': 'lato.jpg' })],
      fotoDisponibili: nelloZip('fronte.jpg', 'lato.jpg'),
    });
    expect(righe).toEqual([
      expect.objectContaining({
        riga: 2,
        codiceInterno: 'N-1',
        titolo: 'Fiat Punto 2012',
        esito: 'nuova',
        autoId: null,
        errori: [],
        modifica: null,
        foto: [
          { nome: 'fronte.jpg', chiave: null },
          { nome: 'lato.jpg', chiave: null },
        ],
      }),
    ]);
    expect(righe[0].inserzione?.ricambi).toHaveLength(1);
    expect(conteggi).toEqual({ nuove: 1, modificate: 0, invariate: 0, rimosse: 0, errori: 0 });
    expect(costoGettoni).toBe(COSTO_GETTONI.creazioneInserzione);
  });

  it("refuses a new car without photos, and a photo the ZIP lacks on that photo's column", () => {
    const { righe, costoGettoni } = prova({
      righe: [nuovaRiga(2, { 'codice interno': 'N-1', 'foto 1': '' }), nuovaRiga(3, { 'codice interno': 'N-2', 'foto 3': 'retro.jpg' })],
      fotoDisponibili: nelloZip('fronte.jpg'),
    });
    expect(righe.map((r) => [r.esito, r.errori])).toEqual([
      ['errore', [{ riga: 2, colonna: 'foto 1', messaggio: MESSAGGI_INSERZIONE.immagini }]],
      ['errore', [{ riga: 3, colonna: 'foto 3', messaggio: MESSAGGI_IMPORTAZIONE.fotoMancante('retro.jpg') }]],
    ]);
    expect(costoGettoni).toBe(0);
  });

  it('keeps the errors of the row, and the car it matches', () => {
    const auto = autoScorta({ codiceInterno: 'A-1' });
    const { righe } = prova({ righe: [rigaDi(auto, 4, { km: 'molti' })], scorta: [auto], rimuovi: true });
    expect(righe).toEqual([
      expect.objectContaining({ riga: 4, esito: 'errore', autoId: auto.id, errori: [{ riga: 4, colonna: 'km', messaggio: MESSAGGI_INSERZIONE.km }] }),
    ]);
  });

  it('finds an unchanged car by its code, or by its id when it has none, photos named by their keys or not at all', () => {
    const conCodice = autoScorta({ codiceInterno: 'A-1' });
    const senzaCodice = autoScorta({ codiceInterno: null, immagini: [chiave(), chiave()] });
    const { righe, costoGettoni } = prova({
      righe: [rigaDi(conCodice, 2), rigaDi(senzaCodice, 3, { 'foto 1': '', 'foto 2': '' })],
      scorta: [conCodice, senzaCodice],
      rimuovi: true,
    });
    expect(righe.map((r) => [r.esito, r.autoId, r.codiceInterno, r.campi])).toEqual([
      ['invariata', conCodice.id, 'A-1', []],
      ['invariata', senzaCodice.id, senzaCodice.id, []],
    ]);
    expect(costoGettoni).toBe(0);
  });

  it('changes a car for 1 token, naming the columns that change and keeping the ids of its parts', () => {
    const musata = ricambio('Musata');
    const cambio = ricambio('Cambio', { grado: 'A' });
    const auto = autoScorta({ ricambi: [musata, cambio] });
    const { righe, costoGettoni } = prova({
      righe: [
        rigaDi(auto, 2, {
          descrizione: 'Nuova descrizione',
          'Musata prezzo': '199,99',
          'Cambio prezzo': '',
          'Kit Airbag prezzo': '80',
          'Kit Airbag spedizione': '10',
          'Kit Airbag garanzia giorni': '30',
        }),
      ],
      scorta: [auto],
    });
    expect(righe[0]).toMatchObject({ esito: 'modificata', autoId: auto.id, foto: [{ nome: auto.immagini[0], chiave: auto.immagini[0] }] });
    expect(righe[0].campi).toEqual([
      'descrizione',
      'Musata prezzo',
      'Cambio prezzo',
      'Cambio spedizione',
      'Cambio grado',
      'Cambio garanzia giorni',
      'Kit Airbag prezzo',
      'Kit Airbag spedizione',
      'Kit Airbag garanzia giorni',
    ]);
    expect(righe[0].modifica).toEqual({
      descrizione: 'Nuova descrizione',
      ricambi: [
        { ...inModifica(musata), prezzoCentesimi: 19999 },
        {
          nome: 'Kit Airbag',
          descrizione: null,
          prezzoCentesimi: 8000,
          spedizioneCentesimi: 1000,
          grado: null,
          garanziaGiorni: 30,
          codiceOem: null,
          codiceCambio: null,
          id: null,
        },
      ],
    });
    expect(costoGettoni).toBe(COSTO_GETTONI.modificaInserzione);
  });

  it("counts a ZIP's photo as a change unless it is already the car's image", () => {
    const [prima, seconda] = [chiave(), chiave()];
    const auto = autoScorta({ immagini: [prima, seconda] });
    const riga = rigaDi(auto, 2, { 'foto 2': 'lato.jpg' });
    const dati = { righe: [riga], scorta: [auto], fotoDisponibili: nelloZip('lato.jpg') };
    const nuova = prova(dati).righe[0];
    expect(nuova).toMatchObject({ esito: 'modificata', campi: ['foto 2'] });
    expect(nuova.foto).toEqual([
      { nome: prima, chiave: prima },
      { nome: 'lato.jpg', chiave: null },
    ]);
    const stessa = prova({ ...dati, immagineEsistente: (autoId, nome) => (autoId === auto.id && nome === 'lato.jpg' ? seconda : null) });
    expect(stessa.righe[0]).toMatchObject({ esito: 'invariata', campi: [] });
    // The same bytes as another of its images, in the other place: the order changes.
    const spostata = prova({ ...dati, immagineEsistente: () => prima }).righe[0];
    expect(spostata).toMatchObject({ esito: 'modificata', campi: ['foto 2'] });
  });

  it('reports photos removed and reordered', () => {
    const [a, b, c] = [chiave(), chiave(), chiave()];
    const auto = autoScorta({ immagini: [a, b, c] });
    const { righe } = prova({ righe: [rigaDi(auto, 2, { 'foto 1': b, 'foto 2': a, 'foto 3': '' })], scorta: [auto] });
    expect(righe[0]).toMatchObject({ esito: 'modificata', campi: ['foto 1', 'foto 2', 'foto 3'] });
    expect(righe[0].foto.map((f) => f.chiave)).toEqual([b, a]);
  });

  it("refuses a key that is not one of the car's images", () => {
    const auto = autoScorta();
    const altra = autoScorta({ codiceInterno: 'A-2' });
    const { righe } = prova({ righe: [rigaDi(auto, 2, { 'foto 2': altra.immagini[0] })], scorta: [auto, altra] });
    expect(righe[0]).toMatchObject({
      esito: 'errore',
      errori: [{ riga: 2, colonna: 'foto 2', messaggio: MESSAGGI_IMPORTAZIONE.fotoMancante(altra.immagini[0]) }],
    });
  });

  it("refuses a change to a published car's data, naming the columns", () => {
    const auto = autoScorta({ numeroTelaio: 'ZFA1' });
    const { righe, costoGettoni } = prova({
      righe: [rigaDi(auto, 3, { km: '130000', carburante: 'GPL', 'numero telaio': 'zfa1', 'Musata prezzo': '1' })],
      scorta: [auto],
    });
    expect(righe[0]).toMatchObject({
      esito: 'errore',
      autoId: auto.id,
      errori: [{ riga: 3, colonna: 'km', messaggio: MESSAGGI_IMPORTAZIONE.datiFissi(['km', 'carburante']) }],
    });
    expect(costoGettoni).toBe(0);
  });

  it('takes the engine code as fixed car data, and a part’s codes as a change', () => {
    const cambio = ricambio('Cambio', { codiceOem: '55241434', codiceCambio: 'C514' });
    const auto = autoScorta({ codiceMotore: '169A4000', ricambi: [cambio] });
    const fisso = prova({ righe: [rigaDi(auto, 2, { 'codice motore': '188A4000' })], scorta: [auto] }).righe[0];
    expect(fisso).toMatchObject({ esito: 'errore', errori: [{ colonna: 'codice motore', messaggio: MESSAGGI_IMPORTAZIONE.datiFissi(['codice motore']) }] });
    expect(prova({ righe: [rigaDi(auto, 2, { 'codice motore': '169a4000' })], scorta: [auto] }).righe[0].esito).toBe('invariata');

    const cambiata = prova({
      righe: [rigaDi(auto, 2, { 'Cambio codice cambio': 'C510', 'Cambio codice OEM': '55241434; 55241435' })],
      scorta: [auto],
    }).righe[0];
    expect(cambiata).toMatchObject({ esito: 'modificata', campi: ['Cambio codice OEM', 'Cambio codice cambio'] });
    expect(cambiata.modifica?.ricambi).toEqual([{ ...inModifica(cambio), codiceOem: '55241434; 55241435', codiceCambio: 'C510' }]);
  });

  it('refuses a VIN without a VIN’s shape on a new car, or as a change, but keeps the one a published car has', () => {
    const nuova = prova({ righe: [nuovaRiga(2, { 'numero telaio': 'ZFA1', km: 'x' })], fotoDisponibili: nelloZip('fronte.jpg') }).righe[0];
    expect(nuova.errori).toEqual([
      { riga: 2, colonna: 'km', messaggio: MESSAGGI_INSERZIONE.km },
      { riga: 2, colonna: 'numero telaio', messaggio: MESSAGGI_VIN.formato },
    ]);
    const vecchia = autoScorta({ numeroTelaio: 'ZFA1' });
    expect(prova({ righe: [rigaDi(vecchia)], scorta: [vecchia] }).righe[0]).toMatchObject({ esito: 'invariata', errori: [] });
    expect(prova({ righe: [rigaDi(vecchia, 2, { 'numero telaio': 'ZFA2' })], scorta: [vecchia] }).righe[0]).toMatchObject({
      esito: 'errore',
      errori: [{ riga: 2, colonna: 'numero telaio', messaggio: MESSAGGI_VIN.formato }],
    });
  });

  it('leaves reserved and sold parts as they are, never reporting them', () => {
    const riservata = ricambio('Musata', { disponibile: false, prezzoCentesimi: 30000 });
    const venduto = ricambio('Cambio', { disponibile: false });
    const porta = ricambio('Bagagliaio');
    const auto = autoScorta({ ricambi: [riservata, venduto, porta] });
    const invariata = prova({
      righe: [rigaDi(auto, 2, { 'Musata prezzo': '100', 'Cambio prezzo': '', 'Cambio spedizione': '' })],
      scorta: [auto],
    });
    expect(invariata.righe[0]).toMatchObject({ esito: 'invariata', campi: [] });

    const modificata = prova({ righe: [rigaDi(auto, 2, { 'Musata prezzo': '', 'Bagagliaio prezzo': '99' })], scorta: [auto] }).righe[0];
    expect(modificata).toMatchObject({ esito: 'modificata', campi: ['Bagagliaio prezzo'] });
    expect(modificata.modifica?.ricambi).toEqual([inModifica(riservata), inModifica(venduto), { ...inModifica(porta), prezzoCentesimi: 9900 }]);
  });

  it('refuses every repeat of a code in the file', () => {
    const auto = autoScorta({ codiceInterno: 'A-1' });
    const { righe, conteggi } = prova({
      righe: [rigaDi(auto, 2), nuovaRiga(3, { 'codice interno': 'A-1' }), nuovaRiga(4, { 'codice interno': 'A-1', km: 'x' })],
      scorta: [auto],
      fotoDisponibili: nelloZip('fronte.jpg'),
    });
    expect(righe.map((r) => r.esito)).toEqual(['invariata', 'errore', 'errore']);
    const ripetuto = { colonna: 'codice interno', messaggio: MESSAGGI_IMPORTAZIONE.codiceRipetuto };
    expect(righe[1].errori).toEqual([{ riga: 3, ...ripetuto }]);
    expect(righe[2].errori).toEqual([
      { riga: 4, ...ripetuto },
      { riga: 4, colonna: 'km', messaggio: MESSAGGI_INSERZIONE.km },
    ]);
    expect(conteggi.errori).toBe(2);
  });

  it('removes the cars the file leaves out only when asked, and never one whose row fails', () => {
    const restante = autoScorta({ codiceInterno: 'A-1' });
    const assente = autoScorta({ codiceInterno: 'A-2', marca: 'Lancia', modello: 'Ypsilon', anno: 2015 });
    const senzaCodice = autoScorta({ codiceInterno: null });
    const conErrore = autoScorta({ codiceInterno: 'A-4' });
    const righe = [rigaDi(restante, 2), rigaDi(conErrore, 3, { anno: '' })];
    const scorta = [restante, assente, senzaCodice, conErrore];
    expect(prova({ righe, scorta }).righe.map((r) => r.esito)).toEqual(['invariata', 'errore']);
    const { righe: conRimozione, conteggi, costoGettoni } = prova({ righe, scorta, rimuovi: true });
    expect(conRimozione.slice(2)).toEqual([
      expect.objectContaining({ riga: 0, esito: 'rimossa', codiceInterno: 'A-2', titolo: 'Lancia Ypsilon 2015', autoId: assente.id }),
      expect.objectContaining({ riga: 0, esito: 'rimossa', codiceInterno: null, autoId: senzaCodice.id }),
    ]);
    expect(conteggi).toEqual({ nuove: 0, modificate: 0, invariate: 1, rimosse: 2, errori: 1 });
    expect(costoGettoni).toBe(0);
  });

  it('costs 5 per new car and 1 per changed one', () => {
    const scorta = [autoScorta({ codiceInterno: 'A-1' }), autoScorta({ codiceInterno: 'A-2' }), autoScorta({ codiceInterno: 'A-3' })];
    const { conteggi, costoGettoni } = prova({
      righe: [
        nuovaRiga(2, { 'codice interno': 'N-1' }),
        nuovaRiga(3, { 'codice interno': 'N-2' }),
        rigaDi(scorta[0], 4, { descrizione: 'cambiata' }),
        rigaDi(scorta[1], 5, { 'Musata spedizione': '1' }),
        rigaDi(scorta[2], 6),
        nuovaRiga(7, { 'codice interno': 'N-3', cv: '0' }),
      ],
      scorta,
      fotoDisponibili: nelloZip('fronte.jpg'),
    });
    expect(conteggi).toEqual({ nuove: 2, modificate: 2, invariate: 1, rimosse: 0, errori: 1 });
    expect(costoGettoni).toBe(2 * 5 + 2 * 1);
  });
});
