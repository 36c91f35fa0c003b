import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';

interface AreaTestoProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A few lines of free text (a description, notes) with its label and, once refused, the message under it. */
export function AreaTesto({ id, label, error, className, ...textarea }: AreaTestoProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        {...textarea}
      />
      {error && <p className="mt-1.5 text-sm text-red-600">{error}</p>}
    </div>
  );
}
