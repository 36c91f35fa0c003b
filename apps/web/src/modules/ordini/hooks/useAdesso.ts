import { useEffect, useState } from 'react';

/** The current time, refreshed every `ms`, for what counts down on screen. */
export function useAdesso(ms = 1000): number {
  const [adesso, setAdesso] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setAdesso(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return adesso;
}
