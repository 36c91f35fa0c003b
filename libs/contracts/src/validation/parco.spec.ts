import { MESSAGGI_PARCO, modificaAreaSchema } from './parco';

const area = (larghezza: unknown, altezza: unknown = '160') =>
  modificaAreaSchema.safeParse({ nome: 'Motori', descrizione: '', colore: '#3B82F6', larghezza, altezza });

describe('the Modifica Area sizes', () => {
  it('parses what is typed as an integer, as the dialog did: the decimals are dropped', () => {
    expect(area('150.5')).toMatchObject({ success: true, data: { larghezza: 150, altezza: 160 } });
    expect(area(' 240 ', '100.9')).toMatchObject({ success: true, data: { larghezza: 240, altezza: 100 } });
  });

  it('refuses less than 100 px, or nothing, with the spec message', () => {
    for (const larghezza of ['99.9', '99', '', 'abc']) {
      const result = area(larghezza);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGGI_PARCO.areaTroppoPiccola]);
    }
  });

  it('takes only whole numbers from a client that sends numbers', () => {
    expect(area(150, 160)).toMatchObject({ success: true, data: { larghezza: 150 } });
    expect(area(150.5).success).toBe(false);
  });
});
