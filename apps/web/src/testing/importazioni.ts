import { PAGINA_RIGHE_IMPORTAZIONE } from '@ricambiamo/contracts';
import type { Importazione, RigaImportazione } from '../modules/importazioni/api/importazione';
import type { createFakeGateway } from './fake-gateway';
import { venditoreLoggato } from './gettoni';

export const ID_IMPORTAZIONE = '7e3a9c10-5b2d-4f8e-9a61-0c4d2e8f1b35';

export const rigaDemo = (override: Partial<RigaImportazione> = {}): RigaImportazione => ({
  riga: 2,
  codiceInterno: 'A-001',
  titolo: 'Fiat Panda 2012',
  esito: 'nuova',
  campi: [],
  errori: [],
  risultato: 'da_fare',
  messaggio: null,
  autoId: null,
  ...override,
});

/** An analysed file waiting for confirmation: 2 new cars (10 tokens) and a seller with 25. */
export const importazioneDemo = (override: Partial<Importazione> = {}): Importazione => ({
  id: ID_IMPORTAZIONE,
  stato: 'anteprima',
  nomeFile: 'magazzino.xlsx',
  conFoto: true,
  rimuovi: false,
  creataIl: '2026-11-29T08:00:00.000Z',
  conclusaIl: null,
  anteprima: { nuove: 2, modificate: 0, invariate: 0, rimosse: 0, errori: 0 },
  costoGettoni: 10,
  saldoGettoni: 25,
  avanzamento: { totale: 2, fatte: 0, create: 0, aggiornate: 0, rimosse: 0, fallite: 0 },
  messaggio: null,
  ...override,
});

export const righeDemo = (): RigaImportazione[] => [
  rigaDemo(),
  rigaDemo({ riga: 3, codiceInterno: 'A-002', titolo: 'Lancia Ypsilon 2015' }),
];

/**
 * The gateway's rows of the latest import as it pages them: those of `filtro` after row number `dopo`, at most
 * `limite`, and whether more follow.
 */
function paginaRighe(importazione: Importazione | null, righe: RigaImportazione[], variables: Record<string, unknown>) {
  const { filtro, dopo, limite } = variables as { filtro: string; dopo: number; limite: number };
  if (limite > PAGINA_RIGHE_IMPORTAZIONE) throw new Error(`fake gateway: limite ${limite} over the gateway's page`);
  const scelte = righe.filter(
    (riga) =>
      riga.riga > dopo &&
      (filtro === 'tutte' ||
        (filtro === 'errori' && riga.esito === 'errore') ||
        (filtro === 'da_applicare' && ['nuova', 'modificata', 'rimossa'].includes(riga.esito))),
  );
  return {
    data: {
      importazioneCorrente: importazione && {
        id: importazione.id,
        righe: { righe: scelte.slice(0, limite), altre: scelte.length > limite },
      },
    },
  };
}

/**
 * A logged-in seller whose latest import is `importazione` (null: none yet), read anew at every question, with the
 * rows `righe` (by default two new cars).
 */
export const venditoreConImportazione = (
  importazione: () => Importazione | null,
  handlers: Parameters<typeof createFakeGateway>[0] = {},
  righe: () => RigaImportazione[] = righeDemo,
) =>
  venditoreLoggato({
    ImportazioneCorrente: () => ({ data: { importazioneCorrente: importazione() } }),
    RigheImportazioneCorrente: (variables) => paginaRighe(importazione(), righe(), variables),
    ...handlers,
  });
