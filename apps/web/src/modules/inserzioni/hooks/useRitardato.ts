import { useEffect, useState } from 'react';

/** `valore` once it has stopped changing for `ms`: a search box then asks the server once per pause, not per key. */
export function useRitardato<T>(valore: T, ms = 300): T {
  const [ritardato, setRitardato] = useState(valore);
  useEffect(() => {
    const timer = setTimeout(() => setRitardato(valore), ms);
    return () => clearTimeout(timer);
  }, [valore, ms]);
  return ritardato;
}
