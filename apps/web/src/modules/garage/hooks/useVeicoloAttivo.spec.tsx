import { MESSAGGI, MESSAGGI_GARAGE, veicoloSchema } from '@ricambiamo/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { accesso, createFakeGateway, errore, utenteDemo } from '../../../testing/fake-gateway';
import { garageFinto, PANDA, sessioneAcquirente, veicoloDemo } from '../../../testing/garage';
import { renderApp, renderHookApp } from '../../../testing/render-app';
import { leggiVeicoloOspite, salvaVeicoloOspite } from '../api/veicolo-ospite';
import { useVeicoloAttivo } from './useVeicoloAttivo';

const CHIAVE = 'ricambiamo:veicolo-ospite:v1';
const PANDA_SALVATA = { ...veicoloSchema.parse(PANDA), id: null };

const renderVeicoloAttivo = (gateway: ReturnType<typeof createFakeGateway>) => renderHookApp(() => useVeicoloAttivo(), gateway.fetch);

const operazioni = (gateway: ReturnType<typeof createFakeGateway>) => gateway.chiamate.map((c) => c.operazione);

describe('useVeicoloAttivo', () => {
  it("gives a visitor the vehicle kept in this browser, following it as it is saved, changed in another tab and forgotten", async () => {
    const gateway = createFakeGateway();
    const { result } = renderVeicoloAttivo(gateway);
    expect(result.current.inCaricamento).toBe(true);
    await waitFor(() => expect(result.current).toEqual({ veicolo: null, inCaricamento: false }));

    await act(() => salvaVeicoloOspite({ ...PANDA, codiceMotore: ' 169a4000 ' }));
    await waitFor(() => expect(result.current).toEqual({ veicolo: PANDA_SALVATA, inCaricamento: false }));

    // Another tab stores another vehicle: this one hears the storage event.
    act(() => {
      localStorage.setItem(CHIAVE, JSON.stringify({ ...PANDA, anno: 2014 }));
      window.dispatchEvent(new StorageEvent('storage', { key: CHIAVE }));
    });
    expect(result.current.veicolo).toMatchObject({ anno: 2014, id: null });

    // What no longer reads as a vehicle is none.
    act(() => {
      localStorage.setItem(CHIAVE, '{"marca":"Fiat"}');
      window.dispatchEvent(new StorageEvent('storage', { key: CHIAVE }));
    });
    expect(result.current.veicolo).toBeNull();
    expect(operazioni(gateway)).toEqual(['RinnovaSessione']);
  });

  it("gives a buyer the garage's active vehicle, with its id, and not the browser's", async () => {
    const attivo = veicoloDemo({ marca: 'Volkswagen', modello: 'Golf', anno: 2003, carburante: 'diesel', attivo: true });
    const garage = garageFinto([veicoloDemo(), attivo]);
    await salvaVeicoloOspite({ ...PANDA, modello: 'Punto' });
    const { result } = renderVeicoloAttivo(createFakeGateway({ RinnovaSessione: sessioneAcquirente, ...garage.handlers }));
    await waitFor(() => expect(result.current.inCaricamento).toBe(false));
    expect(result.current.veicolo).toEqual({
      id: attivo.id,
      marca: 'Volkswagen',
      modello: 'Golf',
      anno: 2003,
      carburante: 'diesel',
      cilindrata: 1242,
      kw: 51,
      codiceMotore: '169A4000',
      numeroTelaio: null,
    });
  });

  it('gives a buyer with an empty garage no vehicle', async () => {
    const { result } = renderVeicoloAttivo(createFakeGateway({ RinnovaSessione: sessioneAcquirente }));
    await waitFor(() => expect(result.current).toEqual({ veicolo: null, inCaricamento: false }));
  });

  it('gives a seller no vehicle and asks for no garage', async () => {
    await salvaVeicoloOspite(PANDA);
    const gateway = createFakeGateway({
      RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: utenteDemo({ ruolo: 'venditore' }) } } }),
    });
    const { result } = renderVeicoloAttivo(gateway);
    await waitFor(() => expect(result.current).toEqual({ veicolo: null, inCaricamento: false }));
    expect(operazioni(gateway)).toEqual(['RinnovaSessione']);
  });
});

