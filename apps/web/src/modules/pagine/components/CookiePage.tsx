import { TextLink } from '../../ui/components/TextLink';
import { PaginaLegale, type SezioneLegale } from './PaginaLegale';

/**
 * The gateway's refresh cookie (apps/gateway/src/auth/refresh-cookie.ts, session-policy.ts in identity): the web app
 * cannot import the gateway, so its name and lifetimes are restated here and must follow any change there.
 */
const COOKIE_SESSIONE = 'ricambiamo_refresh';
const GIORNI_RICORDAMI = 30;
const ORE_SESSIONE_BROWSER = 12;

const sezioni: SezioneLegale[] = [
  {
    id: 'cookie-usato',
    titolo: 'Il solo cookie che usiamo',
    contenuto: (
      <>
        <p>
          Ricambiamo usa <strong>un solo cookie: {COOKIE_SESSIONE}</strong>, il cookie di sessione che ti tiene
          collegato dopo l&apos;accesso. Contiene un codice casuale (il token di rinnovo della sessione), non dati
          personali leggibili.
        </p>
        <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 p-5 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-900">Nome</dt>
          <dd>{COOKIE_SESSIONE}</dd>
          <dt className="font-semibold text-slate-900">Tipo</dt>
          <dd>Tecnico, di prima parte, httpOnly (non leggibile da JavaScript), SameSite=Strict</dd>
          <dt className="font-semibold text-slate-900">Quando viene creato</dt>
          <dd>All&apos;accesso o alla registrazione; viene cancellato quando esci</dd>
          <dt className="font-semibold text-slate-900">Durata</dt>
          <dd>
            Con &quot;Ricordami&quot; selezionato, {GIORNI_RICORDAMI} giorni dall&apos;ultima visita; altrimenti fino alla
            chiusura del browser, e in ogni caso la sessione scade sul server dopo {ORE_SESSIONE_BROWSER} ore
          </dd>
        </dl>
      </>
    ),
  },
  {
    id: 'consenso',
    titolo: 'Perché non ti chiediamo il consenso',
    contenuto: (
      <p>
        Il cookie {COOKIE_SESSIONE} è strettamente necessario per fornire il servizio che chiedi, cioè restare collegato
        al tuo account: per questo, come prevede l&apos;art. 122 del Codice privacy, non richiede il consenso. Non usiamo
        cookie di profilazione, di statistica o di terze parti, e per questo il sito non mostra un banner dei cookie.
      </p>
    ),
  },
  {
    id: 'siti-esterni',
    titolo: 'Pagamenti su siti esterni',
    contenuto: (
      <p>
        Quando un venditore acquista gettoni viene portato sulla pagina di pagamento di Stripe, che usa cookie propri
        secondo la sua informativa. Quei cookie non vengono impostati su Ricambiamo.
      </p>
    ),
  },
  {
    id: 'gestione',
    titolo: 'Come gestire il cookie',
    contenuto: (
      <p>
        Puoi cancellare il cookie dalle impostazioni del browser o semplicemente uscendo dall&apos;account. Se lo blocchi
        potrai sfogliare il catalogo, ma non accedere. Per il resto dei dati trattati leggi l&apos;
        <TextLink to="/policies/privacy">Informativa sulla privacy</TextLink>.
      </p>
    ),
  },
];

export function CookiePage() {
  return (
    <PaginaLegale
      titolo="Cookie policy"
      descrizione={`Ricambiamo usa un solo cookie tecnico, ${COOKIE_SESSIONE}, per tenerti collegato: nessun cookie di profilazione o di terze parti.`}
      introduzione={<p>Questa pagina descrive i cookie impostati dal sito Ricambiamo: uno solo, e tecnico.</p>}
      sezioni={sezioni}
    />
  );
}
