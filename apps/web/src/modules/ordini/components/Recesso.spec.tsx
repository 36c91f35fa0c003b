import { MESSAGGI_RECESSO } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { statisticheVenditore, venditoreConInserzioni } from '../../../testing/catalogo';
import { errore } from '../../../testing/fake-gateway';
import { acquirenteLoggato, ID_ORDINE, ordineDemo } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';
import type { Ordine } from '../api/ordine';
import { fermaOrologio } from '../../../testing/orologio';

const [ECU, MOTORE] = ordineDemo().ricambi;

/** Delivered (Completato) on 20/11; the window the server computed ends on 4/12. */
const consegnato = (override: Partial<Ordine> = {}) =>
  ordineDemo({
    stato: 'completed',
    cronologia: [
      { stato: 'pending', il: '2026-11-18T09:00:00.000Z', autore: 'acquirente' },
      { stato: 'processing', il: '2026-11-18T15:00:00.000Z', autore: 'venditore' },
      { stato: 'completed', il: '2026-11-20T09:00:00.000Z', autore: 'venditore' },
    ],
    recessoEntro: '2026-12-04T09:00:00.000Z',
    ...override,
  });

const recesso = (stato: NonNullable<Ordine['recesso']>['stato'], passaggi = ['richiesto']): NonNullable<Ordine['recesso']> => ({
  stato,
  motivo: 'non_compatibile',
  dettagli: 'Serve per la 1.4 benzina',
  ricambiIds: [MOTORE.ricambioId],
  importoCentesimi: 90_000,
  rimessiInVendita: false,
  erroreVenditore: false,
  passaggi: passaggi.map((p, i) => ({ stato: p as never, il: `2026-11-2${1 + i}T10:00:00.000Z` })),
});

