import type { Ordine } from '../api/ordine';

/** Spec §2 both order lists: the shipping address, the buyer's notes and, for a company purchase, the billing data. */
export function SpedizioneOrdine({ ordine }: { ordine: Ordine }) {
  const { spedizione, fatturazione, note } = ordine;
  const datiFattura = [
    ['Ragione sociale', fatturazione.ragioneSociale],
    ['Partita IVA', fatturazione.partitaIva],
    ['Codice fiscale', fatturazione.codiceFiscale],
    ['PEC', fatturazione.pec],
    ['Codice SDI', fatturazione.codiceSdi],
  ].filter((voce): voce is [string, string] => voce[1] !== null);
  return (
    <div className="space-y-4 text-sm">
      <section aria-label="Indirizzo di spedizione">
        <h4 className="text-xs font-semibold uppercase tracking-wider text-slate-500">Indirizzo di spedizione</h4>
        <address className="mt-1 not-italic text-slate-700">
          {spedizione.nome}
          <br />
          {spedizione.indirizzo}
          <br />
          {spedizione.cap} {spedizione.citta} ({spedizione.provincia})
        </address>
      </section>
      {datiFattura.length > 0 && (
        <section aria-label="Dati di fatturazione">
          <h4 className="text-xs font-semibold uppercase tracking-wider text-slate-500">Fatturazione</h4>
          <dl className="mt-1 text-slate-700">
            {datiFattura.map(([etichetta, valore]) => (
              <div key={etichetta}>
                <dt className="inline text-slate-500">{etichetta}: </dt>
                <dd className="inline break-all">{valore}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {note && (
        <section aria-label="Note">
          <h4 className="text-xs font-semibold uppercase tracking-wider text-slate-500">Note</h4>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700">{note}</p>
        </section>
      )}
    </div>
  );
}
