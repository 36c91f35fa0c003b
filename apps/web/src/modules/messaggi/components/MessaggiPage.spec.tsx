import { ETICHETTE_MOTIVO_CONVERSAZIONE, etichettaMessaggi, MAX_TESTO_MESSAGGIO, MESSAGGI_CONVERSAZIONE, MESSAGGI_SEGNALAZIONE } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { ID_AUTO } from '../../../testing/catalogo';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import {
  conversazioneDemo,
  conversazioneOrdineDemo,
  conversazioniFinte,
  ID_CONVERSAZIONE,
  ID_CONVERSAZIONE_ORDINE,
  MESSAGGI_DEMO,
  messaggioDemo,
} from '../../../testing/messaggi';
import { acquirenteLoggato, ID_ORDINE } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';

const M = MESSAGGI_CONVERSAZIONE;
type Handlers = Parameters<typeof acquirenteLoggato>[0];

/** The buyer's question about the demo listing (one unread answer) and an order's conversation with nothing in it. */
function buyer(handlers: Handlers = {}, finte = conversazioniFinte(
  [conversazioneDemo(), conversazioneOrdineDemo({ ruolo: 'acquirente', interlocutore: 'Demolizioni Po' })],
  { [ID_CONVERSAZIONE]: [...MESSAGGI_DEMO] },
)) {
  return { finte, gateway: acquirenteLoggato({ ...finte.handlers, ...handlers }) };
}

const elenco = () => within(screen.getByRole('list', { name: 'Conversazioni' }));
const thread = () => within(screen.getByRole('region', { name: /^Conversazione: / }));
/** The thread once it has loaded. */
const threadCaricato = async () => within(await screen.findByRole('region', { name: /^Conversazione: / }));
const navbar = () => within(screen.getByRole('navigation', { name: 'Principale' }));
const testo = () => screen.getByRole('textbox', { name: M.testo });
const fatte = (gateway: ReturnType<typeof acquirenteLoggato>, operazione: string) =>
  gateway.chiamate.filter((c) => c.operazione === operazione).map((c) => c.variables);

