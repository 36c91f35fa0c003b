import { CarFront, Euro, Package, Wrench } from 'lucide-react';
import { formattaEuro } from '@ricambiamo/contracts';
import { useStatisticheVenditore } from '../../ordini/hooks/useStatisticheVenditore';
import { Statistica } from '../../ui/components/Statistica';

/** docs/rules.md §3 seller dashboard stat cards; Vendite sums the totals of the orders that were not cancelled. */
export function StatisticheVenditore() {
  const { data } = useStatisticheVenditore();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Statistica etichetta="Inserzioni" valore={data?.inserzioni} icona={<CarFront aria-hidden className="size-5" />} />
      <Statistica etichetta="Ricambi" valore={data?.ricambi} icona={<Wrench aria-hidden className="size-5" />} />
      <Statistica etichetta="Ordini" valore={data?.ordini} icona={<Package aria-hidden className="size-5" />} />
      <Statistica etichetta="Vendite" valore={data && formattaEuro(data.venditeCentesimi)} icona={<Euro aria-hidden className="size-5" />} />
    </dl>
  );
}
