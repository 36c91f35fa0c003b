import type { Actor, AutoDettaglioDto, CompatibilitaInserzioneDto, VeicoloAcquirente } from '@ricambiamo/contracts';
import { CATALOGUE, MESSAGGI_VERIFICA } from '@ricambiamo/contracts';
import { failure, waitFor } from '@ricambiamo/testing';
import type { CatalogueHarness } from '../fixtures/catalogue-harness';
import { inserzione, modifica, newBuyer, newSeller, startCatalogueHarness } from '../fixtures/catalogue-harness';

/**
 * The cross-reference read model follows listings through catalogue's own events, and the checks: asked by a buyer,
 * answered once by the part's seller, a "compatibile" joining the cross-reference (docs/architecture.md#cross-reference).
 */
let h: CatalogueHarness;

beforeAll(async () => {
  h = await startCatalogueHarness('ricambiamo_catalogue_test_riferimenti');
}, 120_000);

afterAll(async () => {
  await h.close();
});

const panda: VeicoloAcquirente & { kw: number; carburante: 'benzina'; cilindrata: number } = {
  marca: 'Fiat',
  modello: 'Panda',
  anno: 2012,
  carburante: 'benzina',
  cilindrata: 1242,
  kw: 51,
  codiceMotore: '169A4000',
};

async function sellerWithTokens(): Promise<Actor> {
  const seller = newSeller();
  await h.buy(seller, 'gettoni-100');
  return seller;
}

/** A car with a door whose OEM code is `oem`, and an engine. */
const auto = (seller: Actor, extra: Parameters<typeof inserzione>[0], oem: string) =>
  h.call(
    CATALOGUE.listing.create,
    inserzione({
      numeroTelaio: null,
      ricambi: [
        { nome: 'Porta laterale anteriore sinistra', prezzoCentesimi: 9_000, spedizioneCentesimi: 2_000, codiceOem: oem },
        { nome: 'Motore completo', prezzoCentesimi: 90_000, spedizioneCentesimi: 9_000 },
      ],
      ...extra,
    }),
    seller,
  );

const righe = (autoId: string) =>
  h.sql<{ ricambio_id: string | null; codici_oem: string[]; marca_chiave: string; codice_motore_norm: string | null; confermato: boolean }>(
    'SELECT ricambio_id, codici_oem, marca_chiave, codice_motore_norm, confermato FROM riferimenti WHERE auto_id = $1 ORDER BY ricambio_id NULLS FIRST',
    [autoId],
  );

const ricambio = (listing: AutoDettaglioDto, nome: string) => listing.ricambi.find((r) => r.nome === nome)!;
/** The listing's fit: anyone's, or (`buyer`) with the buyer's own checks. */
const compatibilitaPer = (autoId: string, veicolo: typeof panda | null, buyer: Actor | null = null): Promise<CompatibilitaInserzioneDto> =>
  buyer
    ? h.call(CATALOGUE.compatibilita.listingForBuyer, { autoId, veicolo }, buyer)
    : h.call(CATALOGUE.compatibilita.listing, { autoId, veicolo });
const diRicambio = (dto: CompatibilitaInserzioneDto, ricambioId: string) => dto.ricambi.find((r) => r.ricambioId === ricambioId)!;

