import { MESSAGGI_SECONDO_FATTORE } from '@ricambiamo/contracts';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { createFakeGateway, datiVenditaCompleti, errore, utenteDemo } from '../../../testing/fake-gateway';
import { casoAperto, casoConRicorso } from '../../../testing/moderazione';
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
    const { user } = renderApp('/operatore?scheda=sicurezza', gateway.fetch);
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

describe('/operatore, the reports', () => {
  afterEach(() => toast.dismiss());

  it('shows each open case with the content as reported and its reports, and decides it with facts and ground', async () => {
    let decisi = 0;
    const gateway = conSessione(operatore, {
      CasiModerazione: () => ({ data: { casiModerazione: decisi === 0 ? [casoAperto()] : [] } }),
      DecidiCaso: () => {
        decisi++;
        return { data: { decidiCaso: casoConRicorso(operatore.id) } };
      },
    });
    const { user } = renderApp('/operatore', gateway.fetch);
    const caso = within(await screen.findByRole('article', { name: 'Caso: Fiat Panda 2012' }));
    expect(caso.getByText('350,00 € · OEM 55241434')).toBeInTheDocument();
    expect(caso.getByText('2 segnalazioni')).toBeInTheDocument();
    expect(caso.getByText('Ricambi illegali o di provenienza furtiva')).toBeInTheDocument();
    expect(caso.getByText(/Mario Bianchi · mario@example.com/)).toBeInTheDocument();

    const form = within(caso.getByRole('form', { name: 'Decisione' }));
    await user.click(form.getByRole('button', { name: 'Registra la decisione' }));
    expect(await form.findByText('Scegli una decisione')).toBeInTheDocument();
    expect(form.getByText('Indica il fondamento della decisione')).toBeInTheDocument();
    expect(gateway.chiamate.some((c) => c.operazione === 'DecidiCaso')).toBe(false);

    await user.click(form.getByRole('radio', { name: "Nascondi l'inserzione" }));
    await user.selectOptions(form.getByLabelText('Fondamento'), 'termini_4_1');
    await user.type(form.getByLabelText(/Fatti e circostanze/), 'Il cambio risulta rubato.');
    await user.click(form.getByRole('button', { name: 'Registra la decisione' }));
    expect(await screen.findByText('Nessuna segnalazione da decidere.')).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'DecidiCaso').map((c) => c.variables)).toEqual([
      { input: { casoId: casoAperto().id, azione: 'nascondi_inserzione', fondamento: 'termini_4_1', fatti: 'Il cambio risulta rubato.' } },
    ]);
  });

  it('offers for a review only what applies to it, and shows a private conversation without a link', async () => {
    const recensione = casoAperto({
      id: 'c3c3c3c3-3333-4333-8333-333333333333',
      oggetto: 'recensione',
      istantanea: { titolo: 'Recensione di Mario R.', link: '/venditore/0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f/profilo', righe: [{ etichetta: 'Testo', valore: 'Siete dei ladri!' }] },
    });
    const conversazione = casoAperto({
      id: 'd4d4d4d4-4444-4444-8444-444444444444',
      oggetto: 'conversazione',
      istantanea: { titolo: 'Conversazione su Fiat Panda 2012', link: null, righe: [{ etichetta: 'Luca (acquirente)', valore: 'Pagami fuori dal sito' }] },
    });
    const gateway = conSessione(operatore, { CasiModerazione: () => ({ data: { casiModerazione: [recensione, conversazione] } }) });
    renderApp('/operatore', gateway.fetch);

    const caso = within(await screen.findByRole('article', { name: 'Caso: Recensione di Mario R.' }));
    const decisioni = within(caso.getByRole('form', { name: 'Decisione' })).getAllByRole('radio').map((r) => r.getAttribute('value'));
    expect(decisioni).toEqual(['archivia', 'avverti', 'nascondi_recensione']);
    expect(caso.getByRole('link', { name: 'Apri la pagina com’è ora' })).toHaveAttribute('href', recensione.istantanea.link);

    const privata = within(screen.getByRole('article', { name: 'Caso: Conversazione su Fiat Panda 2012' }));
    expect(privata.getByText('Pagami fuori dal sito')).toBeInTheDocument();
    expect(privata.queryByRole('link', { name: 'Apri la pagina com’è ora' })).not.toBeInTheDocument();
    expect(within(privata.getByRole('form', { name: 'Decisione' })).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['archivia', 'avverti']);
  });

  it("leaves an appeal to another operator than the one who decided, and records the other's outcome", async () => {
    const altro = '9e9e9e9e-9999-4999-8999-999999999999';
    const gateway = conSessione(operatore, {
      RicorsiModerazione: () => ({ data: { ricorsiModerazione: [casoConRicorso(operatore.id), { ...casoConRicorso(altro), id: 'd4d4d4d4-4444-4444-8444-444444444444' }] } }),
      DecidiRicorso: () => errore('APPEAL_SAME_OPERATOR', 'Il ricorso deve deciderlo un operatore diverso da chi ha preso la decisione'),
    });
    const { user } = renderApp('/operatore?scheda=ricorsi', gateway.fetch);
    const [mio, altrui] = await screen.findAllByRole('article', { name: 'Caso: Fiat Panda 2012' });
    expect(within(mio).getByText('Hai preso tu questa decisione: il ricorso lo decide un altro operatore.')).toBeInTheDocument();
    expect(within(mio).queryByRole('form')).not.toBeInTheDocument();
    expect(within(altrui).getByText('Ho la fattura di acquisto n. 123.', { exact: false })).toBeInTheDocument();

    const form = within(within(altrui).getByRole('form', { name: 'Esito del ricorso' }));
    await user.click(form.getByRole('radio', { name: 'Ricorso accolto: decisione annullata' }));
    await user.type(form.getByLabelText(/Motivazione/), 'La fattura prova la provenienza.');
    await user.click(form.getByRole('button', { name: 'Registra l’esito' }));
    expect(await screen.findByText('Il ricorso deve deciderlo un operatore diverso da chi ha preso la decisione')).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'DecidiRicorso').map((c) => c.variables)).toEqual([
      { input: { provvedimentoId: casoConRicorso(altro).provvedimento?.id, esito: 'accolto', motivazione: 'La fattura prova la provenienza.' } },
    ]);
  });

  it('reads the audit log, newest first', async () => {
    const voce = { id: 'e5e5e5e5-5555-4555-8555-555555555555', operatoreId: operatore.id, operatore: 'Anna Operatrice <anna@ricambiamo.it>', azione: "Nascondi l'inserzione", oggetto: 'Inserzione Fiat Panda 2012', motivazione: 'Il cambio risulta rubato.', createdAt: '2026-11-29T11:00:00.000Z' };
    const gateway = conSessione(operatore, { RegistroModerazione: () => ({ data: { registroModerazione: [voce] } }) });
    renderApp('/operatore?scheda=registro', gateway.fetch);
    expect(await screen.findByText('Inserzione Fiat Panda 2012')).toBeInTheDocument();
    expect(screen.getByText('Anna Operatrice <anna@ricambiamo.it>')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carica le azioni precedenti' })).not.toBeInTheDocument();
  });
});

