import { passiGuida, type DatiGuida } from './passi-guida';

const profiloVuoto: DatiGuida['profilo'] = { nomeAttivita: null, logoImage: null, bannerImage: null };

describe('seller guide steps', () => {
  it('marks nothing done for a new seller', () => {
    expect(passiGuida({ profilo: profiloVuoto, aree: [], inserzioni: [], auto: [{ area: null }] }).map((p) => p.completato)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('needs the business name and a banner or a logo for the profile step', () => {
    const passo = (profilo: DatiGuida['profilo']) =>
      passiGuida({ profilo, aree: [], inserzioni: [], auto: [] })[0]?.completato;
    expect(passo({ nomeAttivita: 'Demolizioni Po', logoImage: null, bannerImage: null })).toBe(false);
    expect(passo({ nomeAttivita: 'Demolizioni Po', logoImage: 'logo.png', bannerImage: null })).toBe(true);
    expect(passo({ nomeAttivita: 'Demolizioni Po', logoImage: null, bannerImage: 'banner.jpg' })).toBe(true);
    expect(passo({ nomeAttivita: null, logoImage: 'logo.png', bannerImage: 'banner.jpg' })).toBe(false);
  });

  it('marks every step done from the data, linking each to where it is done', () => {
    const passi = passiGuida({
      profilo: { nomeAttivita: 'Demolizioni Po', logoImage: 'logo.png', bannerImage: null },
      aree: [{}],
      inserzioni: [{}],
      auto: [{ area: null }, { area: { id: 'a' } }],
    });
    expect(passi.map((p) => p.completato)).toEqual([true, true, true, true]);
    expect(passi.map((p) => p.link.to)).toEqual([
      '/venditore/profilo',
      '/venditore/parco-macchine',
      '/venditore/nuova-inserzione',
      '/venditore/parco-macchine',
    ]);
  });
});
