import { MESSAGGI, MESSAGGI_PARCO } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { publishListing, registerUser, type Utente } from './ordini-fixtures';
import { Browser, type Stack, startStack, STACK_START_MS, PER_PUBBLICARE } from './stack';

const AREA = 'id nome colore posizioneX posizioneY larghezza altezza auto { id marca modello }';
const AREAS = `query { areeParco { ${AREA} } }`;
const CARS = `query { autoInParco { id marca modello area { id nome colore } } }`;
const CREATE = `mutation ($input: NuovaAreaParcoInput!) { creaAreaParco(input: $input) { ${AREA} } }`;
const MOVE = `mutation ($id: ID!, $x: Int!, $y: Int!) { spostaAreaParco(id: $id, posizioneX: $x, posizioneY: $y) { ${AREA} } }`;
const UPDATE = `mutation ($input: ModificaAreaParcoInput!) { modificaAreaParco(input: $input) { ${AREA} } }`;
const DELETE = `mutation ($id: ID!) { eliminaAreaParco(id: $id) }`;
const ASSIGN = `mutation ($areaId: ID!, $autoId: ID!) { assegnaAutoArea(areaId: $areaId, autoId: $autoId) { ${AREA} } }`;
const REMOVE = `mutation ($areaId: ID!, $autoId: ID!) { rimuoviAutoArea(areaId: $areaId, autoId: $autoId) { ${AREA} } }`;
const DELETE_LISTING = `mutation ($id: ID!) { eliminaAuto(id: $id) }`;

type Area = { id: string; nome: string; posizioneX: number; posizioneY: number; auto: { id: string }[] };
type Auto = { id: string; marca: string; area: { id: string; nome: string } | null };

/**
 * The yard map through the gateway against the real services: catalogue's listing events give the yard its cars, and
 * every operation answers only the seller it belongs to.
 */
