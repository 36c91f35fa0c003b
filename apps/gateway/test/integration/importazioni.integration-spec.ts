import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImportazioneDto } from '@ricambiamo/contracts';
import { LIMITI_IMPORTAZIONE, MESSAGGI_IMPORTAZIONE, MESSAGGI_INSERZIONE } from '@ricambiamo/contracts';
import { COLONNE } from '@ricambiamo/importazione';
import { waitFor } from '@ricambiamo/testing';
import { Browser, listingInput, REGISTER, type Stack, startStack, uniqueEmail, completaDatiVendita, STACK_START_MS, PER_PUBBLICARE } from './stack';

jest.setTimeout(120_000);

const START = `mutation ($packId: String!) { avviaAcquistoGettoni(packId: $packId) { sessionId } }`;
const PAY = `mutation ($id: String!) { pagaCheckoutSviluppo(sessionId: $id) { saldo } }`;
const CREATE = `mutation ($input: CreateListingInput!) { creaAuto(input: $input) { id } }`;
const CORRENTE = `query { importazioneCorrente {
  id stato costoGettoni saldoGettoni anteprima { nuove modificate invariate errori }
  righe(filtro: "errori") { altre righe { riga codiceInterno errori { riga colonna messaggio } } }
} }`;
const ANNULLA = `mutation ($id: ID!) { annullaImportazione(id: $id) { stato } }`;

interface Utente {
  token: string;
  browser: Browser;
}

