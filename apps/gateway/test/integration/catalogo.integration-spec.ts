import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { compileQuery } from 'graphql-jit';
import { MESSAGGI_INSERZIONE } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { Browser, listingInput, REGISTER, type Stack, startStack, uniqueEmail, completaDatiVendita, STACK_START_MS, PER_PUBBLICARE } from './stack';

const START = `mutation ($packId: String!) { avviaAcquistoGettoni(packId: $packId) { sessionId } }`;
const PAY = `mutation ($id: String!) { pagaCheckoutSviluppo(sessionId: $id) { saldo } }`;
const BALANCE = `query { saldoGettoni }`;
const CREATE = `mutation ($input: CreateListingInput!) { creaAuto(input: $input) { id ricambi { id nome } } }`;
const UPDATE = `mutation ($input: UpdateListingInput!) { modificaAuto(input: $input) { id descrizione } }`;
const DELETE = `mutation ($id: ID!) { eliminaAuto(id: $id) }`;
const FOR_EDIT = `query ($id: ID!) { autoDaModificare(id: $id) { id } }`;
const DETAIL = `query ($id: ID!) { auto(id: $id) { id marca venditore { nome } ricambi { nome prezzoCentesimi disponibile } } }`;
const SEARCH = `query ($filter: SearchListingsInput) { cercaAuto(filter: $filter) { total items { id } } }`;

