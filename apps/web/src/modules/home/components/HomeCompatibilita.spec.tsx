import { screen, waitFor, within } from '@testing-library/react';
import { autoCardDemo, risultatiRicerca } from '../../../testing/catalogo';
import { createFakeGateway } from '../../../testing/fake-gateway';
import { garageFinto, PANDA, sessioneAcquirente, veicoloDemo } from '../../../testing/garage';
import { renderApp } from '../../../testing/render-app';
import { salvaVeicoloOspite } from '../../garage/api/veicolo-ospite';

const ricerche = (gateway: ReturnType<typeof createFakeGateway>) =>
  gateway.chiamate.filter((c) => c.operazione === 'CercaAuto').map((c) => c.variables.filter);

/** What the search is sent for "Fiat Panda 2012 1.2 benzina 169A4000": the fields the fit compares, no kW nor VIN. */
const PANDA_CERCATA = { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, codiceMotore: '169A4000' };

const schede = () => [
  autoCardDemo(),
  autoCardDemo({ id: 'panda-2014', anno: 2014, codiceMotore: null }),
  autoCardDemo({ id: 'ypsilon', marca: 'Lancia', modello: 'Ypsilon', codiceMotore: null }),
];

const badge = (nome: string) => within(screen.getByRole('article', { name: nome })).queryByTestId('badge-compatibilita');

describe('the home with the active vehicle (docs/rules.md §3.14)', () => {
  it("shows each card's fit for a visitor's vehicle, its level in words and its reason", async () => {
    await salvaVeicoloOspite(PANDA);
    const gateway = createFakeGateway({ CercaAuto: () => risultatiRicerca(schede()) });
    renderApp('/', gateway.fetch);

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByTestId('badge-compatibilita').textContent)).toEqual([
      'Compatibile: stesso codice motore 169A4000',
      'Compatibile: stessa marca e modello, anni 2010–2014, benzina, 1242 cc',
      'Da verificare: marca o modello diversi',
    ]);
    expect(cards.map((card) => within(card).getByTestId('badge-compatibilita').dataset.livello)).toEqual([
      'compatibile',
      'compatibile',
      'da_verificare',
    ]);
    // Not asked for: the search is not narrowed.
    expect(ricerche(gateway)).toEqual([{ soloDisponibili: false, page: 1, pageSize: 12 }]);
  });

  it('offers "Solo compatibili con la mia Panda 1.2", writes it to the URL and sends the vehicle with the search', async () => {
    await salvaVeicoloOspite(PANDA);
    const gateway = createFakeGateway({ CercaAuto: () => risultatiRicerca(schede()) });
    const { router, user } = renderApp('/', gateway.fetch);
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Filtri Avanzati' }));
    const casella = screen.getByLabelText('Solo compatibili con la mia Panda 1.2');
    expect(casella).not.toBeChecked();
    await user.click(casella);
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));

    await waitFor(() => expect(router.state.location.search).toBe('?soloCompatibili=1'));
    expect(await screen.findByRole('heading', { name: 'Risultati Ricerca' })).toBeInTheDocument();
    await waitFor(() =>
      expect(ricerche(gateway).at(-1)).toEqual({ soloDisponibili: false, compatibileCon: PANDA_CERCATA, page: 1, pageSize: 12 }),
    );
    expect(screen.getByLabelText('Solo compatibili con la mia Panda 1.2')).toBeChecked();

    await user.click(screen.getAllByRole('button', { name: 'Reset Filtri' })[0]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Solo compatibili con la mia Panda 1.2')).not.toBeChecked();
  });

  it("reads a shared link for the buyer's own active vehicle, waiting for the garage rather than searching without it", async () => {
    const golf = veicoloDemo({ marca: 'Volkswagen', modello: 'Golf', anno: 2009, carburante: 'diesel', cilindrata: 1968, codiceMotore: null, attivo: true });
    const garage = garageFinto([veicoloDemo(), golf]);
    const gateway = createFakeGateway({ RinnovaSessione: sessioneAcquirente, ...garage.handlers, CercaAuto: () => risultatiRicerca(schede()) });
    renderApp('/?soloCompatibili=1', gateway.fetch);

    expect(await screen.findByLabelText('Solo compatibili con la mia Golf 2.0')).toBeChecked();
    await screen.findAllByRole('article');
    expect(ricerche(gateway)).toEqual([
      {
        soloDisponibili: false,
        compatibileCon: { marca: 'Volkswagen', modello: 'Golf', anno: 2009, carburante: 'diesel', cilindrata: 1968, codiceMotore: null },
        page: 1,
        pageSize: 12,
      },
    ]);
    expect(badge('Lancia Ypsilon')).toHaveTextContent('Da verificare: marca o modello diversi');
  });

  it('without a vehicle shows no badge nor checkbox, and a link ignores "Solo compatibili"', async () => {
    const gateway = createFakeGateway({ CercaAuto: () => risultatiRicerca(schede()) });
    renderApp('/?soloCompatibili=1', gateway.fetch);

    await screen.findAllByRole('article');
    expect(screen.queryAllByTestId('badge-compatibilita')).toEqual([]);
    expect(screen.queryByTestId('solo-compatibili')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Veicoli Disponibili' })).toBeInTheDocument();
    expect(ricerche(gateway)).toEqual([{ soloDisponibili: false, page: 1, pageSize: 12 }]);
    // A visitor has nowhere to set one from here; a buyer does.
    expect(screen.queryByRole('link', { name: 'Imposta il tuo veicolo' })).not.toBeInTheDocument();
  });

  it('tells a buyer without a vehicle where to set one', async () => {
    const gateway = createFakeGateway({ RinnovaSessione: sessioneAcquirente, ...garageFinto().handlers, CercaAuto: () => risultatiRicerca(schede()) });
    const { user } = renderApp('/', gateway.fetch);
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Filtri Avanzati' }));
    expect(await screen.findByRole('link', { name: 'Imposta il tuo veicolo' })).toHaveAttribute('href', '/acquirente/profilo');
    expect(screen.queryByTestId('solo-compatibili')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('badge-compatibilita')).toEqual([]);
  });
});
