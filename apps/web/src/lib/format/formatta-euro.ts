const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const euroInteri = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** Money travels as integer cents (DESIGN.md "Data"); `interi` drops the decimals for round claims like savings. */
export const formattaEuro = (centesimi: number, { interi = false }: { interi?: boolean } = {}): string =>
  (interi ? euroInteri : euro).format(centesimi / 100);
