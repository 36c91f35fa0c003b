import { MESSAGGI } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { inserzioneVenditoreDemo, ID_AUTO, statisticheVenditore, venditoreConInserzioni } from '../../../testing/catalogo';
import { KEY_NON_VALIDA } from '../../../testing/dati-anomali';
import { errore } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';
import { schermoLargo } from '../../../testing/schermo';

const ALTRA = '9c1d2e3f-0000-4000-8000-000000000009';
const inserzioni = () => [
  inserzioneVenditoreDemo(),
  inserzioneVenditoreDemo({ id: ALTRA, marca: 'Lancia', modello: 'Ypsilon', km: 90_500, cv: 85, ricambiDisponibili: 2, ricambiTotali: 2 }),
];

/** The seller's listings through a gateway that deletes them: the list it answers next lacks the deleted one. */
function gatewayCheElimina() {
  let elenco = inserzioni();
  return venditoreConInserzioni({
    MieAuto: () => ({ data: { mieAuto: elenco } }),
    EliminaAuto: (variables) => {
      elenco = elenco.filter((a) => a.id !== variables.id);
      return { data: { eliminaAuto: true } };
    },
  });
}

describe('seller dashboard, listings tab', () => {
  it.each(['/venditore', '/venditore/inserzioni'])('lists the listings in the table at %s, with the stat cards', async (percorso) => {
    const gateway = venditoreConInserzioni({
      MieAuto: () => ({ data: { mieAuto: inserzioni() } }),
      StatisticheVenditore: () => statisticheVenditore({ inserzioni: 2, ricambi: 6, ordini: 3, venditeCentesimi: 102_990 }),
    });
    renderApp(percorso, gateway.fetch);

    const tabella = within(await screen.findByRole('table', { name: 'Le tue inserzioni' }, { timeout: 3000 }));
    expect(tabella.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Veicolo', 'Info', 'Area', 'Ricambi', 'Data', 'Azioni']);
    const panda = within(tabella.getByRole('row', { name: /Fiat Panda/ }));
    expect(panda.getByText('128.000 km · 69 CV')).toBeInTheDocument();
    expect(await panda.findByText('Non assegnata')).toBeInTheDocument();
    expect(panda.getAllByText('3 disponibili')).not.toHaveLength(0);
    expect(panda.getByText('21/11/2026')).toBeInTheDocument();
    expect(panda.getByRole('link', { name: 'Visualizza Fiat Panda' })).toHaveAttribute('href', `/inserzione/${ID_AUTO}`);
    expect(panda.getByRole('link', { name: 'Modifica Fiat Panda' })).toHaveAttribute('href', `/venditore/modifica-inserzione/${ID_AUTO}`);

    await waitFor(() => expect(screen.getAllByRole('definition').map((s) => s.textContent?.replace(/\u00a0/g, ' '))).toEqual(['2', '6', '3', '1.029,90 €']));
  });

  it('shows the placeholder for a listing whose photo is no image key, and the rest of the table', async () => {
    const gateway = venditoreConInserzioni({
      MieAuto: () => ({ data: { mieAuto: [inserzioneVenditoreDemo({ immagine: KEY_NON_VALIDA }), inserzioni()[1]] } }),
    });
    renderApp('/venditore/inserzioni', gateway.fetch);

    const tabella = within(await screen.findByRole('table', { name: 'Le tue inserzioni' }));
    expect(within(tabella.getByRole('row', { name: /Fiat Panda/ })).getByRole('img', { name: 'Immagine non disponibile' })).toBeInTheDocument();
    expect(within(tabella.getByRole('row', { name: /Lancia Ypsilon/ })).getByRole('presentation')).toHaveAttribute(
      'src',
      '/media/auto-images/3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090.thumb.webp',
    );
  });

  it('shows in the Area column the yard area holding each car, in its colour', async () => {
    const gateway = venditoreConInserzioni({
      MieAuto: () => ({ data: { mieAuto: inserzioni() } }),
      AutoInParco: () => ({
        data: {
          autoInParco: [
            { id: ID_AUTO, marca: 'Fiat', modello: 'Panda', area: { id: 'ae000000-0000-4000-8000-000000000001', nome: 'Area Motori', colore: '#EF4444' } },
            { id: ALTRA, marca: 'Lancia', modello: 'Ypsilon', area: null },
          ],
        },
      }),
    });
    renderApp('/venditore/inserzioni', gateway.fetch);
    const panda = within(await screen.findByRole('row', { name: /Fiat Panda/ }));
    expect(await panda.findByText('Area Motori')).toBeInTheDocument();
    expect(panda.getByTestId('colore-area')).toHaveStyle({ backgroundColor: '#EF4444' });
    expect(panda.queryByText('Non assegnata')).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Lancia Ypsilon/ })).getByText('Non assegnata')).toBeInTheDocument();
  });

  it('searches on the server with the text typed in the search box', async () => {
    const gateway = venditoreConInserzioni({
      MieAuto: (variables) => ({ data: { mieAuto: variables.q ? [inserzioni()[1]] : inserzioni() } }),
      StatisticheVenditore: () => statisticheVenditore({ inserzioni: 2, ricambi: 6 }),
    });
    const { user } = renderApp('/venditore', gateway.fetch);
    await screen.findByRole('row', { name: /Fiat Panda/ });

    await user.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'ypsi');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Fiat Panda/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Lancia Ypsilon/ })).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'MieAuto').map((c) => c.variables.q)).toContain('ypsi');
    // The stat cards keep counting every listing, not the filtered ones.
    expect(screen.getAllByRole('definition').map((s) => s.textContent?.replace(/\u00a0/g, ' '))).toEqual(['2', '6', '0', '0,00 €']);
  });

  it('offers Crea Prima Inserzione when there are none', async () => {
    renderApp('/venditore/inserzioni', venditoreConInserzioni().fetch);
    expect(await screen.findByRole('link', { name: 'Crea Prima Inserzione' })).toHaveAttribute('href', '/venditore/nuova-inserzione');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('deletes only after confirmation, warning about the yard area first', async () => {
    const gateway = gatewayCheElimina();
    const { user } = renderApp('/venditore', gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Elimina Fiat Panda' }));

    const dialogo = within(screen.getByRole('alertdialog', { name: 'Eliminare Fiat Panda?' }));
    expect(dialogo.getByText(/verrà tolta dall'area/)).toBeInTheDocument();
    expect(dialogo.getByRole('button', { name: 'Annulla' })).toHaveFocus();
    await user.click(dialogo.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(gateway.chiamate.some((c) => c.operazione === 'EliminaAuto')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Elimina Fiat Panda' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText(MESSAGGI.inserzione.eliminata)).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'EliminaAuto')?.variables).toEqual({ id: ID_AUTO });
    await waitFor(() => expect(screen.queryByRole('row', { name: /Fiat Panda/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Lancia Ypsilon/ })).toBeInTheDocument();
  });

  it('says so when the deletion fails, keeping the listing', async () => {
    const gateway = venditoreConInserzioni({
      MieAuto: () => ({ data: { mieAuto: inserzioni() } }),
      EliminaAuto: () => errore('INTERNAL', MESSAGGI.generico),
    });
    const { user } = renderApp('/venditore', gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Elimina Fiat Panda' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText(MESSAGGI.inserzione.erroreEliminazione)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Fiat Panda/ })).toBeInTheDocument();
  });

  it('adds Inserzioni, Nuova Inserzione and the public profile to the sidebar', async () => {
    renderApp('/venditore', venditoreConInserzioni().fetch);
    const sidebar = within(await screen.findByRole('complementary', { name: 'Menu area personale' }));
    expect(sidebar.getByRole('link', { name: 'Inserzioni' })).toHaveAttribute('href', '/venditore/inserzioni');
    expect(sidebar.getByRole('link', { name: 'Nuova Inserzione' })).toHaveAttribute('href', '/venditore/nuova-inserzione');
    expect(sidebar.getByRole('link', { name: 'Profilo Pubblico' })).toHaveAttribute(
      'href',
      '/venditore/5b0f2f5e-4a36-4a59-9d1f-0c3c8d4f5a11/profilo',
    );
  });
});

const AREA_MOTORI = { id: 'ae000000-0000-4000-8000-000000000001', nome: 'Area Motori', colore: '#EF4444' };

describe('seller listings, the count of available parts', () => {
  it('agrees with one part: "1 disponibile", not "1 disponibili"', async () => {
    const gateway = venditoreConInserzioni({
      MieAuto: () => ({ data: { mieAuto: [inserzioneVenditoreDemo({ ricambiDisponibili: 1 }), inserzioni()[1]] } }),
    });
    renderApp('/venditore/inserzioni', gateway.fetch);
    const panda = within(await screen.findByRole('row', { name: /Fiat Panda/ }));
    expect(panda.getByRole('cell', { name: '1 disponibile' })).toBeInTheDocument();
    expect(screen.queryByText(/1 disponibili/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Lancia Ypsilon/ })).getByRole('cell', { name: '2 disponibili' })).toBeInTheDocument();
  });
});

describe('seller listings on a phone (390 px)', () => {
  schermoLargo(390);

  it('draws a card per listing holding every column of the table: Veicolo, Info, Area, Ricambi, Data, Azioni', async () => {
    const gateway = venditoreConInserzioni({
      MieAuto: () => ({ data: { mieAuto: [inserzioneVenditoreDemo({ ricambiDisponibili: 1 }), inserzioni()[1]] } }),
      AutoInParco: () => ({
        data: {
          autoInParco: [
            { id: ID_AUTO, marca: 'Fiat', modello: 'Panda', area: AREA_MOTORI },
            { id: ALTRA, marca: 'Lancia', modello: 'Ypsilon', area: null },
          ],
        },
      }),
    });
    renderApp('/venditore/inserzioni', gateway.fetch);

    const elenco = within(await screen.findByRole('list', { name: 'Le tue inserzioni' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(elenco.getAllByRole('listitem')).toHaveLength(2);

    const panda = within(elenco.getByRole('article', { name: 'Fiat Panda' }));
    expect(panda.getByText('2012')).toBeInTheDocument();
    expect(panda.getByRole('presentation')).toHaveAttribute('src', '/media/auto-images/3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090.thumb.webp');
    const campi = () =>
      Object.fromEntries(panda.getAllByRole('term').map((termine) => [termine.textContent, termine.nextElementSibling?.textContent]));
    await waitFor(() => expect(campi()).toEqual({ Info: '128.000 km · 69 CV', Area: 'Area Motori', Ricambi: '1 disponibile', Data: '21/11/2026' }));
    expect(panda.getByTestId('colore-area')).toHaveStyle({ backgroundColor: '#EF4444' });
    expect(panda.getByRole('link', { name: 'Visualizza Fiat Panda' })).toHaveAttribute('href', `/inserzione/${ID_AUTO}`);
    expect(panda.getByRole('link', { name: 'Modifica Fiat Panda' })).toHaveAttribute('href', `/venditore/modifica-inserzione/${ID_AUTO}`);
    expect(panda.getByRole('button', { name: 'Elimina Fiat Panda' })).toBeInTheDocument();

    const ypsilon = within(elenco.getByRole('article', { name: 'Lancia Ypsilon' }));
    expect(ypsilon.getByText('90.500 km · 85 CV')).toBeInTheDocument();
    expect(ypsilon.getByText('Non assegnata')).toBeInTheDocument();
    expect(ypsilon.getByText('2 disponibili')).toBeInTheDocument();
  });

  it('deletes from a card after confirmation', async () => {
    const gateway = gatewayCheElimina();
    const { user } = renderApp('/venditore', gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Elimina Fiat Panda' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Eliminare Fiat Panda?' })).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fiat Panda' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Lancia Ypsilon' })).toBeInTheDocument();
  });
});
