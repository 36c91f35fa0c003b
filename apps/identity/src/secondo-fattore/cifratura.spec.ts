import { Cifratura } from './cifratura';

describe('Cifratura', () => {
  const chiave = new Cifratura('dev-insecure-una-chiave-di-prova');

  it('reads back what it encrypted, never storing it in clear, each time differently', () => {
    const cifrato = chiave.cifra('JBSWY3DPEHPK3PXP');
    expect(cifrato).not.toContain('JBSWY3DPEHPK3PXP');
    expect(cifrato).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(chiave.cifra('JBSWY3DPEHPK3PXP')).not.toBe(cifrato);
    expect(chiave.decifra(cifrato)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a value altered, or encrypted under another key', () => {
    const cifrato = chiave.cifra('JBSWY3DPEHPK3PXP');
    const [versione, iv, tag, dati] = cifrato.split('.');
    const alterato = [versione, iv, tag, `${dati.slice(0, -2)}${dati.endsWith('AA') ? 'BB' : 'AA'}`].join('.');
    expect(() => chiave.decifra(alterato)).toThrow();
    expect(() => new Cifratura('dev-insecure-un-altra-chiave').decifra(cifrato)).toThrow();
    expect(() => chiave.decifra('JBSWY3DPEHPK3PXP')).toThrow('segreto cifrato non riconosciuto');
  });
});
