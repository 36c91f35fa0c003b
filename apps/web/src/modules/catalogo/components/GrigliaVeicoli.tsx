import type { ReactNode } from 'react';

/** The same grid on the home page and the seller's public page. */
export function GrigliaVeicoli({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
