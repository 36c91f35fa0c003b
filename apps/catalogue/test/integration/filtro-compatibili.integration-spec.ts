import type { Actor, AutoPerCompatibilita, Carburante, SearchListingsRequest, VeicoloFiltroCompatibileInput } from '@ricambiamo/contracts';
import { CATALOGUE, chiaveNome, compatibilitaAuto, regoleFiltroCompatibile, rispettaFiltroCompatibile, veicoloFiltroCompatibileSchema } from '@ricambiamo/contracts';
import type { CatalogueHarness } from '../fixtures/catalogue-harness';
import { inserzione, newSeller, startCatalogueHarness } from '../fixtures/catalogue-harness';

/**
 * "Solo compatibili" (docs/rules.md §3.14) through the service: the cars the search keeps for a buyer's vehicle are
 * exactly those rispettaFiltroCompatibile keeps, and those the badge (compatibilitaAuto) does not call Da verificare.
 */

let h: CatalogueHarness;

beforeAll(async () => {
  h = await startCatalogueHarness('ricambiamo_catalogue_test_compatibili');
}, 120_000);

afterAll(async () => {
  await h.close();
});

type Auto = Omit<AutoPerCompatibilita, 'kw' | 'carburante' | 'cilindrata'> & { carburante: Carburante; cilindrata: number };

const auto = (marca: string, modello: string, anno: number, carburante: Carburante, cilindrata: number, codiceMotore: string | null): Auto => ({
  marca,
  modello,
  anno,
  carburante,
  cilindrata,
  codiceMotore,
});

/** Each car on sale as its seller wrote it; the comment says what it tries. */
const AUTO: Record<string, Auto> = {
  panda: auto('Fiat', 'Panda', 2012, 'benzina', 1242, '169A4000'),
  ypsilonStessoMotore: auto('Lancia', 'Ypsilon', 2016, 'benzina', 1242, '169 A4.000'), // same code, written otherwise
  puntoStessoMotore: auto('Fiat', 'Punto', 2005, 'gpl', 1242, '169a4000'), // same code, nothing else the same
  panda2010SenzaCodice: auto('FIAT', 'panda', 2010, 'benzina', 1242, null), // first year of the window, names' case
  panda2014SenzaCodice: auto('Fiat', ' Panda ', 2014, 'benzina', 1242, null), // last year of the window
  panda2009: auto('Fiat', 'Panda', 2009, 'benzina', 1242, null), // a year before the window
  panda2015: auto('Fiat', 'Panda', 2015, 'benzina', 1242, '169A4000'), // after it, but the engine code is the same
  panda2015SenzaCodice: auto('Fiat', 'Panda', 2015, 'benzina', 1242, null),
  pandaDiesel: auto('Fiat', 'Panda', 2012, 'diesel', 1248, null), // fuel and cc differ
  pandaGpl: auto('Fiat', 'Panda', 2011, 'gpl', 1242, null), // fuel differs
  panda1368: auto('Fiat', 'Panda', 2013, 'benzina', 1368, null), // cc differs
  pandaAltroCodice: auto('Fiat', 'Panda', 2013, 'benzina', 1242, '188A4000'), // another engine code
  pandaHobby: auto('Fiat', 'Panda Hobby', 2012, 'benzina', 1242, null), // a modello that only begins the same
  elysee: auto('Citroën', 'C-Elysée', 2014, 'diesel', 1560, 'DV6'),
  elyseeSenzaAccenti: auto('Citroen', 'C Elysee', 2013, 'diesel', 1560, null),
  elyseeBenzina: auto('CITROËN', 'c-élysée', 2013, 'benzina', 1199, null),
  fabia: auto('Škoda', 'Fabia', 2010, 'benzina', 1198, 'CGPA'),
  fabiaSenzaAccenti: auto('Skoda', 'FABIA', 2011, 'benzina', 1198, null),
  mito: auto('Alfa  Romeo', 'MiTo', 2012, 'benzina', 1368, '955A2000'), // two spaces
  mitoAltro: auto('Alfa Romeo', 'Mi.To', 2013, 'benzina', 1368, null),
  classeA: auto('Mercedes-Benz', 'Classe A (W169)', 2008, 'diesel', 1991, 'OM640'),
  classeASenzaPunteggiatura: auto('Mercedes Benz', 'Classe A W169', 2009, 'diesel', 1991, null),
  classeAW168: auto('Mercedes-Benz', 'Classe A (W168)', 2003, 'diesel', 1689, 'OM668'),
};

/** Buyers' vehicles, as the web sends them: the issue's own, and others missing some data or written otherwise. */
const VEICOLI: Record<string, VeicoloFiltroCompatibileInput> = {
  panda: { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, codiceMotore: '169A4000' },
  pandaSenzaCodice: { marca: 'fiat', modello: 'PANDA', anno: 2012, carburante: 'benzina', cilindrata: 1242, codiceMotore: null },
  pandaSoloModello: { marca: 'Fiat', modello: 'Panda', anno: 2011 },
  elysee: { marca: 'Citroen', modello: 'C-Elysee', anno: 2014, carburante: 'diesel', cilindrata: 1560, codiceMotore: 'dv-6' },
  fabia: { marca: 'SKODA', modello: 'fabia', anno: 2010, carburante: 'benzina', cilindrata: 1198, codiceMotore: null },
  mito: { marca: 'Alfa Romeo', modello: 'Mito', anno: 2013, carburante: 'benzina', cilindrata: 1368, codiceMotore: null },
  classeA: { marca: 'Mercedes Benz', modello: 'classe a w169', anno: 2009, carburante: 'diesel', cilindrata: 1991, codiceMotore: 'OM 640' },
};

