import { useEffect } from 'react';

interface TitoloPaginaProps {
  titolo?: string;
  /** What search engines and link previews show for the page. */
  descrizione?: string;
}

/**
 * React 19 hoists the <title> into <head>, so each screen names its browser tab and history entry. The description
 * is index.html's own meta, rewritten while the screen shows: a second one rendered beside it would leave crawlers two.
 */
export function TitoloPagina({ titolo, descrizione }: TitoloPaginaProps) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !descrizione) return;
    const precedente = meta.content;
    meta.content = descrizione;
    return () => {
      meta.content = precedente;
    };
  }, [descrizione]);
  return <title>{titolo ? `${titolo} · Ricambiamo` : 'Ricambiamo · Ricambi auto usati dai demolitori certificati'}</title>;
}
