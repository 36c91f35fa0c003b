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
  // The medium WebP for previews; the same photo preloaded as the page's carousel will ask for it.
  const og = html.match(/<meta property="og:image" content="(https?:\/\/[^"]+\/media\/auto-images\/[0-9a-f-]+\.medium\.webp)"/);
  expect(og).not.toBeNull();
  const anteprimaFoto = await request.get(og![1]);
  expect([anteprimaFoto.status(), anteprimaFoto.headers()['content-type']]).toEqual([200, 'image/webp']);
  expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/auto-images\/[0-9a-f-]+\.jpg" imagesrcset="[^"]+\.medium\.webp 960w/);
  expect(html).toContain('"@type":"Product"');
  // The photo itself is in the page, in the place the carousel shows it: it paints before the code and the data arrive.
  expect(html).toMatch(/<div id="root">[\s\S]*<img src="\/media\/auto-images\/[0-9a-f-]+\.jpg" srcset="[^"]+\.medium\.webp 960w[^"]*" sizes="[^"]+"[^>]*fetchpriority="high"/);

  expect((await request.get(`/inserzione/${randomUUID()}`)).status()).toBe(404);
  expect((await request.get('/pagina-che-non-esiste')).status()).toBe(404);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/inserzione/${id}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test('a page fetched without JavaScript already shows its content, and names the code its screen needs', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('Il ricambio giusto per la tua auto, a una frazione del prezzo del nuovo.');
  expect(home.match(/<title>/g)).toHaveLength(1);

  const login = await (await request.get('/login')).text();
  expect(login).toContain('<title>Accedi · Ricambiamo</title>');
  expect(login).toMatch(/<form[^>]*>/);
  // Typed before the app takes over, it would be lost: the prerendered form waits disabled.
  expect(login).toMatch(/<input disabled=""[^>]*name="email"/);
  expect(login).toMatch(/<link rel="prefetch" crossorigin href="\/assets\/LoginPage-[\w-]+\.js">/);

  const mancante = await request.get('/pagina-che-non-esiste');
  expect(mancante.status()).toBe(404);
  expect(await mancante.text()).toContain('Pagina non trovata');
});
