import type { Ordine } from '../api/ordine';

function Dati({ voci }: { voci: [string, string][] }) {
  return (
    <dl className="mt-1 text-slate-700">
      {voci.map(([etichetta, valore]) => (
        <div key={etichetta}>
          <dt className="inline text-slate-500">{etichetta}: </dt>
          <dd className="inline break-all">{valore}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * docs/rules.md §3 both order lists: the shipping address, the buyer's notes, for a company purchase the billing data, and the
 * buyer's repair-business declaration that let the order include safety parts (issue 14).
 */
export function SpedizioneOrdine({ ordine }: { ordine: Ordine }) {
  const { spedizione, fatturazione, officina, note } = ordine;
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
          <Dati voci={datiFattura} />
        </section>
      )}
      {officina && (
        <section aria-label="Officina dichiarata">
          <h4 className="text-xs font-semibold uppercase tracking-wider text-slate-500">Officina dichiarata</h4>
          <Dati
            voci={[
              ['Ragione sociale', officina.ragioneSociale],
              ['Partita IVA', officina.partitaIva],
              ['Registro autoriparatori o REA', officina.registro],
            ]}
          />
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
