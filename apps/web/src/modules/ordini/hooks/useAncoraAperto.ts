import { useEffect, useState } from 'react';

/** Whether `fino` (an ISO time, or null for never) is still ahead; turns false by itself when it passes. */
export function useAncoraAperto(fino: string | null): boolean {
  const scadenza = fino ? Date.parse(fino) : 0;
  const [aperto, setAperto] = useState(() => scadenza > Date.now());
  useEffect(() => {
    const resta = scadenza - Date.now();
    setAperto(resta > 0);
    if (resta <= 0) return;
    // setTimeout takes at most 2^31-1 ms (about 24 days): the 14-day window fits.
    const timer = setTimeout(() => setAperto(false), Math.min(resta, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [scadenza]);
  return aperto;
}
