import clsx from 'clsx';

export function Logo({ className, chiaro = false }: { className?: string; chiaro?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill={chiaro ? '#ffffff' : '#0f766e'} />
        <path
          d="M9 17a7 7 0 0 1 12.2-4.7M23 15a7 7 0 0 1-12.2 4.7"
          fill="none"
          stroke={chiaro ? '#0f766e' : '#ffffff'}
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <path
          d="M21.8 8.8v3.9h-3.9M10.2 23.2v-3.9h3.9"
          fill="none"
          stroke="#fbbf24"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={clsx('text-xl', chiaro ? 'text-white' : 'text-slate-900')}>
        Ricambi<span className={chiaro ? 'text-amber-300' : 'text-brand-700'}>amo</span>
      </span>
    </span>
  );
}
