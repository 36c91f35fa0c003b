import type { RouteObject } from 'react-router';
import { AcquirenteDashboardPage } from '../modules/acquirente/components/AcquirenteDashboardPage';
import { ProfiloAcquirentePage } from '../modules/acquirente/components/ProfiloAcquirentePage';
import { LoginPage } from '../modules/auth/components/LoginPage';
import { RegistrazionePage } from '../modules/auth/components/RegistrazionePage';
import { RequireRole } from '../modules/auth/components/RequireRole';
import { ResetPasswordPage } from '../modules/auth/components/ResetPasswordPage';
import { UpdatePasswordPage } from '../modules/auth/components/UpdatePasswordPage';
import { DettaglioInserzionePage } from '../modules/catalogo/components/DettaglioInserzionePage';
import { GuidaVenditorePage } from '../modules/guida/components/GuidaVenditorePage';
import { HomePage } from '../modules/home/components/HomePage';
import { AcquistaGettoniPage } from '../modules/gettoni/components/AcquistaGettoniPage';
import { CheckoutSviluppoPage } from '../modules/gettoni/components/CheckoutSviluppoPage';
import { EsitoAcquistoPage } from '../modules/gettoni/components/EsitoAcquistoPage';
import { ModificaInserzionePage } from '../modules/inserzioni/components/ModificaInserzionePage';
import { NuovaInserzionePage } from '../modules/inserzioni/components/NuovaInserzionePage';
import { DashboardLayout } from '../modules/layout/components/DashboardLayout';
import { ErrorPage } from '../modules/layout/components/ErrorPage';
import { NotFoundPage } from '../modules/layout/components/NotFoundPage';
import { AREA_PERSONALE, SiteLayout } from '../modules/layout/components/SiteLayout';
import { CondizioniVenditaPage } from '../modules/pagine/components/CondizioniVenditaPage';
import { CookiePage } from '../modules/pagine/components/CookiePage';
import { GaranziaResiPage } from '../modules/pagine/components/GaranziaResiPage';
import { PrivacyPage } from '../modules/pagine/components/PrivacyPage';
import { SpedizioniPage } from '../modules/pagine/components/SpedizioniPage';
import { TerminiPage } from '../modules/pagine/components/TerminiPage';
import { VantaggiAcquirentiPage } from '../modules/pagine/components/VantaggiAcquirentiPage';
import { VantaggiVenditoriPage } from '../modules/pagine/components/VantaggiVenditoriPage';
import { ParcoMacchinePage } from '../modules/parco/components/ParcoMacchinePage';
import { ImpostazioniProfiloPage } from '../modules/venditore/components/ImpostazioniProfiloPage';
import { VenditoreDashboardPage } from '../modules/venditore/components/VenditoreDashboardPage';
import { ProfiloPubblicoPage } from '../modules/venditori/components/ProfiloPubblicoPage';

/** Spec §2 route table: the policy pages under /policies. */
const POLICY: RouteObject[] = [
  { path: 'terms', element: <TerminiPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'cookies', element: <CookiePage /> },
  { path: 'sales', element: <CondizioniVenditaPage /> },
  { path: 'shipping', element: <SpedizioniPage /> },
  { path: 'warranty', element: <GaranziaResiPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'registrazione', element: <RegistrazionePage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'update-password', element: <UpdatePasswordPage /> },
      { path: 'inserzione/:id', element: <DettaglioInserzionePage /> },
      { path: 'venditore/:id/profilo', element: <ProfiloPubblicoPage /> },
      { path: 'buyer-benefits', element: <VantaggiAcquirentiPage /> },
      { path: 'seller-benefits', element: <VantaggiVenditoriPage /> },
      { path: 'policies', children: POLICY },
      {
        path: 'venditore',
        element: <RequireRole ruolo="venditore" />,
        children: [
          {
            element: <DashboardLayout />,
            handle: AREA_PERSONALE,
            children: [
              { index: true, element: <VenditoreDashboardPage /> },
              // Spec §2: listings and orders are tabs of the dashboard screen.
              { path: 'inserzioni', element: <VenditoreDashboardPage /> },
              { path: 'ordini', element: <VenditoreDashboardPage /> },
              { path: 'guida', element: <GuidaVenditorePage /> },
              { path: 'parco-macchine', element: <ParcoMacchinePage /> },
              { path: 'nuova-inserzione', element: <NuovaInserzionePage /> },
              { path: 'modifica-inserzione/:id', element: <ModificaInserzionePage /> },
              { path: 'profilo', element: <ImpostazioniProfiloPage /> },
              { path: 'acquista-gettoni', element: <AcquistaGettoniPage /> },
              { path: 'acquista-gettoni/success', element: <EsitoAcquistoPage /> },
            ],
          },
        ],
      },
      {
        // Not in the spec's table: our stand-in for Stripe's hosted page when no Stripe keys are set.
        path: 'sviluppo/checkout/:sessionId',
        element: <RequireRole ruolo="venditore" />,
        children: [{ index: true, element: <CheckoutSviluppoPage /> }],
      },
      {
        path: 'acquirente',
        element: <RequireRole ruolo="acquirente" />,
        children: [
          {
            element: <DashboardLayout />,
            handle: AREA_PERSONALE,
            children: [
              { index: true, element: <AcquirenteDashboardPage /> },
              { path: 'ordini', element: <AcquirenteDashboardPage /> },
              { path: 'profilo', element: <ProfiloAcquirentePage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
