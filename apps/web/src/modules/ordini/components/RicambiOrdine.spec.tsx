import { screen, within } from '@testing-library/react';
import { venditoreConInserzioni } from '../../../testing/catalogo';
import { acquirenteLoggato, ordineDemo } from '../../../testing/ordini';
import { renderApp } from '../../../testing/render-app';

const [ECU, MOTORE] = ordineDemo().ricambi;

/** The engine bought as Compatibile for the buyer's vehicle; the ECU ordered before fits were kept, or without a vehicle. */
const ordine = ordineDemo({
  ricambi: [ECU, { ...MOTORE, compatibilita: { livello: 'compatibile', motivo: 'stesso codice motore 169A4000' } }],
});

/** The parts of the order card, each row by its part's name. */
async function righe() {
  const ricambi = within(await screen.findByRole('region', { name: 'Ricambi ordinati' }));
  return (nome: string) => ricambi.getByText(nome).closest('li')!;
}

describe("an order card's parts", () => {
  it('show the buyer the fit each part was bought with, and nothing for a part bought without one', async () => {
    renderApp('/acquirente/ordini', acquirenteLoggato({ MieiOrdini: () => ({ data: { mieiOrdini: [ordine] } }) }).fetch);
    const riga = await righe();
    expect(riga('Motore completo')).toHaveTextContent('Acquistato come:Compatibile: stesso codice motore 169A4000');
    expect(within(riga('Motore completo')).getByTestId('badge-compatibilita')).toHaveAttribute('data-livello', 'compatibile');
    expect(riga('Centralina ECU')).not.toHaveTextContent('Acquistato come');
  });

  it('show the seller the same fit, as it was promised to the buyer', async () => {
    const gateway = venditoreConInserzioni({ OrdiniRicevuti: () => ({ data: { ordiniRicevuti: [ordine] } }) });
    renderApp('/venditore/ordini', gateway.fetch);
    const riga = await righe();
    expect(riga('Motore completo')).toHaveTextContent('Acquistato come:Compatibile: stesso codice motore 169A4000');
    expect(riga('Centralina ECU')).not.toHaveTextContent('Acquistato come');
  });
});
