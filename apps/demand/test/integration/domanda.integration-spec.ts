import { randomUUID } from 'node:crypto';
import type { Actor, Provincia } from '@ricambiamo/contracts';
import { DEMAND } from '@ricambiamo/contracts';
import type { ServiceHarness } from '@ricambiamo/testing';
import { failure, startServiceHarness } from '@ricambiamo/testing';
import { demand } from '../../src/main';

let h: ServiceHarness;

const acquirente = (): Actor => ({ userId: randomUUID(), role: 'acquirente' });
const venditore = (): Actor => ({ userId: randomUUID(), role: 'venditore' });

const richiesta = (marca: string, modello: string, provincia: Provincia, ricambi: ('Cambio' | 'Musata' | 'Kit Airbag')[]) =>
  h.call(DEMAND.request.create, { marca, modello, anno: 2012, ricambi, provincia }, acquirente());
const senzaRisultati = (marca: string, modello: string | null, provincia: Provincia | null) =>
  h.call(DEMAND.domanda.searchWithoutResults, { marca, modello, provincia }, null);

beforeAll(async () => {
  h = await startServiceHarness(demand, { database: 'ricambiamo_demand_test_domanda', env: { DIGEST_SWEEP_MS: '3600000', REQUEST_SWEEP_MS: '3600000' } });
});

afterAll(async () => {
  await h?.close();
});

describe('the demand shown to a yard', () => {
  it('counts the requests and the searches without results of its region over 30 days, and of all Italy without a province', async () => {
    await richiesta('Fiat', 'Panda', 'BO', ['Cambio', 'Musata']);
    await richiesta('FIAT', 'panda', 'RA', ['Cambio']);
    await richiesta('Lancia', 'Ypsilon', 'MO', ['Kit Airbag']);
    await richiesta('Fiat', 'Punto', 'MI', ['Cambio']);
    const vecchia = await richiesta('Lancia', 'Ypsilon', 'PR', ['Kit Airbag']);
    await h.sql(`UPDATE richieste SET created_at = now() - interval '31 days' WHERE id = $1`, [vecchia.id]);
    for (const provincia of ['FE', 'FE', 'BO'] as const) await senzaRisultati('Lancia', 'Ypsilon', provincia);
    await senzaRisultati('Dacia', null, 'PC');
    await senzaRisultati('Fiat', 'Punto', null);
    await senzaRisultati('Fiat', 'Punto', 'MI');

    const emilia = await h.call(DEMAND.domanda.zone, { provincia: 'RA' }, venditore());
    expect(emilia.regione).toBe('Emilia-Romagna');
    expect(emilia.modelli).toEqual([
      { marca: 'Lancia', modello: 'Ypsilon', richieste: 1, ricerche: 3 },
      { marca: 'FIAT', modello: 'panda', richieste: 2, ricerche: 0 },
      { marca: 'Dacia', modello: null, richieste: 0, ricerche: 1 },
    ]);
    expect(emilia.ricambi).toEqual([
      { nome: 'Cambio', richieste: 2 },
      { nome: 'Kit Airbag', richieste: 1 },
      { nome: 'Musata', richieste: 1 },
    ]);

    const italia = await h.call(DEMAND.domanda.zone, {}, venditore());
    expect(italia.regione).toBeNull();
    expect(italia.modelli).toContainEqual({ marca: 'Fiat', modello: 'Punto', richieste: 1, ricerche: 2 });
    expect(italia.ricambi[0]).toEqual({ nome: 'Cambio', richieste: 3 });
  });

  it('is for yards to read and for the gateway to count', async () => {
    for (const actor of [acquirente(), null]) {
      expect((await failure(h.call(DEMAND.domanda.zone, {}, actor))).code).toBe(actor ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    for (const actor of [acquirente(), venditore()]) {
      expect(await failure(h.call(DEMAND.domanda.searchWithoutResults, { marca: 'Fiat' }, actor))).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
