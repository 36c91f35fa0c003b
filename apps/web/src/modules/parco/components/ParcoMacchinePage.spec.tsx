import { MASSIMO_AREE_PARCO, MESSAGGI_PARCO } from '@ricambiamo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { venditoreLoggato } from '../../../testing/gettoni';
import { errore, type createFakeGateway } from '../../../testing/fake-gateway';
import { areaDemo, ID_AREA, parcoFinto } from '../../../testing/parco';
import { installaPointerEvent, posizionaElemento } from '../../../testing/puntatore';
import { renderApp } from '../../../testing/render-app';

beforeAll(installaPointerEvent);

const PANDA = { id: '0d6f9a52-8d1e-4d7c-9a57-3f5e0c1b2a77', marca: 'Fiat', modello: 'Panda' };
const GOLF = { id: '0d6f9a52-8d1e-4d7c-9a57-3f5e0c1b2a78', marca: 'Volkswagen', modello: 'Golf' };
const YPSILON = { id: '0d6f9a52-8d1e-4d7c-9a57-3f5e0c1b2a79', marca: 'Lancia', modello: 'Ypsilon' };
const PUNTO = { id: '0d6f9a52-8d1e-4d7c-9a57-3f5e0c1b2a7a', marca: 'Fiat', modello: 'Punto' };
const ID_AREA_2 = 'ae000000-0000-4000-8000-000000000002';

const aree = () => [
  areaDemo({ auto: [GOLF] }),
  areaDemo({ id: ID_AREA_2, nome: 'Area 2', descrizione: null, posizioneX: 400, posizioneY: 80, colore: '#EF4444', auto: [PANDA, PUNTO] }),
];

const apri = (parco = parcoFinto(aree(), [PANDA, GOLF, YPSILON, PUNTO]), extra: Parameters<typeof createFakeGateway>[0] = {}) => {
  const gateway = venditoreLoggato({ ...parco.handlers, ...extra });
  return { parco, gateway, ...renderApp('/venditore/parco-macchine', gateway.fetch) };
};

const chiamate = (gateway: ReturnType<typeof venditoreLoggato>, operazione: string) =>
  gateway.chiamate.filter((c) => c.operazione === operazione).map((c) => c.variables);

/** The map sits at (100, 50) on screen, 1000 by 700. */
const mappa = async () => {
  const elemento = await screen.findByTestId('mappa-parco');
  posizionaElemento(elemento, 100, 50, 1000, 700);
  return elemento;
};