describe('bulk import at the gateway (real gateway, imports, catalogue, tokens, identity)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({}, [...PER_PUBBLICARE, 'imports']);
  }, STACK_START_MS);

  afterAll(async () => {
    await stack?.stop();
  });

  async function utente(ruolo: 'venditore' | 'acquirente'): Promise<Utente & { id: string }> {
    const browser = new Browser(stack.url);
    const registered = await browser.gql<{ registrati: { accessToken: string; user: { id: string } } }>(REGISTER, {
      input: { nome: 'Demolitore Prova', email: uniqueEmail('import'), password: 'segretissima1', confermaPassword: 'segretissima1', ruolo },
    });
    const { accessToken: token, user } = registered.data!.registrati;
    if (ruolo === 'venditore') {
      const started = await browser.gql<{ avviaAcquistoGettoni: { sessionId: string } }>(START, { packId: 'gettoni-25' }, token);
      await browser.gql(PAY, { id: started.data!.avviaAcquistoGettoni.sessionId }, token);
      await completaDatiVendita(browser, token, user.id);
    }
    return { id: user.id, token, browser };
  }

  const auth = (who: Utente | null) => (who ? { authorization: `Bearer ${who.token}` } : {});

  function invia(who: Utente | null, foglio: { nome: string; bytes: Buffer } | null, { rimuovi = false } = {}): Promise<Response> {
    const form = new FormData();
    form.append('rimuovi', String(rimuovi));
    if (foglio) form.append('foglio', new Blob([foglio.bytes]), foglio.nome);
    return fetch(`${stack.url}/importazioni`, { method: 'POST', body: form, headers: auth(who) });
  }

  async function corrente(who: Utente) {
    const { data } = await who.browser.gql<{ importazioneCorrente: ImportazioneDto & { saldoGettoni: number; righe: { altre: boolean; righe: { riga: number; errori: unknown[] }[] } } }>(
      CORRENTE,
      {},
      who.token,
    );
    return data!.importazioneCorrente;
  }

  const fileDi = (id: string) => readdir(join(stack.config.STORAGE_DIR, 'imports', id)).catch(() => []);

  const analizzata = (who: Utente) => waitFor(async () => ((await corrente(who))?.stato === 'anteprima' ? corrente(who) : undefined), 60_000, 200);

  it('is for sellers only: no session is 401, a buyer is 403, on the upload and on every download', async () => {
    const acquirente = await utente('acquirente');
    const foglio = { nome: 'a.csv', bytes: Buffer.from('codice interno\n') };
    expect((await invia(null, foglio)).status).toBe(401);
    const vietato = await invia(acquirente, foglio);
    expect(vietato.status).toBe(403);
    expect(await vietato.json()).toMatchObject({ message: MESSAGGI_IMPORTAZIONE.soloVenditori });
    for (const percorso of ['modello.csv', 'modello.xlsx', 'scorta.csv', 'scorta.xlsx']) {
      expect((await fetch(`${stack.url}/importazioni/${percorso}`)).status).toBe(401);
      expect((await fetch(`${stack.url}/importazioni/${percorso}`, { headers: auth(acquirente) })).status).toBe(403);
    }
  });

  it('downloads the template as CSV and Excel, and the stock in the same columns; the stock uploaded back changes nothing', async () => {
    const venditore = await utente('venditore');
    const csv = await fetch(`${stack.url}/importazioni/modello.csv`, { headers: auth(venditore) });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="modello-ricambiamo.csv"');
    const testo = await csv.text();
    expect(testo.split(/\r?\n/)[0].replace(/^\uFEFF/, '').split(';')).toEqual(COLONNE);
    const xlsx = Buffer.from(await (await fetch(`${stack.url}/importazioni/modello.xlsx`, { headers: auth(venditore) })).arrayBuffer());
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    expect((await fetch(`${stack.url}/importazioni/modello.pdf`, { headers: auth(venditore) })).status).toBe(404);

    const immagini = await stack.readyPhotos(venditore.id, 2);
    const creata = await venditore.browser.gql<{ creaAuto: { id: string } }>(CREATE, { input: listingInput('Lancia', immagini) }, venditore.token);
    const id = creata.data!.creaAuto.id;
    const scorta = await (await fetch(`${stack.url}/importazioni/scorta.csv`, { headers: auth(venditore) })).text();
    const [, riga] = scorta.replace(/^\uFEFF/, '').split(/\r?\n/);
    // A listing made with the form has no stock code: its id stands for it, and its photos are named by their keys.
    expect(riga.split(';').slice(0, 2)).toEqual([id, 'Lancia']);
    expect(riga).toContain(immagini[0]);

    const risposta = await invia(venditore, { nome: 'magazzino.csv', bytes: Buffer.from(scorta) });
    expect(risposta.status).toBe(201);
    expect(await analizzata(venditore)).toMatchObject({ costoGettoni: 0, anteprima: { invariate: 1, nuove: 0, modificate: 0, errori: 0 } });
  });

  it('previews bad rows with row and column, allows one open import, drops it, and refuses wrong or oversized files keeping nothing', async () => {
    const venditore = await utente('venditore');
    const righe = [COLONNE.join(';'), COLONNE.map((c) => ({ 'codice interno': 'Z-1', marca: 'Fiat', modello: 'Panda', anno: '1850' })[c] ?? '').join(';')];
    const risposta = await invia(venditore, { nome: 'magazzino.csv', bytes: Buffer.from(righe.join('\n')) });
    expect(risposta.status).toBe(201);
    expect(((await risposta.json()) as ImportazioneDto).stato).toBe('in_analisi');
    const anteprima = await analizzata(venditore);
    expect(anteprima).toMatchObject({ costoGettoni: 0, saldoGettoni: 25, anteprima: { errori: 1 } });
    expect(anteprima.righe.righe[0].errori).toEqual(expect.arrayContaining([{ riga: 2, colonna: 'anno', messaggio: MESSAGGI_INSERZIONE.anno }]));

    const seconda = await invia(venditore, { nome: 'altro.csv', bytes: Buffer.from(righe.join('\n')) });
    expect(seconda.status).toBe(409);
    expect(await seconda.json()).toMatchObject({ message: MESSAGGI_IMPORTAZIONE.inCorso });
    const rapporto = await (await fetch(`${stack.url}/importazioni/${anteprima.id}/rapporto.csv`, { headers: auth(venditore) })).text();
    // The row as uploaded, then its outcome and every error of it, by column.
    expect(rapporto.split(/\r?\n/)[1]).toMatch(new RegExp(`^Z-1;Fiat;Panda;1850;.*;Errore;"anno: ${MESSAGGI_INSERZIONE.anno}; km: `));
    expect((await venditore.browser.gql<{ annullaImportazione: { stato: string } }>(ANNULLA, { id: anteprima.id }, venditore.token)).data).toEqual({
      annullaImportazione: { stato: 'annullata' },
    });

    // Dropped: its files are gone at once.
    expect(await fileDi(anteprima.id)).toEqual([]);
    const cartelle = await readdir(join(stack.config.STORAGE_DIR, 'imports'));

    const formato = await invia(venditore, { nome: 'magazzino.pdf', bytes: Buffer.from('%PDF') });
    expect(formato.status).toBe(400);
    expect(await formato.json()).toMatchObject({ message: MESSAGGI_IMPORTAZIONE.formatoFoglio });
    const troppo = await invia(venditore, { nome: 'magazzino.csv', bytes: Buffer.alloc(LIMITI_IMPORTAZIONE.bytesFoglio + 1, 'a') });
    expect(troppo.status).toBe(413);
    expect(await troppo.json()).toMatchObject({ message: MESSAGGI_IMPORTAZIONE.foglioTroppoGrande });
    expect(await invia(venditore, null).then((r) => r.status)).toBe(400);
    // The refused uploads left nothing behind: no new folder, or an empty one.
    for (const cartella of await readdir(join(stack.config.STORAGE_DIR, 'imports'))) {
      if (!cartelle.includes(cartella)) expect(await fileDi(cartella)).toEqual([]);
    }

    // The Excel template as downloaded, uploaded as it is: its example car is read, and its photo is not in any ZIP.
    const modello = Buffer.from(await (await fetch(`${stack.url}/importazioni/modello.xlsx`, { headers: auth(venditore) })).arrayBuffer());
    expect((await invia(venditore, { nome: 'modello-ricambiamo.xlsx', bytes: modello })).status).toBe(201);
    const esempio = await analizzata(venditore);
    expect(esempio.anteprima).toMatchObject({ nuove: 0, errori: 1 });
    expect(esempio.righe.righe[0].errori).toEqual(expect.arrayContaining([expect.objectContaining({ riga: 2, colonna: 'foto 1' })]));
  });
});
