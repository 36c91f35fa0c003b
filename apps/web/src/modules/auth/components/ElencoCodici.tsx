import { MESSAGGI, MESSAGGI_SECONDO_FATTORE } from '@ricambiamo/contracts';
import { Copy } from 'lucide-react';
import { toast } from '../../../lib/browser/avvisi';
import { Button } from '../../ui/components/Button';

const M = MESSAGGI_SECONDO_FATTORE;

/** Recovery codes as they are shown once, at enrolment or when renewed: to copy or write down. */
export function ElencoCodici({ codici }: { codici: string[] }) {
  const copia = async () => {
    try {
      await navigator.clipboard.writeText(codici.join('\n'));
      toast.success(M.codiciCopiati);
    } catch {
      toast.error(MESSAGGI.generico);
    }
  };
  return (
    <div className="space-y-3">
      <ul aria-label={M.titoloCodiciRecupero} className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm text-slate-900">
        {codici.map((codice) => (
          <li key={codice}>{codice}</li>
        ))}
      </ul>
      <Button variante="secondary" className="w-full" onClick={() => void copia()}>
        <Copy aria-hidden className="size-4" />
        {M.copiaCodici}
      </Button>
    </div>
  );
}
