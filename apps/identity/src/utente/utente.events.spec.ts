import { randomUUID } from 'node:crypto';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import type { User } from '../generated/prisma/client';
import { userRegisteredEvent, userUpdatedEvent } from './utente.events';

const venditore: User = {
  id: randomUUID(),
  email: 'venditore@esempio.it',
  passwordHash: 'hash',
  nome: 'Marco Bianchi',
  ruolo: 'venditore',
  totpSegreto: null,
  totpUltimoPasso: null,
  officinaRagioneSociale: null,
  officinaPartitaIva: null,
  officinaRegistro: null,
  telefono: '051 1234567',
  indirizzo: 'Via Emilia 1',
  citta: 'Bologna',
  cap: '40100',
  provincia: 'BO',
  nomeAttivita: 'Autodemolizioni Bianchi',
  partitaIva: '03018291207',
  orari: {},
  bannerImage: null,
  logoImage: null,
  descrizione: null,
  iban: 'IT60X0542811101000000123456',
  ragioneSociale: null,
  rea: null,
  provinciaCciaa: null,
  sedeLegale: null,
  intestatarioIban: null,
  autorizzazioneCentro: null,
  rentri: null,
  autocertificazioneIl: null,
  verificatoIl: null,
  createdAt: new Date(),
  updatedAt: new Date(),
};

/** The same seller once their "Dati per la vendita" are all given. */
const tracciabile: User = {
  ...venditore,
  ragioneSociale: 'Autodemolizioni Bianchi Srl',
  rea: 'BO-123456',
  provinciaCciaa: 'BO',
  sedeLegale: 'Via Emilia 1, 40100 Bologna',
  intestatarioIban: 'Autodemolizioni Bianchi Srl',
  autocertificazioneIl: new Date(),
};

describe('user events', () => {
  it('say whether the seller may publish: only once every datum art. 30 asks is given, the self-certification too', () => {
    expect(userUpdatedEvent(venditore).tracciabile).toBe(false);
    expect(userUpdatedEvent(tracciabile).tracciabile).toBe(true);
    expect(userRegisteredEvent({ ...tracciabile, autocertificazioneIl: null }).tracciabile).toBe(false);
    expect(userRegisteredEvent({ ...tracciabile, partitaIva: '03018291208' }).tracciabile).toBe(false);
    // Events recorded before they carried it read as not complete.
    const prima: Record<string, unknown> = { ...userUpdatedEvent(tracciabile) };
    delete prima.tracciabile;
    expect(IDENTITY_EVENTS.userUpdated.payload.parse(prima).tracciabile).toBe(false);
  });

  it('carry the seller’s payment data, which orders shows to the buyers who pay them', () => {
    expect(userRegisteredEvent(venditore)).toMatchObject({ nomeAttivita: 'Autodemolizioni Bianchi', iban: 'IT60X0542811101000000123456' });
    expect(userUpdatedEvent(venditore)).toMatchObject({ iban: 'IT60X0542811101000000123456' });
    expect(IDENTITY_EVENTS.userUpdated.payload.parse(userUpdatedEvent(venditore))).toMatchObject({ iban: 'IT60X0542811101000000123456' });
  });

  it('read an event recorded before they carried the IBAN as a seller without one', () => {
    const prima: Record<string, unknown> = { ...userRegisteredEvent(venditore) };
    delete prima.iban;
    expect(IDENTITY_EVENTS.userRegistered.payload.parse(prima).iban).toBeNull();
  });

  it('never announce an operator, whom no service keeps', () => {
    const operatore: User = { ...venditore, ruolo: 'operatore' };
    expect(() => userRegisteredEvent(operatore)).toThrow('un operatore non si annuncia');
    expect(() => userUpdatedEvent(operatore)).toThrow('un operatore non si annuncia');
    expect(IDENTITY_EVENTS.userRegistered.payload.safeParse({ ...userRegisteredEvent(venditore), ruolo: 'operatore' }).success).toBe(false);
  });
});
