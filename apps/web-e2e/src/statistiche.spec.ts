import { expect, test } from '@playwright/test';
import { formattaNumero, TESTI_STATISTICHE } from '@ricambiamo/contracts';
import { accessToken, graphql } from './support/catalogo';
import { euro, nuovaInserzione, nuovoAcquirente, ordinaApi, statistica, venditoreDemo } from './support/ordini';
import { DEMO } from './support/utenti';

const T = TESTI_STATISTICHE;

interface Totali {
  ordini: number;
  venditeCentesimi: number;
  visualizzazioni: number;
}

const totaliApi = async (request: Parameters<typeof graphql>[0], token: string): Promise<Totali> =>
  (await graphql<{ andamentoVenditore: { totali: Totali } }>(request, token, '{ andamentoVenditore { totali { ordini venditeCentesimi visualizzazioni } } }'))
    .andamentoVenditore.totali;

test('a seller sees the charts after a buyer viewed a listing and ordered from it; the seller’s own view does not count', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const token = await accessToken(request, DEMO.venditore.email, DEMO.venditore.password);
  const auto = await nuovaInserzione(request, [
    ['Cambio', 35_000, 3_000],
    ['Centralina ECU', 12_000, 900],
  ]);
  const prima = await totaliApi(request, token);

  // The seller opens the new listing: not a view for the statistics.
  const venditore = await venditoreDemo(browser);
  await venditore.goto(`/inserzione/${auto.id}`);
  await expect(venditore.getByRole('heading', { name: new RegExp(auto.modello), level: 1 })).toBeVisible();

  // A buyer looks at it twice (one view a day) and orders the gearbox.
  const { page: acquirente, email } = await nuovoAcquirente(browser, 'Sara Galli');
  await acquirente.goto(`/inserzione/${auto.id}`);
  await expect(acquirente.getByRole('heading', { name: new RegExp(auto.modello), level: 1 })).toBeVisible();
  await acquirente.reload();
  await expect(acquirente.getByRole('heading', { name: new RegExp(auto.modello), level: 1 })).toBeVisible();
  const tokenAcquirente = await accessToken(request, email, 'segretissima1');
  await ordinaApi(request, tokenAcquirente, { autoId: auto.id, ricambiIds: [auto.ids.Cambio], nome: 'Sara Galli', email });

  // The count goes out after the page is answered: wait for it rather than race it.
  await expect.poll(async () => (await totaliApi(request, token)).visualizzazioni, { timeout: 15_000 }).toBe(prima.visualizzazioni + 1);

  await venditore.goto('/venditore');
  await venditore.getByRole('complementary', { name: 'Menu area personale' }).getByRole('link', { name: 'Statistiche' }).click();
  await expect(venditore).toHaveURL('/venditore/statistiche');
  await expect(venditore.getByRole('heading', { name: T.titolo, level: 1 })).toBeVisible();
  await expect(statistica(venditore, T.totaleOrdini)).toHaveText(formattaNumero(prima.ordini + 1));
  await expect(statistica(venditore, T.totaleVendite)).toHaveText(euro(prima.venditeCentesimi + 38_000));
  await expect(statistica(venditore, T.totaleVisualizzazioni)).toHaveText(formattaNumero(prima.visualizzazioni + 1));
  for (const titolo of [T.graficoOrdini, T.graficoRicambi, T.graficoVisualizzazioni, T.graficoConversione]) {
    const grafico = venditore.getByRole('region', { name: titolo });
    await expect(grafico).toBeVisible();
    // recharts drew it, at the card's width.
    await expect(grafico.locator('svg.recharts-surface').first()).toBeVisible();
  }
  // The gearbox is among the parts sold, in the table the chart is read aloud from.
  await expect(venditore.getByRole('region', { name: T.graficoRicambi }).getByRole('rowheader', { name: 'Cambio' })).toBeAttached();
});
