import { useEffect } from 'react';

interface TitoloPaginaProps {
  titolo?: string;
  /** What search engines and link previews show for the page. */
  descrizione?: string;
}

/**
 * React 19 hoists the <title> into <head>, so each screen names its browser tab and history entry. The description
 * is index.html's own meta, rewritten while the screen shows: a second one rendered beside it would leave crawlers two.
 * The browser never hydrates the prerendered page (main.tsx renders afresh), so rendering the meta only there is safe.
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
  return (
    <>
      <title>{titolo ? `${titolo} · Ricambiamo` : 'Ricambiamo · Ricambi auto usati dai demolitori certificati'}</title>
      {/* Prerendered at build (src/prerender.tsx), the page carries it in <head> for whoever reads only the HTML. */}
      {typeof document === 'undefined' && descrizione ? <meta name="description" content={descrizione} /> : null}
    </>
  );
}
