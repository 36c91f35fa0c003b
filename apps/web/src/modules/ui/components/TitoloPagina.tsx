/** React 19 hoists this into <head>, so each screen names its browser tab and history entry. */
export function TitoloPagina({ titolo }: { titolo?: string }) {
  return <title>{titolo ? `${titolo} · Ricambiamo` : 'Ricambiamo · Ricambi auto usati dai demolitori certificati'}</title>;
}
