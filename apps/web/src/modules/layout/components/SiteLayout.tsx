import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { Navbar } from './Navbar';
import { SiteFooter } from './SiteFooter';

export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster
        position="top-center"
        richColors
        closeButton
        containerAriaLabel="Notifiche"
        toastOptions={{ closeButtonAriaLabel: 'Chiudi notifica' }}
      />
      <ScrollRestoration />
    </div>
  );
}
