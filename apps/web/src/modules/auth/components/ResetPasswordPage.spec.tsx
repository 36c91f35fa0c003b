import { MESSAGGI } from '@ricambiamo/contracts';
import { screen } from '@testing-library/react';
import { createFakeGateway } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

describe('password reset request screen', () => {
  it('checks the e-mail, then shows the Email Inviata! panel with a way back to login', async () => {
    const gateway = createFakeGateway({ RichiediRecuperoPassword: () => ({ data: { richiediRecuperoPassword: true } }) });
    const { user } = renderApp('/reset-password', gateway.fetch);
    const submit = await screen.findByRole('button', { name: 'Invia link di reset' });
    await user.click(submit);
    expect(await screen.findByText(MESSAGGI.validazione.emailObbligatoria)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'anna@example.it');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Email Inviata!' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGGI.successo.emailReset)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna al login' })).toHaveAttribute('href', '/login');
    expect(gateway.chiamate.find((c) => c.operazione === 'RichiediRecuperoPassword')?.variables).toEqual({
      input: { email: 'anna@example.it' },
    });
  });
});
