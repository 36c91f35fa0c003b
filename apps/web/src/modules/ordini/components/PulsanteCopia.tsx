import { Copy } from 'lucide-react';
import { toast } from '../../../lib/browser/avvisi';

/** Copies a text the buyer must type exactly elsewhere (the transfer reason into the bank's form). */
export function PulsanteCopia({ testo, etichetta }: { testo: string; etichetta: string }) {
  const copia = async () => {
    try {
      await navigator.clipboard.writeText(testo);
      toast.success('Copiato negli appunti');
    } catch {
      // No clipboard (an old browser, a refused permission): the text stays on screen to select by hand.
      toast.error('Copia non riuscita: seleziona il testo e copialo a mano');
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copia()}
      aria-label={etichetta}
      title={etichetta}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-600 shadow-sm transition hover:bg-slate-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <Copy aria-hidden className="size-4" />
    </button>
  );
}
