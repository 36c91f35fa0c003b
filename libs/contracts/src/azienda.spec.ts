import { AZIENDA } from './azienda';
import { partitaIvaValida } from './validation/fields';

describe('AZIENDA', () => {
  it('has a partita IVA of 11 digits whose check digit is valid', () => {
    expect(AZIENDA.partitaIva).toMatch(/^\d{11}$/);
    expect(partitaIvaValida(AZIENDA.partitaIva)).toBe(true);
  });

  it('prints the address and the number the footer has always shown', () => {
    expect(AZIENDA.indirizzoCompleto).toBe("Via dell'Industria 12, 40138 Bologna (BO)");
    expect(AZIENDA.telefonoLink).toBe('tel:+390510000000');
  });
});