describe('the consumer’s withdrawal button', () => {
  beforeEach(() => {
    fermaOrologio('2026-11-22T10:00:00.000Z');
  });
  afterEach(() => jest.useRealTimers());

  it('asks for the parts and a reason, shows the refund, and sends the choice', async () => {
    let ordine = consegnato();
    const gateway = acquirenteLoggato({
      MieiOrdini: () => ({ data: { mieiOrdini: [ordine] } }),
      RichiediRecesso: () => {
        ordine = { ...ordine, recessoEntro: null, recesso: recesso('richiesto') };
        return { data: { richiediRecesso: ordine } };
      },
    });
    const { user } = renderApp('/acquirente/ordini', gateway.fetch);
    const scheda = within(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' }));
    expect(scheda.getByRole('region', { name: 'Diritto di recesso' })).toHaveTextContent(/Puoi recedere entro il 4 dic 2026, \d{2}:00 \(14 giorni dalla consegna\)/);
    await user.click(scheda.getByRole('button', { name: MESSAGGI_RECESSO.pulsante }));

    const dialogo = within(await screen.findByRole('dialog', { name: /Recesso dal contratto · ordine #9B2F4E1A/ }));
    await user.click(dialogo.getByRole('button', { name: MESSAGGI_RECESSO.invia }));
    expect(await dialogo.findByText(MESSAGGI_RECESSO.ricambi)).toBeInTheDocument();
    expect(dialogo.getByText(MESSAGGI_RECESSO.motivo)).toBeInTheDocument();
    expect(gateway.chiamate.some((c) => c.operazione === 'RichiediRecesso')).toBe(false);

    await user.click(dialogo.getByRole('checkbox', { name: /Motore completo/ }));
    expect(dialogo.getByText('Rimborso con bonifico').parentElement).toHaveTextContent('900,00 €');
    await user.selectOptions(dialogo.getByRole('combobox', { name: 'Motivo' }), 'Il ricambio non è compatibile con il mio veicolo');
    await user.type(dialogo.getByRole('textbox', { name: 'Dettagli (facoltativo)' }), 'Serve per la 1.4 benzina');
    await user.click(dialogo.getByRole('button', { name: MESSAGGI_RECESSO.invia }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gateway.chiamate.filter((c) => c.operazione === 'RichiediRecesso').map((c) => c.variables.input)).toEqual([
      { ordineId: ID_ORDINE, ricambiIds: [MOTORE.ricambioId], motivo: 'non_compatibile', dettagli: 'Serve per la 1.4 benzina' },
    ]);
    expect(await screen.findByText(MESSAGGI_RECESSO.inviato)).toBeInTheDocument();
    // The button gives way to the withdrawal's progress, and the timeline shows the step.
    const progresso = await scheda.findByRole('region', { name: 'Recesso' });
    expect(progresso).toHaveTextContent('Recesso richiesto');
    expect(progresso).toHaveTextContent('Motore completo');
    expect(progresso).toHaveTextContent('Il ricambio non è compatibile con il mio veicolo');
    expect(scheda.queryByRole('button', { name: MESSAGGI_RECESSO.pulsante })).not.toBeInTheDocument();
    expect(scheda.getByRole('region', { name: 'Cronologia' })).toHaveTextContent('Recesso richiesto');
  });

  it('shows the server’s refusal in the dialog', async () => {
    const gateway = acquirenteLoggato({
      MieiOrdini: () => ({ data: { mieiOrdini: [consegnato()] } }),
      RichiediRecesso: () => errore('WITHDRAWAL_EXPIRED', MESSAGGI_RECESSO.scaduto),
    });
    const { user } = renderApp('/acquirente/ordini', gateway.fetch);
    const scheda = within(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' }));
    await user.click(scheda.getByRole('button', { name: MESSAGGI_RECESSO.pulsante }));
    const dialogo = within(await screen.findByRole('dialog'));
    await user.click(dialogo.getByRole('checkbox', { name: /Centralina ECU/ }));
    await user.selectOptions(dialogo.getByRole('combobox', { name: 'Motivo' }), 'Ho cambiato idea');
    await user.click(dialogo.getByRole('button', { name: MESSAGGI_RECESSO.invia }));
    // The toast comes once the orders and figures have been read again.
    expect(await screen.findByText(MESSAGGI_RECESSO.scaduto)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'RichiediRecesso')?.variables.input).toMatchObject({
      ricambiIds: [ECU.ricambioId],
      motivo: 'ripensamento',
      dettagli: null,
    });
  });

  it('is not offered when the server gives no window (a workshop, or past it) nor once the window closes on screen', async () => {
    const aziendale = consegnato({
      id: '4b2f4e1a-3c5d-4e6f-8a7b-1c2d3e4f5a6b',
      codice: '4B2F4E1A',
      recessoEntro: null,
      officina: { ragioneSociale: 'Officina Verdi srl', partitaIva: '01234567897', registro: 'BO-RA 99' },
    });
    const inChiusura = consegnato({ recessoEntro: new Date(Date.now() + 1500).toISOString() });
    renderApp('/acquirente/ordini', acquirenteLoggato({ MieiOrdini: () => ({ data: { mieiOrdini: [inChiusura, aziendale] } }) }).fetch);
    const officina = within(await screen.findByRole('article', { name: 'Ordine 4B2F4E1A' }));
    expect(officina.queryByRole('button', { name: MESSAGGI_RECESSO.pulsante })).not.toBeInTheDocument();
    const scheda = within(screen.getByRole('article', { name: 'Ordine 9B2F4E1A' }));
    expect(scheda.getByRole('button', { name: MESSAGGI_RECESSO.pulsante })).toBeInTheDocument();
    await waitFor(() => expect(scheda.queryByRole('button', { name: MESSAGGI_RECESSO.pulsante })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('says before sending that the return shipping is the seller’s for a part bought as Compatibile that does not fit', async () => {
    const ordine = consegnato({
      ricambi: [
        { ...ECU, compatibilita: { livello: 'probabile', motivo: 'stessa marca e modello, anni 2010–2014; dati del motore mancanti' } },
        { ...MOTORE, compatibilita: { livello: 'compatibile', motivo: 'stesso codice motore 169A4000' } },
      ],
    });
    const { user } = renderApp('/acquirente/ordini', acquirenteLoggato({ MieiOrdini: () => ({ data: { mieiOrdini: [ordine] } }) }).fetch);
    const scheda = within(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' }));
    await user.click(scheda.getByRole('button', { name: MESSAGGI_RECESSO.pulsante }));
    const dialogo = within(await screen.findByRole('dialog'));
    // Each part with the fit it was bought with.
    expect(dialogo.getByRole('checkbox', { name: /Motore completo/ })).toHaveAccessibleDescription(
      /^Acquistato come: Compatibile ?: stesso codice motore 169A4000$/,
    );
    expect(dialogo.getByRole('checkbox', { name: /Centralina ECU/ })).toHaveAccessibleDescription(/Probabilmente compatibile/);
    const spese = () => dialogo.getByText('Rimborso con bonifico').closest('div')!.querySelector('p:last-child');

    // A part bought as Probabilmente compatibile promised no fit.
    await user.click(dialogo.getByRole('checkbox', { name: /Centralina ECU/ }));
    await user.selectOptions(dialogo.getByRole('combobox', { name: 'Motivo' }), 'Il ricambio non è compatibile con il mio veicolo');
    expect(spese()).toHaveTextContent(MESSAGGI_RECESSO.speseRestituzione);
    expect(dialogo.queryByTestId('spese-reso-venditore')).not.toBeInTheDocument();

    await user.click(dialogo.getByRole('checkbox', { name: /Motore completo/ }));
    expect(dialogo.getByTestId('spese-reso-venditore')).toHaveTextContent(
      'Avevi acquistato questo ricambio come Compatibile (Motore completo): la spedizione del reso è a carico del venditore.',
    );
    expect(spese()).not.toHaveTextContent(MESSAGGI_RECESSO.speseRestituzione);

    // Another reason: the customer's, whatever the fit.
    await user.selectOptions(dialogo.getByRole('combobox', { name: 'Motivo' }), 'Ho cambiato idea');
    expect(dialogo.queryByTestId('spese-reso-venditore')).not.toBeInTheDocument();
    expect(spese()).toHaveTextContent(MESSAGGI_RECESSO.speseRestituzione);
  });

  it('tells the buyer that the return shipping is the seller’s once accepted, after the seller’s error', async () => {
    const accettato = consegnato({
      recessoEntro: null,
      recesso: { ...recesso('accettato', ['richiesto', 'accettato']), erroreVenditore: true },
    });
    renderApp('/acquirente/ordini', acquirenteLoggato({ MieiOrdini: () => ({ data: { mieiOrdini: [accettato] } }) }).fetch);
    const progresso = await screen.findByRole('region', { name: 'Recesso' });
    expect(progresso).toHaveTextContent(`Rispedisci i ricambi al venditore. ${MESSAGGI_RECESSO.speseAlVenditore}`);
    expect(within(progresso).getByTestId('spedizione-reso')).toHaveTextContent(MESSAGGI_RECESSO.resoVenditore);
  });

  it('tells the buyer what to do at each of the seller’s steps', async () => {
    const accettato = consegnato({ recessoEntro: null, recesso: recesso('accettato', ['richiesto', 'accettato']) });
    renderApp('/acquirente/ordini', acquirenteLoggato({ MieiOrdini: () => ({ data: { mieiOrdini: [accettato] } }) }).fetch);
    const progresso = await screen.findByRole('region', { name: 'Recesso' });
    expect(progresso).toHaveTextContent(`Rispedisci i ricambi al venditore. ${MESSAGGI_RECESSO.speseRestituzione}`);
    expect(within(progresso).getByTestId('spedizione-reso')).toHaveTextContent(MESSAGGI_RECESSO.resoCliente);
    expect(screen.getByRole('region', { name: 'Cronologia' })).toHaveTextContent(/Recesso richiesto.*Reso accettato/);
  });
});

describe('the seller’s steps of a withdrawal', () => {
  it('accepts the return, marks the parts received (put on sale again unless unticked), records the refund', async () => {
    let ordine = consegnato({ recessoEntro: null, recesso: recesso('richiesto') });
    const passi = ['richiesto'];
    const gateway = venditoreConInserzioni({
      StatisticheVenditore: () => statisticheVenditore({ inserzioni: 2, ricambi: 7, ordini: 1, venditeCentesimi: 102_990 }),
      OrdiniRicevuti: () => ({ data: { ordiniRicevuti: [ordine] } }),
      AvanzaRecesso: (variables) => {
        const { stato, rimettiInVendita } = variables.input as { stato: 'accettato' | 'ricevuto' | 'rimborsato'; rimettiInVendita?: boolean };
        passi.push(stato);
        ordine = { ...ordine, recesso: { ...recesso(stato, passi), rimessiInVendita: rimettiInVendita ?? ordine.recesso!.rimessiInVendita } };
        return { data: { avanzaRecesso: ordine } };
      },
    });
    const { user } = renderApp('/venditore/ordini', gateway.fetch);
    const scheda = within(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' }));
    const reso = scheda.getByRole('region', { name: 'Recesso' });
    expect(reso).toHaveTextContent('Motore completo');
    expect(reso).toHaveTextContent('Serve per la 1.4 benzina');
    expect(reso).toHaveTextContent('900,00 €');

    await user.click(scheda.getByRole('button', { name: 'Accetta il reso' }));
    expect(await scheda.findByRole('checkbox', { name: MESSAGGI_RECESSO.rimettiInVendita })).toBeChecked();
    await user.click(scheda.getByRole('button', { name: 'Ricambi ricevuti' }));
    await user.click(await scheda.findByRole('button', { name: 'Rimborso effettuato' }));
    await waitFor(() => expect(scheda.getByRole('region', { name: 'Recesso' })).toHaveTextContent('Recesso concluso.'));
    expect(scheda.getByRole('region', { name: 'Recesso' })).toHaveTextContent('I ricambi resi sono di nuovo in vendita.');
    expect(gateway.chiamate.filter((c) => c.operazione === 'AvanzaRecesso').map((c) => c.variables.input)).toEqual([
      { ordineId: ID_ORDINE, stato: 'accettato' },
      { ordineId: ID_ORDINE, stato: 'ricevuto', rimettiInVendita: true },
      { ordineId: ID_ORDINE, stato: 'rimborsato' },
    ]);
    expect(scheda.getByRole('region', { name: 'Cronologia' })).toHaveTextContent(/Completato.*Recesso richiesto.*Reso accettato.*Ricambi resi ricevuti.*Rimborso effettuato/);
  });

  it('shows the seller, per returned part, the fit that was promised, and that the return shipping is theirs', async () => {
    const promesso = { livello: 'compatibile', motivo: 'stesso codice motore 169A4000' } as const;
    const ordine = consegnato({
      ricambi: [ECU, { ...MOTORE, compatibilita: promesso }],
      recessoEntro: null,
      recesso: { ...recesso('richiesto'), erroreVenditore: true },
    });
    const gateway = venditoreConInserzioni({
      StatisticheVenditore: () => statisticheVenditore({ inserzioni: 2, ricambi: 7, ordini: 1, venditeCentesimi: 102_990 }),
      OrdiniRicevuti: () => ({ data: { ordiniRicevuti: [ordine] } }),
    });
    renderApp('/venditore/ordini', gateway.fetch);
    const reso = within(await screen.findByRole('region', { name: 'Recesso' }));
    expect(reso.getByText('Motore completo').closest('li')).toHaveTextContent('Acquistato come:Compatibile: stesso codice motore 169A4000');
    expect(reso.getByTestId('badge-compatibilita')).toHaveAttribute('data-livello', 'compatibile');
    expect(reso.getByTestId('spedizione-reso')).toHaveTextContent(MESSAGGI_RECESSO.resoVenditore);
    expect(reso.getByText(/Il cliente ha esercitato il diritto di recesso/)).toHaveTextContent(`Accetta il reso. ${MESSAGGI_RECESSO.erroreVenditore}`);
  });

  it('keeps the parts off sale when unticked, and shows a refused step', async () => {
    const ordine = consegnato({ recessoEntro: null, recesso: recesso('accettato', ['richiesto', 'accettato']) });
    const gateway = venditoreConInserzioni({
      StatisticheVenditore: () => statisticheVenditore({ inserzioni: 2, ricambi: 7, ordini: 1, venditeCentesimi: 102_990 }),
      OrdiniRicevuti: () => ({ data: { ordiniRicevuti: [ordine] } }),
      AvanzaRecesso: () => errore('WITHDRAWAL_STATUS_INVALID', MESSAGGI_RECESSO.statoNonValido),
    });
    const { user } = renderApp('/venditore/ordini', gateway.fetch);
    const scheda = within(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' }));
    await user.click(scheda.getByRole('checkbox', { name: MESSAGGI_RECESSO.rimettiInVendita }));
    await user.click(scheda.getByRole('button', { name: 'Ricambi ricevuti' }));
    expect(await screen.findByText(MESSAGGI_RECESSO.statoNonValido)).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'AvanzaRecesso')?.variables.input).toEqual({
      ordineId: ID_ORDINE,
      stato: 'ricevuto',
      rimettiInVendita: false,
    });
  });
});
