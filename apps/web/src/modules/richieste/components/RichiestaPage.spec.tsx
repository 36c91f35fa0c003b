import { ETICHETTE_CHIUSURA_RICHIESTA, ETICHETTE_MOTIVO_RICHIESTA, MESSAGGI_RICHIESTA, MESSAGGI_SEGNALAZIONE, SEGNALAZIONE_INVIATA, thumbnailUrl } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { autoDettaglioDemo, ID_AUTO, KEY_FOTO } from '../../../testing/catalogo';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { acquirenteLoggato } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';
import { ID_ECU, ID_RICHIESTA, richiestaDemo, richiesteFinte } from '../../../testing/richieste';
import type { Richiesta } from '../api/richiesta.fragment';
import { TESTI_RICHIESTE } from '../api/testi';

const T = TESTI_RICHIESTE;
const PAGINA = `/cerco/${ID_RICHIESTA}`;
const VIN = 'ZFA31200000123456';

/** The request's own buyer, who may order from it: the listing answers too. */
function proprietario(richiesta: Partial<Richiesta> = {}) {
  const finte = richiesteFinte([richiestaDemo({ mia: true, numeroTelaio: VIN, ...richiesta })]);
  return { finte, gateway: acquirenteLoggato({ ...finte.handlers, Auto: () => ({ data: { auto: autoDettaglioDemo() } }) }) };
}

const proposte = async () => within(await screen.findByRole('region', { name: T.proposte }));
const intestazione = async () => within(await screen.findByRole('region', { name: 'Fiat Panda 2012' }));

