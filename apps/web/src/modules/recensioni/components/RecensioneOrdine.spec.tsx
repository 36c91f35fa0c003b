import { CONTATTO_NASCOSTO, ETICHETTE_MOTIVO_SEGNALAZIONE, MESSAGGI_RECENSIONE, MESSAGGI_SEGNALAZIONE } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { errore } from '../../../testing/fake-gateway';
import { statisticheVenditore, venditoreConInserzioni } from '../../../testing/catalogo';
import { fermaOrologio } from '../../../testing/orologio';
import { acquirenteLoggato, ID_ORDINE, ordineDemo } from '../../../testing/ordini';
import { ID_RECENSIONE, recensioneDemo, recensioneOrdineDemo } from '../../../testing/recensioni';
import { renderApp } from '../../../testing/render-app';

const completato = ordineDemo({ stato: 'completed' });

describe('the review of a completed order', () => {
  beforeEach(() => fermaOrologio('2026-11-29T10:00:00.000Z'));
  afterEach(() => {
    jest.useRealTimers();
    toast.dismiss();
  });

  it('lets the buyer write it with the form’s messages, and shows what the service answered', async () => {
    let inviata: Record<string, unknown> | null = null;
    const gateway = acquirenteLoggato({
      MieiOrdini: () => ({ data: { mieiOrdini: [completato] } }),
      RecensioniOrdini: (variables) => {
        expect(variables).toEqual({ ordineIds: [ID_ORDINE] });
        const recensione = inviata && recensioneDemo({ testo: `Chiamatemi al ${CONTATTO_NASCOSTO}` });
        return { data: { recensioniOrdini: [recensioneOrdineDemo(recensione ? { recensione, modificabileFinoAl: '2026-12-06T10:00:00.000Z' } : {})] } };
      },
      RecensisciOrdine: (variables) => {
        inviata = variables;
        return { data: { recensisciOrdine: { id: ID_RECENSIONE } } };
      },
    });
    const { user: utente } = renderApp('/acquirente/ordini', gateway.fetch);

    const pannello = within(await screen.findByRole('region', { name: 'Recensione' }));
    await utente.click(pannello.getByRole('button', { name: MESSAGGI_RECENSIONE.lascia }));
    const dialogo = within(await screen.findByRole('dialog', { name: MESSAGGI_RECENSIONE.titolo }));
    await utente.click(dialogo.getByRole('button', { name: 'Pubblica recensione' }));
    expect(dialogo.getAllByText('Scegli da 1 a 5 stelle')).toHaveLength(4);
    expect(inviata).toBeNull();

    for (const [asse, stelle] of [
      ['Rispondenza alla descrizione', '5 stelle'],
      ['Comunicazione', '4 stelle'],
      ['Spedizione', '5 stelle'],
      ['Valutazione complessiva', '5 stelle'],
    ] as const) {
      await utente.click(within(dialogo.getByRole('group', { name: asse })).getByRole('radio', { name: stelle }));
    }
    await utente.type(dialogo.getByLabelText("Racconta com'è andata (facoltativo)"), 'Chiamatemi al 333 1234567');
    await utente.click(dialogo.getByRole('button', { name: 'Pubblica recensione' }));

    await waitFor(() =>
      expect(inviata).toEqual({
        ordineId: ID_ORDINE,
        input: { stelle: { descrizione: 5, comunicazione: 4, spedizione: 5, complessivo: 5 }, testo: 'Chiamatemi al 333 1234567' },
      }),
    );
    expect(await screen.findByText(MESSAGGI_RECENSIONE.pubblicata)).toBeInTheDocument();
    const recensione = within(await screen.findByRole('article', { name: 'Recensione di Anna B.' }));
    expect(recensione.getByText(`Chiamatemi al ${CONTATTO_NASCOSTO}`)).toBeInTheDocument();
    // Overall, description and shipping 5, communication 4.
    expect(recensione.getAllByRole('img', { name: '5,0 su 5' })).toHaveLength(3);
    expect(recensione.getByRole('img', { name: '4,0 su 5' })).toBeInTheDocument();
    expect(recensione.getByRole('button', { name: MESSAGGI_RECENSIONE.modifica })).toBeInTheDocument();
  });

  it('tells the buyer when the order cannot be reviewed yet, or any more', async () => {
    const gateway = acquirenteLoggato({
      MieiOrdini: () => ({ data: { mieiOrdini: [completato] } }),
      RecensioniOrdini: () => ({ data: { recensioniOrdini: [recensioneOrdineDemo({ recensibileFinoAl: '2026-11-28T00:00:00.000Z' })] } }),
    });
    renderApp('/acquirente/ordini', gateway.fetch);
    const pannello = within(await screen.findByRole('region', { name: 'Recensione' }));
    expect(pannello.getByText(MESSAGGI_RECENSIONE.scaduta)).toBeInTheDocument();
    expect(pannello.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a refusal of the service as its message', async () => {
    const gateway = acquirenteLoggato({
      MieiOrdini: () => ({ data: { mieiOrdini: [completato] } }),
      RecensioniOrdini: () => ({ data: { recensioniOrdini: [recensioneOrdineDemo()] } }),
      RecensisciOrdine: () => errore('REVIEW_EXISTS', MESSAGGI_RECENSIONE.giaRecensito),
    });
    const { user: utente } = renderApp('/acquirente/ordini', gateway.fetch);
    await utente.click(await screen.findByRole('button', { name: MESSAGGI_RECENSIONE.lascia }));
    const dialogo = within(await screen.findByRole('dialog'));
    for (const asse of ['Rispondenza alla descrizione', 'Comunicazione', 'Spedizione', 'Valutazione complessiva']) {
      await utente.click(within(dialogo.getByRole('group', { name: asse })).getByRole('radio', { name: '3 stelle' }));
    }
    await utente.click(dialogo.getByRole('button', { name: 'Pubblica recensione' }));
    expect(await screen.findByText(MESSAGGI_RECENSIONE.giaRecensito)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lets the seller reply once and report it', async () => {
    let risposta: Record<string, unknown> | null = null;
    const gateway = venditoreConInserzioni({
      StatisticheVenditore: () => statisticheVenditore({ inserzioni: 1, ricambi: 2, ordini: 1, venditeCentesimi: 102_990 }),
      OrdiniRicevuti: () => ({ data: { ordiniRicevuti: [completato] } }),
      RecensioniOrdini: () => ({
        data: {
          recensioniOrdini: [
            recensioneOrdineDemo({
              recensione: recensioneDemo(risposta ? { risposta: { testo: 'Grazie a lei!', createdAt: '2026-11-29T10:00:00.000Z' } } : {}),
            }),
          ],
        },
      }),
      RispondiRecensione: (variables) => {
        risposta = variables;
        return { data: { rispondiRecensione: { id: ID_RECENSIONE } } };
      },
      SegnalaRecensione: () => ({ data: { segnalaRecensione: true } }),
    });
    const { user: utente } = renderApp('/venditore/ordini', gateway.fetch);

    const recensione = within(await screen.findByRole('article', { name: 'Recensione di Anna B.' }));
    expect(recensione.getByText('Ordine verificato: Centralina ECU')).toBeInTheDocument();
    await utente.click(recensione.getByRole('button', { name: MESSAGGI_RECENSIONE.rispondi }));
    const dialogo = within(await screen.findByRole('dialog', { name: MESSAGGI_RECENSIONE.rispondi }));
    await utente.type(dialogo.getByLabelText('La tua risposta'), 'Grazie a lei!');
    await utente.click(dialogo.getByRole('button', { name: 'Pubblica risposta' }));
    await waitFor(() => expect(risposta).toEqual({ recensioneId: ID_RECENSIONE, testo: 'Grazie a lei!' }));
    const aggiornata = within(await screen.findByRole('article', { name: 'Recensione di Anna B.' }));
    expect(await aggiornata.findByText('Grazie a lei!')).toBeInTheDocument();
    expect(aggiornata.queryByRole('button', { name: MESSAGGI_RECENSIONE.rispondi })).not.toBeInTheDocument();

    // Its report: a reason and the statement of good faith, both required.
    await utente.click(aggiornata.getByRole('button', { name: MESSAGGI_RECENSIONE.segnala }));
    const segnala = within(await screen.findByRole('dialog', { name: 'Segnala la recensione' }));
    await utente.click(segnala.getByRole('button', { name: MESSAGGI_SEGNALAZIONE.invia }));
    expect(await segnala.findByText('Conferma che la segnalazione è fatta in buona fede')).toBeInTheDocument();
    await utente.click(segnala.getByRole('radio', { name: ETICHETTE_MOTIVO_SEGNALAZIONE.offensiva }));
    await utente.click(segnala.getByRole('checkbox', { name: MESSAGGI_SEGNALAZIONE.buonaFede }));
    await utente.click(segnala.getByRole('button', { name: MESSAGGI_SEGNALAZIONE.invia }));
    expect(await screen.findByText(MESSAGGI_RECENSIONE.segnalata)).toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'SegnalaRecensione').map((c) => c.variables)).toEqual([
      { recensioneId: ID_RECENSIONE, input: { motivo: 'offensiva', dettagli: null, buonaFede: true } },
    ]);
  });
});