describe('yard map through the gateway (real catalogue and yard)', () => {
  let stack: Stack;
  let venditore: Utente;
  let altro: Utente;
  let acquirente: Utente;
  let listing: string;

  const cars = async (who: Utente) => (await who.browser.gql<{ autoInParco: Auto[] }>(CARS, {}, who.token)).data!.autoInParco;

  beforeAll(async () => {
    stack = await startStack({}, [...PER_PUBBLICARE, 'yard']);
    [venditore, altro, acquirente] = await Promise.all([
      registerUser(stack, 'venditore', 'Mario Rossi'),
      registerUser(stack, 'venditore', 'Anna Neri'),
      registerUser(stack, 'acquirente', 'Giulia Verdi'),
    ]);
    listing = (await publishListing(stack, venditore, [{ nome: 'Cambio', prezzoCentesimi: 35_000, spedizioneCentesimi: 3_000 }])).id;
  }, STACK_START_MS);

  afterAll(() => stack?.stop());

  it('draws, moves, edits and fills an area with a car that came from catalogue, then frees it when the listing goes', async () => {
    // Catalogue's listing-created event reaches the yard.
    const [auto] = await waitFor(async () => {
      const list = await cars(venditore);
      return list.length === 1 ? list : undefined;
    }, 15_000);
    expect(auto).toEqual({ id: listing, marca: 'Fiat', modello: 'Punto', area: null });

    const piccola = await venditore.browser.gql(CREATE, { input: { posizioneX: 10, posizioneY: 10, larghezza: 50, altezza: 50 } }, venditore.token);
    expect(piccola.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED', fields: { larghezza: MESSAGGI_PARCO.areaTroppoPiccola } } });

    const created = await venditore.browser.gql<{ creaAreaParco: Area }>(
      CREATE,
      { input: { posizioneX: 40, posizioneY: 40, larghezza: 200, altezza: 150 } },
      venditore.token,
    );
    const area = created.data!.creaAreaParco;
    expect(area).toMatchObject({ nome: 'Area 1', posizioneX: 40, larghezza: 200, auto: [] });
    const moved = await venditore.browser.gql<{ spostaAreaParco: Area }>(MOVE, { id: area.id, x: 300, y: -20 }, venditore.token);
    expect(moved.data!.spostaAreaParco).toMatchObject({ posizioneX: 300, posizioneY: 0 });
    const updated = await venditore.browser.gql<{ modificaAreaParco: Area }>(
      UPDATE,
      { input: { areaId: area.id, nome: 'Capannone', descrizione: null, colore: '#10B981', larghezza: 240, altezza: 160 } },
      venditore.token,
    );
    expect(updated.data!.modificaAreaParco).toMatchObject({ nome: 'Capannone', colore: '#10B981' });

    const assigned = await venditore.browser.gql<{ assegnaAutoArea: Area }>(ASSIGN, { areaId: area.id, autoId: listing }, venditore.token);
    expect(assigned.data!.assegnaAutoArea.auto).toEqual([{ id: listing, marca: 'Fiat', modello: 'Punto' }]);
    expect((await cars(venditore))[0].area).toEqual({ id: area.id, nome: 'Capannone', colore: '#10B981' });

    expect((await venditore.browser.gql(DELETE_LISTING, { id: listing }, venditore.token)).data).toEqual({ eliminaAuto: true });
    await waitFor(async () => ((await cars(venditore)).length === 0 ? true : undefined), 15_000);
    const [rimasta] = (await venditore.browser.gql<{ areeParco: Area[] }>(AREAS, {}, venditore.token)).data!.areeParco;
    expect(rimasta.auto).toEqual([]);
    expect((await venditore.browser.gql(DELETE, { id: area.id }, venditore.token)).data).toEqual({ eliminaAreaParco: area.id });
  }, 60_000);

  it('refuses anonymous callers and buyers every operation, and shows another seller nothing it can change', async () => {
    const { data } = await venditore.browser.gql<{ creaAreaParco: Area }>(
      CREATE,
      { input: { posizioneX: 0, posizioneY: 0, larghezza: 100, altezza: 100 } },
      venditore.token,
    );
    const id = data!.creaAreaParco.id;
    const propria = (await publishListing(stack, altro, [{ nome: 'Cambio', prezzoCentesimi: 1_000, spedizioneCentesimi: 500 }])).id;
    await waitFor(async () => ((await cars(altro)).length === 1 ? true : undefined), 15_000);

    const operazioni: [string, string, Record<string, unknown>][] = [
      ['areeParco', AREAS, {}],
      ['autoInParco', CARS, {}],
      ['creaAreaParco', CREATE, { input: { posizioneX: 0, posizioneY: 0, larghezza: 100, altezza: 100 } }],
      ['spostaAreaParco', MOVE, { id, x: 1, y: 1 }],
      ['modificaAreaParco', UPDATE, { input: { areaId: id, nome: 'Rubata', colore: '#EF4444', larghezza: 100, altezza: 100 } }],
      ['eliminaAreaParco', DELETE, { id }],
      ['assegnaAutoArea', ASSIGN, { areaId: id, autoId: propria }],
      ['rimuoviAutoArea', REMOVE, { areaId: id, autoId: propria }],
    ];
    const anonimo = new Browser(stack.url);
    for (const [nome, query, variables] of operazioni) {
      expect([nome, (await anonimo.gql(query, variables)).errors?.[0].extensions.code]).toEqual([nome, 'UNAUTHENTICATED']);
      const buyer = await acquirente.browser.gql(query, variables, acquirente.token);
      expect([nome, buyer.errors?.[0].message]).toEqual([nome, MESSAGGI.auth.nonAutorizzato]);
    }
    expect((await altro.browser.gql<{ areeParco: Area[] }>(AREAS, {}, altro.token)).data!.areeParco).toEqual([]);
    for (const [nome, query, variables] of operazioni.filter(([, , v]) => 'id' in v || 'areaId' in v || ('input' in v && 'areaId' in (v.input as object)))) {
      expect([nome, (await altro.browser.gql(query, variables, altro.token)).errors?.[0].extensions.code]).toEqual([nome, 'NOT_FOUND']);
    }
    // Its own area and the first seller's car: not found either.
    const suaArea = (await altro.browser.gql<{ creaAreaParco: Area }>(CREATE, { input: { posizioneX: 0, posizioneY: 0, larghezza: 100, altezza: 100 } }, altro.token))
      .data!.creaAreaParco;
    const altrui = (await publishListing(stack, venditore, [{ nome: 'Cambio', prezzoCentesimi: 1_000, spedizioneCentesimi: 500 }])).id;
    await waitFor(async () => ((await cars(venditore)).some((a) => a.id === altrui) ? true : undefined), 15_000);
    expect((await altro.browser.gql(ASSIGN, { areaId: suaArea.id, autoId: altrui }, altro.token)).errors?.[0].extensions.code).toBe('NOT_FOUND');

    const [intatta] = (await venditore.browser.gql<{ areeParco: Area[] }>(AREAS, {}, venditore.token)).data!.areeParco;
    expect(intatta).toMatchObject({ id, nome: 'Area 1', posizioneX: 0, auto: [] });
  }, 90_000);
});
