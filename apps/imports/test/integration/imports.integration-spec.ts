import { randomUUID } from 'node:crypto';
import { CATALOGUE, errorMessage, IMPORTS, MESSAGGI_IMPORTAZIONE, MESSAGGI_INSERZIONE } from '@ricambiamo/contracts';
import { failure, waitFor } from '@ricambiamo/testing';
import { auto, csv, foto, zip } from '../fixtures/foglio';
import { ImportStack } from '../fixtures/stack';

jest.setTimeout(600_000);

/** `n` cars with three photos each, and the ZIP of those photos. */
async function magazzino(n: number, prefisso: string): Promise<{ foglio: Buffer; archivio: Buffer }> {
  const file: Record<string, Buffer> = {};
  const righe = [];
  for (let i = 0; i < n; i++) {
    const nomi = [0, 1, 2].map((k) => `${prefisso}-${i}-${k}.png`);
    for (const [k, nome] of nomi.entries()) file[nome] = await foto(i * 3 + k);
    righe.push(auto(`${prefisso}-${i}`, { foto: nomi }));
  }
  return { foglio: csv(righe), archivio: await zip(file) };
}

describe('imports', () => {
  let stack: ImportStack;

  beforeAll(async () => {
    stack = await ImportStack.start();
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('imports 500 cars with 1,500 photos at exactly 5 tokens each, and importing the same files again changes nothing', async () => {
    const seller = await stack.venditore('Autodemolizioni Bologna', 2500);
    const { foglio, archivio } = await magazzino(500, 'BO');

    const anteprima = await stack.carica(seller, foglio, { foto: archivio });
    expect(anteprima).toMatchObject({ stato: 'anteprima', costoGettoni: 2500, anteprima: { nuove: 500, errori: 0 } });
    // The preview wrote nothing and charged nothing.
    expect(await stack.saldo(seller)).toBe(2500);
    expect(await stack.scorta(seller)).toHaveLength(0);

    const fatta = await stack.conferma(seller, anteprima.id);
    expect(fatta.avanzamento).toMatchObject({ totale: 500, fatte: 500, create: 500, fallite: 0 });
    expect(await stack.saldo(seller)).toBe(0);
    const scorta = await stack.scorta(seller);
    expect(scorta).toHaveLength(500);
    expect(new Set(scorta.map((a) => a.codiceInterno)).size).toBe(500);
    expect(scorta.every((a) => a.immagini.length === 3)).toBe(true);
    const debiti = await stack.sql<{ n: string }>('tokens', "SELECT count(*) AS n FROM movimenti_gettoni WHERE seller_id = $1 AND reason = 'creazione-inserzione'", [seller.userId]);
    expect(Number(debiti[0].n)).toBe(500);
    // The end is an event in the outbox: notifications tells and e-mails the seller from it.
    const eventi = await stack.sql<{ payload: { create: number } }>('imports', "SELECT payload FROM outbox_events WHERE subject = 'evt.imports.job.finished'");
    expect(eventi.map((e) => e.payload.create)).toEqual([500]);
    // The files went with the job.
    expect(await stack.storage.exists(`imports/${anteprima.id}/foto.zip`)).toBe(false);

    const ancora = await stack.carica(seller, foglio, { foto: archivio });
    expect(ancora).toMatchObject({ costoGettoni: 0, anteprima: { nuove: 0, modificate: 0, invariate: 500, errori: 0 } });
    const nulla = await stack.conferma(seller, ancora.id);
    expect(nulla.avanzamento).toMatchObject({ create: 0, aggiornate: 0, rimosse: 0, fallite: 0 });
    expect(await stack.saldo(seller)).toBe(0);
    expect((await stack.scorta(seller)).map((a) => a.immagini)).toEqual(scorta.map((a) => a.immagini));
  });

  it('creates nothing, and charges nothing, for a seller whose "Dati per la vendita" are not complete (art. 30 DSA)', async () => {
    const seller = await stack.venditore('Ricambi Senza Dati', 25, { tracciabile: false });
    const { foglio, archivio } = await magazzino(2, 'NT');
    const anteprima = await stack.carica(seller, foglio, { foto: archivio });
    const fatta = await stack.conferma(seller, anteprima.id);
    expect(fatta.avanzamento).toMatchObject({ totale: 2, create: 0, fallite: 2 });
    expect((await stack.righe(seller, anteprima.id)).map((r) => r.messaggio)).toEqual([
      errorMessage('SELLER_TRACEABILITY_INCOMPLETE'),
      errorMessage('SELLER_TRACEABILITY_INCOMPLETE'),
    ]);
    expect(await stack.scorta(seller)).toHaveLength(0);
    expect(await stack.saldo(seller)).toBe(25);
  });

  it('charges only what changed, removes the cars absent from the file only when asked, and never a part or car an order holds', async () => {
    const seller = await stack.venditore('Ricambi Ferrara', 50);
    const immagini = { 'a.png': await foto(9001), 'b.png': await foto(9002) };
    const archivio = await zip(immagini);
    const prima = await stack.carica(seller, csv(['FE-1', 'FE-2', 'FE-3', 'FE-4'].map((c) => auto(c, { foto: ['a.png'] }))), { foto: archivio });
    await stack.conferma(seller, prima.id);
    expect(await stack.saldo(seller)).toBe(30);
    // A buyer's open orders hold FE-2's and FE-3's gearboxes.
    for (const auto of (await stack.scorta(seller)).filter((a) => a.codiceInterno === 'FE-2' || a.codiceInterno === 'FE-3')) {
      const scadenza = new Date(Date.now() + 3600_000).toISOString();
      await stack.servizio(CATALOGUE.parts.reserve, {
        ordineId: randomUUID(),
        acquirenteId: randomUUID(),
        autoId: auto.id,
        ricambiIds: [auto.ricambi[0].id],
        scadenza,
        entro: scadenza,
        officina: false,
      });
    }

    // FE-1 repriced, FE-2's held gearbox repriced too, FE-3 and FE-4 gone from the file, FE-5 new; without the box
    // ticked nothing goes.
    const righe = [auto('FE-1', { foto: ['a.png'], prezzo: '350' }), auto('FE-2', { foto: ['a.png'], prezzo: '1' }), auto('FE-5', { foto: ['b.png'] })];
    const senza = await stack.carica(seller, csv(righe), { foto: archivio });
    expect(senza).toMatchObject({ costoGettoni: 6, anteprima: { nuove: 1, modificate: 1, invariate: 1, rimosse: 0 } });
    await stack.as(seller, IMPORTS.job.cancel, { id: senza.id });

    const con = await stack.carica(seller, csv(righe), { foto: archivio, rimuovi: true });
    expect(con).toMatchObject({ costoGettoni: 6, anteprima: { nuove: 1, modificate: 1, invariate: 1, rimosse: 2 } });
    const modificata = (await stack.righe(seller, con.id)).find((r) => r.codiceInterno === 'FE-1');
    expect(modificata).toMatchObject({ esito: 'modificata', campi: ['Cambio prezzo'] });
    const fatta = await stack.conferma(seller, con.id);
    expect(fatta.avanzamento).toMatchObject({ create: 1, aggiornate: 1, rimosse: 1, fallite: 1 });
    const rifiutata = (await stack.righe(seller, con.id)).find((r) => r.codiceInterno === 'FE-3');
    expect(rifiutata).toMatchObject({ esito: 'rimossa', risultato: 'non_riuscita', messaggio: errorMessage('LISTING_HAS_OPEN_ORDERS') });
    expect(await stack.saldo(seller)).toBe(24);
    const scorta = await stack.scorta(seller);
    expect(scorta.map((a) => a.codiceInterno).sort()).toEqual(['FE-1', 'FE-2', 'FE-3', 'FE-5']);
    expect(scorta.find((a) => a.codiceInterno === 'FE-1')?.ricambi[0].prezzoCentesimi).toBe(35_000);
    expect(scorta.find((a) => a.codiceInterno === 'FE-2')?.ricambi[0].prezzoCentesimi).toBe(30_000);
  });

  it('reports each bad row with its row, column and the form’s message, and applies the good ones', async () => {
    const seller = await stack.venditore('Demolizioni Modena', 25);
    const archivio = await zip({ 'ok.png': await foto(7001) });
    const righe = [
      auto('MO-1', { foto: ['ok.png'] }),
      auto('MO-2', { foto: ['ok.png'], anno: '1850' }),
      auto('MO-3', { foto: ['ok.png'], km: '-5' }),
      auto('MO-4', { foto: ['manca.png'] }),
      auto('MO-1', { foto: ['ok.png'] }),
      auto('MO-6', { foto: ['ok.png'], carburante: 'carbone' }),
    ];
    const anteprima = await stack.carica(seller, csv(righe), { foto: archivio });
    expect(anteprima).toMatchObject({ costoGettoni: 5, anteprima: { nuove: 1, errori: 5 } });
    const errori = (await stack.righe(seller, anteprima.id)).flatMap((r) => r.errori);
    expect(errori).toEqual(
      expect.arrayContaining([
        { riga: 3, colonna: 'anno', messaggio: MESSAGGI_INSERZIONE.anno },
        { riga: 4, colonna: 'km', messaggio: MESSAGGI_INSERZIONE.km },
        { riga: 5, colonna: 'foto 1', messaggio: MESSAGGI_IMPORTAZIONE.fotoMancante('manca.png') },
        { riga: 6, colonna: 'codice interno', messaggio: MESSAGGI_IMPORTAZIONE.codiceRipetuto },
        { riga: 7, colonna: 'carburante', messaggio: MESSAGGI_INSERZIONE.carburante },
      ]),
    );
    const fatta = await stack.conferma(seller, anteprima.id);
    expect(fatta.avanzamento).toMatchObject({ create: 1, fallite: 5 });
    expect(await stack.saldo(seller)).toBe(20);
    const rapporto = await stack.as(seller, IMPORTS.job.report, { id: anteprima.id });
    expect(rapporto.righe.map((r) => [r.riga, r.esito])).toEqual([
      [2, 'Creata'],
      [3, 'Non riuscita'],
      [4, 'Non riuscita'],
      [5, 'Non riuscita'],
      [6, 'Non riuscita'],
      [7, 'Non riuscita'],
    ]);
    expect(rapporto.righe[1].messaggio).toBe(`anno: ${MESSAGGI_INSERZIONE.anno}`);
  });

  it("never touches another seller's cars or imports, even with the same codes", async () => {
    const anna = await stack.venditore('Anna', 10);
    const bruno = await stack.venditore('Bruno', 10);
    const archivio = await zip({ 'x.png': await foto(8001) });
    const diAnna = await stack.carica(anna, csv([auto('X-1', { foto: ['x.png'] })]), { foto: archivio });
    await stack.conferma(anna, diAnna.id);

    // The same code is Bruno's own new car, and his removal option knows only his cars.
    const diBruno = await stack.carica(bruno, csv([auto('X-1', { foto: ['x.png'], prezzo: '999' })]), { foto: archivio, rimuovi: true });
    expect(diBruno).toMatchObject({ anteprima: { nuove: 1, modificate: 0, rimosse: 0 } });
    expect((await failure(stack.as(bruno, IMPORTS.job.get, { id: diAnna.id }))).code).toBe('IMPORT_NOT_FOUND');
    expect((await failure(stack.as(bruno, IMPORTS.job.confirm, { id: diAnna.id }))).code).toBe('IMPORT_NOT_FOUND');
    expect((await failure(stack.as(bruno, IMPORTS.job.report, { id: diAnna.id }))).code).toBe('IMPORT_NOT_FOUND');
    await stack.conferma(bruno, diBruno.id);
    const [suaAuto] = await stack.scorta(anna);
    expect(suaAuto.ricambi[0].prezzoCentesimi).toBe(30_000);
    expect(await stack.scorta(bruno)).toHaveLength(1);
  });

  it('one open import per seller, and a confirm without enough tokens is refused with nothing charged', async () => {
    const seller = await stack.venditore('Carla', 25);
    const archivio = await zip({ 'y.png': await foto(8101) });
    const anteprima = await stack.carica(seller, csv([1, 2, 3, 4, 5, 6].map((i) => auto(`C-${i}`, { foto: ['y.png'] }))), { foto: archivio });
    expect(anteprima.costoGettoni).toBe(30);
    expect((await failure(stack.carica(seller, csv([auto('C-9', { foto: ['y.png'] })]), { foto: archivio }))).code).toBe('IMPORT_IN_PROGRESS');
    expect((await failure(stack.as(seller, IMPORTS.job.confirm, { id: anteprima.id }))).code).toBe('INSUFFICIENT_TOKENS_CREATE');
    expect(await stack.saldo(seller)).toBe(25);
    expect(await stack.scorta(seller)).toHaveLength(0);
  });

  it('resumes after the worker and then catalogue are killed mid-import: no car twice, no token twice, no row lost', async () => {
    const seller = await stack.venditore('Autodemolizioni Rimini', 300);
    const { foglio, archivio } = await magazzino(60, 'RN');
    const anteprima = await stack.carica(seller, foglio, { foto: archivio });
    await stack.as(seller, IMPORTS.job.confirm, { id: anteprima.id });

    const dopo = async (righe: number) =>
      waitFor(async () => ((await stack.as(seller, IMPORTS.job.get, { id: anteprima.id })).avanzamento.fatte >= righe ? true : undefined), 120_000, 100);
    await dopo(10);
    await stack.uccidi('imports');
    await stack.avvia('imports', true);
    await dopo(30);
    await stack.uccidi('catalogue');
    await stack.avvia('catalogue', true);

    const fatta = await stack.attendi(seller, anteprima.id, ['completata'], 300_000);
    expect(fatta.avanzamento).toMatchObject({ totale: 60, fatte: 60, create: 60, fallite: 0 });
    const scorta = await stack.scorta(seller);
    expect(scorta).toHaveLength(60);
    expect(new Set(scorta.map((a) => a.codiceInterno)).size).toBe(60);
    expect(await stack.saldo(seller)).toBe(0);
    const debiti = await stack.sql<{ n: string }>('tokens', "SELECT count(*) AS n FROM movimenti_gettoni WHERE seller_id = $1 AND reason = 'creazione-inserzione'", [seller.userId]);
    expect(Number(debiti[0].n)).toBe(60);
  });
});