describe('the cross-reference read model', () => {
  it('follows a listing created, edited and deleted, through the events', async () => {
    const seller = await sellerWithTokens();
    const listing = await auto(seller, { marca: 'Fiat', modello: 'Panda', anno: 2011, carburante: 'benzina', cilindrata: 1242, codiceMotore: '169 A4.000' }, '517.623-81');
    const porta = ricambio(listing, 'Porta laterale anteriore sinistra');

    // One row for the car (its engine code), one for the door (its OEM code); the engine part has no code of its own.
    const create = await waitFor(async () => ((await righe(listing.id)).length === 2 ? righe(listing.id) : undefined));
    expect(create).toEqual([
      { ricambio_id: null, codici_oem: [], marca_chiave: 'fiat', codice_motore_norm: '169A4000', confermato: false },
      { ricambio_id: porta.id, codici_oem: ['51762381'], marca_chiave: 'fiat', codice_motore_norm: '169A4000', confermato: false },
    ]);

    await h.call(
      CATALOGUE.listing.update,
      modifica(listing, {
        ricambi: modifica(listing).ricambi.map((r) => (r.nome === 'Porta laterale anteriore sinistra' ? { ...r, codiceOem: '51762381, 735 4' } : r)),
      }),
      seller,
    );
    const edit = await waitFor(async () => {
      const rows = await righe(listing.id);
      return rows.find((r) => r.codici_oem.length === 2) ? rows : undefined;
    });
    expect(edit.map((r) => r.codici_oem)).toEqual([[], ['51762381', '7354']]);

    await h.call(CATALOGUE.listing.delete, { id: listing.id }, seller);
    await waitFor(async () => ((await righe(listing.id)).length === 0 ? true : undefined));
  });

  it('shows "Compatibile anche con" from other listings sharing an OEM or engine code, never the car itself', async () => {
    const seller = await sellerWithTokens();
    const oem = `CX${Date.now()}`;
    const idea = await auto(seller, { marca: 'Fiat', modello: 'Idea', anno: 2008, carburante: 'benzina', cilindrata: 1242, codiceMotore: 'Q9X' + oem }, oem);
    const ypsilon1 = await auto(seller, { marca: 'Lancia', modello: 'Ypsilon', anno: 2010, carburante: 'benzina', cilindrata: 1242, codiceMotore: 'Q9X' + oem }, oem);
    const ypsilon2 = await auto(seller, { marca: 'Lancia', modello: 'Ypsilon', anno: 2013, carburante: 'benzina', cilindrata: 1242, codiceMotore: null }, oem);
    await waitFor(async () => ((await righe(ypsilon2.id)).length === 1 ? true : undefined));

    const dto = await compatibilitaPer(idea.id, null);
    expect(diRicambio(dto, ricambio(idea, 'Porta laterale anteriore sinistra').id).ancheCon).toEqual([
      { marca: 'Lancia', modello: 'Ypsilon', annoDa: 2010, annoA: 2013, quanti: 2, confermato: false },
    ]);
    // The engine: the cars with its engine code, the Ypsilon of 2013 having none.
    expect(diRicambio(dto, ricambio(idea, 'Motore completo').id).ancheCon).toEqual([
      { marca: 'Lancia', modello: 'Ypsilon', annoDa: 2010, annoA: 2010, quanti: 1, confermato: false },
    ]);
    // Without a vehicle, no badge.
    expect(dto.ricambi.every((r) => r.compatibilita === null)).toBe(true);
    expect(ypsilon1.id).toBeDefined();
  });

  it("calls a part Compatibile by the OEM code of a part known on the buyer's model", async () => {
    const seller = await sellerWithTokens();
    const oem = `PD${Date.now()}`;
    // A Panda of 2013 with the buyer's engine data: its door's code is known to fit the buyer's Panda.
    await auto(seller, { marca: 'Fiat', modello: 'Panda', anno: 2013, carburante: 'benzina', cilindrata: 1242, codiceMotore: null }, oem);
    const idea = await auto(seller, { marca: 'Fiat', modello: 'Idea', anno: 2008, carburante: 'diesel', cilindrata: 1248, codiceMotore: null }, oem);
    const porta = ricambio(idea, 'Porta laterale anteriore sinistra').id;
    const dto = await waitFor(async () => {
      const letto = await compatibilitaPer(idea.id, panda);
      return diRicambio(letto, porta).compatibilita?.livello === 'compatibile' ? letto : undefined;
    });
    expect(diRicambio(dto, porta).compatibilita).toEqual({
      livello: 'compatibile',
      motivo: `stesso codice OEM ${oem} di un ricambio noto per la tua Fiat Panda`,
    });
    expect(diRicambio(dto, ricambio(idea, 'Motore completo').id).compatibilita).toEqual({ livello: 'da_verificare', motivo: 'marca o modello diversi' });
  });
});

