import { lazy, Suspense, useSyncExternalStore } from 'react';
import { avvisiRichiesti, caricaSonner } from '../../../lib/browser/avvisi';

const Toaster = lazy(() => caricaSonner().then(({ Toaster }) => ({ default: Toaster })));

/** The page's toasts, once the first is asked for (see avvisi.ts). */
export function Avvisi() {
  const richiesti = useSyncExternalStore(avvisiRichiesti.subscribe, avvisiRichiesti.get, () => false);
  if (!richiesti) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        containerAriaLabel="Notifiche"
        toastOptions={{ closeButtonAriaLabel: 'Chiudi notifica' }}
      />
    </Suspense>
  );
}