describe('/cerco/:id', () => {
  afterEach(() => toast.dismiss());

  it('shows a visitor the request and the parts proposed, without its VIN and with nothing to order or close', async () => {
    const gateway = createFakeGateway({ ...richiesteFinte([richiestaDemo()]).handlers, Segnala: () => ({ data: { segnala: true } }) });
    const { user } = renderApp(PAGINA, gateway.fetch);

    const richiesta = await intestazione();
    expect(richiesta.getByRole('heading', { name: 'Fiat Panda 2012', level: 1 })).toBeInTheDocument();
    expect(richiesta.getByText(T.aperta)).toBeInTheDocument();
    expect(richiesta.getByText(T.telaioIndicato)).toBeInTheDocument();
    expect(richiesta.getByText('Bologna (BO)')).toBeInTheDocument();

    const voce = within((await proposte()).getByRole('listitem', { name: 'Centralina ECU' }));
    expect(voce.getByRole('presentation')).toHaveAttribute('src', thumbnailUrl('auto-images', KEY_FOTO));
    expect(voce.getByRole('link', { name: 'Fiat Panda 2012' })).toHaveAttribute('href', `/inserzione/${ID_AUTO}`);
    expect(voce.getByText('120,00 €')).toBeInTheDocument();
    expect(voce.getByText('+ 9,90 € spedizione')).toBeInTheDocument();
    expect(voce.getByText('Autodemolizioni Reno')).toBeInTheDocument();

    expect(screen.queryByRole('link', { name: T.ordina })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.chiudi })).not.toBeInTheDocument();
    // A visitor reports it with the form anyone uses (art. 16 DSA), without signing in.
    await user.click(richiesta.getByRole('button', { name: 'Segnala questa richiesta' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Segnala: Fiat Panda 2012' }));
    await user.click(dialogo.getByRole('radio', { name: /Frode/ }));
    await user.type(dialogo.getByLabelText('Spiega il problema'), 'Chiede il pagamento fuori dal sito.');
    await user.type(dialogo.getByLabelText('E-mail'), 'paola@example.com');
    await user.click(dialogo.getByRole('checkbox', { name: /buona fede/ }));
    await user.click(dialogo.getByRole('button', { name: 'Invia segnalazione' }));
    expect(await screen.findByText(SEGNALAZIONE_INVIATA)).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'Segnala').map((c) => c.variables)).toEqual([
      { input: expect.objectContaining({ oggetto: 'richiesta', oggettoId: richiestaDemo().id, motivo: 'frode', email: 'paola@example.com', buonaFede: true }) },
    ]);
  });

  it('lets someone signed in report it with a reason, once, and then says it is reported', async () => {
    const finte = richiesteFinte([richiestaDemo()]);
    const gateway = acquirenteLoggato(finte.handlers);
    const { user } = renderApp(PAGINA, gateway.fetch);

    await user.click((await intestazione()).getByRole('button', { name: T.segnala }));
    const dialogo = within(screen.getByRole('dialog', { name: MESSAGGI_RICHIESTA.segnala }));
    await user.click(dialogo.getByRole('button', { name: MESSAGGI_SEGNALAZIONE.invia }));
    expect(await dialogo.findByText(MESSAGGI_SEGNALAZIONE.motivo)).toBeInTheDocument();
    expect(finte.stato.richieste[0].segnalata).toBe(false);

    await user.click(dialogo.getByRole('radio', { name: ETICHETTE_MOTIVO_RICHIESTA.dati_personali }));
    await user.type(dialogo.getByLabelText(MESSAGGI_SEGNALAZIONE.dettagli), 'Nel testo c’è un numero di telefono');
    await user.click(dialogo.getByRole('checkbox', { name: MESSAGGI_SEGNALAZIONE.buonaFede }));
    await user.click(dialogo.getByRole('button', { name: MESSAGGI_SEGNALAZIONE.invia }));

    expect(await screen.findByText(MESSAGGI_RICHIESTA.segnalata)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const richiesta = await intestazione();
    expect(richiesta.getByText(T.segnalata)).toBeInTheDocument();
    expect(richiesta.queryByRole('button', { name: T.segnala })).not.toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'SegnalaRichiesta').map((c) => c.variables)).toEqual([
      { richiestaId: ID_RICHIESTA, input: { motivo: 'dati_personali', dettagli: 'Nel testo c’è un numero di telefono', buonaFede: true } },
    ]);
  });

  it('says why the service refused the report, and keeps the dialog open', async () => {
    const finte = richiesteFinte([richiestaDemo()]);
    const gateway = acquirenteLoggato({ ...finte.handlers, SegnalaRichiesta: () => errore('REQUEST_REPORTED', MESSAGGI_RICHIESTA.giaSegnalata) });
    const { user } = renderApp(PAGINA, gateway.fetch);

    await user.click((await intestazione()).getByRole('button', { name: T.segnala }));
    const dialogo = within(screen.getByRole('dialog', { name: MESSAGGI_RICHIESTA.segnala }));
    await user.click(dialogo.getByRole('radio', { name: ETICHETTE_MOTIVO_RICHIESTA.altro }));
    await user.click(dialogo.getByRole('checkbox', { name: MESSAGGI_SEGNALAZIONE.buonaFede }));
    await user.click(dialogo.getByRole('button', { name: MESSAGGI_SEGNALAZIONE.invia }));

    expect(await screen.findByText(MESSAGGI_RICHIESTA.giaSegnalata)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: MESSAGGI_RICHIESTA.segnala })).toBeInTheDocument();
  });

  it('shows its buyer the VIN and orders a proposed part in one click, through the listing’s checkout', async () => {
    const { gateway } = proprietario();
    const { user, router } = renderApp(PAGINA, gateway.fetch);

    const richiesta = await intestazione();
    expect(richiesta.getByText(VIN)).toBeInTheDocument();
    expect(richiesta.queryByText(T.telaioIndicato)).not.toBeInTheDocument();
    expect(richiesta.queryByRole('button', { name: T.segnala })).not.toBeInTheDocument();
    expect(richiesta.getByText('Aperta fino al 27/12/2026')).toBeInTheDocument();

    const ordina = (await proposte()).getByRole('link', { name: T.ordina });
    expect(ordina).toHaveAttribute('href', `/inserzione/${ID_AUTO}?ricambi=${ID_ECU}&checkout=1`);
    await user.click(ordina);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/inserzione/${ID_AUTO}`));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    const riepilogo = within(screen.getByRole('region', { name: 'Riepilogo Ordine' }));
    expect(riepilogo.getByText('Centralina ECU')).toBeInTheDocument();
    expect(riepilogo.queryByText('Motore completo')).not.toBeInTheDocument();
  });

  it('lets its buyer close it after asking, and then offers nothing more', async () => {
    const { gateway } = proprietario();
    const { user } = renderApp(PAGINA, gateway.fetch);

    await user.click((await intestazione()).getByRole('button', { name: T.chiudi }));
    const conferma = within(screen.getByRole('alertdialog', { name: T.chiudere }));
    expect(conferma.getByRole('button', { name: 'Annulla' })).toHaveFocus();
    await user.click(conferma.getByRole('button', { name: T.chiudiRichiesta }));

    expect(await screen.findByText(T.chiusa)).toBeInTheDocument();
    const richiesta = await intestazione();
    expect(richiesta.getByText(ETICHETTE_CHIUSURA_RICHIESTA.acquirente)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(richiesta.queryByRole('button', { name: T.chiudi })).not.toBeInTheDocument();
    expect(richiesta.queryByRole('button', { name: T.rinnova })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.ordina })).not.toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'ChiudiRichiesta').map((c) => c.variables)).toEqual([{ richiestaId: ID_RICHIESTA }]);
  });

  it('renews a request that ran out, which opens again', async () => {
    const { gateway } = proprietario({ stato: 'chiusa', motivoChiusura: 'scaduta' });
    const { user } = renderApp(PAGINA, gateway.fetch);

    const richiesta = await intestazione();
    expect(richiesta.getByText(ETICHETTE_CHIUSURA_RICHIESTA.scaduta)).toBeInTheDocument();
    expect(richiesta.queryByRole('button', { name: T.chiudi })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.ordina })).not.toBeInTheDocument();
    await user.click(richiesta.getByRole('button', { name: T.rinnova }));

    expect(await screen.findByText(T.rinnovata)).toBeInTheDocument();
    expect(await richiesta.findByText('Aperta fino al 28/01/2027')).toBeInTheDocument();
    expect(richiesta.getByText(T.aperta)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.ordina })).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'RinnovaRichiesta').map((c) => c.variables)).toEqual([{ richiestaId: ID_RICHIESTA }]);
  });

  it('says why a request closed by an order is closed, and offers its buyer nothing to do', async () => {
    const { gateway } = proprietario({ stato: 'chiusa', motivoChiusura: 'ordine' });
    renderApp(PAGINA, gateway.fetch);
    const richiesta = await intestazione();
    expect(richiesta.getByText(ETICHETTE_CHIUSURA_RICHIESTA.ordine)).toBeInTheDocument();
    expect(richiesta.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.ordina })).not.toBeInTheDocument();
  });

  it('is a not-found page for a request that does not exist', async () => {
    renderApp('/cerco/b6b6b6b6-0000-4000-8000-00000000ffff', createFakeGateway(richiesteFinte([]).handlers).fetch);
    expect(await screen.findByRole('heading', { name: MESSAGGI_RICHIESTA.nonTrovata, level: 1 })).toBeInTheDocument();
  });
});
