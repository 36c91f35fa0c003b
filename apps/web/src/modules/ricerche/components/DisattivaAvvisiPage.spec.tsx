import { MESSAGGI_RICERCA } from '@ricambiamo/contracts';
import { screen } from '@testing-library/react';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';
import { TESTI_RICERCHE } from '../api/testi';

const T = TESTI_RICERCHE;
const disattivazioni = (gateway: ReturnType<typeof createFakeGateway>) =>
  gateway.chiamate.filter((c) => c.operazione === 'DisattivaAvvisi').map((c) => c.variables);

describe('/avvisi/disattiva', () => {
  it('stops the e-mails once, without a login, and names the search', async () => {
    let rispondi!: () => void;
    const gateway = createFakeGateway({
      DisattivaAvvisi: () =>
        new Promise((resolve) => {
          rispondi = () => resolve({ data: { disattivaAvvisi: 'Panda 169A4000 Cambio' } });
        }),
    });
    renderApp('/avvisi/disattiva?t=firmato.123', gateway.fetch);

    expect(await screen.findByRole('status')).toHaveTextContent(T.disattivazione);
    rispondi();
    expect(await screen.findByRole('heading', { name: T.disattivati('Panda 169A4000 Cambio'), level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.vaiARicerche })).toHaveAttribute('href', '/acquirente/ricerche');
    expect(disattivazioni(gateway)).toEqual([{ token: 'firmato.123' }]);
  });

  it('says the link is not valid when the service refuses it', async () => {
    const gateway = createFakeGateway({ DisattivaAvvisi: () => errore('UNSUBSCRIBE_INVALID', MESSAGGI_RICERCA.linkNonValido) });
    renderApp('/avvisi/disattiva?t=falso', gateway.fetch);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGGI_RICERCA.linkNonValido);
    expect(disattivazioni(gateway)).toEqual([{ token: 'falso' }]);
  });

  it('says the link is not valid without a token, asking nothing', async () => {
    const gateway = createFakeGateway();
    renderApp('/avvisi/disattiva', gateway.fetch);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGGI_RICERCA.linkNonValido);
    expect(disattivazioni(gateway)).toEqual([]);
  });

  it('offers another try when the service could not be reached', async () => {
    let chiamate = 0;
    const gateway = createFakeGateway({
      DisattivaAvvisi: () => (++chiamate === 1 ? errore('INTERNAL', 'Errore') : { data: { disattivaAvvisi: 'Diesel' } }),
    });
    const { user } = renderApp('/avvisi/disattiva?t=firmato.123', gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: T.disattivati('Diesel') })).toBeInTheDocument();
    expect(disattivazioni(gateway)).toHaveLength(2);
  });
});