describe('checks of compatibility', () => {
  const chiedi = (buyer: Actor, ricambioId: string) =>
    h.call(
      CATALOGUE.compatibilita.ask,
      { ricambioId, veicolo: { ...panda }, telaioOTarga: 'ab 123 cd', domanda: 'Va bene sulla mia Panda del 2012?' },
      buyer,
    );

  it('goes from the buyer to the seller and back, once, and a "compatibile" joins the cross-reference', async () => {
    const seller = await sellerWithTokens();
    const buyer = newBuyer();
    const listing = await auto(seller, { marca: 'Fiat', modello: 'Punto', anno: 2009, carburante: 'diesel', cilindrata: 1248, codiceMotore: null }, `PT${Date.now()}`);
    const porta = ricambio(listing, 'Porta laterale anteriore sinistra');

    const asked = await chiedi(buyer, porta.id);
    expect(asked).toMatchObject({ nomeRicambio: porta.nome, titoloAuto: 'Fiat Punto 2009', veicolo: 'Fiat Panda 2012, benzina, 1242 cc, 169A4000', telaioOTarga: null, esito: null });
    expect((await failure(chiedi(buyer, porta.id))).code).toBe('CHECK_PENDING');

    // The seller sees it with the plate; another seller cannot answer it.
    const [received] = await h.call(CATALOGUE.compatibilita.received, {}, seller);
    expect(received).toMatchObject({ id: asked.id, telaioOTarga: 'AB123CD', domanda: 'Va bene sulla mia Panda del 2012?' });
    expect(await h.call(CATALOGUE.compatibilita.received, {}, newSeller())).toEqual([]);
    const altro = await failure(h.call(CATALOGUE.compatibilita.answer, { verificaId: asked.id, esito: 'compatibile' }, newSeller()));
    expect(altro.code).toBe('CHECK_NOT_FOUND');

    const answered = await h.call(CATALOGUE.compatibilita.answer, { verificaId: asked.id, esito: 'compatibile', nota: 'Stesso attacco' }, seller);
    expect(answered).toMatchObject({ esito: 'compatibile', nota: 'Stesso attacco' });
    expect((await failure(h.call(CATALOGUE.compatibilita.answer, { verificaId: asked.id, esito: 'non_compatibile' }, seller))).code).toBe('CHECK_ANSWERED');

    // The buyer's badge for this vehicle follows the answer.
    const perLui = diRicambio(await compatibilitaPer(listing.id, panda, buyer), porta.id);
    expect(perLui.compatibilita).toEqual({ livello: 'compatibile', motivo: MESSAGGI_VERIFICA.confermata });
    expect(perLui.verifica).toMatchObject({ id: asked.id, esito: 'compatibile', telaioOTarga: null });
    // Anyone's view carries nobody's checks.
    expect(diRicambio(await compatibilitaPer(listing.id, panda), porta.id).verifica).toBeNull();

    // The confirmation joins the cross-reference, marked as the seller's.
    const confermata = await waitFor(async () => {
      const rows = await h.sql<{ marca: string; modello: string; anno: number; confermato: boolean }>(
        'SELECT marca, modello, anno, confermato FROM riferimenti WHERE verifica_id = $1',
        [asked.id],
      );
      return rows[0];
    });
    expect(confermata).toEqual({ marca: 'Fiat', modello: 'Panda', anno: 2012, confermato: true });
    expect(diRicambio(await compatibilitaPer(listing.id, null), porta.id).ancheCon).toEqual([
      { marca: 'Fiat', modello: 'Panda', annoDa: 2012, annoA: 2012, quanti: 1, confermato: true },
    ]);
    // So another buyer with such a Panda gets the door as Compatibile too, by its OEM code; one with a Punto does not.
    expect(diRicambio(await compatibilitaPer(listing.id, panda, newBuyer()), porta.id).compatibilita).toEqual({
      livello: 'compatibile',
      motivo: `stesso codice OEM ${porta.codiceOem} di un ricambio noto per la tua Fiat Panda`,
    });
    const punto = { ...panda, modello: 'Punto', anno: 2020, codiceMotore: null };
    expect(diRicambio(await compatibilitaPer(listing.id, punto, newBuyer()), porta.id).compatibilita?.livello).toBe('da_verificare');

    // A new question may follow the answer.
    expect((await chiedi(buyer, porta.id)).esito).toBeNull();
  });

  it('refuses a part that does not exist, a malformed plate, and a seller asking', async () => {
    const buyer = newBuyer();
    expect((await failure(chiedi(buyer, '00000000-0000-4000-8000-000000000000'))).code).toBe('CHECK_PART_NOT_FOUND');
    const malformata = await failure(
      h.call(CATALOGUE.compatibilita.ask, { ricambioId: '00000000-0000-4000-8000-000000000000', veicolo: panda, telaioOTarga: 'A!', domanda: 'x' }, buyer),
    );
    expect(malformata.code).toBe('VALIDATION_FAILED');
    expect((await failure(chiedi(newSeller(), '00000000-0000-4000-8000-000000000000'))).code).toBe('FORBIDDEN');
  });
});
