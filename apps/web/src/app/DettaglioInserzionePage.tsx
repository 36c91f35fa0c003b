import { lazy } from 'react';
import { DettaglioInserzione } from '../modules/catalogo/components/DettaglioInserzione';

// The checkout's form and validation download when the buyer proceeds, not with every view of a listing.
const Checkout = lazy(() => import('../modules/ordini/components/Checkout').then((m) => ({ default: m.Checkout })));

/**
 * A listing and, once the buyer proceeds, its checkout: the catalogue's page with the orders' form in it. Composed here
 * because orders builds on the catalogue (its parts, its queries), so the catalogue imports nothing of orders.
 */
export function DettaglioInserzionePage() {
  return <DettaglioInserzione Checkout={Checkout} />;
}