describe('/operatore, the sellers', () => {
  afterEach(() => toast.dismiss());

  it("shows each seller's trader data, records the check of complete ones, and opens their record and decisions", async () => {
    const venditore = {
      id: '1b1b1b1b-1111-4111-8111-111111111111',
      nome: 'Lia Neri',
      nomeAttivita: 'Autodemolizioni Neri',
      email: 'neri@example.it',
      createdAt: '2026-11-01T10:00:00.000Z',
      sospeso: false,
      tracciabilita: datiVenditaCompleti(),
    };
    const gateway = conSessione(operatore, {
      VenditoriOperatore: () => ({ data: { venditoriOperatore: [venditore] } }),
      VerificaVenditore: () => ({ data: { verificaVenditore: true } }),
      StoriaVenditore: () => ({ data: { storiaVenditore: [casoConRicorso(operatore.id).provvedimento] } }),
    });
    const { user } = renderApp('/operatore?scheda=venditori', gateway.fetch);
    const scheda = within(await screen.findByRole('article', { name: 'Venditore: Autodemolizioni Neri' }));
    expect(scheda.getByText('Da verificare')).toBeInTheDocument();
    expect(scheda.getByText('BO-123456 (CCIAA BO)')).toBeInTheDocument();
    await user.type(scheda.getByLabelText(/Che cosa hai controllato/), 'Visura camerale del 28/11/2026');
    await user.click(scheda.getByRole('button', { name: 'Segna come verificato' }));
    expect(await screen.findByText('Verifica registrata')).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'VerificaVenditore').map((c) => c.variables)).toEqual([
      { venditoreId: venditore.id, nota: 'Visura camerale del 28/11/2026' },
    ]);
    await user.click(scheda.getByRole('button', { name: 'Ordini, reputazione e provvedimenti' }));
    expect(await scheda.findByRole('region', { name: 'Ordini e reputazione' })).toBeInTheDocument();
    expect(await scheda.findByRole('list', { name: 'Provvedimenti' })).toHaveTextContent("Nascondi l'inserzione · Fiat Panda 2012");
  });
});
