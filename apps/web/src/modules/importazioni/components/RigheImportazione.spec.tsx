import { screen, within } from '@testing-library/react';
import { importazioneDemo, rigaDemo, venditoreConImportazione } from '../../../testing/importazioni';
import { renderApp } from '../../../testing/render-app';
import { schermoLargo } from '../../../testing/schermo';

const PAGINA = '/venditore/importa';

const righe = () => [
  rigaDemo({ riga: 2, codiceInterno: 'A-001', titolo: 'Fiat Panda 2012', esito: 'nuova' }),
  rigaDemo({ riga: 3, codiceInterno: 'A-002', titolo: 'Lancia Ypsilon 2015', esito: 'modificata', campi: ['km', 'prezzo Motore'] }),
  rigaDemo({
    riga: 4,
    codiceInterno: 'A-003',
    titolo: 'Fiat Punto',
    esito: 'errore',
    errori: [
      { riga: 4, colonna: 'anno', messaggio: 'Anno non valido' },
      { riga: 4, colonna: 'foto 1', messaggio: 'La foto punto.jpg non è nel file ZIP' },
    ],
  }),
  rigaDemo({ riga: 5, codiceInterno: 'A-004', titolo: 'Opel Corsa 2010', esito: 'invariata' }),
  rigaDemo({
    riga: 6,
    codiceInterno: null,
    titolo: 'Ford Fiesta 2011',
    esito: 'errore',
    errori: [{ riga: 6, colonna: null, messaggio: 'Il codice interno è obbligatorio' }],
  }),
  rigaDemo({ riga: 7, codiceInterno: 'B-010', titolo: 'Renault Clio 2008', esito: 'rimossa' }),
];

const conRighe = (elenco: ReturnType<typeof righe>, anteprima = { nuove: 1, modificate: 1, invariate: 1, rimosse: 1, errori: 2 }) =>
  venditoreConImportazione(() => importazioneDemo({ anteprima }), {}, () => elenco);

describe('import preview rows', () => {
  describe('on a desktop', () => {
    schermoLargo(1280);

    it('lists each row with its outcome, the columns that change and every error where it is', async () => {
      renderApp(PAGINA, conRighe(righe()).fetch);

      const tabella = within(await screen.findByRole('table', { name: 'Righe del file' }));
      expect(tabella.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Riga', 'Codice', 'Auto', 'Esito', 'Dettagli']);
      const punto = within(tabella.getByRole('row', { name: /Fiat Punto/ }));
      expect(punto.getByText('Errore')).toBeInTheDocument();
      expect(punto.getAllByRole('listitem').map((e) => e.textContent)).toEqual([
        'Riga 4, colonna anno: Anno non valido',
        'Riga 4, colonna foto 1: La foto punto.jpg non è nel file ZIP',
      ]);
      expect(within(tabella.getByRole('row', { name: /Ford Fiesta/ })).getByText('Riga 6: Il codice interno è obbligatorio')).toBeInTheDocument();
      const ypsilon = within(tabella.getByRole('row', { name: /Lancia Ypsilon/ }));
      expect(ypsilon.getByText('Modificata')).toBeInTheDocument();
      expect(ypsilon.getByText('Cambiano: km, prezzo Motore')).toBeInTheDocument();
      expect(within(tabella.getByRole('row', { name: /Fiat Panda/ })).getByText('Nuova')).toBeInTheDocument();
      expect(within(tabella.getByRole('row', { name: /Opel Corsa/ })).getByText('Invariata')).toBeInTheDocument();
      // A removed car is in no row of the file.
      expect(within(tabella.getByRole('row', { name: /Renault Clio/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual([
        '—',
        'B-010',
        'Rimossa',
        '—',
      ]);
      expect(screen.getByText('6 di 6 righe')).toBeInTheDocument();
    });

    it('leaves only the rows with errors under Solo errori', async () => {
      const { user } = renderApp(PAGINA, conRighe(righe()).fetch);
      await screen.findByRole('table', { name: 'Righe del file' });

      await user.click(screen.getByRole('checkbox', { name: 'Solo errori (2)' }));
      expect(await screen.findByText('2 di 2 righe')).toBeInTheDocument();
      const titoli = within(screen.getByRole('table', { name: 'Righe del file' }))
        .getAllByRole('rowheader')
        .map((cella) => cella.textContent);
      expect(titoli).toEqual(['Fiat Punto', 'Ford Fiesta 2011']);
    });

    it('asks for 200 rows at a time out of thousands, more on request', async () => {
      const molte = Array.from({ length: 450 }, (_, i) => rigaDemo({ riga: i + 2, codiceInterno: `C-${i}`, titolo: `Auto ${i}`, esito: 'invariata' }));
      const gateway = conRighe(molte, { nuove: 0, modificate: 0, invariate: 450, rimosse: 0, errori: 0 });
      const { user } = renderApp(PAGINA, gateway.fetch);

      const tabella = await screen.findByRole('table', { name: 'Righe del file' });
      expect(within(tabella).getAllByRole('rowheader')).toHaveLength(200);
      expect(screen.getByText('200 di 450 righe')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Mostra altre' }));
      expect(await screen.findByText('400 di 450 righe')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Mostra altre' }));
      expect(await screen.findByText('450 di 450 righe')).toBeInTheDocument();
      expect(within(tabella).getAllByRole('rowheader')).toHaveLength(450);
      expect(screen.queryByRole('button', { name: 'Mostra altre' })).not.toBeInTheDocument();
      expect(gateway.chiamate.filter((c) => c.operazione === 'RigheImportazioneCorrente').map((c) => c.variables)).toEqual([
        { filtro: 'tutte', dopo: 0, limite: 200 },
        { filtro: 'tutte', dopo: 201, limite: 200 },
        { filtro: 'tutte', dopo: 401, limite: 200 },
      ]);
    });
  });

  describe('on a phone', () => {
    schermoLargo(390);

    it('shows each row as a card with its row, code, outcome and errors', async () => {
      renderApp(PAGINA, conRighe(righe()).fetch);

      const elenco = within(await screen.findByRole('list', { name: 'Righe del file' }));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const punto = within(elenco.getByRole('article', { name: 'Fiat Punto' }));
      expect(punto.getByText('Riga 4 · Codice A-003')).toBeInTheDocument();
      expect(punto.getByText('Errore')).toBeInTheDocument();
      expect(punto.getByText('Riga 4, colonna anno: Anno non valido')).toBeInTheDocument();
      expect(within(elenco.getByRole('article', { name: 'Ford Fiesta 2011' })).getByText('Riga 6')).toBeInTheDocument();
      expect(within(elenco.getByRole('article', { name: 'Renault Clio 2008' })).getByText('Codice B-010')).toBeInTheDocument();
    });
  });
});
