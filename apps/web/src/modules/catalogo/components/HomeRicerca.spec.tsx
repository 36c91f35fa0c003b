import { MESSAGGI } from '@ricambiamo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { autoCardDemo, FILTRI_DEMO, INDIRIZZO_FILTRI_DEMO, risultatiRicerca } from '../../../testing/catalogo';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

const ricerche = (gateway: ReturnType<typeof createFakeGateway>) =>
  gateway.chiamate.filter((c) => c.operazione === 'CercaAuto').map((c) => c.variables.filter);

describe('home search', () => {
  it('shows the seller’s stars and badge on a card, and sorts by the seller’s rating from the URL on', async () => {
    const gateway = createFakeGateway({ CercaAuto: () => risultatiRicerca([autoCardDemo()]) });
    const { user, router } = renderApp('/', gateway.fetch);

    const carta = within(await screen.findByRole('article', { name: 'Fiat Panda' }));
    expect(carta.getByRole('img', { name: '4,6 su 5' })).toBeInTheDocument();
    expect(carta.getByText('(23 recensioni)')).toBeInTheDocument();
    expect(carta.getByText('Venditore affidabile')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Ordina per'), 'Venditori più valutati');
    await waitFor(() => expect(router.state.location.search).toBe('?ordina=valutazione'));
    await waitFor(() => expect(ricerche(gateway).at(-1)).toEqual({ soloDisponibili: false, ordinamento: 'valutazione', page: 1, pageSize: 12 }));
    // Not a filter: the heading stays.
    expect(screen.getByRole('heading', { name: 'Veicoli Disponibili' })).toBeInTheDocument();
  });

  it('shows 6 skeletons, then the cards linking to the detail', async () => {
    let rispondi!: () => void;
    const gateway = createFakeGateway({
      CercaAuto: () =>
        new Promise((resolve) => {
          rispondi = () =>
            resolve(
              risultatiRicerca([
                autoCardDemo(),
                autoCardDemo({ id: 'altra', marca: 'Lancia', modello: 'Ypsilon', ricambiDisponibili: 1, codiceMotore: null, telaioVerificato: false }),
              ]),
            );
        }),
    });
    renderApp('/', gateway.fetch);

    expect(await screen.findByRole('heading', { name: 'Veicoli Disponibili' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('scheletro-veicolo')).toHaveLength(6));
    rispondi();

    const panda = within(await screen.findByRole('article', { name: 'Fiat Panda' }));
    expect(screen.queryAllByTestId('scheletro-veicolo')).toHaveLength(0);
    expect(panda.getByRole('link', { name: 'Fiat Panda' })).toHaveAttribute('href', '/inserzione/0d6f9a52-8d1e-4d7c-9a57-3f5e0c1b2a77');
    for (const testo of ['2012', '128.000 km', '69 CV · 51 kW', 'Benzina', '3 ricambi disponibili', 'Demolizioni Po']) {
      expect(panda.getByText(testo)).toBeInTheDocument();
    }
    // The engine code and that a VIN was given, never the VIN; a car without them says nothing of them.
    expect(panda.getByText('Codice motore')).toBeInTheDocument();
    expect(panda.getByText('169A4000')).toBeInTheDocument();
    expect(panda.getByText('Telaio verificato')).toBeInTheDocument();
    const ypsilon = within(screen.getByRole('article', { name: 'Lancia Ypsilon' }));
    expect(ypsilon.getByText('1 ricambio disponibile')).toBeInTheDocument();
    expect(ypsilon.queryByText('Codice motore')).not.toBeInTheDocument();
    expect(ypsilon.queryByText('Telaio verificato')).not.toBeInTheDocument();
    expect(ricerche(gateway)).toEqual([{ soloDisponibili: false, page: 1, pageSize: 12 }]);

    // A photo that cannot be loaded gives way to the placeholder, and the card keeps its shape.
    const carta = screen.getByRole('article', { name: 'Fiat Panda' });
    fireEvent.error(carta.querySelector('img')!);
    expect(carta.querySelector('img')).toBeNull();
    expect(carta.querySelector('.lucide-car-front')).not.toBeNull();
  });

  it('says how many of the available parts only a repair business may order', async () => {
    const gateway = createFakeGateway({
      CercaAuto: () =>
        risultatiRicerca([
          autoCardDemo({ ricambiDisponibili: 3, ricambiSoloOfficine: 1 }),
          autoCardDemo({ id: 'altra', marca: 'Lancia', modello: 'Ypsilon', ricambiDisponibili: 2, ricambiSoloOfficine: 0 }),
        ]),
    });
    renderApp('/', gateway.fetch);
    const panda = within(await screen.findByRole('article', { name: 'Fiat Panda' }));
    expect(panda.getByText('3 ricambi disponibili · 1 solo per officine')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Lancia Ypsilon' })).getByText('2 ricambi disponibili')).toBeInTheDocument();
  });

  it('writes the search and the advanced filters to the URL and searches with them', async () => {
    const gateway = createFakeGateway({ CercaAuto: () => risultatiRicerca([autoCardDemo()]) });
    const { router, user } = renderApp('/', gateway.fetch);
    await screen.findByRole('article', { name: 'Fiat Panda' });

    await user.type(screen.getByRole('searchbox', { name: 'Cerca per marca, modello o ricambio' }), 'centralina');
    await user.click(screen.getByRole('button', { name: 'Filtri Avanzati' }));
    await user.type(screen.getByLabelText('Marca'), 'Fiat');
    await user.selectOptions(screen.getByLabelText('Carburante'), 'Diesel');
    await user.type(screen.getByLabelText('Anno da'), '2005');
    await user.type(screen.getByLabelText('Chilometri a'), '150000');
    await user.type(screen.getByLabelText('Cilindrata (cc)'), '1248');
    await user.click(screen.getByLabelText('Solo veicoli con ricambi disponibili'));
    await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?${INDIRIZZO_FILTRI_DEMO}`));
    expect(await screen.findByRole('heading', { name: 'Risultati Ricerca' })).toBeInTheDocument();
    await waitFor(() =>
      expect(ricerche(gateway).at(-1)).toEqual({ ...FILTRI_DEMO, page: 1, pageSize: 12 }),
    );
  });

  it('reads a shared link back into the form and the search', async () => {
    const gateway = createFakeGateway({ CercaAuto: () => risultatiRicerca([autoCardDemo()], { total: 30, page: 2 }) });
    const { router, user } = renderApp('/?modello=Panda&kwDa=40&page=2', gateway.fetch);

    expect(await screen.findByRole('heading', { name: 'Risultati Ricerca' })).toBeInTheDocument();
    expect(screen.getByLabelText('Modello')).toHaveValue('Panda');
    expect(screen.getByLabelText('kW da')).toHaveValue(40);
    expect(screen.getByRole('button', { name: 'Filtri Avanzati' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(ricerche(gateway)[0]).toEqual({ modello: 'Panda', kwDa: 40, soloDisponibili: false, page: 2, pageSize: 12 }));

    expect(await screen.findByText('30 veicoli')).toBeInTheDocument();
    expect(screen.getByText(/di 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(router.state.location.search).toBe('?modello=Panda&kwDa=40&page=3'));
  });

  it('says "oltre 1.000 veicoli" when the search stopped counting, and pages up to the thousandth', async () => {
    const gateway = createFakeGateway({
      CercaAuto: () => risultatiRicerca([autoCardDemo()], { total: 1000, totaleEsatto: false, page: 1 }),
    });
    renderApp('/?q=centralina', gateway.fetch);
    expect(await screen.findByText('oltre 1.000 veicoli')).toBeInTheDocument();
    expect(screen.getByText(/di 84/)).toBeInTheDocument();
  });

  it('offers Reset Filtri when nothing matches, which clears the URL and the form', async () => {
    const gateway = createFakeGateway({
      CercaAuto: (variables) =>
        risultatiRicerca((variables.filter as { marca?: string }).marca ? [] : [autoCardDemo()]),
    });
    const { router, user } = renderApp('/?marca=Trabant', gateway.fetch);

    expect(await screen.findByText('Nessun risultato trovato')).toBeInTheDocument();
    const vuoto = screen.getByText('Nessun risultato trovato').parentElement!;
    await user.click(within(vuoto).getByRole('button', { name: 'Reset Filtri' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Fiat Panda' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Veicoli Disponibili' })).toBeInTheDocument();
    expect(screen.getByLabelText('Marca')).toHaveValue('');
  });

  it('says "Errore nel caricamento dei veicoli" when the search fails', async () => {
    const gateway = createFakeGateway({ CercaAuto: () => errore('INTERNAL', MESSAGGI.generico) });
    renderApp('/', gateway.fetch);
    expect(await screen.findByText(MESSAGGI.inserzione.erroreVeicoli)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Come Funziona' })).toBeInTheDocument();
  });

  describe('brings the results into view', () => {
    let portate: Element[];
    beforeEach(() => {
      portate = [];
      jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
        portate.push(this);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    const titolo = (nome: string) => screen.getByRole('heading', { level: 2, name: nome });

    it('after Cerca, Applica Filtri and a page change: the heading scrolls into view and takes the focus', async () => {
      const gateway = createFakeGateway({ CercaAuto: () => risultatiRicerca([autoCardDemo()], { total: 30 }) });
      const { router, user } = renderApp('/', gateway.fetch);
      await screen.findByRole('article', { name: 'Fiat Panda' });
      expect(portate).toEqual([]);

      await user.type(screen.getByRole('searchbox', { name: 'Cerca per marca, modello o ricambio' }), 'centralina');
      await user.click(screen.getByRole('button', { name: 'Cerca' }));
      await waitFor(() => expect(titolo('Risultati Ricerca')).toHaveFocus());
      expect(portate).toEqual([titolo('Risultati Ricerca')]);
      expect(titolo('Risultati Ricerca')).toHaveAttribute('tabindex', '-1');

      await user.click(screen.getByRole('button', { name: 'Filtri Avanzati' }));
      await user.selectOptions(screen.getByLabelText('Carburante'), 'Diesel');
      await user.click(screen.getByRole('button', { name: 'Applica Filtri' }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=centralina&carburante=diesel'));
      await waitFor(() => expect(portate).toHaveLength(2));
      expect(titolo('Risultati Ricerca')).toHaveFocus();

      await user.click(await screen.findByRole('button', { name: 'Successiva' }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=centralina&carburante=diesel&page=2'));
      await waitFor(() => expect(portate).toHaveLength(3));
      expect(titolo('Risultati Ricerca')).toHaveFocus();
      expect(new Set(portate)).toEqual(new Set([titolo('Risultati Ricerca')]));
    });

    it('leaves the position to the browser on Back', async () => {
      const gateway = createFakeGateway({ CercaAuto: () => risultatiRicerca([autoCardDemo()], { total: 30 }) });
      const { router, user } = renderApp('/', gateway.fetch);
      await screen.findByRole('article', { name: 'Fiat Panda' });
      await user.click(screen.getByRole('button', { name: 'Successiva' }));
      await waitFor(() => expect(portate).toHaveLength(1));

      await router.navigate(-1);
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(await screen.findByText(/Pagina/)).toBeInTheDocument();
      expect(portate).toHaveLength(1);
    });
  });
});
