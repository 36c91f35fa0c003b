import { rendiEmail } from './corpo-email';

describe('rendiEmail', () => {
  const email = rendiEmail({
    oggetto: 'Ordine K7M00001: "Cancellato"',
    blocchi: [
      { paragrafo: 'Il venditore ha cancellato <l’ordine>.' },
      { titolo: 'Ricambi', righe: [['Cambio', '504,50 €'], ['Totale', '1.234,50 €']] },
      { testo: "Segui l'ordine", link: 'https://ricambiamo.example/acquirente/ordini?ordine=1&x=2' },
    ],
  });

  it('says the same in the text part, block after block, signed', () => {
    expect(email.testo).toBe(
      [
        'Il venditore ha cancellato <l’ordine>.',
        'Ricambi\nCambio: 504,50 €\nTotale: 1.234,50 €',
        "Segui l'ordine: https://ricambiamo.example/acquirente/ordini?ordine=1&x=2",
        'Il team di Ricambiamo\n',
      ].join('\n\n'),
    );
  });

  it('says it in the HTML part with every text escaped, in Italian', () => {
    expect(email.html).toContain('<html lang="it">');
    expect(email.html).toContain('<h1 style="font-size:20px;margin:0 0 16px">Ordine K7M00001: &quot;Cancellato&quot;</h1>');
    expect(email.html).toContain('Il venditore ha cancellato &lt;l’ordine&gt;.');
    expect(email.html).toContain('<strong>1.234,50 €</strong>');
    expect(email.html).toContain('href="https://ricambiamo.example/acquirente/ordini?ordine=1&amp;x=2"');
    expect(email.html).toContain('Il team di Ricambiamo');
  });
});
