import { escapeHtml } from '@ricambiamo/contracts';

/**
 * What an e-mail says, once, as blocks: the plain-text and the HTML part are both rendered from it, so the two can
 * never tell different things.
 */
export type Blocco =
  | { paragrafo: string }
  /** A heading over label–value rows: the parts and their prices, the bank-transfer data, the address. */
  | { titolo: string; righe: readonly (readonly [string, string])[] }
  | { link: string; testo: string };

export interface CorpoEmail {
  oggetto: string;
  blocchi: readonly Blocco[];
}

export interface EmailResa {
  oggetto: string;
  testo: string;
  html: string;
}

function bloccoTesto(blocco: Blocco): string {
  if ('paragrafo' in blocco) return blocco.paragrafo;
  if ('righe' in blocco) return [blocco.titolo, ...blocco.righe.map(([etichetta, valore]) => `${etichetta}: ${valore}`)].join('\n');
  return `${blocco.testo}: ${blocco.link}`;
}

// Every text in the HTML comes from events, some typed by users (names, notes, addresses): all of it is escaped.

function bloccoHtml(blocco: Blocco): string {
  if ('paragrafo' in blocco) return `<p style="margin:0 0 16px">${escapeHtml(blocco.paragrafo).replaceAll('\n', '<br>')}</p>`;
  if ('righe' in blocco) {
    const righe = blocco.righe
      .map(([etichetta, valore]) => `<tr><td style="padding:2px 16px 2px 0;color:#555">${escapeHtml(etichetta)}</td><td style="padding:2px 0"><strong>${escapeHtml(valore)}</strong></td></tr>`)
      .join('');
    return `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(blocco.titolo)}</h2><table style="border-collapse:collapse;margin:0 0 16px">${righe}</table>`;
  }
  return `<p style="margin:0 0 16px"><a href="${escapeHtml(blocco.link)}" style="color:#1d4ed8">${escapeHtml(blocco.testo)}</a></p>`;
}

/** The text and HTML parts of an e-mail, in Italian, with the product's signature. */
export function rendiEmail({ oggetto, blocchi }: CorpoEmail): EmailResa {
  const firma = 'Il team di Ricambiamo';
  return {
    oggetto,
    testo: `${[...blocchi.map(bloccoTesto), firma].join('\n\n')}\n`,
    html: [
      '<!doctype html><html lang="it"><head><meta charset="utf-8"></head>',
      '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111;line-height:1.5">',
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(oggetto)}</h1>`,
      ...blocchi.map(bloccoHtml),
      `<p style="margin:24px 0 0;color:#555">${escapeHtml(firma)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
