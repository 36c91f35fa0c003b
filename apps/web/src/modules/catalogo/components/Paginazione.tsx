import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../ui/components/Button';

interface PaginazioneProps {
  pagina: number;
  totalePagine: number;
  onCambia: (pagina: number) => void;
}

export function Paginazione({ pagina, totalePagine, onCambia }: PaginazioneProps) {
  if (totalePagine <= 1) return null;
  return (
    <nav aria-label="Pagine dei risultati" className="mt-10 flex items-center justify-center gap-3">
      <Button variante="secondary" disabled={pagina <= 1} onClick={() => onCambia(pagina - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">Precedente</span>
      </Button>
      <p aria-current="page" className="whitespace-nowrap text-sm text-slate-600">
        Pagina <strong className="text-slate-900">{pagina}</strong> di {totalePagine}
      </p>
      <Button variante="secondary" disabled={pagina >= totalePagine} onClick={() => onCambia(pagina + 1)}>
        <span className="sr-only sm:not-sr-only">Successiva</span>
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
