import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface RuoloOptionProps extends InputHTMLAttributes<HTMLInputElement> {
  titolo: string;
  descrizione: string;
  icona: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function RuoloOption({ titolo, descrizione, icona, className, ...input }: RuoloOptionProps) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3.5 transition',
        'hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-100',
        className,
      )}
    >
      <input type="radio" className="mt-1 size-4 accent-brand-700" {...input} />
      <span className="flex-1">
        <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          {icona}
          {titolo}
        </span>
        <span className="mt-0.5 block text-xs text-slate-600">{descrizione}</span>
      </span>
    </label>
  );
}
