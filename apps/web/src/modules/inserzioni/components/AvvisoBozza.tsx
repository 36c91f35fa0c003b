import { History } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { ORE_VALIDITA_FOTO_BOZZA } from '../api/bozza-inserzione';

/** Tells the seller the form holds the draft they left, with the way to start over. */
export function AvvisoBozza({ fotoScadute, onRicomincia }: { fotoScadute: number; onRicomincia: () => void }) {
  const ore = `più di ${ORE_VALIDITA_FOTO_BOZZA} ore fa`;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-2 text-sm text-brand-950">
        <History aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p role="status">
          <span className="font-semibold">Bozza ripristinata:</span> il modulo è come l&apos;avevi lasciato.
          {fotoScadute === 1 && ` Una foto era stata caricata ${ore}: caricala di nuovo.`}
          {fotoScadute > 1 && ` ${fotoScadute} foto erano state caricate ${ore}: caricale di nuovo.`}
        </p>
      </div>
      <Button type="button" variante="secondary" className="shrink-0" onClick={onRicomincia}>
        Ricomincia da capo
      </Button>
    </div>
  );
}
