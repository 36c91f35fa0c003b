import { z } from 'zod';
import { searchListingsRequest } from '../catalogue/messages';
import { loginSchema, registrazioneSchema } from './auth';
import { checkoutSchema } from './checkout';
import { ricambioInputSchema } from './inserzione';
import { nullishDefault } from './fields';

describe('nullishDefault', () => {
  const page = nullishDefault(z.number().int().min(1), 1);

  it('gives the default for a field left out or sent as null, as a nullable GraphQL field with a default', () => {
    expect(page.parse(undefined)).toBe(1);
    expect(page.parse(null)).toBe(1);
    expect(page.parse(7)).toBe(7);
  });

  it('still refuses a value its schema refuses', () => {
    expect(page.safeParse(0).success).toBe(false);
    expect(page.safeParse('2').success).toBe(false);
  });

  it('applies to every field the gateway declares nullable with a default', () => {
    expect(searchListingsRequest.parse({ soloDisponibili: null, page: null, pageSize: null })).toMatchObject({
      soloDisponibili: false,
      page: 1,
      pageSize: 12,
    });
    expect(loginSchema.parse({ email: 'a@b.it', password: 'segreta1', ricordami: null }).ricordami).toBe(false);
    const registrazione = { nome: 'Mario Rossi', email: 'a@b.it', password: 'segreta1', confermaPassword: 'segreta1', ruolo: null };
    expect(registrazioneSchema.parse(registrazione).ruolo).toBe('acquirente');
    // A purchase with azienda null is a private one: no company name or VAT number asked for.
    const privato = checkoutSchema.parse({ nome: 'Giulia Verdi', email: 'g@v.it', telefono: '3331234567', indirizzo: 'Via Roma 1', citta: 'Bologna', cap: '40121', provincia: 'BO', azienda: null });
    expect(privato.azienda).toBe(false);
    const ricambio = { nome: 'Cambio', prezzoCentesimi: 10000, spedizioneCentesimi: 1000, garanziaGiorni: null };
    expect(ricambioInputSchema.parse(ricambio).garanziaGiorni).toBe(0);
  });
});
