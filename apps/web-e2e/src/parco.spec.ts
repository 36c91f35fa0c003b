import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGGI_PARCO, ORARI_DEFAULT } from '@ricambiamo/contracts';
import { accessToken, caricaFotoApi, graphql, tipoInVenditaApi } from './support/catalogo';
import { logoPng } from './support/foto';
import { emailUnica, registra } from './support/utenti';

const mappa = (page: Page) => page.getByTestId('mappa-parco');
const avanzamento = (page: Page) => page.getByRole('progressbar', { name: 'Avanzamento' });

/** Press at (x, y) of the map, drag by (dx, dy) in steps, release: what a mouse user does. */
async function trascina(page: Page, da: { x: number; y: number }, dx: number, dy: number): Promise<void> {
  const box = (await mappa(page).boundingBox())!;
  await page.mouse.move(box.x + da.x, box.y + da.y);
  await page.mouse.down();
  await page.mouse.move(box.x + da.x + dx / 2, box.y + da.y + dy / 2, { steps: 5 });
  await page.mouse.move(box.x + da.x + dx, box.y + da.y + dy, { steps: 5 });
  await page.mouse.up();
}

/** Where an area is on the map and how big, in the map's pixels. */
async function rettangolo(area: Locator): Promise<{ x: number; y: number; larghezza: number; altezza: number }> {
  return area.evaluate((el: HTMLElement) => ({
    x: Math.round(el.offsetLeft),
    y: Math.round(el.offsetTop),
    larghezza: Math.round(el.offsetWidth),
    altezza: Math.round(el.offsetHeight),
  }));
}

async function nuovoVenditore(page: Page, prefisso: string): Promise<string> {
  const email = emailUnica(prefisso);
  await registra(page, { nome: 'Sara Galli', email, password: 'segretissima1', ruolo: 'venditore' });
  await expect(page).toHaveURL('/venditore');
  return email;
}

