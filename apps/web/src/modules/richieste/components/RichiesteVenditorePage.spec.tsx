import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { toast } from 'sonner';
import { autoDettaglioDemo, ID_AUTO, inserzioneVenditoreDemo, venditoreConInserzioni } from '../../../testing/catalogo';
import { renderApp } from '../../../testing/render-app';
import {
  ID_MOTORE,
  ID_RICHIESTA,
  ID_RICHIESTA_GOLF,
  richiestaDemo,
  richiestaGolfDemo,
  richiesteFinte,
} from '../../../testing/richieste';
import { TESTI_RICHIESTE } from '../api/testi';

const T = TESTI_RICHIESTE;

/** A seller with the demo Panda, a Lancia and a Punto with nothing left to sell; the board has the Panda's and the Golf's requests. */
function venditore(finte = richiesteFinte([richiestaDemo(), richiestaGolfDemo()])) {
  const mieAuto = [
    inserzioneVenditoreDemo({ id: 'e1e1e1e1-0000-4000-8000-000000000001', marca: 'Lancia', modello: 'Ypsilon' }),
    inserzioneVenditoreDemo({ id: 'e1e1e1e1-0000-4000-8000-000000000002', modello: 'Punto', ricambiDisponibili: 0 }),
    inserzioneVenditoreDemo(),
  ];
  return {
    finte,
    gateway: venditoreConInserzioni({
      ...finte.handlers,
      MieAuto: () => ({ data: { mieAuto } }),
      Auto: () => ({ data: { auto: autoDettaglioDemo() } }),
    }),
  };
}

const scheda = async (titolo: string) => within(await screen.findByRole('listitem', { name: titolo }));
/** The parts a dialog offers, as their labels read (amounts with a space, not the no-break one Intl writes). */
const ricambiOfferti = async (dialogo: BoundFunctions<typeof queries>) =>
  (await dialogo.findAllByRole('radio')).map((radio) => radio.closest('label')?.textContent?.replace(/\s+/g, ' '));
const risposte = (gateway: ReturnType<typeof venditoreConInserzioni>) =>
  gateway.chiamate.filter((c) => c.operazione === 'RispondiRichiesta').map((c) => c.variables);

describe('/venditore/richieste', () => {
  afterEach(() => toast.dismiss());

  it('proposes one of the seller’s available parts: a listing, then one of its parts, and shows what was proposed', async () => {
    const { gateway } = venditore();
    const { user } = renderApp('/venditore/richieste', gateway.fetch);

    expect(await screen.findByRole('heading', { name: T.perVenditore, level: 1 })).toBeInTheDocument();
    const panda = await scheda('Fiat Panda 2012');
    // Another yard's proposal counts among the answers, and is not this seller's.
    expect(panda.getByText('1 risposta')).toBeInTheDocument();
    expect(panda.queryByRole('list', { name: 'Le tue risposte' })).not.toBeInTheDocument();
    await user.click(panda.getByRole('button', { name: T.proponi }));

    const dialogo = within(await screen.findByRole('dialog', { name: T.proponi }));
    const inserzione = await dialogo.findByRole('combobox', { name: T.inserzione });
    // The listings with a part to sell, the requested make and model first.
    expect(within(inserzione).getAllByRole('option').map((o) => o.textContent)).toEqual([T.scegliInserzione, 'Fiat Panda 2012', 'Lancia Ypsilon 2012']);
    expect(dialogo.getByRole('button', { name: T.invioProposta })).toBeDisabled();
    await user.selectOptions(inserzione, 'Fiat Panda 2012');
    // The sold gearbox is not offered.
    expect(await ricambiOfferti(dialogo)).toEqual([
      'Centralina ECU120,00 € + 9,90 € spedizione',
      'Motore completo850,00 € + 50,00 € spedizione',
    ]);
    await user.click(dialogo.getByRole('radio', { name: /Motore completo/ }));
    await user.click(dialogo.getByRole('button', { name: T.invioProposta }));

    expect(await screen.findByText(T.propostaInviata)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const mie = within(await panda.findByRole('list', { name: 'Le tue risposte' }));
    expect(mie.getByRole('listitem')).toHaveTextContent('Hai proposto: Motore completo · 850,00 € (Fiat Panda 2012)');
    expect(panda.queryByRole('button', { name: T.nonDisponibile })).not.toBeInTheDocument();
    expect(risposte(gateway)).toEqual([{ input: { richiestaId: ID_RICHIESTA, autoId: ID_AUTO, ricambioId: ID_MOTORE } }]);

    // Another part may follow, never the same one again.
    await user.click(panda.getByRole('button', { name: T.proponi }));
    const ancora = within(await screen.findByRole('dialog', { name: T.proponi }));
    await user.selectOptions(await ancora.findByRole('combobox', { name: T.inserzione }), 'Fiat Panda 2012');
    expect(await ricambiOfferti(ancora)).toEqual(['Centralina ECU120,00 € + 9,90 € spedizione']);
  });

  it('answers "Non disponibile" once, and says so', async () => {
    const { gateway } = venditore();
    const { user } = renderApp('/venditore/richieste', gateway.fetch);

    const golf = await scheda('Volkswagen Golf 2010');
    await user.click(golf.getByRole('button', { name: T.nonDisponibile }));
    expect(await screen.findByText(T.nonDisponibileInviato)).toBeInTheDocument();
    expect(await golf.findByText(T.rispostaNonDisponibile)).toBeInTheDocument();
    expect(golf.queryByRole('button', { name: T.nonDisponibile })).not.toBeInTheDocument();
    expect(golf.getByRole('button', { name: T.proponi })).toBeInTheDocument();
    // Nobody else reads it: no part, no answer counted.
    expect(golf.getByText('0 risposte')).toBeInTheDocument();
    expect(risposte(gateway)).toEqual([{ input: { richiestaId: ID_RICHIESTA_GOLF, nonDisponibile: true } }]);
  });

  it('narrows the requests by make and part through the address, and says when none is left', async () => {
    const { gateway } = venditore();
    const { user, router } = renderApp('/venditore/richieste', gateway.fetch);

    await user.type(await screen.findByRole('textbox', { name: T.filtroMarca }), 'Fiat');
    await user.selectOptions(screen.getByRole('combobox', { name: T.filtroRicambio }), 'Cambio');
    await user.click(screen.getByRole('button', { name: T.filtra }));
    await waitFor(() => expect(router.state.location.search).toBe('?marca=Fiat&ricambio=Cambio'));
    expect(await screen.findByRole('heading', { name: T.nessunaPerVenditoreFiltri })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: T.filtroRicambio }), 'Centralina ECU');
    await user.click(screen.getByRole('button', { name: T.filtra }));
    expect(await screen.findByRole('listitem', { name: 'Fiat Panda 2012' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Volkswagen Golf 2010' })).not.toBeInTheDocument();
    expect(gateway.chiamate.filter((c) => c.operazione === 'RichiestePerVenditore').map((c) => c.variables.filtri)).toEqual([
      { marca: null, ricambio: null },
      { marca: 'Fiat', ricambio: 'Cambio' },
      { marca: 'Fiat', ricambio: 'Centralina ECU' },
    ]);
  });

  it('says when the seller’s stock answers no request', async () => {
    renderApp('/venditore/richieste', venditore(richiesteFinte([])).gateway.fetch);
    expect(await screen.findByRole('heading', { name: T.nessunaPerVenditore })).toBeInTheDocument();
  });
});
