import { AZIENDA } from '@ricambiamo/contracts';

const link = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** The operator's identity and contacts as the law asks a website to show them (art. 7 D.Lgs 70/2003). */
export function DatiAzienda() {
  return (
    <>
      <p>
        Il marketplace Ricambiamo è gestito da <strong>{AZIENDA.ragioneSociale}</strong>, che è anche titolare del
        trattamento dei dati personali raccolti attraverso il sito.
      </p>
      <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 p-5 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">Ragione sociale</dt>
        <dd>{AZIENDA.ragioneSociale}</dd>
        <dt className="font-semibold text-slate-900">Sede legale</dt>
        <dd>{AZIENDA.indirizzoCompleto}</dd>
        <dt className="font-semibold text-slate-900">Partita IVA</dt>
        <dd>{AZIENDA.partitaIva}</dd>
        <dt className="font-semibold text-slate-900">Telefono</dt>
        <dd>
          <a href={AZIENDA.telefonoLink} className={link}>
            {AZIENDA.telefono}
          </a>
        </dd>
        <dt className="font-semibold text-slate-900">E-mail</dt>
        <dd>
          <a href={`mailto:${AZIENDA.email}`} className={link}>
            {AZIENDA.email}
          </a>
        </dd>
        <dt className="font-semibold text-slate-900">PEC</dt>
        <dd>
          <a href={`mailto:${AZIENDA.pec}`} className={link}>
            {AZIENDA.pec}
          </a>
        </dd>
      </dl>
    </>
  );
}
