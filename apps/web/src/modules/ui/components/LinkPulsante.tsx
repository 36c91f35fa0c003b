import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses, type Variante } from './Button';

interface LinkPulsanteProps {
  to: string;
  icona: LucideIcon;
  variante?: Variante;
  className?: string;
  children: ReactNode;
}

/** A link drawn as a button, its icon before the label: where a screen's way on is another page. */
export function LinkPulsante({ to, icona: Icona, variante = 'primary', className, children }: LinkPulsanteProps) {
  return (
    <Link to={to} className={buttonClasses(variante, className)}>
      <Icona aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