test('a seller draws, moves, edits and fills an area with the mouse, finds the car, and the guide goes from 0 to 4 of 4', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await nuovoVenditore(page, 'parco');
  const token = await accessToken(request, email, 'segretissima1');

  await page.getByRole('complementary', { name: 'Menu area personale' }).getByRole('link', { name: 'Guida' }).click();
  await expect(page).toHaveURL('/venditore/guida');
  await expect(avanzamento(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('0 di 4 completati')).toBeVisible();

  await page.getByRole('complementary', { name: 'Menu area personale' }).getByRole('link', { name: 'Parco Macchine' }).click();
  await expect(page).toHaveURL('/venditore/parco-macchine');
  await expect(page.getByText('Gestisci le aree del tuo parco auto')).toBeVisible();

  // A 50x50 drag is refused and nothing is drawn.
  await page.getByRole('button', { name: 'Disegna Area' }).click();
  await expect(page.getByRole('button', { name: 'Annulla Disegno' })).toBeVisible();
  await expect(page.getByText(/Clicca e trascina.*100x100/)).toBeVisible();
  await trascina(page, { x: 60, y: 60 }, 50, 50);
  await expect(page.getByText(MESSAGGI_PARCO.areaTroppoPiccola)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Area 1' })).toHaveCount(0);

  // A 200x150 drag makes Area 1 and turns draw mode off.
  await trascina(page, { x: 80, y: 80 }, 200, 150);
  await expect(page.getByText(MESSAGGI_PARCO.areaCreata)).toBeVisible();
  const area1 = page.getByRole('group', { name: 'Area 1' });
  await expect(area1).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disegna Area' })).toBeVisible();
  expect(await rettangolo(area1)).toEqual({ x: 80, y: 80, larghezza: 200, altezza: 150 });
  await expect(area1).toContainText('0 auto assegnate');

  // Move it: dropped centred on the pointer, and it stays there after a reload.
  await page.getByRole('button', { name: 'Sposta Aree' }).click();
  await expect(page.getByRole('button', { name: 'Fine Spostamento' })).toBeVisible();
  await trascina(page, { x: 180, y: 155 }, 300, 100);
  await expect.poll(() => rettangolo(area1)).toEqual({ x: 380, y: 180, larghezza: 200, altezza: 150 });
  await page.getByRole('button', { name: 'Fine Spostamento' }).click();
  await page.reload();
  await expect.poll(() => rettangolo(page.getByRole('group', { name: 'Area 1' }))).toEqual({ x: 380, y: 180, larghezza: 200, altezza: 150 });

  // Edit name, colour and size.
  await page.getByRole('button', { name: 'Modifica Area 1' }).click();
  const modifica = page.getByRole('dialog', { name: 'Modifica Area' });
  await modifica.getByLabel('Nome').fill('Fila A');
  await modifica.getByLabel('Descrizione').fill('Utilitarie');
  await modifica.getByLabel('Colore').selectOption({ label: 'Verde' });
  await modifica.getByLabel('Larghezza (px)').fill('90');
  await modifica.getByRole('button', { name: 'Salva Modifiche' }).click();
  await expect(modifica.getByLabel('Larghezza (px)')).toHaveAccessibleDescription(MESSAGGI_PARCO.areaTroppoPiccola);
  await modifica.getByLabel('Larghezza (px)').fill('260');
  // Parsed as an integer (docs/rules.md §6): 180.5 is 180.
  await modifica.getByLabel('Altezza (px)').fill('180.5');
  await modifica.getByRole('button', { name: 'Salva Modifiche' }).click();
  await expect(page.getByText(MESSAGGI_PARCO.areaAggiornata)).toBeVisible();
  const filaA = page.getByRole('group', { name: 'Fila A' });
  await expect(filaA).toContainText('Utilitarie');
  expect(await rettangolo(filaA)).toEqual({ x: 380, y: 180, larghezza: 260, altezza: 180 });
  await expect(filaA).toHaveCSS('border-top-color', 'rgb(16, 185, 129)');
  await expect(avanzamento(page)).toHaveCount(0);

  // A listing of hers and a complete profile, through the API.
  const { modello } = await tipoInVenditaApi(request, token);
  await graphql(request, token, 'mutation ($input: SellerProfileInput!) { aggiornaProfiloVenditore(input: $input) { id } }', {
    input: {
      nome: 'Sara Galli',
      nomeAttivita: 'Autodemolizioni Galli',
      partitaIva: '03018291207',
      orari: ORARI_DEFAULT,
      logoImage: await caricaFotoApi(request, token, await logoPng('logo.png', 'AG'), 'store=profile-images&kind=logo'),
    },
  });
  await page.goto('/venditore/guida');
  await expect(page.getByText('3 di 4 completati')).toBeVisible();

  // Click the area outside the modes: its cars, and the new one to assign (it reaches the yard by event).
  await page.goto('/venditore/parco-macchine');
  await page.getByRole('group', { name: 'Fila A' }).click({ position: { x: 20, y: 100 } });
  const gestione = page.getByRole('dialog', { name: 'Gestione Auto - Fila A' });
  await expect(gestione).toBeVisible();
  await expect(gestione.getByLabel("Seleziona un'auto").locator('option', { hasText: `Fiat ${modello}` })).toHaveCount(1);
  await gestione.getByLabel("Seleziona un'auto").selectOption({ label: `Fiat ${modello}` });
  await expect(page.getByText(MESSAGGI_PARCO.autoAssegnata)).toBeVisible();
  await expect(gestione.getByRole('button', { name: `Rimuovi Fiat ${modello}` })).toBeVisible();
  await gestione.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page.getByRole('group', { name: 'Fila A' })).toContainText('1 auto assegnata');

  // Search: case-insensitive, the area lights up and the car is listed.
  await page.getByPlaceholder('Cerca auto...').fill(modello.toLowerCase());
  await expect(page.getByRole('group', { name: 'Fila A' })).toHaveAttribute('data-evidenziata', 'true');
  const trovate = page.getByRole('region', { name: 'Auto trovate' });
  await expect(trovate).toContainText(`Fiat ${modello}`);
  await expect(trovate).toContainText('Fila A');

  await page.goto('/venditore/guida');
  await expect(page.getByText('4 di 4 completati')).toBeVisible();
  await expect(avanzamento(page)).toHaveAttribute('aria-valuenow', '4');

  // The listings table shows the area; deleting the listing takes the car out of it.
  await page.goto('/venditore');
  const riga = page.getByRole('row', { name: new RegExp(modello) });
  await expect(riga).toContainText('Fila A');
  await riga.getByRole('button', { name: `Elimina Fiat ${modello}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByRole('row', { name: new RegExp(modello) })).toHaveCount(0);
  await page.goto('/venditore/parco-macchine');
  await expect(page.getByRole('group', { name: 'Fila A' })).toContainText('0 auto assegnate');
  await page.getByRole('group', { name: 'Fila A' }).click({ position: { x: 20, y: 100 } });
  await expect(page.getByRole('dialog', { name: 'Gestione Auto - Fila A' }).getByLabel("Seleziona un'auto").locator('option')).toHaveText([
    "Seleziona un'auto",
  ]);
  await page.keyboard.press('Escape');

  // Delete the area: no confirmation, an Annulla in the toast.
  await page.getByRole('button', { name: 'Elimina Fila A' }).click();
  await expect(page.getByText(MESSAGGI_PARCO.areaEliminata)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annulla' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Fila A' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Fila A' })).toHaveCount(0);
});

test('a seller moves and resizes an area and opens its cars with the keyboard only', async ({ page, request }) => {
  const email = await nuovoVenditore(page, 'tastiera');
  const token = await accessToken(request, email, 'segretissima1');
  await graphql(request, token, 'mutation ($input: NuovaAreaParcoInput!) { creaAreaParco(input: $input) { id } }', {
    input: { posizioneX: 40, posizioneY: 40, larghezza: 200, altezza: 150 },
  });
  await page.goto('/venditore/parco-macchine');
  const area = page.getByRole('group', { name: 'Area 1' });
  await expect(area).toBeVisible();

  // Tab until the area has the focus, as a keyboard user would.
  for (let i = 0; i < 60 && !(await area.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(area).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => rettangolo(area)).toMatchObject({ x: 50, y: 40 });
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => rettangolo(area)).toMatchObject({ x: 50, y: 50 });
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => rettangolo(area)).toEqual({ x: 50, y: 50, larghezza: 210, altezza: 150 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Gestione Auto - Area 1' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Gestione Auto - Area 1' })).toHaveCount(0);

  await page.reload();
  await expect.poll(() => rettangolo(page.getByRole('group', { name: 'Area 1' }))).toEqual({ x: 50, y: 50, larghezza: 210, altezza: 150 });
});

test('Disegna Area leaves the map where it was, and a 130x100 area shows its name whole or on focus', async ({ page, request }) => {
  const email = await nuovoVenditore(page, 'piccola');
  const token = await accessToken(request, email, 'segretissima1');
  const crea = async (posizioneX: number, nome: string) => {
    const { creaAreaParco } = await graphql<{ creaAreaParco: { id: string } }>(
      request,
      token,
      'mutation ($input: NuovaAreaParcoInput!) { creaAreaParco(input: $input) { id } }',
      { input: { posizioneX, posizioneY: 120, larghezza: 130, altezza: 100 } },
    );
    await graphql(request, token, 'mutation ($input: ModificaAreaParcoInput!) { modificaAreaParco(input: $input) { id } }', {
      input: { areaId: creaAreaParco.id, nome, descrizione: null, colore: '#3B82F6', larghezza: 130, altezza: 100 },
    });
  };
  await crea(40, 'Area 12');
  const nomeLungo = 'Motori e cambi da smontare';
  await crea(240, nomeLungo);
  await page.goto('/venditore/parco-macchine');
  const corta = page.getByRole('group', { name: 'Area 12' });
  await expect(corta).toBeVisible();
  // Opened by its address, the page starts at the top: not 65 px down, where the sign-up form was scrolled in this tab
  // (which moved the map under this journey's feet as it measured).
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The hint lies over the map: the ground under the pointer stays put as the mode starts and ends.
  const prima = await mappa(page).boundingBox();
  await page.getByRole('button', { name: 'Disegna Area' }).click();
  await expect(page.getByText(/Clicca e trascina.*100x100/)).toBeVisible();
  expect(await mappa(page).boundingBox()).toEqual(prima);
  await page.getByRole('button', { name: 'Annulla Disegno' }).click();
  await page.getByRole('button', { name: 'Sposta Aree' }).click();
  await expect(page.getByText("Trascina un'area e rilasciala nella nuova posizione.")).toBeVisible();
  expect(await mappa(page).boundingBox()).toEqual(prima);
  await page.getByRole('button', { name: 'Fine Spostamento' }).click();

  // A short name shows whole: the buttons sit under it, not beside it.
  const nomeCorto = corta.getByText('Area 12', { exact: true });
  expect(await nomeCorto.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(corta.getByRole('button', { name: 'Modifica Area 12' })).toBeVisible();
  await expect(corta.getByRole('button', { name: 'Elimina Area 12' })).toBeVisible();

  // A name too long for 130 px is in the title, and shown whole while the area has the keyboard's focus.
  const lunga = page.getByRole('group', { name: nomeLungo });
  await expect(lunga.locator('p', { hasText: nomeLungo })).toHaveAttribute('title', nomeLungo);
  const tooltip = lunga.locator('span[aria-hidden="true"]', { hasText: nomeLungo });
  await expect(tooltip).toBeHidden();
  await lunga.getByRole('button', { name: `Modifica ${nomeLungo}` }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(lunga).toBeFocused();
  await expect(tooltip).toBeVisible();
  expect(await tooltip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