describe('the home filter "Solo compatibili"', () => {
  /** Listing id → the key of AUTO it was created from. */
  const nomi = new Map<string, string>();

  beforeAll(async () => {
    const seller: Actor = newSeller();
    await h.buy(seller, 'gettoni-250');
    for (const [nome, dati] of Object.entries(AUTO)) {
      const creata = await h.call(
        CATALOGUE.listing.create,
        inserzione({ ...dati, numeroTelaio: null, ricambi: [{ nome: 'Pompa ABS', prezzoCentesimi: 5_000, spedizioneCentesimi: 1_000 }] }),
        seller,
      );
      nomi.set(creata.id, nome);
    }
  }, 120_000);

  const trovate = async (filtri: SearchListingsRequest) => {
    const { items, total } = await h.call(CATALOGUE.listing.search, { ...filtri, pageSize: 48 });
    expect(total).toBe(items.length);
    return items.map((card) => nomi.get(card.id)).sort();
  };

  it.each(Object.keys(VEICOLI))('shows for %s exactly the cars the fit rules keep, and the badge calls a fit', async (chiave) => {
    const veicolo = veicoloFiltroCompatibileSchema.parse(VEICOLI[chiave]);
    const regole = regoleFiltroCompatibile(veicolo);
    const attese = Object.entries(AUTO)
      .filter(([, dati]) => rispettaFiltroCompatibile(regole, { ...dati, kw: null }))
      .map(([nome]) => nome)
      .sort();
    const daBadge = Object.entries(AUTO)
      .filter(([, dati]) => compatibilitaAuto({ ...veicolo, kw: null }, { ...dati, kw: null }).livello !== 'da_verificare')
      .map(([nome]) => nome)
      .sort();
    expect(daBadge).toEqual(attese);
    expect(await trovate({ compatibileCon: VEICOLI[chiave] })).toEqual(attese);
    // Every buyer here has some cars kept and some left out.
    expect(attese.length).toBeGreaterThan(0);
    expect(attese.length).toBeLessThan(Object.keys(AUTO).length);
  });

  it("keeps for the issue's Fiat Panda 2012 1.2 benzina 169A4000 its engine's cars and its model's, nothing else", async () => {
    expect(await trovate({ compatibileCon: VEICOLI.panda })).toEqual(
      ['panda', 'ypsilonStessoMotore', 'puntoStessoMotore', 'panda2010SenzaCodice', 'panda2014SenzaCodice', 'panda2015'].sort(),
    );
    expect(await trovate({ compatibileCon: VEICOLI.pandaSenzaCodice })).toEqual(
      ['panda', 'panda2010SenzaCodice', 'panda2014SenzaCodice', 'pandaAltroCodice'].sort(),
    );
  });

  it('narrows the other filters and the words, and is left out when not asked', async () => {
    expect(await trovate({ compatibileCon: VEICOLI.panda, marca: 'lancia' })).toEqual(['ypsilonStessoMotore']);
    expect(await trovate({ compatibileCon: VEICOLI.pandaSoloModello, carburante: 'gpl' })).toEqual(['pandaGpl']);
    expect(await trovate({ compatibileCon: VEICOLI.panda, q: 'ypsilon' })).toEqual(['ypsilonStessoMotore']);
    expect(await trovate({ compatibileCon: null })).toHaveLength(Object.keys(AUTO).length);
  });
});

describe('chiave_nome, the SQL twin of chiaveNome', () => {
  it('keys tricky names as chiaveNome does', async () => {
    const nomi = [
      'Citroën C-Elysée',
      'Alfa  Romeo',
      'Mercedes-Benz',
      'Škoda',
      'Classe A (W169)',
      ' Fiat 500X ',
      'Mi.To',
      'DS 3 Crossback',
      'Citroe\u0308n', // the accent typed as a combining mark
      'Renault Mégane Scénic',
      'Land-Rover / Range_Rover',
      'Opel Zafira-Tourer 1.6 CDTi',
      "Lancia Ypsilon 'Elefantino'",
      'Peugeot 208 GTi • 30th',
      'VOLKSWAGEN Golf VII',
      'Dacia Sandero Stepway ÇÀÈÌÒÙ äöü ñ',
      // No accent to drop: spelled out by both.
      'Großer Ærø Łada Œuvre',
    ];
    const chiavi = await h.sql<{ nome: string; chiave: string }>('SELECT nome, chiave_nome(nome) AS chiave FROM unnest($1::text[]) nome', [nomi]);
    expect(chiavi).toEqual(nomi.map((nome) => ({ nome, chiave: chiaveNome(nome) })));
  });
});
