import { MESSAGGI_SECONDO_FATTORE } from '@ricambiamo/contracts';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { createFakeGateway, errore, utenteDemo } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

const M = MESSAGGI_SECONDO_FATTORE;
const operatore = utenteDemo({ ruolo: 'operatore', nome: 'Anna Operatrice' });
const NUOVI = Array.from({ length: 10 }, (_, i) => `nuov${'abcdefghij'[i]}-codic`);

/** Signed in as `utente`, as a reload with its cookie would be. */
const conSessione = (utente = operatore, handlers = {}) =>
  createFakeGateway({ RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: utente } } }), ...handlers });

describe('/operatore', () => {
  afterEach(() => toast.dismiss());

  it("shows the operator's recovery codes left, and renews them for a code of the app", async () => {
    const gateway = conSessione(operatore, {
      SicurezzaOperatore: () => ({ data: { sicurezzaOperatore: { codiciRecuperoRimasti: 1 } } }),
      RigeneraCodiciRecupero: ({ codice }: Record<string, unknown>) =>
        codice === '222222' ? { data: { rigeneraCodiciRecupero: NUOVI } } : errore('SECOND_FACTOR_INVALID', M.codiceErrato),
    });
    const { user } = renderApp('/operatore', gateway.fetch);
    expect(await screen.findByRole('heading', { name: 'Console operatore', level: 1 })).toBeInTheDocument();
    const scheda = within(screen.getByRole('region', { name: M.sicurezza }));
    expect(await scheda.findByText(M.rimasti(1))).toBeInTheDocument();

    await user.type(scheda.getByLabelText(M.codice), 'abcde-fghij');
    await user.click(scheda.getByRole('button', { name: M.rigenera }));
    expect(await scheda.findByText(M.codiceApp)).toBeInTheDocument();
    await user.clear(scheda.getByLabelText(M.codice));
    await user.type(scheda.getByLabelText(M.codice), '111111');
    await user.click(scheda.getByRole('button', { name: M.rigenera }));
    expect(await scheda.findByText(M.codiceErrato)).toBeInTheDocument();

    await user.clear(scheda.getByLabelText(M.codice));
    await user.type(scheda.getByLabelText(M.codice), '222222');
    await user.click(scheda.getByRole('button', { name: M.rigenera }));
    const elenco = await scheda.findByRole('list', { name: M.titoloCodiciRecupero });
    expect(within(elenco).getAllByRole('listitem')).toHaveLength(10);
    expect(scheda.getByText(M.rimasti(10))).toBeInTheDocument();
    expect(await screen.findByText(M.rigenerati)).toBeInTheDocument();
  });

  it('is for operators only: a buyer goes home', async () => {
    const { router } = renderApp('/operatore', conSessione(utenteDemo()).fetch);
    await screen.findByRole('heading', { name: 'Veicoli Disponibili' });
    expect(router.state.location.pathname).toBe('/');
  });
});
