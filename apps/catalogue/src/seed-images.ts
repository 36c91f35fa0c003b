import { escapeHtml } from '@ricambiamo/contracts';
import sharp from 'sharp';

const WIDTH = 1600;
const HEIGHT = 1000;


/**
 * A placeholder illustration for a demo listing: a flat car silhouette on a two-colour gradient, the car's name and
 * a caption saying plainly that it stands in for a photo. Not a photo and not meant to look like one.
 */
export async function illustrazioneDemo(
  titolo: string,
  sottotitolo: string,
  colori: [string, string],
  indice: number,
  totale: number,
): Promise<Buffer> {
  const [scuro, chiaro] = colori;
  const specchia = indice % 2 === 1;
  const sole = { x: 260 + ((indice * 380) % 1100), y: 180 + ((indice * 70) % 120) };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="cielo" x1="0" y1="0" x2="${specchia ? 1 : 0}" y2="1">
      <stop offset="0" stop-color="${chiaro}"/>
      <stop offset="1" stop-color="${scuro}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#cielo)"/>
  <circle cx="${sole.x}" cy="${sole.y}" r="110" fill="#ffffff" opacity="0.18"/>
  <rect y="720" width="${WIDTH}" height="280" fill="#1b1b1b" opacity="0.55"/>
  <rect x="120" y="842" width="1360" height="10" rx="5" fill="#ffffff" opacity="0.25"/>
  <g transform="${specchia ? `translate(${WIDTH} 40) scale(-1 1)` : 'translate(0 40)'}" opacity="0.92">
    <path d="M330 640 L350 560 Q370 522 440 512 L600 500 Q690 418 770 402 L1010 400 Q1090 406 1160 500 L1265 520 Q1318 532 1326 585 L1334 640 Z" fill="#f3f3f3"/>
    <path d="M640 500 Q710 440 780 428 L880 426 L880 500 Z M910 426 L1000 426 Q1060 432 1110 500 L910 500 Z" fill="${scuro}" opacity="0.65"/>
    <circle cx="470" cy="650" r="74" fill="#222"/><circle cx="470" cy="650" r="34" fill="#bbb"/>
    <circle cx="1170" cy="650" r="74" fill="#222"/><circle cx="1170" cy="650" r="34" fill="#bbb"/>
  </g>
  <text x="${WIDTH / 2}" y="140" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="60" font-weight="bold" fill="#ffffff">${escapeHtml(titolo)}</text>
  <text x="${WIDTH / 2}" y="200" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="36" fill="#ffffff" opacity="0.9">${escapeHtml(sottotitolo)}</text>
  <text x="${WIDTH / 2}" y="950" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#ffffff" opacity="0.8">Illustrazione segnaposto ${indice + 1}/${totale} · dati demo di Ricambiamo</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
