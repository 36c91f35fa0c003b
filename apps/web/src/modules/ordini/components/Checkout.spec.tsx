import { CONTATTO_SPEDIZIONE, MESSAGGI, MESSAGGI_CHECKOUT, MESSAGGI_ORDINE } from '@ricambiamo/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { autoDettaglioDemo, ID_AUTO, ricambioDemo } from '../../../testing/catalogo';
import { errore } from '../../../testing/fake-gateway';
import { acquirenteDemo, acquirenteLoggato, ordineDemo } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';

const ECU = 'a1a1a1a1-0000-4000-8000-000000000001';
const MOTORE = 'a1a1a1a1-0000-4000-8000-000000000002';
const CHECKOUT = `/inserzione/${ID_AUTO}?ricambi=${ECU},${MOTORE}&checkout=1`;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const inserzione = () => ({ data: { auto: autoDettaglioDemo() } });

describe('checkout', () => {
  it('shows the payment instructions, the data from the buyer profile and the selected parts with their total', async () => {
    renderApp(CHECKOUT, acquirenteLoggato({ Auto: inserzione }).fetch);
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();

    const pagamento = within(screen.getByRole('region', { name: 'Come pagare' }));
    expect(pagamento.getByText(/bonifico bancario entro 24 ore/)).toBeInTheDocument();
    expect(pagamento.getByText(/Zero commissioni/)).toBeInTheDocument();
    expect(pagamento.getByText(/Ordine <codice> - Anna Bianchi/)).toBeInTheDocument();

    expect(screen.getByLabelText('Nome e cognome')).toHaveValue('Anna Bianchi');
    // The checkout's e-mail is the shipping contact; the order's e-mails go to the account address, and it says so.
    const contatto = screen.getByLabelText(CONTATTO_SPEDIZIONE.email);
    expect(contatto).toHaveValue('anna@example.it');
    expect(contatto).toHaveAccessibleDescription("Le email sull'ordine arrivano all'indirizzo del tuo account, anna@example.it.");
    expect(screen.getByLabelText('Telefono')).toHaveValue('+39 333 1234567');
    expect(screen.getByLabelText('Indirizzo')).toHaveValue('Via Roma 1');
    expect(screen.getByLabelText('Città')).toHaveValue('Bologna');
    expect(screen.getByLabelText('CAP')).toHaveValue('40121');
    expect(screen.getByLabelText('Provincia')).toHaveValue('BO');

    const riepilogo = within(screen.getByRole('region', { name: 'Riepilogo Ordine' }));
    expect(riepilogo.getByText('Centralina ECU')).toBeInTheDocument();
    expect(riepilogo.getByText('Motore completo')).toBeInTheDocument();
    expect(riepilogo.getByTestId('totale-ordine')).toHaveTextContent('1.029,90 €');
    expect(riepilogo.getByText(/IVA e spedizione incluse/)).toBeInTheDocument();
  });

  it('shows every validation message of the shared checkout schema', async () => {
    const gateway = acquirenteLoggato({ Auto: inserzione });
    const { user } = renderApp(CHECKOUT, gateway.fetch);
    for (const campo of ['Nome e cognome', CONTATTO_SPEDIZIONE.email, 'Telefono', 'Indirizzo', 'Città', 'CAP', 'Provincia']) {
      await user.clear(await screen.findByLabelText(campo));
    }
    await user.type(screen.getByLabelText(CONTATTO_SPEDIZIONE.email), 'anna@');
    await user.type(screen.getByLabelText('CAP'), '401');
    await user.click(screen.getByRole('checkbox', { name: 'Acquisto come azienda' }));
    await user.type(screen.getByLabelText(/Codice fiscale/), 'RSSMRA80A01H501X');
    await user.type(screen.getByLabelText(/PEC/), 'pec@');
    await user.type(screen.getByLabelText(/Codice SDI/), 'ABC12');
    await user.click(screen.getByRole('button', { name: 'Conferma Ordine' }));

    for (const messaggio of [
      MESSAGGI.validazione.nomeObbligatorio,
      MESSAGGI.validazione.emailNonValida,
      MESSAGGI_CHECKOUT.telefono,
      MESSAGGI_CHECKOUT.indirizzo,
      MESSAGGI_CHECKOUT.citta,
      MESSAGGI_CHECKOUT.cap,
      MESSAGGI_CHECKOUT.provincia,
      MESSAGGI_CHECKOUT.ragioneSociale,
      MESSAGGI_CHECKOUT.partitaIvaObbligatoria,
      MESSAGGI_CHECKOUT.codiceFiscale,
      MESSAGGI_CHECKOUT.pec,
      MESSAGGI_CHECKOUT.codiceSdi,
    ]) {
      expect(await screen.findByText(messaggio)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Partita IVA'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Conferma Ordine' }));
    expect(await screen.findByText(MESSAGGI_CHECKOUT.partitaIva)).toBeInTheDocument();
    expect(gateway.chiamate.some((c) => c.operazione === 'EffettuaOrdine')).toBe(false);
  });

  it('places the order, clears the selection and lands on the buyer orders', async () => {
    const gateway = acquirenteLoggato({
      Auto: inserzione,
      EffettuaOrdine: () => ({ data: { effettuaOrdine: ordineDemo() } }),
      StatisticheAcquirente: () => ({ data: { statisticheAcquirente: { ordiniTotali: 1, inAttesa: 1, inLavorazione: 0, totaleSpesoCentesimi: 102_990 } } }),
      MieiOrdini: () => ({ data: { mieiOrdini: [ordineDemo()] } }),
    });
    const { user, router } = renderApp(CHECKOUT, gateway.fetch);
    await user.click(await screen.findByRole('checkbox', { name: 'Acquisto come azienda' }));
    await user.type(screen.getByLabelText('Ragione sociale'), 'Officina Bianchi srl');
    // A valid check digit (Agenzia delle Entrate's scheme).
    await user.type(screen.getByLabelText('Partita IVA'), '01234567897');
    await user.type(screen.getByLabelText(/Codice SDI/), 'abc1234');
    await user.type(screen.getByLabelText('Note per il venditore'), 'Consegna dopo le 14');
    await user.click(screen.getByRole('button', { name: 'Conferma Ordine' }));

    expect(await screen.findByText(MESSAGGI_ORDINE.creato)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/acquirente/ordini'));
    const input = gateway.chiamate.find((c) => c.operazione === 'EffettuaOrdine')?.variables.input as Record<string, unknown>;
    expect(input.ordineId).toMatch(UUID_V4);
    expect(input).toEqual({
      ordineId: input.ordineId,
      autoId: ID_AUTO,
      ricambiIds: [ECU, MOTORE],
      nome: 'Anna Bianchi',
      email: 'anna@example.it',
      telefono: '+39 333 1234567',
      indirizzo: 'Via Roma 1',
      citta: 'Bologna',
      cap: '40121',
      provincia: 'BO',
      azienda: true,
      ragioneSociale: 'Officina Bianchi srl',
      partitaIva: '01234567897',
      codiceFiscale: null,
      pec: null,
      codiceSdi: 'ABC1234',
      note: 'Consegna dopo le 14',
    });
    expect(await screen.findByRole('article', { name: 'Ordine 9B2F4E1A' })).toBeInTheDocument();

    // Back in history, the listing no longer holds the bought parts.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inserzione/${ID_AUTO}`));
    expect(router.state.location.search).toBe('');
  });

  it('retries with the same order id after a lost answer', async () => {
    let tentativi = 0;
    const gateway = acquirenteLoggato({
      Auto: inserzione,
      EffettuaOrdine: () => (tentativi++ === 0 ? errore('INTERNAL', MESSAGGI.generico) : { data: { effettuaOrdine: ordineDemo() } }),
      StatisticheAcquirente: () => new Promise<never>(() => undefined),
      MieiOrdini: () => new Promise<never>(() => undefined),
    });
    const { user, router } = renderApp(CHECKOUT, gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Conferma Ordine' }));
    expect(await screen.findByText(MESSAGGI_ORDINE.erroreCheckout)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conferma Ordine' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acquirente/ordini'));

    const [primo, secondo] = gateway.chiamate.filter((c) => c.operazione === 'EffettuaOrdine').map((c) => (c.variables.input as { ordineId: string }).ordineId);
    expect(secondo).toBe(primo);
  });

  it('goes back to the parts table, read again, when a part was sold in the meantime', async () => {
    let letture = 0;
    const gateway = acquirenteLoggato({
      Auto: () => {
        letture++;
        const ricambi = autoDettaglioDemo().ricambi.map((r) => (r.id === MOTORE && letture > 1 ? { ...r, disponibile: false } : r));
        return { data: { auto: autoDettaglioDemo({ ricambi }) } };
      },
      EffettuaOrdine: () => errore('PARTS_UNAVAILABLE', MESSAGGI_ORDINE.ricambiNonDisponibili),
    });
    const { user, router } = renderApp(CHECKOUT, gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Conferma Ordine' }));

    expect(await screen.findByText(MESSAGGI_ORDINE.ricambiNonDisponibili)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Motore completo/ })).toBeDisabled());
    expect(screen.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Centralina ECU' })).toBeChecked();
    expect(router.state.location.search).toBe(`?ricambi=${ECU}`);
    expect(letture).toBe(2);
  });

  it('says Devi essere autenticato per effettuare un ordine, once, when the session is gone at submit', async () => {
    let refresh = 0;
    const gateway = acquirenteLoggato({
      RinnovaSessione: () => ({ data: { rinnovaSessione: refresh++ === 0 ? { accessToken: 'tok', user: acquirenteDemo() } : null } }),
      Auto: inserzione,
      EffettuaOrdine: () => errore('UNAUTHENTICATED', MESSAGGI.auth.sessioneScaduta),
    });
    const { user } = renderApp(CHECKOUT, gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Conferma Ordine' }));

    expect(await screen.findByText('Devi essere autenticato per effettuare un ordine')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGGI.auth.sessioneScaduta)).not.toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'EffettuaOrdine')).toHaveLength(1);
  });

  it('shows no checkout for an address without available parts', async () => {
    renderApp(
      `/inserzione/${ID_AUTO}?ricambi=a1a1a1a1-0000-4000-8000-000000000003&checkout=1`,
      acquirenteLoggato({ Auto: () => ({ data: { auto: autoDettaglioDemo({ ricambi: [ricambioDemo(), ricambioDemo({ id: 'a1a1a1a1-0000-4000-8000-000000000003', nome: 'Cambio', disponibile: false })] }) } }) }).fetch,
    );
    expect(await screen.findByRole('button', { name: "Procedi all'Acquisto" })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});
