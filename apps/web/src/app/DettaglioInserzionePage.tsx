import { lazy } from 'react';
import { DettaglioInserzione } from '../modules/catalogo/components/DettaglioInserzione';
import { CompatibilitaRicambio } from '../modules/compatibilita/components/CompatibilitaRicambio';

// The checkout's form and validation download when the buyer proceeds, not with every view of a listing.
const Checkout = lazy(() => import('../modules/ordini/components/Checkout').then((m) => ({ default: m.Checkout })));

/**
 * A listing and, once the buyer proceeds, its checkout: the catalogue's page with the orders' form in it, and each
 * part's fit for the buyer's vehicle. Composed here because orders and the fit build on the catalogue (its parts, its
 * queries, the garage's fuel field), so the catalogue imports nothing of them.
 */
export function DettaglioInserzionePage() {
  return <DettaglioInserzione Checkout={Checkout} DettaglioRicambio={CompatibilitaRicambio} />;
}
