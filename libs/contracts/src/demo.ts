import type { TracciabilitaInput } from './identity/tracciabilita';

/**
 * The demo accounts `npm start` seeds (apps/identity/src/seed.ts), with fixed ids so the other services' seeds can
 * give the sellers tokens and listings without reading identity's tables (each service owns its own database).
 * The fixed ids only apply to a fresh database: a demo account created earlier under another id keeps it, and the
 * tokens and listings seeded for the fixed id are not its own.
 */
export const DEMO_VENDITORE_ID = 'd3e0a001-0000-4000-8000-000000000001';
export const DEMO_VENDITORE_2_ID = 'd3e0a001-0000-4000-8000-000000000002';
export const DEMO_ACQUIRENTE_ID = 'd3e0a001-0000-4000-8000-000000000003';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'demo1234';

/** The demo sellers as every service may know them (the catalogue's read model keeps exactly these fields). */
export const DEMO_VENDITORI = [
  { id: DEMO_VENDITORE_ID, email: 'venditore@ricambiamo.it', nome: 'Marco Bianchi', nomeAttivita: 'Autodemolizioni Bianchi' },
  { id: DEMO_VENDITORE_2_ID, email: 'emilia@ricambiamo.it', nome: 'Laura Ferrari', nomeAttivita: 'Ricambi Emilia Srl' },
] as const;

/**
 * A complete "Dati per la vendita" (docs/rules.md §3.23), which a seller a test or a benchmark registers gives before
 * publishing, as every seller does.
 */
export const DATI_VENDITA_DI_PROVA: TracciabilitaInput = {
  ragioneSociale: 'Autodemolizioni Prova Srl',
  partitaIva: '02844170361',
  rea: 'BO-123456',
  provinciaCciaa: 'BO',
  sedeLegale: 'Via Emilia 1, 40100 Bologna',
  telefono: '051 1234567',
  iban: 'IT60X0542811101000000123456',
  intestatarioIban: 'Autodemolizioni Prova Srl',
  autocertificazione: true,
};
