import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { accessToken, tipoInVenditaApi } from './support/catalogo';
import { DEMO } from './support/utenti';

/**
 * What a crawler or a chat app's link preview gets without running any JavaScript: the server fills the listing's
 * head, answers 404 for what does not exist, and lists new listings in the sitemap.
 */
test('a listing fetched without JavaScript carries its own title, description and photo; a missing one is a 404; the sitemap lists it', async ({
  request,
}) => {
  const token = await accessToken(request, DEMO.venditore.email, DEMO.venditore.password);
  const { id, modello } = await tipoInVenditaApi(request, token);

  const pagina = await request.get(`/inserzione/${id}`);
  expect(pagina.status()).toBe(200);
  const html = await pagina.text();
  expect(html).toMatch(new RegExp(`<title>[^<]*Fiat ${modello} 2012[^<]*</title>`));
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toMatch(/<meta name="description" content="[^"]*Cambio[^"]*"/);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/media\/auto-images\/[0-9a-f-]+\.jpg"/);
  expect(html).toContain('"@type":"Product"');

  expect((await request.get(`/inserzione/${randomUUID()}`)).status()).toBe(404);
  expect((await request.get('/pagina-che-non-esiste')).status()).toBe(404);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/inserzione/${id}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});
