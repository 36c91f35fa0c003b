import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { portaInVista } from '../../../lib/browser/porta-in-vista';

/**
 * After a search, a filter change or a page change the results' heading comes into view and takes the focus (issue
 * 31: the results changed below the fold and the user saw nothing happen). `richiedi` is called with the change; the
 * heading moves once the new address has rendered, so the hero form's new height (it is keyed by the filters) is
 * already laid out. Only a change the user made here moves it: Back and Forward keep the position ScrollRestoration
 * gives them.
 */
export function useRisultatiInVista<T extends HTMLElement>() {
  const titolo = useRef<T>(null);
  const richiesto = useRef(false);
  const { key } = useLocation();

  useEffect(() => {
    if (!richiesto.current) return;
    richiesto.current = false;
    if (titolo.current) portaInVista(titolo.current);
  }, [key]);

  const richiedi = useCallback(() => {
    richiesto.current = true;
  }, []);

  return { titolo, richiedi };
}
