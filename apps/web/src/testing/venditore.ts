import { ORARI_DEFAULT } from '@ricambiamo/contracts';
import type { ProfiloVenditoreSalvato } from '../modules/venditore/api/profilo-venditore.query';
import { utenteDemo } from './fake-gateway';

/** MioProfilo's answer for a seller who has saved the settings once, with no images unless the test says otherwise. */
export const profiloVenditoreDemo = (override: Partial<ProfiloVenditoreSalvato> = {}): ProfiloVenditoreSalvato => ({
  ...utenteDemo({ ruolo: 'venditore', nome: 'Mario Rossi', nomeAttivita: 'Demolizioni Po' }),
  partitaIva: '12345678903',
  iban: null,
  descrizione: null,
  orari: ORARI_DEFAULT,
  ...override,
});
