import { MESSAGGI_GARAGE, MESSAGGI_INSERZIONE, MESSAGGI_VIN } from '@ricambiamo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeGateway, errore } from '../../../testing/fake-gateway';
import { garageFinto, sessioneAcquirente, veicoloDemo } from '../../../testing/garage';
import { renderApp } from '../../../testing/render-app';

const golf = () =>
  veicoloDemo({ marca: 'Volkswagen', modello: 'Golf', anno: 2003, carburante: 'diesel', cilindrata: 1896, kw: 74, codiceMotore: 'AXR' });

function apri(iniziali = [veicoloDemo({ attivo: true }), golf()], extra: Parameters<typeof createFakeGateway>[0] = {}) {
  const garage = garageFinto(iniziali);
  const gateway = createFakeGateway({ RinnovaSessione: sessioneAcquirente, ...garage.handlers, ...extra });
  return { garage, gateway, ...renderApp('/acquirente/profilo', gateway.fetch) };
}

const sezione = async () => within(await screen.findByRole('region', { name: 'Il mio veicolo' }));
const voce = (nome: string) => within(screen.getByRole('listitem', { name: nome }));
const chiamate = (gateway: ReturnType<typeof createFakeGateway>, operazione: string) =>
  gateway.chiamate.filter((c) => c.operazione === operazione);

