import type { ValutazioneVenditoreDto } from '@ricambiamo/contracts';
import clsx from 'clsx';
import { BadgeAffidabile } from './BadgeAffidabile';
import { formattaMedia, Stelle } from './Stelle';

const recensioni = (n: number) => (n === 1 ? '1 recensione' : `${n.toLocaleString('it-IT')} recensioni`);

/**
 * A seller's stars and count on a card or the listing's seller box, and the badge when earned; "Nessuna recensione"
 * for a seller nobody reviewed yet.
 */
export function ValutazioneVenditore({ valutazione, className }: { valutazione: ValutazioneVenditoreDto; className?: string }) {
  const { mediaStelle, numeroRecensioni, affidabile } = valutazione;
  return (
    <span className={clsx('inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600', className)}>
      {mediaStelle === null ? (
        <span>Nessuna recensione</span>
      ) : (
        <span className="inline-flex items-center gap-1">
          <Stelle valore={mediaStelle} />
          <span className="font-semibold text-slate-800 tabular-nums">{formattaMedia(mediaStelle)}</span>
          <span className="tabular-nums">({recensioni(numeroRecensioni)})</span>
        </span>
      )}
      {affidabile && <BadgeAffidabile />}
    </span>
  );
}