describe('/messaggi', () => {
  afterEach(() => toast.dismiss());

  it('lists the conversations with the other side, the last message, its time and the unread count', async () => {
    const { gateway } = buyer();
    renderApp('/messaggi', gateway.fetch);

    expect(await screen.findByRole('heading', { name: M.titolo, level: 1 })).toBeInTheDocument();
    const voci = await screen.findAllByRole('link', { name: /Fiat Panda 2012|Ordine 9B2F4E1A/ });
    expect(voci.map((voce) => voce.getAttribute('href'))).toEqual([`/messaggi/${ID_CONVERSAZIONE}`, `/messaggi/${ID_CONVERSAZIONE_ORDINE}`]);
    const domanda = within(voci[0]);
    expect(domanda.getByText('Demolizioni Po')).toBeInTheDocument();
    expect(domanda.getByText('Certo, è ancora disponibile.')).toBeInTheDocument();
    expect(domanda.getByText(M.nonLetti(1))).toBeInTheDocument();
    expect(voci[0].querySelector('time')).toHaveAttribute('dateTime', '2026-11-28T10:05:00.000Z');
    expect(within(voci[1]).queryByText(/non lett/)).not.toBeInTheDocument();
    expect(screen.getByText(M.scegli)).toBeInTheDocument();
    // No thread is open, so nothing is marked read.
    expect(fatte(gateway, 'SegnaConversazioneLetta')).toEqual([]);
  });

  it('opens a thread oldest first, the own messages on the right, the masking note, and marks it read', async () => {
    const { gateway } = buyer();
    const { user, router } = renderApp('/messaggi', gateway.fetch);
    expect(await navbar().findByRole('link', { name: etichettaMessaggi(1) })).toHaveTextContent('1');

    await user.click(await screen.findByRole('link', { name: /Fiat Panda 2012/ }));
    expect(router.state.location.pathname).toBe(`/messaggi/${ID_CONVERSAZIONE}`);
    const messaggi = await (await threadCaricato()).findAllByRole('listitem');
    expect(messaggi.map((m) => m.querySelector('p')?.textContent)).toEqual([
      'Buongiorno, la centralina è ancora disponibile?\nChiamatemi al [contatto nascosto]',
      'Certo, è ancora disponibile.',
    ]);
    expect(messaggi.map((m) => m.className.includes('justify-end'))).toEqual([true, false]);
    // Line breaks kept, as plain text.
    expect(messaggi[0].querySelector('p')).toHaveClass('whitespace-pre-line');
    expect(messaggi[0]).toHaveTextContent(/^Tu:/);
    expect(messaggi[1]).toHaveTextContent(/^Demolizioni Po:/);
    expect(thread().getByText(M.notaMascheramento)).toBeInTheDocument();
    expect(thread().getByRole('link', { name: M.apriInserzione })).toHaveAttribute('href', `/inserzione/${ID_AUTO}`);
    expect(elenco().getByRole('link', { name: /Fiat Panda 2012/ })).toHaveAttribute('aria-current', 'page');

    await waitFor(() => expect(fatte(gateway, 'SegnaConversazioneLetta')).toEqual([{ conversazioneId: ID_CONVERSAZIONE }]));
    await waitFor(() => expect(navbar().getByRole('link', { name: etichettaMessaggi(0) })).toHaveTextContent(''));
    expect(within(elenco().getByRole('link', { name: /Fiat Panda 2012/ })).queryByText(M.nonLetti(1))).not.toBeInTheDocument();
  });

  it('shows no masking note once there is an order, and links the order on the caller’s side', async () => {
    const { gateway } = buyer();
    renderApp(`/messaggi/${ID_CONVERSAZIONE_ORDINE}`, gateway.fetch);
    expect(await (await threadCaricato()).findByText(M.vuota)).toBeInTheDocument();
    expect(screen.queryByText(M.notaMascheramento)).not.toBeInTheDocument();
    expect(thread().getByRole('link', { name: M.apriOrdine })).toHaveAttribute('href', `/acquirente/ordini?ordine=${ID_ORDINE}`);
    // Nothing unread: nothing to mark.
    expect(fatte(gateway, 'SegnaConversazioneLetta')).toEqual([]);
  });

  it('shows a message as plain text: markup escaped, addresses not made links', async () => {
    const finte = conversazioniFinte([conversazioneDemo({ nonLetti: 0 })], {
      [ID_CONVERSAZIONE]: [messaggioDemo(1, { testo: '<b>Offerta</b> su https://truffa.example', mio: false })],
    });
    renderApp(`/messaggi/${ID_CONVERSAZIONE}`, acquirenteLoggato(finte.handlers).fetch);
    expect(await (await threadCaricato()).findByText('<b>Offerta</b> su https://truffa.example')).toBeInTheDocument();
    expect(thread().queryByRole('link', { name: /truffa/ })).not.toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('sends a message: the variables, the textarea emptied and the message in the thread', async () => {
    const { gateway } = buyer();
    const { user } = renderApp(`/messaggi/${ID_CONVERSAZIONE}`, gateway.fetch);
    await (await threadCaricato()).findByText('Certo, è ancora disponibile.');
    expect(screen.getByText(`0/${MAX_TESTO_MESSAGGIO}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: M.invia }));
    expect(await screen.findByText(M.testo, { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(fatte(gateway, 'InviaMessaggio')).toEqual([]);

    await user.type(testo(), 'Spedite anche in Sardegna?');
    expect(screen.getByText(`26/${MAX_TESTO_MESSAGGIO}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.invia }));
    await waitFor(() => expect(fatte(gateway, 'InviaMessaggio')).toEqual([{ conversazioneId: ID_CONVERSAZIONE, testo: 'Spedite anche in Sardegna?' }]));
    expect(await thread().findByText('Spedite anche in Sardegna?')).toBeInTheDocument();
    await waitFor(() => expect(testo()).toHaveValue(''));
    expect(thread().getAllByRole('listitem').at(-1)).toHaveClass('justify-end');
    // The list's preview follows.
    expect(await elenco().findByText(`${M.tu}: Spedite anche in Sardegna?`)).toBeInTheDocument();

    // Ctrl+Enter sends too; Enter alone is a new line.
    await user.type(testo(), 'Riga uno{Enter}riga due');
    expect(fatte(gateway, 'InviaMessaggio')).toHaveLength(1);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(fatte(gateway, 'InviaMessaggio').at(-1)).toEqual({ conversazioneId: ID_CONVERSAZIONE, testo: 'Riga uno\nriga due' }));
    await waitFor(() => expect(testo()).toHaveValue(''));
  });

  it('keeps the text when the server refuses it, and says why', async () => {
    const { gateway } = buyer({ InviaMessaggio: () => errore('MESSAGE_RATE_LIMITED', M.troppi) });
    const { user } = renderApp(`/messaggi/${ID_CONVERSAZIONE}`, gateway.fetch);
    await (await threadCaricato()).findByText('Certo, è ancora disponibile.');
    await user.type(testo(), 'Ci siete?');
    await user.click(screen.getByRole('button', { name: M.invia }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.troppi);
    expect(testo()).toHaveValue('Ci siete?');
    expect(testo()).toHaveAttribute('aria-invalid', 'true');
    expect(thread().queryByText('Ci siete?', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('loads the older messages on request, above the ones shown', async () => {
    const finte = conversazioniFinte(
      [conversazioneDemo({ nonLetti: 0 })],
      { [ID_CONVERSAZIONE]: [1, 2, 3].map((n) => messaggioDemo(n)) },
      2,
    );
    const gateway = acquirenteLoggato(finte.handlers);
    const { user } = renderApp(`/messaggi/${ID_CONVERSAZIONE}`, gateway.fetch);
    const testi = () => thread().getAllByRole('listitem').map((m) => m.querySelector('p')?.textContent);
    await (await threadCaricato()).findByText('Messaggio 3');
    expect(testi()).toEqual(['Messaggio 2', 'Messaggio 3']);

    await user.click(thread().getByRole('button', { name: M.precedenti }));
    await thread().findByText('Messaggio 1');
    expect(testi()).toEqual(['Messaggio 1', 'Messaggio 2', 'Messaggio 3']);
    expect(fatte(gateway, 'Conversazione')).toEqual([
      { id: ID_CONVERSAZIONE, prima: null },
      { id: ID_CONVERSAZIONE, prima: messaggioDemo(2).id },
    ]);
    expect(thread().queryByRole('button', { name: M.precedenti })).not.toBeInTheDocument();
  });

  it('reports the conversation with a reason, then says it is reported', async () => {
    const { gateway } = buyer();
    const { user } = renderApp(`/messaggi/${ID_CONVERSAZIONE}`, gateway.fetch);
    await user.click(await (await threadCaricato()).findByRole('button', { name: M.segnala }));
    const dialogo = within(screen.getByRole('dialog', { name: M.segnala }));
    await user.click(dialogo.getByRole('button', { name: MESSAGGI_SEGNALAZIONE.invia }));
    expect(await dialogo.findByText('Indica il motivo della segnalazione')).toBeInTheDocument();
    expect(dialogo.getByText('Conferma che la segnalazione è fatta in buona fede')).toBeInTheDocument();

    await user.click(dialogo.getByRole('radio', { name: ETICHETTE_MOTIVO_CONVERSAZIONE.truffa }));
    await user.type(dialogo.getByLabelText(MESSAGGI_SEGNALAZIONE.dettagli), 'Chiede un bonifico fuori dal sito');
    await user.click(dialogo.getByRole('checkbox', { name: MESSAGGI_SEGNALAZIONE.buonaFede }));
    await user.click(dialogo.getByRole('button', { name: MESSAGGI_SEGNALAZIONE.invia }));

    expect(await screen.findByText(M.segnalata)).toBeInTheDocument();
    expect(fatte(gateway, 'SegnalaConversazione')).toEqual([
      { conversazioneId: ID_CONVERSAZIONE, input: { motivo: 'truffa', dettagli: 'Chiede un bonifico fuori dal sito', buonaFede: true } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thread().getByText(M.segnalataBreve)).toBeInTheDocument();
    expect(thread().queryByRole('button', { name: M.segnala })).not.toBeInTheDocument();
  });

  it('reads the list, the thread and the count again on a live hint', async () => {
    const { gateway, finte } = buyer();
    const { live } = renderApp(`/messaggi/${ID_CONVERSAZIONE}`, gateway.fetch);
    await (await threadCaricato()).findByText('Certo, è ancora disponibile.');
    await waitFor(() => expect(finte.stato.conversazioni[0]?.nonLetti).toBe(0));

    // The seller answers: the other order's conversation gets a message too.
    finte.stato.messaggi[ID_CONVERSAZIONE].push(messaggioDemo(3, { testo: 'Spediamo ovunque.', mio: false }));
    finte.stato.conversazioni[0].nonLetti = 1;
    finte.stato.conversazioni[1].nonLetti = 2;
    finte.stato.conversazioni[1].ultimoMessaggio = { testo: 'Il pacco è partito', createdAt: '2026-11-29T09:00:00.000Z', mio: false };
    live.emetti('messaggi');

    expect(await thread().findByText('Spediamo ovunque.')).toBeInTheDocument();
    expect(await elenco().findByText('Il pacco è partito')).toBeInTheDocument();
    // The open thread is read again at once; the other one's two stay unread.
    await waitFor(() => expect(fatte(gateway, 'SegnaConversazioneLetta')).toHaveLength(2));
    await waitFor(() => expect(navbar().getByRole('link', { name: etichettaMessaggi(2) })).toHaveTextContent('2'));
  });

  it('says when there is no conversation yet', async () => {
    renderApp('/messaggi', acquirenteLoggato(conversazioniFinte([]).handlers).fetch);
    expect(await screen.findByText(M.nessuna)).toBeInTheDocument();
    expect(screen.getByText(M.nessunaTesto)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, the error with Riprova, and reads again', async () => {
    let rispondi!: () => void;
    let fallisci = true;
    const finte = conversazioniFinte([conversazioneDemo()]);
    const gateway = acquirenteLoggato({
      ...finte.handlers,
      Conversazioni: () =>
        new Promise((resolve) => {
          rispondi = () => resolve(fallisci ? errore('INTERNAL', 'errore interno') : finte.handlers.Conversazioni());
        }),
    });
    const { user } = renderApp('/messaggi', gateway.fetch);
    expect(await screen.findByLabelText(M.caricamentoConversazioni)).toHaveAttribute('aria-busy', 'true');
    rispondi();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.caricamento);
    fallisci = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    rispondi();
    expect(await screen.findByRole('link', { name: /Fiat Panda 2012/ })).toBeInTheDocument();
  });

  it('says a conversation that is not the caller’s is not found, with the way back', async () => {
    const { gateway } = buyer();
    renderApp('/messaggi/d4d4d4d4-0000-4000-8000-0000000000ff', gateway.fetch);
    expect(await screen.findByText(M.nonTrovata)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.tutte })).toHaveAttribute('href', '/messaggi');
  });

  it('is for logged-in users only', async () => {
    const { router } = renderApp('/messaggi', createFakeGateway().fetch);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