// Mercurius compiles through this function: watched, so the test knows an operation runs compiled from then on.
jest.mock('graphql-jit', () => {
  const actual = jest.requireActual<typeof import('graphql-jit')>('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});

describe('listings through the gateway (real catalogue, tokens, identity)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({}, PER_PUBBLICARE);
  }, STACK_START_MS);

  afterAll(() => stack.stop());

  async function register(ruolo: 'acquirente' | 'venditore', packId?: string) {
    const browser = new Browser(stack.url);
    const result = await browser.gql<{ registrati: { accessToken: string; user: { id: string } } }>(REGISTER, {
      input: { nome: 'Utente Prova', email: uniqueEmail(ruolo), password: 'segretissima1', confermaPassword: 'segretissima1', ruolo },
    });
    const token = result.data!.registrati.accessToken;
    const id = result.data!.registrati.user.id;
    if (packId) {
      const started = await browser.gql<{ avviaAcquistoGettoni: { sessionId: string } }>(START, { packId }, token);
      await browser.gql(PAY, { id: started.data!.avviaAcquistoGettoni.sessionId }, token);
    }
    if (ruolo === 'venditore') await completaDatiVendita(browser, token, id);
    return { browser, token, id };
  }

  it('charges 5 tokens to publish and 1 to edit, and the listing is public and searchable', async () => {
    const marca = `Marca${randomUUID().slice(0, 6)}`;
    const seller = await register('venditore', 'gettoni-25');
    const photos = await stack.readyPhotos(seller.id);
    const created = await seller.browser.gql<{ creaAuto: { id: string } }>(CREATE, { input: listingInput(marca, photos) }, seller.token);
    expect(created.errors).toBeUndefined();
    const id = created.data!.creaAuto.id;

    const detail = await new Browser(stack.url).gql<{ auto: { marca: string; ricambi: unknown[] } }>(DETAIL, { id });
    expect(detail.data!.auto).toMatchObject({ marca, venditore: { nome: 'Utente Prova' } });
    expect(detail.data!.auto.ricambi).toHaveLength(2);

    const found = await new Browser(stack.url).gql<{ cercaAuto: { total: number; items: { id: string }[] } }>(SEARCH, {
      filter: { marca, q: 'centralina' },
    });
    expect(found.data!.cercaAuto.items.map((item) => item.id)).toEqual([id]);

    const parts = (await seller.browser.gql<{ autoDaModificare: { id: string } }>(FOR_EDIT, { id }, seller.token)).data;
    expect(parts?.autoDaModificare.id).toBe(id);
    const edited = await seller.browser.gql<{ modificaAuto: { descrizione: string } }>(
      UPDATE,
      {
        input: {
          id,
          descrizione: 'Motore perfetto, ritiro in sede',
          immagini: photos,
          ricambi: [{ nome: 'Kit Airbag', prezzoCentesimi: 20000, spedizioneCentesimi: 1500 }],
        },
      },
      seller.token,
    );
    expect(edited.data?.modificaAuto.descrizione).toBe('Motore perfetto, ritiro in sede');
    expect((await seller.browser.gql<{ saldoGettoni: number }>(BALANCE, {}, seller.token)).data!.saldoGettoni).toBe(19);
  });

  it('refuses a listing without enough tokens and creates nothing', async () => {
    const marca = `Marca${randomUUID().slice(0, 6)}`;
    const seller = await register('venditore');
    const refused = await seller.browser.gql(CREATE, { input: listingInput(marca, await stack.readyPhotos(seller.id)) }, seller.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: "Gettoni insufficienti per creare l'inserzione",
      extensions: { code: 'INSUFFICIENT_TOKENS_CREATE' },
    });
    const found = await new Browser(stack.url).gql<{ cercaAuto: { total: number } }>(SEARCH, { filter: { marca } });
    expect(found.data!.cercaAuto.total).toBe(0);
  });

  it('lets only the owner edit, read for editing or delete a listing, and no buyer create one', async () => {
    const owner = await register('venditore', 'gettoni-25');
    const other = await register('venditore', 'gettoni-25');
    const buyer = await register('acquirente');
    const photos = await stack.readyPhotos(owner.id);
    const id = (await owner.browser.gql<{ creaAuto: { id: string } }>(CREATE, { input: listingInput('Lancia', photos) }, owner.token))
      .data!.creaAuto.id;
    const edit = { id, descrizione: 'presa', immagini: [`${randomUUID()}.jpg`], ricambi: [{ nome: 'Musata', prezzoCentesimi: 1, spedizioneCentesimi: 0 }] };

    for (const [query, variables] of [
      [UPDATE, { input: edit }],
      [DELETE, { id }],
      [FOR_EDIT, { id }],
    ] as const) {
      const byOther = await other.browser.gql(query, variables, other.token);
      expect(byOther.errors?.[0].extensions.code).toBe('LISTING_NOT_FOUND');
      const byBuyer = await buyer.browser.gql(query, variables, buyer.token);
      expect(byBuyer.errors?.[0].extensions.code).toBe('FORBIDDEN');
      const byNobody = await new Browser(stack.url).gql(query, variables);
      expect(byNobody.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const created = await buyer.browser.gql(CREATE, { input: listingInput('Lancia', photos) }, buyer.token);
    expect(created.errors?.[0].extensions.code).toBe('FORBIDDEN');

    // Nothing the others tried touched it: still there, unchanged, and the owner paid only for the creation.
    const detail = await new Browser(stack.url).gql<{ auto: { ricambi: { nome: string }[] } }>(DETAIL, { id });
    expect(detail.data!.auto.ricambi.map((r) => r.nome).sort()).toEqual(['Cambio', 'Centralina ECU']);
    expect((await other.browser.gql<{ saldoGettoni: number }>(BALANCE, {}, other.token)).data!.saldoGettoni).toBe(25);

    expect((await owner.browser.gql(DELETE, { id }, owner.token)).data).toEqual({ eliminaAuto: true });
    const gone = await new Browser(stack.url).gql(DETAIL, { id });
    expect(gone.errors?.[0]).toMatchObject({ message: 'Inserzione non trovata', extensions: { code: 'LISTING_NOT_FOUND' } });
  });

  it('shows the VIN to the listing’s seller only, and to everyone the engine code, the parts’ codes and "telaio verificato"', async () => {
    const marca = `Marca${randomUUID().slice(0, 6)}`;
    const codice = `Z${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}A4000`;
    const seller = await register('venditore', 'gettoni-25');
    const other = await register('venditore');
    const input = {
      ...listingInput(marca, await stack.readyPhotos(seller.id)),
      codiceMotore: codice.toLowerCase(),
      numeroTelaio: 'zfa19900001234567',
      ricambi: [{ nome: 'Cambio', prezzoCentesimi: 35000, spedizioneCentesimi: 3000, codiceOem: '55241434, 55241435', codiceCambio: 'c514' }],
    };
    const created = await seller.browser.gql<{ creaAuto: { id: string } }>(CREATE, { input }, seller.token);
    expect(created.errors).toBeUndefined();
    const id = created.data!.creaAuto.id;

    const DATI = `query ($id: ID!) { auto(id: $id) { codiceMotore numeroTelaio telaioVerificato ricambi { codiceOem codiceCambio } } }`;
    const pubblico = { codiceMotore: codice, numeroTelaio: null, telaioVerificato: true, ricambi: [{ codiceOem: '55241434, 55241435', codiceCambio: 'C514' }] };
    expect((await new Browser(stack.url).gql(DATI, { id })).data).toEqual({ auto: pubblico });
    expect((await other.browser.gql(DATI, { id }, other.token)).data).toEqual({ auto: pubblico });
    // The detail is a public operation, asked anonymously whoever is signed in: the seller reads the VIN where they edit.
    expect((await seller.browser.gql(DATI, { id }, seller.token)).data).toEqual({ auto: pubblico });
    const perModifica = `query ($id: ID!) { autoDaModificare(id: $id) { numeroTelaio codiceMotore } }`;
    expect((await seller.browser.gql(perModifica, { id }, seller.token)).data).toEqual({
      autoDaModificare: { numeroTelaio: 'ZFA19900001234567', codiceMotore: codice },
    });

    // The home box finds it by a prefix of its engine code, written otherwise; the card says what the detail does.
    const CERCA = `query ($filter: SearchListingsInput) { cercaAuto(filter: $filter) { items { id codiceMotore telaioVerificato } } }`;
    const trovate = await new Browser(stack.url).gql<{ cercaAuto: { items: unknown[] } }>(CERCA, { filter: { q: codice.slice(0, 8).toLowerCase() } });
    expect(trovate.data!.cercaAuto.items).toEqual([{ id, codiceMotore: codice, telaioVerificato: true }]);
  });

  it('keeps "Solo compatibili" to the cars that fit the vehicle sent, checked by the garage\'s rules', async () => {
    const marca = `Màrca${randomUUID().slice(0, 6)}`;
    const seller = await register('venditore', 'gettoni-25');
    const crea = async (dati: Record<string, unknown>) => {
      const input = { ...listingInput(marca, await stack.readyPhotos(seller.id)), ...dati };
      return (await seller.browser.gql<{ creaAuto: { id: string } }>(CREATE, { input }, seller.token)).data!.creaAuto.id;
    };
    const punto = await crea({ anno: 2008, carburante: 'benzina', cilindrata: 1242 });
    await crea({ anno: 2008, carburante: 'diesel', cilindrata: 1248 });
    const cerca = (compatibileCon: Record<string, unknown>) => new Browser(stack.url).gql<{ cercaAuto: { items: { id: string }[] } }>(SEARCH, { filter: { compatibileCon } });

    // The names as the buyer wrote them, without accents and in another case; the fuel and cc as a garage holds them.
    const veicolo = { marca: marca.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase(), modello: 'punto', anno: 2010, carburante: 'benzina', cilindrata: 1242 };
    expect((await cerca(veicolo)).data!.cercaAuto.items).toEqual([{ id: punto }]);
    expect((await cerca({ ...veicolo, anno: 2011 })).data!.cercaAuto.items).toEqual([]);
    const rifiutata = await cerca({ ...veicolo, cilindrata: 0 });
    expect(rifiutata.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED', fields: { 'compatibileCon.cilindrata': MESSAGGI_INSERZIONE.cilindrata } } });
  });

  /** Waits, up to 5 s, for Mercurius to have compiled the operation named `name` (it does so off the request path). */
  const compiledOperation = (name: string) =>
    waitFor(
      () => Promise.resolve(jest.mocked(compileQuery).mock.calls.some(([, document]) => print(document).includes(`query ${name}(`)) || undefined),
      5000,
    );

  it('answers an operation alike once it runs compiled by graphql-jit, defaults and errors included', async () => {
    const marca = `Marca${randomUUID().slice(0, 6)}`;
    const seller = await register('venditore', 'gettoni-25');
    const photos = await stack.readyPhotos(seller.id);
    const created = await seller.browser.gql<{ creaAuto: { id: string } }>(CREATE, { input: listingInput(marca, photos) }, seller.token);
    const id = created.data!.creaAuto.id;
    const expected = { data: { cercaAuto: { total: 1, page: 1, pageSize: 12, items: [{ id, marca }] } } };

    // Its own text, so its first two runs below are this operation's first anywhere in the gateway: by graphql-js.
    const search = `query Compilata($filter: SearchListingsInput) { cercaAuto(filter: $filter) { total page pageSize items { id marca } } }`;
    const cerca = (filter: Record<string, unknown>) => new Browser(stack.url).gql(search, { filter });
    expect([await cerca({ marca }), await cerca({ marca })]).toEqual([expected, expected]);
    await compiledOperation('Compilata');
    // The defaults left out, or sent as null, come from the schema and the contract alike.
    expect([await cerca({ marca }), await cerca({ marca, page: null, pageSize: null, soloDisponibili: null })]).toEqual([expected, expected]);

    const missing = `query Mancante($id: ID!) { auto(id: $id) { id } }`;
    const refusal = {
      message: 'Inserzione non trovata',
      locations: [{ line: 1, column: 28 }],
      path: ['auto'],
      extensions: { code: 'LISTING_NOT_FOUND', correlationId: expect.any(String) },
    };
    const cercaMancante = async () => (await new Browser(stack.url).gql(missing, { id: randomUUID() })).errors;
    expect([await cercaMancante(), await cercaMancante()]).toEqual([[refusal], [refusal]]);
    await compiledOperation('Mancante');
    expect(await cercaMancante()).toEqual([refusal]);
  });
});
