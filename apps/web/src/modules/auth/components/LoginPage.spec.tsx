import { MESSAGGI } from '@ricambiamo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { accesso, createFakeGateway, errore, utenteDemo } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

describe('login screen', () => {
  it('validates e-mail and password with the spec messages', async () => {
    const { user } = renderApp('/login', createFakeGateway().fetch);
    await user.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText(MESSAGGI.validazione.emailObbligatoria)).toBeInTheDocument();
    expect(screen.getByText(MESSAGGI.validazione.passwordObbligatoria)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'anna@');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText(MESSAGGI.validazione.emailNonValida)).toBeInTheDocument();
    expect(screen.getByText(MESSAGGI.validazione.passwordCorta)).toBeInTheDocument();
  });

  it('shows the wrong-credentials message from the server', async () => {
    const gateway = createFakeGateway({
      Accedi: () => errore('INVALID_CREDENTIALS', MESSAGGI.auth.credenzialiNonValide),
    });
    const { user, router } = renderApp('/login', gateway.fetch);
    await user.type(await screen.findByLabelText('Email'), 'anna@example.it');
    await user.type(screen.getByLabelText('Password'), 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText(MESSAGGI.auth.credenzialiNonValide)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('logs in with Ricordami, shows the success toast, goes home and shows the user in the navbar', async () => {
    const gateway = createFakeGateway({
      Accedi: () => accesso(utenteDemo()),
    });
    const { user, router } = renderApp('/login', gateway.fetch);
    await user.type(await screen.findByLabelText('Email'), 'Anna@Example.it');
    await user.type(screen.getByLabelText('Password'), 'segreta1');
    await user.click(screen.getByLabelText('Ricordami'));
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText(MESSAGGI.successo.accesso)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('link', { name: /Dashboard/ })).toHaveAttribute('href', '/acquirente');
    expect(screen.queryByRole('link', { name: /Nuova Inserzione/ })).not.toBeInTheDocument();
    expect(screen.getByText('Anna Bianchi')).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'Accedi')?.variables.input).toEqual({
      email: 'anna@example.it',
      password: 'segreta1',
      ricordami: true,
    });
  });

  it('goes back to the page that asked for the login, and never to another site', async () => {
    const login = () => accesso(utenteDemo());
    // The page it lands on may load forever: only the address matters here.
    const inAttesa = () => new Promise<never>(() => undefined);
    const ritorno = '/inserzione/0d6f9a52-8d1e-4d7c-9a57-3f5e0c1b2a77?ricambi=a1a1a1a1-0000-4000-8000-000000000001&checkout=1';
    for (const [indirizzo, atteso] of [
      [`/login?ritorno=${encodeURIComponent(ritorno)}`, ritorno],
      [`/login?ritorno=${encodeURIComponent('//evil.example/x')}`, '/'],
      [`/login?ritorno=${encodeURIComponent('https://evil.example/x')}`, '/'],
    ]) {
      const { user, router, unmount } = renderApp(indirizzo, createFakeGateway({ Accedi: login, Auto: inAttesa, CercaAuto: inAttesa }).fetch);
      await user.type(await screen.findByLabelText('Email'), 'anna@example.it');
      await user.type(screen.getByLabelText('Password'), 'segreta1');
      await user.click(screen.getByRole('button', { name: 'Accedi' }));
      await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(atteso));
      unmount();
    }
  });
});