describe('yard map', () => {
  it('keeps areas stored before the checks on the map and in reach: odd places, sizes, colours and names', async () => {
    const nomeLungo = 'Capannone'.repeat(300);
    apri(
      parcoFinto([
        areaDemo({ nome: nomeLungo, posizioneX: -300, posizioneY: -50, larghezza: 0, altezza: -10, colore: 'not-a-colour' }),
        areaDemo({ id: ID_AREA_2, nome: 'Area 2', posizioneX: 100, posizioneY: 100, larghezza: 2_147_483_647, altezza: 150 }),
      ]),
    );

    const fuori = await screen.findByRole('group', { name: nomeLungo });
    expect(fuori).toHaveStyle({ left: '0px', top: '0px', width: '100px', height: '100px', borderColor: '#3B82F6' });
    expect(screen.getByRole('group', { name: 'Area 2' })).toHaveStyle({ width: '20000px' });
    // The map is as wide as its farthest area allows, not two billion pixels.
    expect(screen.getByTestId('mappa-parco')).toHaveStyle({ width: '20300px' });
  });

  it('shows the areas with name, description and count of cars, after a skeleton', async () => {
    apri();
    expect(await screen.findByText('Gestisci le aree del tuo parco auto')).toBeInTheDocument();
    expect(await screen.findByTestId('scheletro-parco')).toBeInTheDocument();
    const area1 = within(await screen.findByRole('group', { name: 'Area 1' }));
    expect(area1.getByText('Lato officina')).toBeInTheDocument();
    expect(area1.getByText('1 auto assegnata')).toBeInTheDocument();
    expect(area1.getByRole('button', { name: 'Modifica Area 1' })).toBeInTheDocument();
    expect(area1.getByRole('button', { name: 'Elimina Area 1' })).toBeInTheDocument();
    const area2 = screen.getByRole('group', { name: 'Area 2' });
    expect(within(area2).getByText('2 auto assegnate')).toBeInTheDocument();
    expect(area2).toHaveAttribute('tabindex', '0');
    expect(area2).toHaveStyle({ left: '400px', top: '80px', width: '200px', height: '160px' });
    expect(screen.getByPlaceholderText('Cerca auto...')).toBeInTheDocument();
    expect(screen.queryByTestId('scheletro-parco')).not.toBeInTheDocument();

    const sidebar = within(screen.getByRole('complementary', { name: 'Menu area personale' }));
    expect(sidebar.getAllByRole('link').map((l) => l.textContent).slice(0, 4)).toEqual(['Dashboard', 'Guida', 'Parco Macchine', 'Inserzioni']);
    expect(sidebar.getByRole('link', { name: 'Parco Macchine' })).toHaveAttribute('href', '/venditore/parco-macchine');
  });

  it('explains how to start when there are no areas', async () => {
    apri(parcoFinto([]));
    expect(await screen.findByText('Nessuna area nel parco')).toBeInTheDocument();
    expect(screen.getByText(/Premi Disegna Area/)).toBeInTheDocument();
  });

  it('says the data could not be loaded, and loads them on Riprova', async () => {
    let falliti = 0;
    const parco = parcoFinto(aree());
    const { user } = apri(parco, {
      AreeParco: () => (falliti++ === 0 ? errore('INTERNAL', 'boom') : parco.handlers.AreeParco()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGGI_PARCO.caricamento);
    expect(await screen.findByText(MESSAGGI_PARCO.caricamento, { selector: '[data-title]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByRole('group', { name: 'Area 1' })).toBeInTheDocument();
  });

  it('switches between the draw and move modes, never both', async () => {
    const { user } = apri();
    await screen.findByRole('group', { name: 'Area 1' });
    await user.click(screen.getByRole('button', { name: 'Disegna Area' }));
    expect(screen.getByText(/Clicca e trascina.*100x100 pixel/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sposta Aree' }));
    expect(screen.getByRole('button', { name: 'Fine Spostamento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disegna Area' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disegna Area' }));
    expect(screen.getByRole('button', { name: 'Annulla Disegno' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sposta Aree' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annulla Disegno' }));
    expect(screen.getByRole('button', { name: 'Disegna Area' })).toBeInTheDocument();
  });

  it('discards a drawing smaller than 100x100 with the message, creating nothing', async () => {
    const { user, gateway } = apri();
    const canvas = await mappa();
    await user.click(screen.getByRole('button', { name: 'Disegna Area' }));
    fireEvent.pointerDown(canvas, { clientX: 700, clientY: 400, button: 0, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 850, clientY: 480, pointerId: 1 });
    expect(screen.getByTestId('area-in-disegno')).toHaveStyle({ left: '600px', top: '350px', width: '150px', height: '80px' });
    fireEvent.pointerUp(canvas, { clientX: 850, clientY: 480, pointerId: 1 });
    expect(await screen.findByText(MESSAGGI_PARCO.areaTroppoPiccola)).toBeInTheDocument();
    expect(screen.queryByTestId('area-in-disegno')).not.toBeInTheDocument();
    expect(chiamate(gateway, 'CreaAreaParco')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Annulla Disegno' })).toBeInTheDocument();
  });

  it('creates the drawn area, in any drag direction, and leaves draw mode', async () => {
    const { user, gateway } = apri();
    const canvas = await mappa();
    await user.click(screen.getByRole('button', { name: 'Disegna Area' }));
    fireEvent.pointerDown(canvas, { clientX: 900, clientY: 600, button: 0, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 760, clientY: 480, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 740, clientY: 450, pointerId: 1 });
    expect(await screen.findByText(MESSAGGI_PARCO.areaCreata)).toBeInTheDocument();
    expect(chiamate(gateway, 'CreaAreaParco')).toEqual([{ input: { posizioneX: 640, posizioneY: 400, larghezza: 160, altezza: 150 } }]);
    expect(await screen.findByRole('group', { name: 'Area 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disegna Area' })).toBeInTheDocument();
  });

  it('ends a drawing that leaves the map, and tries to create it', async () => {
    const { user, gateway } = apri();
    const canvas = await mappa();
    await user.click(screen.getByRole('button', { name: 'Disegna Area' }));
    fireEvent.pointerDown(canvas, { clientX: 900, clientY: 500, button: 0, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 1150, clientY: 700, pointerId: 1 });
    await waitFor(() => expect(chiamate(gateway, 'CreaAreaParco')).toHaveLength(1));
    expect(chiamate(gateway, 'CreaAreaParco')[0]).toEqual({ input: { posizioneX: 800, posizioneY: 450, larghezza: 250, altezza: 200 } });
  });

  it('says the creation failed', async () => {
    const { user } = apri(undefined, { CreaAreaParco: () => errore('INTERNAL', 'boom') });
    const canvas = await mappa();
    await user.click(screen.getByRole('button', { name: 'Disegna Area' }));
    fireEvent.pointerDown(canvas, { clientX: 700, clientY: 400, button: 0, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 900, clientY: 600, pointerId: 1 });
    expect(await screen.findByText(MESSAGGI_PARCO.creazione)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annulla Disegno' })).toBeInTheDocument();
  });

  it('gives the hint a place over the map before any mode starts, so starting one moves nothing', async () => {
    const { user } = apri();
    await screen.findByRole('group', { name: 'Area 1' });
    const suggerimento = screen.getByRole('status');
    expect(suggerimento).toBeEmptyDOMElement();
    // Inside the map's frame, beside the map: nothing of it is laid out above the map.
    expect(suggerimento.parentElement).toContainElement(screen.getByTestId('mappa-parco'));
    await user.click(screen.getByRole('button', { name: 'Disegna Area' }));
    expect(screen.getByRole('status')).toBe(suggerimento);
    expect(suggerimento).toHaveTextContent(/Clicca e trascina.*100x100 pixel/);
    await user.click(screen.getByRole('button', { name: 'Annulla Disegno' }));
    expect(suggerimento).toBeEmptyDOMElement();
  });

  it('gives a narrow area its name on a row of its own, whole in its title, with its buttons under it', async () => {
    apri(parcoFinto([areaDemo({ nome: 'Area dei ricambi pesanti', larghezza: 130, altezza: 100 })]));
    const area = await screen.findByRole('group', { name: 'Area dei ricambi pesanti' });
    const nome = within(area).getByText('Area dei ricambi pesanti');
    expect(nome).toHaveAttribute('title', 'Area dei ricambi pesanti');
    // Name and buttons are no longer side by side: the row holding both stacks them.
    expect(nome.parentElement).toHaveClass('flex-col');
    expect(within(area).getByRole('button', { name: 'Modifica Area dei ricambi pesanti' })).toBeInTheDocument();
    expect(within(area).getByRole('button', { name: 'Elimina Area dei ricambi pesanti' })).toBeInTheDocument();
  });

  it(`says a yard of ${MASSIMO_AREE_PARCO} areas is full when Disegna Area is pressed, drawing nothing`, async () => {
    const piene = Array.from({ length: MASSIMO_AREE_PARCO }, (_, i) =>
      areaDemo({ id: `ae000000-0000-4000-8000-${String(i).padStart(12, '0')}`, nome: `Area ${i + 1}` }),
    );
    const { user } = apri(parcoFinto(piene));
    await screen.findByRole('group', { name: `Area ${MASSIMO_AREE_PARCO}` });
    await user.click(screen.getByRole('button', { name: 'Disegna Area' }));
    expect(await screen.findByText(MESSAGGI_PARCO.troppeAree)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disegna Area' })).toBeInTheDocument();
    expect(screen.queryByText(/Clicca e trascina/)).not.toBeInTheDocument();
  });

  it('shows the service’s refusal of an area past the limit (drawn from another tab meanwhile)', async () => {
    const { user } = apri(undefined, { CreaAreaParco: () => errore('AREA_LIMIT_REACHED', MESSAGGI_PARCO.troppeAree) });
    const canvas = await mappa();
    await user.click(screen.getByRole('button', { name: 'Disegna Area' }));
    fireEvent.pointerDown(canvas, { clientX: 700, clientY: 400, button: 0, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 900, clientY: 600, pointerId: 1 });
    expect(await screen.findByText(MESSAGGI_PARCO.troppeAree)).toBeInTheDocument();
  });

  it('moves a dragged area centred on the pointer, clamped at 0', async () => {
    const { user, gateway } = apri();
    const canvas = await mappa();
    await user.click(screen.getByRole('button', { name: 'Sposta Aree' }));
    const area1 = screen.getByRole('group', { name: 'Area 1' });
    fireEvent.pointerDown(area1, { clientX: 200, clientY: 200, button: 0, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 600, clientY: 450, pointerId: 1 });
    expect(area1).toHaveStyle({ left: '400px', top: '320px' });
    fireEvent.pointerUp(canvas, { clientX: 600, clientY: 450, pointerId: 1 });
    await waitFor(() => expect(chiamate(gateway, 'SpostaAreaParco')).toEqual([{ id: ID_AREA, posizioneX: 400, posizioneY: 320 }]));

    fireEvent.pointerDown(screen.getByRole('group', { name: 'Area 2' }), { clientX: 600, clientY: 200, button: 0, pointerId: 2 });
    fireEvent.pointerUp(canvas, { clientX: 120, clientY: 60, pointerId: 2 });
    await waitFor(() => expect(chiamate(gateway, 'SpostaAreaParco')[1]).toEqual({ id: ID_AREA_2, posizioneX: 0, posizioneY: 0 }));
  });

  it('says the move failed and puts the area back', async () => {
    const { user } = apri(undefined, { SpostaAreaParco: () => errore('INTERNAL', 'boom') });
    await screen.findByRole('group', { name: 'Area 1' });
    const area1 = screen.getByRole('group', { name: 'Area 1' });
    area1.focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText(MESSAGGI_PARCO.spostamento)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Area 1' })).toHaveStyle({ left: '40px' }));
  });

  it('moves the focused area by 10 px with the arrows and resizes it with Shift, saving each change', async () => {
    const { user, gateway } = apri();
    const area1 = await screen.findByRole('group', { name: 'Area 1' });
    area1.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(chiamate(gateway, 'SpostaAreaParco')).toEqual([{ id: ID_AREA, posizioneX: 50, posizioneY: 80 }]));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(chiamate(gateway, 'SpostaAreaParco')[1]).toEqual({ id: ID_AREA, posizioneX: 50, posizioneY: 70 }));
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() =>
      expect(chiamate(gateway, 'ModificaAreaParco')).toEqual([
        { input: { areaId: ID_AREA, nome: 'Area 1', descrizione: 'Lato officina', colore: '#10B981', larghezza: 200, altezza: 170 } },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('group', { name: 'Area 1' })).toHaveStyle({ left: '50px', top: '70px', height: '170px' }));
  });

  it('opens Gestione Auto with Enter, assigns a free car from the select and removes one', async () => {
    const { user, gateway } = apri();
    const area1 = await screen.findByRole('group', { name: 'Area 1' });
    area1.focus();
    await user.keyboard('{Enter}');
    const dialogo = within(await screen.findByRole('dialog', { name: 'Gestione Auto - Area 1' }));
    expect(dialogo.getByText('Volkswagen Golf')).toBeInTheDocument();
    const select = dialogo.getByRole('combobox', { name: "Seleziona un'auto" });
    // Only the car in no area: the Panda is in Area 2, the Golf here.
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(["Seleziona un'auto", 'Lancia Ypsilon']);

    await user.selectOptions(select, 'Lancia Ypsilon');
    expect(await screen.findByText(MESSAGGI_PARCO.autoAssegnata)).toBeInTheDocument();
    expect(chiamate(gateway, 'AssegnaAutoArea')).toEqual([{ areaId: ID_AREA, autoId: YPSILON.id }]);
    expect(await dialogo.findByText('Lancia Ypsilon', { selector: 'li' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Area 1' })).getByText('2 auto assegnate')).toBeInTheDocument());

    await user.click(dialogo.getByRole('button', { name: 'Rimuovi Volkswagen Golf' }));
    await waitFor(() => expect(chiamate(gateway, 'RimuoviAutoArea')).toEqual([{ areaId: ID_AREA, autoId: GOLF.id }]));
    await waitFor(() => expect(dialogo.queryByText('Volkswagen Golf', { selector: 'li' })).not.toBeInTheDocument());
    expect(within(select).getByRole('option', { name: 'Volkswagen Golf' })).toBeInTheDocument();

    await user.click(dialogo.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens Gestione Auto on a click only outside the draw and move modes', async () => {
    const { user } = apri();
    await user.click(await screen.findByRole('group', { name: 'Area 2' }));
    expect(await screen.findByRole('dialog', { name: 'Gestione Auto - Area 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await user.click(screen.getByRole('button', { name: 'Sposta Aree' }));
    await user.click(screen.getByRole('group', { name: 'Area 2' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the assignment failed', async () => {
    const { user } = apri(undefined, { AssegnaAutoArea: () => errore('INTERNAL', 'boom') });
    await user.click(await screen.findByRole('group', { name: 'Area 1' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: "Seleziona un'auto" }), 'Lancia Ypsilon');
    expect(await screen.findByText(MESSAGGI_PARCO.assegnazione)).toBeInTheDocument();
  });

  it('edits an area in Modifica Area, refusing sides below 100', async () => {
    const { user, gateway } = apri();
    await user.click(await screen.findByRole('button', { name: 'Modifica Area 1' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Modifica Area' }));
    // The two dialogs exclude each other: the edit button did not open Gestione Auto too.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialogo.getByLabelText('Nome')).toHaveValue('Area 1');
    expect(dialogo.getByLabelText('Descrizione')).toHaveValue('Lato officina');
    expect(dialogo.getByLabelText('Colore')).toHaveDisplayValue('Verde');
    expect(within(dialogo.getByLabelText('Colore')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Rosso', 'Arancione', 'Verde', 'Blu', 'Indaco', 'Viola', 'Rosa', 'Grigio',
    ]);
    expect(dialogo.getByLabelText('Larghezza (px)')).toHaveValue(200);
    expect(dialogo.getByLabelText('Altezza (px)')).toHaveValue(160);

    await user.clear(dialogo.getByLabelText('Larghezza (px)'));
    await user.type(dialogo.getByLabelText('Larghezza (px)'), '99');
    await user.click(dialogo.getByRole('button', { name: 'Salva Modifiche' }));
    await waitFor(() => expect(dialogo.getByLabelText('Larghezza (px)')).toHaveAccessibleDescription(MESSAGGI_PARCO.areaTroppoPiccola));
    expect(chiamate(gateway, 'ModificaAreaParco')).toHaveLength(0);

    await user.clear(dialogo.getByLabelText('Larghezza (px)'));
    // Parsed as an integer (docs/rules.md §6): the decimals typed are dropped.
    await user.type(dialogo.getByLabelText('Larghezza (px)'), '240.6');
    await user.clear(dialogo.getByLabelText('Nome'));
    await user.type(dialogo.getByLabelText('Nome'), 'Motori');
    await user.selectOptions(dialogo.getByLabelText('Colore'), 'Viola');
    await user.click(dialogo.getByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText(MESSAGGI_PARCO.areaAggiornata)).toBeInTheDocument();
    expect(chiamate(gateway, 'ModificaAreaParco')).toEqual([
      { input: { areaId: ID_AREA, nome: 'Motori', descrizione: 'Lato officina', colore: '#8B5CF6', larghezza: 240, altezza: 160 } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Motori' })).toHaveStyle({ width: '240px' });
  });

  it('says the update failed', async () => {
    const { user } = apri(undefined, { ModificaAreaParco: () => errore('INTERNAL', 'boom') });
    await user.click(await screen.findByRole('button', { name: 'Modifica Area 1' }));
    await user.click(await screen.findByRole('button', { name: 'Salva Modifiche' }));
    expect(await screen.findByText(MESSAGGI_PARCO.aggiornamento)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Modifica Area' })).toBeInTheDocument();
  });

  it('highlights the first area holding a matching car and lists Auto trovate', async () => {
    const { user } = apri();
    await screen.findByRole('group', { name: 'Area 1' });
    await user.type(screen.getByPlaceholderText('Cerca auto...'), 'PAN');
    const trovate = within(await screen.findByRole('region', { name: 'Auto trovate' }));
    expect(trovate.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Fiat Panda· Area 2']);
    expect(screen.getByRole('group', { name: 'Area 2' })).toHaveAttribute('data-evidenziata', 'true');
    expect(screen.getByRole('group', { name: 'Area 1' })).not.toHaveAttribute('data-evidenziata');

    await user.clear(screen.getByPlaceholderText('Cerca auto...'));
    await user.type(screen.getByPlaceholderText('Cerca auto...'), 'lancia');
    expect(within(screen.getByRole('region', { name: 'Auto trovate' })).getByText(/Lancia Ypsilon/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Area 2' })).not.toHaveAttribute('data-evidenziata');
  });

  it('deletes an area without asking, and Annulla puts it back with its cars', async () => {
    const { user, gateway } = apri();
    await user.click(await screen.findByRole('button', { name: 'Elimina Area 2' }));
    expect(await screen.findByText(MESSAGGI_PARCO.areaEliminata)).toBeInTheDocument();
    expect(chiamate(gateway, 'EliminaAreaParco')).toEqual([{ id: ID_AREA_2 }]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Area 2' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(chiamate(gateway, 'AssegnaAutoArea')).toHaveLength(2));
    expect(chiamate(gateway, 'CreaAreaParco')).toEqual([{ input: { posizioneX: 400, posizioneY: 80, larghezza: 200, altezza: 160 } }]);
    const [nuova] = chiamate(gateway, 'ModificaAreaParco') as [{ input: { areaId: string } }];
    expect(nuova.input).toMatchObject({ nome: 'Area 2', descrizione: null, colore: '#EF4444', larghezza: 200, altezza: 160 });
    expect(chiamate(gateway, 'AssegnaAutoArea')).toEqual([
      { areaId: nuova.input.areaId, autoId: PANDA.id },
      { areaId: nuova.input.areaId, autoId: PUNTO.id },
    ]);
    expect(await screen.findByRole('group', { name: 'Area 2' })).toHaveStyle({ left: '400px' });
  });

  it('says the deletion failed, keeping the area', async () => {
    const { user } = apri(undefined, { EliminaAreaParco: () => errore('INTERNAL', 'boom') });
    await user.click(await screen.findByRole('button', { name: 'Elimina Area 1' }));
    expect(await screen.findByText(MESSAGGI_PARCO.eliminazione)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Area 1' })).toBeInTheDocument();
  });
});
