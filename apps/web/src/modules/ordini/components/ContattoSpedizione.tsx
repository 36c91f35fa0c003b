import { CONTATTO_SPEDIZIONE } from '@ricambiamo/contracts';
import { useSessione } from '../../auth/hooks/useSessione';
import type { Ordine } from '../api/ordine';

/**
 * The buyer's order card: the phone and e-mail typed at checkout, which the seller and the courier use for the
 * shipping, named as such beside the account address the order's e-mails go to.
 */
export function ContattoSpedizione({ ordine }: { ordine: Ordine }) {
  const { utente } = useSessione();
  const { telefono, email } = ordine.spedizione;
  return (
    <section aria-label="Contatto per la spedizione" className="text-sm">
      <h4 className="text-xs font-semibold uppercase tracking-wider text-slate-500">Contatto per la spedizione</h4>
      <dl className="mt-1 text-slate-700">
        <div>
          <dt className="inline text-slate-500">Telefono: </dt>
          <dd className="inline break-all">{telefono}</dd>
        </div>
        <div>
          <dt className="inline text-slate-500">{CONTATTO_SPEDIZIONE.email}: </dt>
          <dd className="inline break-all">{email}</dd>
        </div>
      </dl>
      {utente && <p className="mt-1 text-xs text-slate-500">{CONTATTO_SPEDIZIONE.dove(utente.email)}</p>}
    </section>
  );
}
