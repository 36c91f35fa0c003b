import { Link } from 'react-router';
import { buttonClasses, type Variante } from '../../ui/components/Button';

export interface AzioneVantaggi {
  to: string;
  label: string;
  variante: Variante;
}

/** The benefit pages' calls to action, as large buttons side by side from the first breakpoint. */
export function AzioniVantaggi({ azioni, className }: { azioni: AzioneVantaggi[]; className: string }) {
  return (
    <div className={className}>
      {azioni.map(({ to, label, variante }) => (
        <Link key={label} to={to} className={buttonClasses(variante, 'px-6 py-3 text-base')}>
          {label}
        </Link>
      ))}
    </div>
  );
}
