import { MESSAGGI, PASSWORD_DEBOLE } from '@ricambiamo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { createFakeGateway, errore, utenteDemo } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

const v = MESSAGGI.validazione;

async function compila(user: ReturnType<typeof renderApp>['user'], campi: Partial<Record<string, string>>) {
  const etichette: Record<string, string> = {
    nome: 'Nome completo',
    email: 'Email',
    password: 'Password',
    confermaPassword: 'Conferma password',
  };
  for (const [campo, valore] of Object.entries(campi)) {
    const input = screen.getByLabelText(etichette[campo] ?? campo);
    await user.clear(input);
    if (valore) await user.type(input, valore);
  }
}

const valida = { nome: 'Mario Rossi', email: 'mario@example.it', password: 'segretissima1', confermaPassword: 'segretissima1' };

describe('registration screen', () => {
  it('shows the required messages of the shared schema without calling the server', async () => {
    const gateway = createFakeGateway();
    const { user } = renderApp('/registrazione', gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Registrati' }));

    for (const message of [v.nomeObbligatorio, v.emailObbligatoria, v.passwordObbligatoria, v.confermaObbligatoria]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(gateway.chiamate.map((c) => c.operazione)).not.toContain('Registrati');
  });

  it.each([
    [{ nome: 'M' }, v.nomeCorto],
    [{ email: 'mario@' }, v.emailNonValida],
    [{ password: '12345', confermaPassword: '12345' }, v.passwordCorta],
    [{ confermaPassword: 'diversa1' }, v.passwordNonCorrispondono],
  ])('shows "%s" → %s', async (patch, message) => {
    const { user } = renderApp('/registrazione', createFakeGateway().fetch);
    await screen.findByRole('heading', { name: 'Crea il tuo account' });
    await compila(user, { ...valida, ...patch });
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('hints at the strength as the password is typed and refuses a guessable one without calling the server', async () => {
    const gateway = createFakeGateway();
    const { user } = renderApp('/registrazione', gateway.fetch);
    await screen.findByRole('heading', { name: 'Crea il tuo account' });
    await compila(user, { ...valida, password: 'password', confermaPassword: 'password' });
    const campo = screen.getByLabelText('Password');
    expect(
      await screen.findByText('Sicurezza della password: molto debole. Questa è una password molto usata.'),
    ).toBeInTheDocument();
    expect(campo).toHaveAccessibleDescription(/molto debole/);

    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText(PASSWORD_DEBOLE)).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.chiamate.map((c) => c.operazione)).not.toContain('Registrati');
  });

  it("counts the name and e-mail typed beside it, and accepts a passphrase", async () => {
    const { user } = renderApp('/registrazione', createFakeGateway().fetch);
    await screen.findByRole('heading', { name: 'Crea il tuo account' });
    await compila(user, { nome: 'Ornella Castagnoli', email: 'ornella.castagnoli@example.it', password: 'ornellacastagnoli' });
    expect(
      await screen.findByText(/^Sicurezza della password: molto debole\. Non devono essere presenti dati personali/),
    ).toBeInTheDocument();

    await compila(user, { password: 'cavallo batteria graffetta' });
    expect(await screen.findByText('Sicurezza della password: ottima.')).toBeInTheDocument();
  });

  it('defaults the account type to Acquirente', async () => {
    renderApp('/registrazione', createFakeGateway().fetch);
    expect(await screen.findByRole('radio', { name: /Acquirente/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Venditore \(Demolitore\)/ })).not.toBeChecked();
  });

  it('starts on Venditore (Demolitore) when a "become a seller" link asks with ?ruolo=venditore', async () => {
    renderApp('/registrazione?ruolo=venditore', createFakeGateway().fetch);
    expect(await screen.findByRole('radio', { name: /Venditore \(Demolitore\)/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Acquirente/ })).not.toBeChecked();
  });

  it.each(['acquirente', 'VENDITORE', 'admin', ''])('falls back to Acquirente for ?ruolo=%s', async (ruolo) => {
    renderApp(`/registrazione?ruolo=${ruolo}`, createFakeGateway().fetch);
    expect(await screen.findByRole('radio', { name: /Acquirente/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Venditore \(Demolitore\)/ })).not.toBeChecked();
  });

  it('shows a taken e-mail under the field and as a toast', async () => {
    const gateway = createFakeGateway({ Registrati: () => errore('EMAIL_TAKEN', MESSAGGI.auth.emailInUso) });
    const { user } = renderApp('/registrazione', gateway.fetch);
    await screen.findByRole('heading', { name: 'Crea il tuo account' });
    await compila(user, valida);
    await user.click(screen.getByRole('button', { name: 'Registrati' }));

    await waitFor(() => expect(screen.getAllByText(MESSAGGI.auth.emailInUso)).toHaveLength(2));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('registers a seller, logs them in and opens the seller dashboard', async () => {
    const gateway = createFakeGateway({
      Registrati: (variables) => ({
        data: {
          registrati: {
            accessToken: 'tok',
            user: utenteDemo({ nome: 'Mario Rossi', ruolo: (variables.input as { ruolo: 'venditore' }).ruolo }),
          },
        },
      }),
    });
    const { user, router } = renderApp('/registrazione', gateway.fetch);
    await screen.findByRole('heading', { name: 'Crea il tuo account' });
    await compila(user, valida);
    await user.click(screen.getByRole('radio', { name: /Venditore \(Demolitore\)/ }));
    await user.click(screen.getByRole('button', { name: 'Registrati' }));

    expect(await screen.findByText(MESSAGGI.successo.registrazione)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/venditore'));
    expect(await screen.findByRole('link', { name: 'Modifica Profilo' })).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'Registrati')?.variables.input).toEqual({
      ...valida,
      ruolo: 'venditore',
    });
  });
});
