import { MESSAGGI_INSERZIONE, MESSAGGI_RICHIESTA } from '@ricambiamo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { errore } from '../../../testing/fake-gateway';
import { acquirenteLoggato } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';
import { ID_RICHIESTA_NUOVA, richiesteFinte } from '../../../testing/richieste';
import { TESTI_RICHIESTE } from '../api/testi';

const T = TESTI_RICHIESTE;
const pubblicate = (gateway: ReturnType<typeof acquirenteLoggato>) =>
  gateway.chiamate.filter((c) => c.operazione === 'PubblicaRichiesta').map((c) => c.variables.input);

describe('/cerco/nuova', () => {
  afterEach(() => toast.dismiss());

  it('shows the shared schema’s messages and sends nothing until the request is valid; words alone will do', async () => {
    const gateway = acquirenteLoggato(richiesteFinte([]).handlers);
    const { user } = renderApp('/cerco/nuova', gateway.fetch);

    expect(await screen.findByRole('heading', { name: T.nuova, level: 1 })).toBeInTheDocument();
    // Where the buyer is comes from their profile.
    expect(screen.getByLabelText(T.provincia)).toHaveValue('BO');
    expect(screen.getByLabelText(T.citta)).toHaveValue('Bologna');
    await user.selectOptions(screen.getByLabelText(T.provincia), '');
    await user.type(screen.getByLabelText('Anno'), '1850');
    await user.type(screen.getByLabelText(T.prezzo), 'tanto');
    await user.click(screen.getByRole('button', { name: T.invia }));

    for (const messaggio of [
      MESSAGGI_INSERZIONE.marca,
      MESSAGGI_INSERZIONE.modello,
      MESSAGGI_INSERZIONE.anno,
      MESSAGGI_RICHIESTA.prezzo,
      MESSAGGI_RICHIESTA.provincia,
    ]) {
      expect(await screen.findByText(messaggio)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(T.prezzo)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Marca'), 'Volkswagen');
    await user.type(screen.getByLabelText('Modello'), 'Golf');
    await user.clear(screen.getByLabelText('Anno'));
    await user.type(screen.getByLabelText('Anno'), '2010');
    await user.clear(screen.getByLabelText(T.prezzo));
    await user.selectOptions(screen.getByLabelText(T.provincia), 'TO');
    await user.click(screen.getByRole('button', { name: T.invia }));
    expect(await screen.findByText(MESSAGGI_RICHIESTA.ricambi)).toBeInTheDocument();
    expect(pubblicate(gateway)).toEqual([]);

    await user.type(screen.getByLabelText(T.testo), 'Specchietto destro');
    await user.click(screen.getByRole('button', { name: T.invia }));
    await waitFor(() => expect(pubblicate(gateway)).toHaveLength(1));
    expect(pubblicate(gateway)[0]).toMatchObject({ ricambi: [], testo: 'Specchietto destro', provincia: 'TO' });
  });

  it('publishes the request, the price in cents and the OEM code as compared, then opens its page', async () => {
    const finte = richiesteFinte([]);
    const gateway = acquirenteLoggato(finte.handlers);
    const { user, router } = renderApp('/cerco/nuova', gateway.fetch);

    await user.type(await screen.findByLabelText('Marca'), 'Fiat');
    await user.type(screen.getByLabelText('Modello'), 'Panda');
    await user.type(screen.getByLabelText('Anno'), '2012');
    await user.type(screen.getByLabelText(T.codiceMotoreFacoltativo), '169a4000');
    await user.click(screen.getByRole('checkbox', { name: 'Centralina ECU' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cambio' }));
    await user.type(screen.getByLabelText(T.codiceOemFacoltativo), '551 958-17');
    await user.type(screen.getByLabelText(T.prezzo), '150,50');
    await user.click(screen.getByRole('button', { name: T.invia }));

    expect(await screen.findByText(T.pubblicata)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cerco/${ID_RICHIESTA_NUOVA}`));
    expect(await screen.findByRole('heading', { name: 'Fiat Panda 2012', level: 1 })).toBeInTheDocument();
    expect(pubblicate(gateway)).toEqual([
      {
        marca: 'Fiat',
        modello: 'Panda',
        anno: 2012,
        codiceMotore: '169A4000',
        numeroTelaio: null,
        ricambi: ['Cambio', 'Centralina ECU'],
        testo: null,
        codiceOem: '55195817',
        prezzoCentesimi: 15_050,
        provincia: 'BO',
        citta: 'Bologna',
      },
    ]);
  });

  it('says so when the buyer has ten requests open already', async () => {
    const gateway = acquirenteLoggato({ PubblicaRichiesta: () => errore('REQUEST_LIMIT', MESSAGGI_RICHIESTA.troppe) });
    const { user, router } = renderApp('/cerco/nuova', gateway.fetch);

    await user.type(await screen.findByLabelText('Marca'), 'Fiat');
    await user.type(screen.getByLabelText('Modello'), 'Panda');
    await user.type(screen.getByLabelText('Anno'), '2012');
    await user.type(screen.getByLabelText(T.testo), 'Specchietto destro');
    await user.click(screen.getByRole('button', { name: T.invia }));

    expect(await screen.findByText(MESSAGGI_RICHIESTA.troppe)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cerco/nuova');
  });
});
