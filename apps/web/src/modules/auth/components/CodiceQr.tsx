import { encode } from 'uqr';

/**
 * A QR code of `testo` drawn as one SVG path, a module per unit with a quiet border, black on white whatever the theme:
 * what an authenticator app's camera reads. The text is given beside it for screen readers and for typing.
 */
export function CodiceQr({ testo, etichetta }: { testo: string; etichetta: string }) {
  const { data, size } = encode(testo, { ecc: 'M', border: 2 });
  const moduli = data.flatMap((riga, y) => riga.map((pieno, x) => (pieno ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg role="img" aria-label={etichetta} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="size-48 rounded-lg bg-white">
      <path d={moduli} fill="#000" />
    </svg>
  );
}
