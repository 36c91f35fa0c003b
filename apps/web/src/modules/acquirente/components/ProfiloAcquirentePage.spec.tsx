import { MESSAGGI, MESSAGGI_PROFILO, TESTI_SICUREZZA } from '@ricambiamo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { createFakeGateway, errore, utenteDemo } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

const acquirenteLoggato = (extra: Parameters<typeof createFakeGateway>[0] = {}) =>
  createFakeGateway({
    RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: utenteDemo() } } }),
    ...extra,
  });

describe('buyer profile', () => {
  it('shows the e-mail read-only and saves the editable fields', async () => {
    const gateway = acquirenteLoggato({
      AggiornaProfiloAcquirente: (variables) => ({
        data: { aggiornaProfiloAcquirente: { ...utenteDemo(), ...(variables.input as object) } },
      }),
    });
    const { user } = renderApp('/acquirente/profilo', gateway.fetch);
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('anna@example.it');
    expect(email).toHaveAttribute('readonly');

    await user.type(screen.getByLabelText('Telefono'), '3331234567');
    await user.type(screen.getByLabelText('Città'), 'Bologna');
    await user.type(screen.getByLabelText('CAP'), '4012');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText(MESSAGGI.validazione.capNonValido)).toBeInTheDocument();

    await user.type(screen.getByLabelText('CAP'), '1');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText(MESSAGGI.successo.profiloAggiornato)).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'AggiornaProfiloAcquirente')?.variables.input).toEqual({
      nome: 'Anna Bianchi',
      telefono: '3331234567',
      indirizzo: null,
      citta: 'Bologna',
      cap: '40121',
      provincia: null,
      officina: null,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salva modifiche' })).toBeDisabled());
  });

  it('declares a repair business with a valid partita IVA, and withdraws the declaration', async () => {
    const officina = { ragioneSociale: 'Officina Bianchi', partitaIva: '01234567897', registro: 'BO-RA 1' };
    const gateway = acquirenteLoggato({
      AggiornaProfiloAcquirente: (variables) => ({
        data: { aggiornaProfiloAcquirente: { ...utenteDemo(), ...(variables.input as object) } },
      }),
    });
    const { user } = renderApp('/acquirente/profilo', gateway.fetch);
    const dichiara = await screen.findByRole('checkbox', { name: /Dichiaro di acquistare per un'impresa di autoriparazione/ });
    expect(screen.queryByLabelText('Ragione sociale')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: TESTI_SICUREZZA.perche })).toHaveAttribute('href', '/policies/sales#ricambi-di-sicurezza');

    await user.click(dichiara);
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText(MESSAGGI_PROFILO.ragioneSociale)).toBeInTheDocument();
    expect(screen.getByText(MESSAGGI_PROFILO.partitaIvaObbligatoria)).toBeInTheDocument();
    expect(screen.getByText(MESSAGGI_PROFILO.registro)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ragione sociale'), officina.ragioneSociale);
    await user.type(screen.getByLabelText('Partita IVA'), '01234567890');
    await user.type(screen.getByLabelText('Numero registro autoriparatori o REA'), officina.registro);
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText(MESSAGGI_PROFILO.partitaIva)).toBeInTheDocument();
    expect(gateway.chiamate.some((c) => c.operazione === 'AggiornaProfiloAcquirente')).toBe(false);

    await user.clear(screen.getByLabelText('Partita IVA'));
    await user.type(screen.getByLabelText('Partita IVA'), officina.partitaIva);
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(gateway.chiamate.filter((c) => c.operazione === 'AggiornaProfiloAcquirente')).toHaveLength(1));
    expect(gateway.chiamate.at(-1)?.variables.input).toMatchObject({ officina });

    // Unticked, the fields go and the declaration is withdrawn.
    await user.click(screen.getByRole('checkbox', { name: /Dichiaro di acquistare/ }));
    expect(screen.queryByLabelText('Ragione sociale')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(gateway.chiamate.filter((c) => c.operazione === 'AggiornaProfiloAcquirente')).toHaveLength(2));
    expect(gateway.chiamate.at(-1)?.variables.input).toMatchObject({ officina: null });
  });

  it('offers the orders empty state and the profile as dashboard tabs', async () => {
    const gateway = acquirenteLoggato({
      MieiOrdini: () => ({ data: { mieiOrdini: [] } }),
      StatisticheAcquirente: () => ({ data: { statisticheAcquirente: { ordiniTotali: 0, inAttesa: 0, inLavorazione: 0, totaleSpesoCentesimi: 0 } } }),
    });
    const { user } = renderApp('/acquirente', gateway.fetch);
    expect(await screen.findByRole('tab', { name: 'I miei Ordini' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Sfoglia i ricambi' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('tab', { name: 'Profilo' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('anna@example.it');
  });

  it('logs out locally and asks to log in again when the session cannot be refreshed', async () => {
    let refresh = 0;
    const gateway = createFakeGateway({
      RinnovaSessione: () => ({
        data: { rinnovaSessione: refresh++ === 0 ? { accessToken: 'tok', user: utenteDemo() } : null },
      }),
      AggiornaProfiloAcquirente: () => errore('UNAUTHENTICATED', MESSAGGI.auth.sessioneScaduta),
    });
    const { user, router } = renderApp('/acquirente/profilo', gateway.fetch);
    await user.type(await screen.findByLabelText('Città'), 'Bologna');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getAllByText(MESSAGGI.auth.sessioneScaduta).length).toBeGreaterThan(0);
    // The navbar's counters and the garage are read once, with the session; nothing is asked after the session is gone.
    expect(gateway.chiamate.map((c) => c.operazione)).toEqual([
      'RinnovaSessione',
      'MessaggiNonLetti',
      'NotificheNonLette',
      'MieiVeicoli',
      'AggiornaProfiloAcquirente',
      'RinnovaSessione',
    ]);
  });
});
