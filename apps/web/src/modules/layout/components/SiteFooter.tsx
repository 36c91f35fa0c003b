import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { AZIENDA } from '@ricambiamo/contracts';
import { REGISTRAZIONE_VENDITORE } from '../../auth/api/registrazione';
import { Logo } from '../../ui/components/Logo';

const policy = [
  { to: '/policies/terms', label: 'Termini e Condizioni' },
  { to: '/policies/privacy', label: 'Privacy Policy' },
  { to: '/policies/cookies', label: 'Cookie Policy' },
  { to: '/policies/sales', label: 'Condizioni di Vendita' },
  { to: '/policies/shipping', label: 'Spedizioni' },
  { to: '/policies/warranty', label: 'Garanzia e Resi' },
];

const esplora = [
  { to: '/', label: 'Home' },
  { to: '/buyer-benefits', label: 'Vantaggi Acquirenti' },
  { to: '/seller-benefits', label: 'Vantaggi Venditori' },
  { to: REGISTRAZIONE_VENDITORE, label: 'Diventa venditore' },
];

/** The address, and the phone and e-mail as links that call and write. */
const contatti = [
  { Icona: MapPin, testo: AZIENDA.indirizzoCompleto },
  { Icona: Phone, testo: AZIENDA.telefono, href: AZIENDA.telefonoLink },
  { Icona: Mail, testo: AZIENDA.email, href: `mailto:${AZIENDA.email}` },
];

const linkClasses = 'text-sm text-slate-300 transition-colors hover:text-white';

function ColonnaLink({ titolo, link }: { titolo: string; link: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{titolo}</h2>
      <ul className="mt-4 space-y-2.5">
        {link.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className={linkClasses}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <Logo chiaro />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">
            Il marketplace dei ricambi auto usati venduti direttamente dai demolitori certificati, con spedizione in
            tutta Italia.
          </p>
        </div>
        <ColonnaLink titolo="Esplora" link={esplora} />
        <ColonnaLink titolo="Informazioni legali" link={policy} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contatti</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            {contatti.map(({ Icona, testo, href }) => (
              <p key={testo} className="flex gap-2.5">
                <Icona aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
                {href ? (
                  <a href={href} className={linkClasses}>
                    {testo}
                  </a>
                ) : (
                  testo
                )}
              </p>
            ))}
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {AZIENDA.ragioneSociale} · P.IVA {AZIENDA.partitaIva}. Tutti i diritti riservati.
        </p>
      </div>
    </footer>
  );
}
