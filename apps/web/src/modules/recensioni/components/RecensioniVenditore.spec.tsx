import { SEGNALAZIONE_INVIATA, SPIEGAZIONE_AFFIDABILE } from '@ricambiamo/contracts';
import { screen, within } from '@testing-library/react';
import { autoCardDemo, ID_VENDITORE, venditorePubblicoDemo } from '../../../testing/catalogo';
import { createFakeGateway, utenteDemo } from '../../../testing/fake-gateway';
import { recensioneDemo, reputazioneDemo } from '../../../testing/recensioni';
import { renderApp } from '../../../testing/render-app';

const reputazione = reputazioneDemo({
  affidabile: true,
  distribuzione: [1, 0, 2, 5, 15],
  sempre: { ordiniCompletati: 31, mediaStelle: 4.43, numeroRecensioni: 23 },
  ultimi12Mesi: {
    ordiniCompletati: 24,
    tassoCancellazioni: 0.0125,
    medianaOreLavorazione: 5.5,
    medianaOreRisposta: 0.4,
    quotaResiErrore: 0,
    mediaStelle: 4.6,
    numeroRecensioni: 20,
  },
});

const pagina = (n: number) =>
  Array.from({ length: n === 1 ? 10 : 3 }, (_, i) =>
    recensioneDemo({ id: `e5e5e5e5-0000-4000-8000-0000000000${n}${i}`, autore: `Cliente ${n}.${i}`, testo: `Testo ${n}.${i}` }),
  );

describe("the public seller page's reviews", () => {
  it('shows the record, the stars’ spread and the badge’s thresholds, and pages the reviews', async () => {
    const gateway = createFakeGateway({
      Vetrina: () => ({ data: { vetrina: venditorePubblicoDemo() } }),
      AutoDelVenditore: () => ({ data: { autoDelVenditore: [autoCardDemo()] } }),
      ReputazioneVenditore: () => ({ data: { reputazioneVenditore: reputazione } }),
      RecensioniVenditore: (variables) => {
        const n = (variables.pagina as number | undefined) ?? 1;
        return { data: { recensioniVenditore: { recensioni: pagina(n), pagina: n, pagine: 2, totale: 13 } } };
      },
    });
    const { user } = renderApp(`/venditore/${ID_VENDITORE}/profilo`, gateway.fetch);

    const sezione = within(await screen.findByRole('region', { name: 'Recensioni' }));
    expect(await sezione.findByText('4,4')).toBeInTheDocument();
    expect(sezione.getByText('23 recensioni')).toBeInTheDocument();
    expect(sezione.getByRole('tooltip')).toHaveTextContent(SPIEGAZIONE_AFFIDABILE);
    const spread = within(sezione.getByRole('list', { name: 'Distribuzione delle stelle' }));
    expect(spread.getAllByRole('listitem').map((riga) => riga.textContent)).toEqual(['5 stelle15', '4 stelle5', '3 stelle2', '2 stelle0', '1 stella1']);
    const lista = sezione.getByLabelText('Ultimi 12 mesi');
    // Only groups of a term and its description, as a definition list may hold (axe's definition-list rule).
    expect([...lista.children].map((gruppo) => [gruppo.tagName, ...[...gruppo.children].map((figlio) => figlio.tagName)])).toEqual(
      Array(5).fill(['DIV', 'DT', 'DD']),
    );
    const anno = within(lista);
    expect(anno.getByText('Ordini cancellati dal venditore').nextElementSibling).toHaveTextContent('1,3%');
    expect(anno.getByText('Tempo medio di presa in carico').nextElementSibling).toHaveTextContent('5,5 ore');
    expect(anno.getByText('Tempo medio di risposta ai messaggi').nextElementSibling).toHaveTextContent("meno di un'ora");

    expect(sezione.getAllByRole('article')).toHaveLength(10);
    expect(sezione.getByText('Pagina 1 di 2')).toBeInTheDocument();
    expect(sezione.getByRole('button', { name: /Precedenti/ })).toBeDisabled();
    await user.click(sezione.getByRole('button', { name: /Successive/ }));
    expect(await sezione.findByText('Testo 2.0')).toBeInTheDocument();
    expect(sezione.getAllByRole('article')).toHaveLength(3);
    expect(gateway.chiamate.filter((c) => c.operazione === 'RecensioniVenditore').map((c) => c.variables)).toEqual([
      { venditoreId: ID_VENDITORE, pagina: 1 },
      { venditoreId: ID_VENDITORE, pagina: 2 },
    ]);
  });

  it('lets anyone report a review to the operator, but not the seller whose page it is', async () => {
    const handlers = {
      Vetrina: () => ({ data: { vetrina: venditorePubblicoDemo() } }),
      AutoDelVenditore: () => ({ data: { autoDelVenditore: [] } }),
      RecensioniVenditore: () => ({ data: { recensioniVenditore: { recensioni: pagina(2), pagina: 1, pagine: 1, totale: 3 } } }),
      Segnala: () => ({ data: { segnala: true } }),
    };
    const gateway = createFakeGateway(handlers);
    const { user, unmount } = renderApp(`/venditore/${ID_VENDITORE}/profilo`, gateway.fetch);
    const voce = within(await screen.findByRole('article', { name: 'Recensione di Cliente 2.1' }));
    await user.click(voce.getByRole('button', { name: 'Segnala questa recensione' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Segnala: Recensione di Cliente 2.1' }));
    await user.click(dialogo.getByRole('radio', { name: 'Contenuto offensivo' }));
    await user.type(dialogo.getByLabelText('Spiega il problema'), 'Insulta il venditore senza motivo.');
    await user.click(dialogo.getByRole('checkbox', { name: /buona fede/ }));
    await user.click(dialogo.getByRole('button', { name: 'Invia segnalazione' }));
    expect(await screen.findByText(SEGNALAZIONE_INVIATA)).toBeInTheDocument();
    expect(gateway.chiamate.find((c) => c.operazione === 'Segnala')?.variables).toEqual({
      input: expect.objectContaining({ oggetto: 'recensione', oggettoId: pagina(2)[1].id, motivo: 'offensivo' }),
    });
    unmount();

    // The seller reports a review of theirs from its order, once.
    const proprietario = utenteDemo({ id: ID_VENDITORE, ruolo: 'venditore' });
    renderApp(
      `/venditore/${ID_VENDITORE}/profilo`,
      createFakeGateway({ ...handlers, RinnovaSessione: () => ({ data: { rinnovaSessione: { accessToken: 'tok', user: proprietario } } }) }).fetch,
    );
    expect(await screen.findByRole('article', { name: 'Recensione di Cliente 2.1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Segnala questa recensione' })).not.toBeInTheDocument();
  });

  it('says when nobody reviewed the seller yet', async () => {
    const gateway = createFakeGateway({
      Vetrina: () => ({ data: { vetrina: venditorePubblicoDemo() } }),
      AutoDelVenditore: () => ({ data: { autoDelVenditore: [] } }),
    });
    renderApp(`/venditore/${ID_VENDITORE}/profilo`, gateway.fetch);
    const sezione = within(await screen.findByRole('region', { name: 'Recensioni' }));
    expect(await sezione.findByText('Ancora nessuna recensione')).toBeInTheDocument();
    expect(sezione.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
