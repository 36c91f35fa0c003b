interface TitoloPaginaProps {
  titolo?: string;
  /** What search engines and link previews show for the page. */
  descrizione?: string;
}

/** React 19 hoists these into <head>, so each screen names its browser tab and history entry. */
export function TitoloPagina({ titolo, descrizione }: TitoloPaginaProps) {
  return (
    <>
      <title>{titolo ? `${titolo} · Ricambiamo` : 'Ricambiamo · Ricambi auto usati dai demolitori certificati'}</title>
      {descrizione && <meta name="description" content={descrizione} />}
    </>
  );
}
