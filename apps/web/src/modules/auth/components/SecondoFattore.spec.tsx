import { MESSAGGI, MESSAGGI_SECONDO_FATTORE } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { createFakeGateway, errore, utenteDemo } from '../../../testing/fake-gateway';
import { renderApp } from '../../../testing/render-app';

const M = MESSAGGI_SECONDO_FATTORE;
const operatore = utenteDemo({ ruolo: 'operatore', nome: 'Anna Operatrice', email: 'anna@ricambiamo.it' });
const SEGRETO = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODICI = Array.from({ length: 10 }, (_, i) => `abcd${'abcdefghij'[i]}-efgh${'abcdefghij'[i]}`);
const sfida = (attivazione: boolean) => () => ({ data: { accedi: { sessione: null, secondoFattore: { sfida: 'sfida-1', attivazione } } } });

async function accedi(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'anna@ricambiamo.it');
  await user.type(screen.getByLabelText('Password'), 'segreta-operatore');
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe("an operator's login", () => {
  afterEach(() => toast.dismiss());

  it('asks for the code of the app, says when it is wrong, and opens the console with the right one', async () => {
    const codici: string[] = [];
    const gateway = createFakeGateway({
      Accedi: sfida(false),
      VerificaSecondoFattore: ({ input }) => {
        const { codice } = input as { codice: string };
        codici.push(codice);
        return codice === '654321'
          ? { data: { verificaSecondoFattore: { accessToken: 'tok-op', user: operatore } } }
          : errore('SECOND_FACTOR_INVALID', M.codiceErrato);
      },
      SicurezzaOperatore: () => ({ data: { sicurezzaOperatore: { codiciRecuperoRimasti: 9 } } }),
      CasiModerazione: () => ({ data: { casiModerazione: [] } }),
    });
    const { user, router } = renderApp('/login', gateway.fetch);
    await accedi(user);

    expect(await screen.findByRole('heading', { name: M.titolo, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await user.click(screen.getByRole('button', { name: M.verifica }));
    expect(await screen.findByText(M.codiceMancante)).toBeInTheDocument();
    await user.type(screen.getByLabelText(M.codice), '123 456');
    await user.click(screen.getByRole('button', { name: M.verifica }));
    expect(await screen.findByText(M.codiceErrato)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(M.codice));
    await user.type(screen.getByLabelText(M.codice), '654321');
    await user.click(screen.getByRole('button', { name: M.verifica }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operatore'));
    expect(await screen.findByRole('heading', { name: 'Console operatore', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Nessuna segnalazione da decidere.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sicurezza' }));
    expect(await screen.findByText(M.rimasti(9))).toBeInTheDocument();
    expect(codici).toEqual(['123456', '654321']);
    expect(gateway.chiamate.find((c) => c.operazione === 'VerificaSecondoFattore')?.variables.input).toEqual({ sfida: 'sfida-1', codice: '123456' });
  });

  it('goes back to e-mail and password when the challenge is over', async () => {
    const gateway = createFakeGateway({ Accedi: sfida(false), VerificaSecondoFattore: () => errore('SECOND_FACTOR_EXPIRED', M.scaduta) });
    const { user } = renderApp('/login', gateway.fetch);
    await accedi(user);
    await user.type(await screen.findByLabelText(M.codice), '123456');
    await user.click(screen.getByRole('button', { name: M.verifica }));
    expect(await screen.findByText(M.scaduta)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Accedi', level: 1 })).toBeInTheDocument();
  });

  it('enrols the app the first time: a QR code and its key, the first code, then the recovery codes once', async () => {
    const gateway = createFakeGateway({
      Accedi: sfida(true),
      AttivaSecondoFattore: () => ({
        data: { attivaSecondoFattore: { segreto: SEGRETO, uri: `otpauth://totp/Ricambiamo:anna%40ricambiamo.it?secret=${SEGRETO}&issuer=Ricambiamo` } },
      }),
      ConfermaSecondoFattore: ({ input }) =>
        (input as { codice: string }).codice === '111111'
          ? { data: { confermaSecondoFattore: { sessione: { accessToken: 'tok-op', user: operatore }, codiciRecupero: CODICI } } }
          : errore('SECOND_FACTOR_INVALID', M.codiceErrato),
      SicurezzaOperatore: () => ({ data: { sicurezzaOperatore: { codiciRecuperoRimasti: 10 } } }),
    });
    const { user, router } = renderApp('/login', gateway.fetch);
    await accedi(user);

    expect(await screen.findByRole('heading', { name: M.titoloAttivazione, level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: "Codice QR per l'app di autenticazione" })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText(M.codice), '000000');
    await user.click(screen.getByRole('button', { name: M.attiva }));
    expect(await screen.findByText(M.codiceErrato)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(M.codice));
    await user.type(screen.getByLabelText(M.codice), '111111');
    await user.click(screen.getByRole('button', { name: M.attiva }));
    const elenco = await screen.findByRole('list', { name: M.titoloCodiciRecupero });
    expect(within(elenco).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODICI);
    // Not signed in on screen until the codes are put away.
    expect(router.state.location.pathname).toBe('/login');

    await user.click(screen.getByRole('button', { name: M.continua }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operatore'));
    expect(await screen.findByText(MESSAGGI.successo.accesso)).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'AttivaSecondoFattore')).toHaveLength(1);
  });
});