describe("a visitor's vehicle at sign-in", () => {
  const accedi = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.type(await screen.findByLabelText('Email'), 'anna@example.it');
    await user.type(screen.getByLabelText('Password'), 'segreta1');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
  };
  const accessoAcquirente = () => accesso(utenteDemo());

  it('joins the garage as the active vehicle when a buyer logs in, and leaves the browser', async () => {
    await salvaVeicoloOspite(PANDA);
    const golf = veicoloDemo({ marca: 'Volkswagen', modello: 'Golf', anno: 2003, attivo: true });
    const garage = garageFinto([golf]);
    const gateway = createFakeGateway({ Accedi: accessoAcquirente, ...garage.handlers });
    const { user } = renderApp('/login?ritorno=%2Facquirente%2Fprofilo', gateway.fetch);
    // Nothing is sent for a visitor.
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(operazioni(gateway)).not.toContain('AggiungiVeicolo');

    await accedi(user);
    const voce = await screen.findByRole('listitem', { name: 'Fiat Panda 2012' });
    await waitFor(() => expect(within(voce).getByText('Attivo')).toBeInTheDocument());
    expect(gateway.chiamate.filter((c) => c.operazione === 'AggiungiVeicolo').map((c) => c.variables.input)).toEqual([
      { ...veicoloSchema.parse(PANDA), attivo: true },
    ]);
    expect(within(screen.getByRole('listitem', { name: 'Volkswagen Golf 2003' })).queryByText('Attivo')).not.toBeInTheDocument();
    expect(localStorage.getItem(CHIAVE)).toBeNull();
  });

  it('makes the same vehicle already in the garage the active one instead of adding it twice', async () => {
    await salvaVeicoloOspite({ ...PANDA, marca: ' fiat ', codiceMotore: '169 A4 000' });
    const stessa = veicoloDemo();
    const garage = garageFinto([veicoloDemo({ modello: 'Punto', attivo: true }), stessa]);
    const gateway = createFakeGateway({ RinnovaSessione: sessioneAcquirente, ...garage.handlers });
    renderApp('/acquirente/profilo', gateway.fetch);

    await waitFor(() => expect(localStorage.getItem(CHIAVE)).toBeNull());
    expect(gateway.chiamate.filter((c) => c.operazione === 'AttivaVeicolo').map((c) => c.variables)).toEqual([{ id: stessa.id }]);
    expect(operazioni(gateway)).not.toContain('AggiungiVeicolo');
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Fiat Panda 2012' })).getByText('Attivo')).toBeInTheDocument());
  });

  it('is not saved, and the toast says so, when the garage is full', async () => {
    await salvaVeicoloOspite({ ...PANDA, modello: 'Punto' });
    const garage = garageFinto([veicoloDemo({ attivo: true }), ...Array.from({ length: 4 }, (_, i) => veicoloDemo({ anno: 2013 + i }))]);
    const gateway = createFakeGateway({ RinnovaSessione: sessioneAcquirente, ...garage.handlers });
    renderApp('/acquirente/profilo', gateway.fetch);

    expect(await screen.findByText(MESSAGGI_GARAGE.ospiteNonSalvato('Fiat Punto 2012'))).toBeInTheDocument();
    expect(operazioni(gateway)).not.toContain('AggiungiVeicolo');
    expect(localStorage.getItem(CHIAVE)).toBeNull();
    expect(garage.stato.veicoli).toHaveLength(5);
  });

  it('says the same when the garage filled up meanwhile and the gateway refuses it', async () => {
    await salvaVeicoloOspite(PANDA);
    const gateway = createFakeGateway({
      RinnovaSessione: sessioneAcquirente,
      AggiungiVeicolo: () => errore('GARAGE_LIMIT_REACHED', MESSAGGI_GARAGE.troppiVeicoli),
    });
    renderApp('/acquirente/profilo', gateway.fetch);
    expect(await screen.findByText(MESSAGGI_GARAGE.ospiteNonSalvato('Fiat Panda 2012'))).toBeInTheDocument();
    expect(await leggiVeicoloOspite()).toBeNull();
  });

  it('stays in the browser, for the next time, when the gateway fails unexpectedly', async () => {
    await salvaVeicoloOspite(PANDA);
    const gateway = createFakeGateway({
      RinnovaSessione: sessioneAcquirente,
      AggiungiVeicolo: () => errore('INTERNAL', MESSAGGI.generico),
    });
    renderApp('/acquirente/profilo', gateway.fetch);
    await waitFor(() => expect(operazioni(gateway)).toContain('AggiungiVeicolo'));
    await waitFor(() => expect(operazioni(gateway).filter((o) => o === 'MieiVeicoli').length).toBeGreaterThanOrEqual(2));
    expect(await leggiVeicoloOspite()).toEqual(veicoloSchema.parse(PANDA));
    expect(operazioni(gateway).filter((o) => o === 'AggiungiVeicolo')).toHaveLength(1);
  });

  it('stays in the browser when a seller logs in: sellers have no garage', async () => {
    await salvaVeicoloOspite(PANDA);
    const gateway = createFakeGateway({
      Accedi: () => accesso(utenteDemo({ ruolo: 'venditore' })),
      CercaAuto: () => new Promise<never>(() => undefined),
    });
    const { user, router } = renderApp('/login', gateway.fetch);
    await accedi(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(operazioni(gateway)).not.toContain('MieiVeicoli');
    expect(await leggiVeicoloOspite()).toEqual(veicoloSchema.parse(PANDA));
  });
});
