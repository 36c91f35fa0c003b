import { MESSAGGI_CONVERSAZIONE } from '@ricambiamo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { autoDettaglioDemo, ID_AUTO } from '../../../testing/catalogo';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { venditoreLoggato } from '../../../testing/gettoni';
import { conversazioneDemo, conversazioniFinte, ID_CONVERSAZIONE, MESSAGGI_DEMO } from '../../../testing/messaggi';
import { acquirenteLoggato } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';

const M = MESSAGGI_CONVERSAZIONE;
const Auto = () => ({ data: { auto: autoDettaglioDemo() } });
const titolo = () => screen.findByRole('heading', { name: 'Fiat Panda', level: 1 });

describe('Contatta il venditore on the listing', () => {
  afterEach(() => toast.dismiss());

  it('opens the listing’s conversation for a buyer', async () => {
    const finte = conversazioniFinte([conversazioneDemo({ nonLetti: 0 })], { [ID_CONVERSAZIONE]: MESSAGGI_DEMO });
    const gateway = acquirenteLoggato({
      Auto,
      ...finte.handlers,
      ConversazioneInserzione: () => ({ data: { conversazioneInserzione: conversazioneDemo({ nonLetti: 0 }) } }),
    });
    const { user, router } = renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);
    await titolo();
    await user.click(await screen.findByRole('button', { name: M.contatta }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/messaggi/${ID_CONVERSAZIONE}`));
    expect(gateway.chiamate.filter((c) => c.operazione === 'ConversazioneInserzione').map((c) => c.variables)).toEqual([{ autoId: ID_AUTO }]);
    expect(await screen.findByRole('region', { name: 'Conversazione: Fiat Panda 2012' })).toBeInTheDocument();
  });

  it('says why when the conversation cannot be started', async () => {
    const gateway = acquirenteLoggato({ Auto, ConversazioneInserzione: () => errore('MESSAGE_RATE_LIMITED', M.troppi) });
    const { user, router } = renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);
    await user.click(await screen.findByRole('button', { name: M.contatta }));
    expect(await screen.findByText(M.troppi)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/inserzione/${ID_AUTO}`);
  });

  it('sends a visitor to log in, coming back to the listing', async () => {
    renderApp(`/inserzione/${ID_AUTO}`, createFakeGateway({ Auto }).fetch);
    await titolo();
    expect(await screen.findByRole('link', { name: M.contatta })).toHaveAttribute(
      'href',
      `/login?ritorno=${encodeURIComponent(`/inserzione/${ID_AUTO}`)}`,
    );
  });

  it('is not there for a seller', async () => {
    renderApp(`/inserzione/${ID_AUTO}`, venditoreLoggato({ Auto }).fetch);
    await titolo();
    // The session is known once the navbar has the seller's messages.
    expect(await screen.findByRole('link', { name: M.titolo })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.contatta })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: M.contatta })).not.toBeInTheDocument();
  });
});
