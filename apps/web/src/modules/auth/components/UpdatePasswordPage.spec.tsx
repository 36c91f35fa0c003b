import { MESSAGGI, PASSWORD_DEBOLE } from '@ricambiamo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

async function impostaPassword(user: ReturnType<typeof renderApp>['user'], password: string, conferma: string) {
  await user.type(await screen.findByLabelText('Nuova password'), password);
  await user.type(screen.getByLabelText('Conferma password'), conferma);
  await user.click(screen.getByRole('button', { name: 'Aggiorna password' }));
}

describe('new password screen', () => {
  it('explains that a link without a token is not valid', async () => {
    renderApp('/update-password', createFakeGateway().fetch);
    expect(await screen.findByText(MESSAGGI.auth.linkResetNonValido)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute('href', '/reset-password');
  });

  it('greets a valid link, checks the passwords, saves and goes to /login', async () => {
    const gateway = createFakeGateway({ ReimpostaPassword: () => ({ data: { reimpostaPassword: true } }) });
    const { user, router } = renderApp('/update-password?token=abc123', gateway.fetch);
    expect(await screen.findByText(MESSAGGI.successo.impostaPassword)).toBeInTheDocument();

    await impostaPassword(user, 'nuovissima12', 'nuovissima13');
    expect(await screen.findByText(MESSAGGI.validazione.passwordNonCorrispondono)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Conferma password'));
    await user.type(screen.getByLabelText('Conferma password'), 'nuovissima12');
    await user.click(screen.getByRole('button', { name: 'Aggiorna password' }));
    expect(await screen.findByText(MESSAGGI.successo.passwordAggiornata)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(gateway.chiamate.find((c) => c.operazione === 'ReimpostaPassword')?.variables).toEqual({
      input: { token: 'abc123', password: 'nuovissima12', confermaPassword: 'nuovissima12' },
    });
  });

  it('hints at the strength of the new password and refuses a guessable one without calling the server', async () => {
    const gateway = createFakeGateway();
    const { user } = renderApp('/update-password?token=abc123', gateway.fetch);
    await user.type(await screen.findByLabelText('Nuova password'), '123456');
    expect(
      await screen.findByText('Sicurezza della password: molto debole. Questa è una password molto usata.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Conferma password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Aggiorna password' }));
    expect(await screen.findByText(PASSWORD_DEBOLE)).toBeInTheDocument();
    expect(gateway.chiamate.map((c) => c.operazione)).not.toContain('ReimpostaPassword');
  });

  it('shows the invalid-link message when the server rejects a used or expired token', async () => {
    const gateway = createFakeGateway({
      ReimpostaPassword: () => errore('RESET_TOKEN_INVALID', MESSAGGI.auth.linkResetNonValido),
    });
    const { user } = renderApp('/update-password?token=scaduto', gateway.fetch);
    await impostaPassword(user, 'nuovissima12', 'nuovissima12');
    expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeInTheDocument();
  });
});
