import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

export type Variante = 'primary' | 'secondary' | 'ghost' | 'accent';

const varianti: Record<Variante, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-700',
  accent: 'bg-amber-400 text-slate-900 shadow-sm hover:bg-amber-300 focus-visible:outline-amber-500',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-brand-700',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-700',
};

export const buttonClasses = (variante: Variante = 'primary', className?: string) =>
  clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    varianti[variante],
    className,
  );

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variante?: Variante;
  inAttesa?: boolean;
}

export function Button({ variante, inAttesa = false, className, children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variante, className)}
      disabled={disabled === true || inAttesa}
      aria-busy={inAttesa || undefined}
      {...rest}
    >
      {inAttesa && <Spinner className="size-4" label="Invio in corso…" />}
      {children}
    </button>
  );
}
