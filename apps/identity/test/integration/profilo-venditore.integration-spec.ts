import type { Orari } from '@ricambiamo/contracts';
import { IDENTITY, IDENTITY_EVENTS, MESSAGGI, MESSAGGI_MEDIA, MESSAGGI_PROFILO, ORARI_DEFAULT } from '@ricambiamo/contracts';
import { failure, lastEvent, waitFor } from '@ricambiamo/testing';
import type { IdentityHarness } from '../fixtures/identity-harness';
import { actorOf, startIdentityHarness } from '../fixtures/identity-harness';

jest.setTimeout(60_000);

let h: IdentityHarness;
let emails = 0;

const register = (ruolo: 'acquirente' | 'venditore') =>
  h.call(IDENTITY.user.register, {
    nome: 'Mario Rossi',
    email: `venditore${++emails}@esempio.it`,
    password: 'segretissima1',
    confermaPassword: 'segretissima1',
    ruolo,
  });

const orari: Orari = {
  ...ORARI_DEFAULT,
  sabato: { apertura: '08:00', chiusura: '12:00', chiuso: true },
  domenica: { apertura: '09:00', chiusura: '13:00', chiuso: false },
};

const profilo = {
  nome: 'Mario Bianchi',
  telefono: '051 123456',
  nomeAttivita: 'Autodemolizioni Bianchi',
  partitaIva: '03018291207',
  iban: 'it60 x054 2811 1010 0000 0123 456',
  descrizione: 'Ricambi usati garantiti dal 1985',
  orari,
  indirizzo: 'Via Emilia 10',
  citta: 'Bologna',
  cap: '40100',
  provincia: 'bo',
};

beforeAll(async () => {
  h = await startIdentityHarness('ricambiamo_identity_test_profilo_venditore');
});

afterAll(async () => {
  await h.close();
});

describe('seller profile settings', () => {
  it('updates the seller’s business data, keeps its images and announces name, business name and IBAN', async () => {
    const seller = await register('venditore');
    await h.sql("UPDATE users SET logo_image = 'logo.png', banner_image = 'banner.jpg' WHERE id = $1", [seller.user.id]);

    const updated = await h.call(IDENTITY.user.updateSellerProfile, profilo, actorOf(seller));
    const atteso = { ...profilo, iban: 'IT60X0542811101000000123456', provincia: 'BO', logoImage: 'logo.png', bannerImage: 'banner.jpg' };
    expect(updated).toMatchObject({ ...atteso, id: seller.user.id, email: seller.user.email, ruolo: 'venditore' });
    await expect(h.call(IDENTITY.user.me, {}, actorOf(seller))).resolves.toEqual(updated);

    const payload = await waitFor(async () => {
      const last = await lastEvent(h.nats.url, IDENTITY_EVENTS.userUpdated);
      return last.userId === seller.user.id ? last : undefined;
    });
    expect(payload).toEqual({
      userId: seller.user.id,
      nome: 'Mario Bianchi',
      ruolo: 'venditore',
      nomeAttivita: 'Autodemolizioni Bianchi',
      iban: 'IT60X0542811101000000123456',
      tracciabile: false,
    });
  });

  it('sets, replaces and removes the logo and banner by their upload keys; a PNG banner is refused and nothing changes', async () => {
    const seller = await register('venditore');
    const logo = '0b6f2c7e-3d4a-4c1b-9a8e-5f6d7c8b9a01.png';
    const banner = '1c7a3d8f-4e5b-4d2c-8b9f-6a7e8d9c0b12.jpg';

    await expect(h.call(IDENTITY.user.updateSellerProfile, { ...profilo, logoImage: logo, bannerImage: banner }, actorOf(seller))).resolves.toMatchObject({
      logoImage: logo,
      bannerImage: banner,
    });
    const refused = await failure(h.call(IDENTITY.user.updateSellerProfile, { ...profilo, nome: 'Altro', bannerImage: logo }, actorOf(seller)));
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', fields: { bannerImage: MESSAGGI_MEDIA.formatoBanner } });
    await expect(h.call(IDENTITY.user.me, {}, actorOf(seller))).resolves.toMatchObject({ nome: profilo.nome, logoImage: logo, bannerImage: banner });

    await expect(h.call(IDENTITY.user.updateSellerProfile, { ...profilo, logoImage: null, bannerImage: '' }, actorOf(seller))).resolves.toMatchObject({
      logoImage: null,
      bannerImage: null,
    });
  });

  it('changes only the actor’s own row, whatever ids the data carries', async () => {
    const seller = await register('venditore');
    const other = await register('venditore');
    // What a tampered client could send: the contract's type does not list these, the schema strips them.
    const tampered = { ...profilo, id: other.user.id, userId: other.user.id, email: 'rubata@esempio.it', ruolo: 'acquirente' };
    const updated = await h.call(IDENTITY.user.updateSellerProfile, tampered, actorOf(seller));
    expect(updated).toMatchObject({ id: seller.user.id, email: seller.user.email, ruolo: 'venditore', nomeAttivita: profilo.nomeAttivita });
    await expect(h.call(IDENTITY.user.me, {}, actorOf(other))).resolves.toEqual(other.user);
  });

  it('clears optional fields left blank', async () => {
    const seller = await register('venditore');
    await h.call(IDENTITY.user.updateSellerProfile, profilo, actorOf(seller));
    const cleared = { ...profilo, telefono: '', iban: '', descrizione: '', indirizzo: '', citta: '', cap: '', provincia: '' };
    expect(await h.call(IDENTITY.user.updateSellerProfile, cleared, actorOf(seller))).toMatchObject({
      telefono: null,
      iban: null,
      descrizione: null,
      indirizzo: null,
      citta: null,
      cap: null,
      provincia: null,
    });
  });

  it('answers invalid data with the Italian field messages of the shared schema and changes nothing', async () => {
    const seller = await register('venditore');
    const invalid = {
      ...profilo,
      nome: '',
      nomeAttivita: '',
      partitaIva: '03018291208',
      iban: 'IT60X0542811101000000123457',
      cap: '401',
      provincia: 'XX',
      orari: { ...orari, lunedi: { apertura: '18:00', chiusura: '08:00', chiuso: false } },
    };
    const error = await failure(h.call(IDENTITY.user.updateSellerProfile, invalid, actorOf(seller)));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      nome: MESSAGGI.validazione.nomeObbligatorio,
      nomeAttivita: 'Nome attività è obbligatorio',
      partitaIva: 'Partita IVA non valida',
      iban: 'IBAN non valido',
      cap: MESSAGGI.validazione.capNonValido,
      provincia: MESSAGGI_PROFILO.provincia,
      'orari.lunedi.chiusura': MESSAGGI_PROFILO.orario,
    });
    const missing = await failure(h.call(IDENTITY.user.updateSellerProfile, { ...profilo, partitaIva: '' }, actorOf(seller)));
    expect(missing.fields).toEqual({ partitaIva: 'Partita IVA è obbligatoria' });
    await expect(h.call(IDENTITY.user.me, {}, actorOf(seller))).resolves.toEqual(seller.user);
  });

  it('refuses buyers and anonymous callers', async () => {
    const buyer = await register('acquirente');
    expect((await failure(h.call(IDENTITY.user.updateSellerProfile, profilo, actorOf(buyer)))).code).toBe('FORBIDDEN');
    expect((await failure(h.call(IDENTITY.user.updateSellerProfile, profilo))).code).toBe('UNAUTHENTICATED');
    await expect(h.call(IDENTITY.user.me, {}, actorOf(buyer))).resolves.toEqual(buyer.user);
  });
});