describe('Il mio veicolo on the buyer profile', () => {
  it("lists the garage with the active vehicle marked, each with its data and its VIN's warnings", async () => {
    const conTelaio = veicoloDemo({ marca: 'Audi', modello: 'A3', anno: 2010, numeroTelaio: 'WVWZZZ1JZ3W386752' });
    apri([veicoloDemo({ attivo: true }), conTelaio]);
    const garage = await sezione();
    expect(await garage.findByRole('listitem', { name: 'Fiat Panda 2012' })).toBeInTheDocument();

    const panda = voce('Fiat Panda 2012');
    expect(panda.getByText('Attivo')).toBeInTheDocument();
    expect(panda.getByText('Benzina · 1242 cc · 51 kW · codice motore 169A4000')).toBeInTheDocument();
    expect(panda.queryByRole('button', { name: /Rendi attivo/ })).not.toBeInTheDocument();

    const audi = voce('Audi A3 2010');
    expect(audi.queryByText('Attivo')).not.toBeInTheDocument();
    expect(audi.getByText(/Telaio WVWZZZ1JZ3W386752/)).toBeInTheDocument();
    expect(audi.getByText(MESSAGGI_VIN.marcaDiversa('Volkswagen', 'Audi'))).toBeInTheDocument();
    expect(audi.getByText(MESSAGGI_VIN.annoDiverso([2003], 2010))).toBeInTheDocument();
    expect(audi.getByRole('button', { name: 'Rendi attivo Audi A3 2010' })).toBeEnabled();
  });

  it("adds a vehicle with the listing form's inputs and messages, and shows it in the list", async () => {
    const { gateway, user } = apri([]);
    const garage = await sezione();
    expect(await garage.findByText('Non hai ancora salvato un veicolo.')).toBeInTheDocument();

    await user.click(garage.getByRole('button', { name: 'Aggiungi veicolo' }));
    await user.click(garage.getByRole('button', { name: 'Salva veicolo' }));
    expect(await garage.findByText(MESSAGGI_INSERZIONE.marca)).toBeInTheDocument();
    expect(garage.getByText(MESSAGGI_INSERZIONE.modello)).toBeInTheDocument();
    expect(garage.getByText(MESSAGGI_INSERZIONE.anno)).toBeInTheDocument();
    expect(garage.getByText(MESSAGGI_INSERZIONE.carburante)).toBeInTheDocument();
    expect(garage.getByText(MESSAGGI_INSERZIONE.cilindrata)).toBeInTheDocument();
    expect(garage.getByText(MESSAGGI_INSERZIONE.kw)).toBeInTheDocument();
    expect(chiamate(gateway, 'AggiungiVeicolo')).toHaveLength(0);

    await user.type(garage.getByLabelText('Marca'), 'Fiat');
    await user.type(garage.getByLabelText('Modello'), 'Panda');
    await user.type(garage.getByLabelText('Anno'), '2012');
    await user.selectOptions(garage.getByLabelText('Carburante'), 'benzina');
    await user.type(garage.getByLabelText('kW'), '51');
    await user.type(garage.getByLabelText('Cilindrata (cc)'), '1242');
    await user.type(garage.getByLabelText('Codice motore (facoltativo)'), '169a4000');
    await user.click(garage.getByRole('button', { name: 'Salva veicolo' }));

    expect(await screen.findByText(MESSAGGI_GARAGE.aggiunto)).toBeInTheDocument();
    expect(chiamate(gateway, 'AggiungiVeicolo').map((c) => c.variables.input)).toEqual([
      { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, kw: 51, codiceMotore: '169A4000', numeroTelaio: null },
    ]);
    expect(await garage.findByRole('listitem', { name: 'Fiat Panda 2012' })).toBeInTheDocument();
    expect(voce('Fiat Panda 2012').getByText('Attivo')).toBeInTheDocument();
    expect(garage.queryByRole('button', { name: 'Salva veicolo' })).not.toBeInTheDocument();
  });

  it('fills an empty Marca from the VIN typed, and warns while the VIN disagrees with the marca or anno', async () => {
    const { gateway, user } = apri([]);
    const garage = await sezione();
    await user.click(await garage.findByRole('button', { name: 'Aggiungi veicolo' }));

    await user.type(garage.getByLabelText('Numero telaio (facoltativo)'), 'wvwzzz1jz3w386752');
    expect(garage.getByLabelText('Marca')).toHaveValue('Volkswagen');
    expect(garage.getByText(MESSAGGI_GARAGE.marcaDalTelaio('Volkswagen'))).toBeInTheDocument();

    await user.type(garage.getByLabelText('Anno'), '2010');
    expect(await garage.findByText(MESSAGGI_VIN.annoDiverso([2003], 2010))).toBeInTheDocument();
    await user.clear(garage.getByLabelText('Marca'));
    await user.type(garage.getByLabelText('Marca'), 'Audi');
    expect(garage.getByText(MESSAGGI_VIN.marcaDiversa('Volkswagen', 'Audi'))).toBeInTheDocument();

    // A Marca already typed is the buyer's: a VIN never overwrites it.
    await user.clear(garage.getByLabelText('Numero telaio (facoltativo)'));
    await user.type(garage.getByLabelText('Numero telaio (facoltativo)'), 'ZFA22500000138627');
    expect(garage.getByLabelText('Marca')).toHaveValue('Audi');
    expect(garage.getByText(MESSAGGI_VIN.marcaDiversa('Fiat', 'Audi'))).toBeInTheDocument();

    await user.clear(garage.getByLabelText('Numero telaio (facoltativo)'));
    await user.type(garage.getByLabelText('Numero telaio (facoltativo)'), 'ZFA2250000I138627');
    await user.click(garage.getByRole('button', { name: 'Salva veicolo' }));
    expect(await garage.findByText(MESSAGGI_VIN.formato)).toBeInTheDocument();
    expect(chiamate(gateway, 'AggiungiVeicolo')).toHaveLength(0);
  });

  it('edits a vehicle in its own form, prefilled, and keeps the active mark where it was', async () => {
    const daModificare = golf();
    const { gateway, user } = apri([veicoloDemo({ attivo: true }), daModificare]);
    const garage = await sezione();
    await user.click(await garage.findByRole('button', { name: 'Modifica Volkswagen Golf 2003' }));

    expect(garage.getByRole('form', { name: 'Modifica veicolo' })).toBeInTheDocument();
    expect(garage.getByLabelText('Marca')).toHaveValue('Volkswagen');
    expect(garage.getByLabelText('Carburante')).toHaveValue('diesel');
    expect(garage.getByLabelText('Codice motore (facoltativo)')).toHaveValue('AXR');
    await user.clear(garage.getByLabelText('Anno'));
    await user.type(garage.getByLabelText('Anno'), '2004');
    await user.click(garage.getByRole('button', { name: 'Salva veicolo' }));

    expect(await screen.findByText(MESSAGGI_GARAGE.aggiornato)).toBeInTheDocument();
    expect(chiamate(gateway, 'ModificaVeicolo').map((c) => c.variables.input)).toEqual([
      {
        veicoloId: daModificare.id,
        marca: 'Volkswagen',
        modello: 'Golf',
        anno: 2004,
        carburante: 'diesel',
        cilindrata: 1896,
        kw: 74,
        codiceMotore: 'AXR',
        numeroTelaio: null,
      },
    ]);
    expect(await garage.findByRole('listitem', { name: 'Volkswagen Golf 2004' })).toBeInTheDocument();
    expect(voce('Fiat Panda 2012').getByText('Attivo')).toBeInTheDocument();
  });

  it('makes another vehicle the active one, and removes vehicles, the newest of the others taking over the active mark', async () => {
    const panda = veicoloDemo({ attivo: true });
    const seconda = golf();
    const terza = veicoloDemo({ marca: 'Renault', modello: 'Clio', anno: 2001, cilindrata: 1149, kw: 43, codiceMotore: null });
    const { gateway, user } = apri([panda, seconda, terza]);
    const garage = await sezione();

    await user.click(await garage.findByRole('button', { name: 'Rendi attivo Volkswagen Golf 2003' }));
    expect(await screen.findByText(MESSAGGI_GARAGE.attivato('Volkswagen Golf 2003'))).toBeInTheDocument();
    expect(chiamate(gateway, 'AttivaVeicolo').map((c) => c.variables)).toEqual([{ id: seconda.id }]);
    await waitFor(() => expect(voce('Volkswagen Golf 2003').getByText('Attivo')).toBeInTheDocument());
    expect(voce('Fiat Panda 2012').queryByText('Attivo')).not.toBeInTheDocument();

    await user.click(garage.getByRole('button', { name: 'Elimina Volkswagen Golf 2003' }));
    expect(await screen.findByText(MESSAGGI_GARAGE.eliminato)).toBeInTheDocument();
    expect(chiamate(gateway, 'EliminaVeicolo').map((c) => c.variables)).toEqual([{ id: seconda.id }]);
    await waitFor(() => expect(garage.queryByRole('listitem', { name: 'Volkswagen Golf 2003' })).not.toBeInTheDocument());
    expect(voce('Renault Clio 2001').getByText('Attivo')).toBeInTheDocument();
  });

  it('stops at five vehicles: "Aggiungi veicolo" is disabled and the page says why', async () => {
    const cinque = [veicoloDemo({ attivo: true }), ...Array.from({ length: 4 }, (_, i) => veicoloDemo({ anno: 2013 + i }))];
    apri(cinque);
    const garage = await sezione();
    expect(await garage.findByRole('button', { name: 'Aggiungi veicolo' })).toBeDisabled();
    expect(garage.getByText(MESSAGGI_GARAGE.garagePieno)).toBeInTheDocument();
  });

  it("shows the gateway's refusal of a sixth vehicle added from another tab, and its field messages under the inputs", async () => {
    const { user } = apri([veicoloDemo({ attivo: true })], {
      AggiungiVeicolo: () => errore('GARAGE_LIMIT_REACHED', MESSAGGI_GARAGE.troppiVeicoli),
      ModificaVeicolo: () => errore('VALIDATION_FAILED', 'Alcuni dati non sono validi', { kw: MESSAGGI_INSERZIONE.kw }),
    });
    const garage = await sezione();
    await user.click(await garage.findByRole('button', { name: 'Aggiungi veicolo' }));
    await user.type(garage.getByLabelText('Marca'), 'Fiat');
    await user.type(garage.getByLabelText('Modello'), 'Punto');
    await user.type(garage.getByLabelText('Anno'), '2008');
    await user.selectOptions(garage.getByLabelText('Carburante'), 'diesel');
    await user.type(garage.getByLabelText('kW'), '55');
    await user.type(garage.getByLabelText('Cilindrata (cc)'), '1248');
    await user.click(garage.getByRole('button', { name: 'Salva veicolo' }));
    expect(await screen.findByText(MESSAGGI_GARAGE.troppiVeicoli)).toBeInTheDocument();
    // The form stays open with what was typed.
    expect(garage.getByLabelText('Modello')).toHaveValue('Punto');

    await user.click(garage.getByRole('button', { name: 'Annulla' }));
    await user.click(garage.getByRole('button', { name: 'Modifica Fiat Panda 2012' }));
    await user.click(garage.getByRole('button', { name: 'Salva veicolo' }));
    expect(await garage.findByText(MESSAGGI_INSERZIONE.kw)).toBeInTheDocument();
  });

  it('says so, and offers to try again, when the garage cannot be read', async () => {
    let letture = 0;
    const { user } = apri([], {
      MieiVeicoli: () => (++letture === 1 ? errore('INTERNAL', 'x') : { data: { mieiVeicoli: [] } }),
    });
    const garage = await sezione();
    expect(await garage.findByText(MESSAGGI_GARAGE.caricamento)).toBeInTheDocument();
    await user.click(garage.getByRole('button', { name: 'Riprova' }));
    expect(await garage.findByText('Non hai ancora salvato un veicolo.')).toBeInTheDocument();
  });
});
