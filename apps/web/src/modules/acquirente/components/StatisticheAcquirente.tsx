import { Clock, Euro, Package, Wrench } from 'lucide-react';
import { formattaEuro } from '@ricambiamo/contracts';
import { useStatisticheAcquirente } from '../../ordini/hooks/useStatisticheAcquirente';
import { Statistica } from '../../ui/components/Statistica';

/** docs/rules.md §3 buyer dashboard stats; Totale Speso leaves cancelled orders out. */
export function StatisticheAcquirente() {
  const { data } = useStatisticheAcquirente();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Statistica etichetta="Ordini Totali" valore={data?.ordiniTotali} icona={<Package aria-hidden className="size-5" />} />
      <Statistica etichetta="In Attesa" valore={data?.inAttesa} icona={<Clock aria-hidden className="size-5" />} />
      <Statistica etichetta="In Lavorazione" valore={data?.inLavorazione} icona={<Wrench aria-hidden className="size-5" />} />
      <Statistica
        etichetta="Totale Speso"
        valore={data && formattaEuro(data.totaleSpesoCentesimi)}
        icona={<Euro aria-hidden className="size-5" />}
      />
    </dl>
  );
}
