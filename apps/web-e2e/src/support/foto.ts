import sharp, { type Sharp } from 'sharp';

/** A smooth colour gradient: real JPEG structure, and small enough on disk even at 12 megapixels. */
function gradiente(larghezza: number, altezza: number, tinta: [number, number, number]): Sharp {
  const pixel = Buffer.alloc(larghezza * altezza * 3);
  for (let y = 0; y < altezza; y++) {
    for (let x = 0; x < larghezza; x++) {
      const i = (y * larghezza + x) * 3;
      pixel[i] = (tinta[0] + (x * 120) / larghezza) & 0xff;
      pixel[i + 1] = (tinta[1] + (y * 120) / altezza) & 0xff;
      pixel[i + 2] = tinta[2];
    }
  }
  return sharp(pixel, { raw: { width: larghezza, height: altezza, channels: 3 } });
}

export interface FileFoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A phone-like 12-megapixel photo (4000x3000) carrying EXIF GPS coordinates, as a dismantler's phone would. */
export async function fotoTelefonoConGps(name: string): Promise<FileFoto> {
  const immagine = gradiente(4000, 3000, [40, 90, 140]);
  const buffer = await immagine
    .withExif({
      IFD0: { Make: 'Ricambiamo', Model: 'E2E Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 50/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '11/1 37/1 1200/100' },
    })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

export async function foto(name: string, tinta: [number, number, number]): Promise<FileFoto> {
  const immagine = gradiente(1280, 960, tinta);
  return { name, mimeType: 'image/jpeg', buffer: await immagine.jpeg({ quality: 80 }).toBuffer() };
}

/**
 * A side view of a car in the given colour, drawn as SVG and encoded as JPEG: the screenshots show listings with
 * photos that read as cars without shipping stock pictures in the repository.
 */
export async function fotoAuto(name: string, colore: string, sfondo: [string, string] = ['#bae6fd', '#e0f2fe']): Promise<FileFoto> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960" viewBox="0 0 1280 960">
  <defs>
    <linearGradient id="cielo" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sfondo[0]}"/><stop offset="1" stop-color="${sfondo[1]}"/></linearGradient>
    <linearGradient id="carrozzeria" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colore}" stop-opacity="0.85"/><stop offset="1" stop-color="${colore}"/></linearGradient>
  </defs>
  <rect width="1280" height="960" fill="url(#cielo)"/>
  <rect y="640" width="1280" height="320" fill="#94a3b8"/>
  <rect y="630" width="1280" height="14" fill="#64748b"/>
  <ellipse cx="640" cy="700" rx="470" ry="26" fill="#0f172a" opacity="0.25"/>
  <path d="M190 600 L220 500 Q240 460 300 450 L420 440 L520 330 Q545 305 590 305 L820 305 Q860 305 885 330 L990 440 L1060 455 Q1110 468 1110 520 L1110 600 Z" fill="url(#carrozzeria)"/>
  <path d="M545 345 Q560 330 590 330 L690 330 L690 440 L450 440 Z" fill="#1e293b" opacity="0.8"/>
  <path d="M715 330 L815 330 Q845 330 862 350 L945 440 L715 440 Z" fill="#1e293b" opacity="0.8"/>
  <rect x="700" y="330" width="15" height="120" fill="${colore}"/>
  <rect x="200" y="540" width="70" height="22" rx="8" fill="#fde68a"/>
  <rect x="1070" y="520" width="40" height="24" rx="6" fill="#ef4444"/>
  <circle cx="380" cy="610" r="82" fill="#0f172a"/><circle cx="380" cy="610" r="42" fill="#cbd5e1"/>
  <circle cx="930" cy="610" r="82" fill="#0f172a"/><circle cx="930" cy="610" r="42" fill="#cbd5e1"/>
</svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() };
}

/** A wide JPEG banner and a square PNG logo for a seller profile, drawn like the cars. */
export async function bannerJpeg(testo = 'Neri Ricambi'): Promise<FileFoto> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#b45309"/></linearGradient></defs>
    <rect width="1600" height="400" fill="url(#g)"/>
    <text x="80" y="240" font-family="sans-serif" font-size="120" font-weight="700" fill="#fde68a">${testo}</text>
  </svg>`;
  return { name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() };
}

export async function logoPng(name = 'logo.png', sigla = 'NR'): Promise<FileFoto> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" rx="60" fill="#b45309"/>
    <text x="200" y="255" text-anchor="middle" font-family="sans-serif" font-size="170" font-weight="700" fill="#fff">${sigla}</text>
  </svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}
