import { ERRORI_MODERAZIONE, SEGNALAZIONE_INVIATA } from '@ricambiamo/contracts';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { autoDettaglioDemo, ID_AUTO, ID_VENDITORE } from '../../../testing/catalogo';
import { createFakeGateway, errore, utenteDemo } from '../../../testing/fake-gateway';
import { acquirenteLoggato } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';

const conInserzione = (handlers = {}) => createFakeGateway({ Auto: () => ({ data: { auto: autoDettaglioDemo() } }), Segnala: () => ({ data: { segnala: true } }), ...handlers });

describe('"Segnala" on a listing (art. 16 DSA)', () => {
  afterEach(() => toast.dismiss());

  it('takes a visitor’s report with reason, explanation, contact and good faith, and thanks them', async () => {
    const gateway = conInserzione();
    const { user } = renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Segnala questa inserzione' }));
    const dialogo = within(await screen.findByRole('dialog', { name: /Segnala: Fiat Panda/ }));

    await user.click(dialogo.getByRole('button', { name: 'Invia segnalazione' }));
    expect(await dialogo.findByText('Indica il motivo della segnalazione')).toBeInTheDocument();
    expect(dialogo.getByText('Spiega il problema in almeno 10 caratteri')).toBeInTheDocument();
    expect(dialogo.getByText('Conferma che la segnalazione è fatta in buona fede')).toBeInTheDocument();

    // A claim of infringed rights names who makes it.
    await user.click(dialogo.getByRole('radio', { name: /Violazione di diritti/ }));
    await user.type(dialogo.getByLabelText('Spiega il problema'), 'Le foto sono mie, prese dal mio sito.');
    await user.click(dialogo.getByRole('checkbox', { name: /buona fede/ }));
    await user.click(dialogo.getByRole('button', { name: 'Invia segnalazione' }));
    expect(await dialogo.findAllByText('Per una violazione di diritti servono il tuo nome e la tua e-mail')).toHaveLength(2);
    expect(gateway.chiamate.some((c) => c.operazione === 'Segnala')).toBe(false);

    await user.type(dialogo.getByLabelText('Nome e cognome'), 'Mario Bianchi');
    await user.type(dialogo.getByLabelText('E-mail'), 'Mario@Example.com');
    await user.click(dialogo.getByRole('button', { name: 'Invia segnalazione' }));
    expect(await screen.findByText(SEGNALAZIONE_INVIATA)).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'Segnala').map((c) => c.variables)).toEqual([
      {
        input: {
          oggetto: 'inserzione',
          oggettoId: ID_AUTO,
          motivo: 'diritti',
          spiegazione: 'Le foto sono mie, prese dal mio sito.',
          nome: 'Mario Bianchi',
          email: 'mario@example.com',
          buonaFede: true,
        },
      },
    ]);
  });

  it("fills in a signed-in user's name and e-mail, and says so when they sent too many", async () => {
    const gateway = acquirenteLoggato({
      Auto: () => ({ data: { auto: autoDettaglioDemo() } }),
      Segnala: () => errore('REPORT_RATE_LIMITED', ERRORI_MODERAZIONE.troppeSegnalazioni),
    });
    const { user } = renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);
    await user.click(await screen.findByRole('button', { name: 'Segnala questa inserzione' }));
    const dialogo = within(await screen.findByRole('dialog', { name: /Segnala: Fiat Panda/ }));
    expect(dialogo.getByLabelText('E-mail')).not.toHaveValue('');
    await user.click(dialogo.getByRole('radio', { name: 'Frode o tentativo di truffa' }));
    await user.type(dialogo.getByLabelText('Spiega il problema'), 'Chiede il pagamento fuori dal sito.');
    await user.click(dialogo.getByRole('checkbox', { name: /buona fede/ }));
    await user.click(dialogo.getByRole('button', { name: 'Invia segnalazione' }));
    expect(await screen.findByText(ERRORI_MODERAZIONE.troppeSegnalazioni)).toBeInTheDocument();
    expect(dialogo.getByRole('button', { name: 'Invia segnalazione' })).toBeInTheDocument();
  });
});

describe('"Segnala" for the content’s own seller', () => {
  it('is not offered: a seller does not report their own listing', async () => {
    const gateway = createFakeGateway({
      RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: utenteDemo({ id: ID_VENDITORE, ruolo: 'venditore' }) } } }),
      Auto: () => ({ data: { auto: autoDettaglioDemo() } }),
      SaldoGettoni: () => ({ data: { saldoGettoni: 0 } }),
    });
    renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);
    expect(await screen.findByRole('heading', { name: 'Fiat Panda', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Segnala questa inserzione' })).not.toBeInTheDocument();
  });
});

describe('a listing the operator hid', () => {
  it('says "Inserzione non disponibile", without what it hid', async () => {
    const gateway = createFakeGateway({ Auto: () => errore('LISTING_UNAVAILABLE', ERRORI_MODERAZIONE.inserzioneNonDisponibile) });
    renderApp(`/inserzione/${ID_AUTO}`, gateway.fetch);
    expect(await screen.findByRole('heading', { name: 'Inserzione non disponibile' })).toBeInTheDocument();
    expect(screen.queryByText('Fiat Panda')).not.toBeInTheDocument();
  });
});
