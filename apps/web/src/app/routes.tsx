import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../modules/auth/components/RequireRole';
import { HomePage } from '../modules/home/components/HomePage';
import { ErrorPage } from '../modules/layout/components/ErrorPage';
import { NotFoundPage } from '../modules/layout/components/NotFoundPage';
import { AREA_PERSONALE, SiteLayout } from '../modules/layout/components/SiteLayout';

/**
 * A screen loaded the first time its route opens: the first page brings only the site's frame and the home page, the
 * personal areas, the forms and the checkout come when asked for.
 */
const schermata = <M,>(carica: () => Promise<M>, nome: keyof M & string) =>
  // The name tells the build (src/prerender.tsx) which chunk a page needs at once.
  Object.assign(async () => ({ Component: (await carica())[nome] as ComponentType }), { schermata: nome });

const termini = schermata(() => import('../modules/pagine/components/TerminiPage'), 'TerminiPage');
const privacy = schermata(() => import('../modules/pagine/components/PrivacyPage'), 'PrivacyPage');
const cookie = schermata(() => import('../modules/pagine/components/CookiePage'), 'CookiePage');
const condizioniVendita = schermata(
  () => import('../modules/pagine/components/CondizioniVenditaPage'),
  'CondizioniVenditaPage',
);
const spedizioni = schermata(() => import('../modules/pagine/components/SpedizioniPage'), 'SpedizioniPage');
const garanziaResi = schermata(() => import('../modules/pagine/components/GaranziaResiPage'), 'GaranziaResiPage');
const login = schermata(() => import('../modules/auth/components/LoginPage'), 'LoginPage');
const registrazione = schermata(() => import('../modules/auth/components/RegistrazionePage'), 'RegistrazionePage');
const resetPassword = schermata(() => import('../modules/auth/components/ResetPasswordPage'), 'ResetPasswordPage');
const updatePassword = schermata(() => import('../modules/auth/components/UpdatePasswordPage'), 'UpdatePasswordPage');
const dettaglioInserzione = schermata(() => import('./DettaglioInserzionePage'), 'DettaglioInserzionePage');
const vetrina = schermata(
  () => import('../modules/vetrina/components/VetrinaPage'),
  'VetrinaPage',
);
const vantaggiAcquirenti = schermata(
  () => import('../modules/pagine/components/VantaggiAcquirentiPage'),
  'VantaggiAcquirentiPage',
);
const vantaggiVenditori = schermata(
  () => import('../modules/pagine/components/VantaggiVenditoriPage'),
  'VantaggiVenditoriPage',
);
const dashboardLayout = schermata(() => import('../modules/layout/components/DashboardLayout'), 'DashboardLayout');
const venditoreDashboard = schermata(
  () => import('../modules/venditore/components/VenditoreDashboardPage'),
  'VenditoreDashboardPage',
);
const guidaVenditore = schermata(() => import('../modules/guida/components/GuidaVenditorePage'), 'GuidaVenditorePage');
const parcoMacchine = schermata(() => import('../modules/parco/components/ParcoMacchinePage'), 'ParcoMacchinePage');
const nuovaInserzione = schermata(
  () => import('../modules/inserzioni/components/NuovaInserzionePage'),
  'NuovaInserzionePage',
);
const importa = schermata(() => import('../modules/importazioni/components/ImportaPage'), 'ImportaPage');
const verificheRicevute = schermata(
  () => import('../modules/compatibilita/components/VerificheRicevutePage'),
  'VerificheRicevutePage',
);
const statistiche = schermata(() => import('../modules/statistiche/components/StatistichePage'), 'StatistichePage');
const modificaInserzione = schermata(
  () => import('../modules/inserzioni/components/ModificaInserzionePage'),
  'ModificaInserzionePage',
);
const impostazioniProfilo = schermata(
  () => import('../modules/venditore/components/ImpostazioniProfiloPage'),
  'ImpostazioniProfiloPage',
);
const acquistaGettoni = schermata(
  () => import('../modules/gettoni/components/AcquistaGettoniPage'),
  'AcquistaGettoniPage',
);
const esitoAcquisto = schermata(() => import('../modules/gettoni/components/EsitoAcquistoPage'), 'EsitoAcquistoPage');
const checkoutSviluppo = schermata(
  () => import('../modules/gettoni/components/CheckoutSviluppoPage'),
  'CheckoutSviluppoPage',
);
const acquirenteDashboard = schermata(
  () => import('../modules/acquirente/components/AcquirenteDashboardPage'),
  'AcquirenteDashboardPage',
);
const messaggi = schermata(() => import('../modules/messaggi/components/MessaggiPage'), 'MessaggiPage');
const ricercheSalvate = schermata(() => import('../modules/ricerche/components/RicercheSalvatePage'), 'RicercheSalvatePage');
const disattivaAvvisi = schermata(() => import('../modules/ricerche/components/DisattivaAvvisiPage'), 'DisattivaAvvisiPage');
const bachecaRichieste = schermata(() => import('../modules/richieste/components/BachecaRichiestePage'), 'BachecaRichiestePage');
const nuovaRichiesta = schermata(() => import('../modules/richieste/components/NuovaRichiestaPage'), 'NuovaRichiestaPage');
const richiesta = schermata(() => import('../modules/richieste/components/RichiestaPage'), 'RichiestaPage');
const mieRichieste = schermata(() => import('../modules/richieste/components/MieRichiestePage'), 'MieRichiestePage');
const richiesteVenditore = schermata(
  () => import('../modules/richieste/components/RichiesteVenditorePage'),
  'RichiesteVenditorePage',
);
const comeOrdiniamo = schermata(() => import('../modules/pagine/components/ComeOrdiniamoPage'), 'ComeOrdiniamoPage');
const datiVendita = schermata(() => import('../modules/tracciabilita/components/DatiVenditaPage'), 'DatiVenditaPage');
const provvedimenti = schermata(() => import('../modules/provvedimenti/components/ProvvedimentiPage'), 'ProvvedimentiPage');
const provvedimento = schermata(() => import('../modules/provvedimenti/components/ProvvedimentoPage'), 'ProvvedimentoPage');
const consoleOperatore = schermata(() => import('../modules/operatore/components/ConsolePage'), 'ConsolePage');
const profiloAcquirente = schermata(
  () => import('../modules/acquirente/components/ProfiloAcquirentePage'),
  'ProfiloAcquirentePage',
);

/** docs/rules.md §3 route table: the policy pages under /policies. */
const POLICY: RouteObject[] = [
  { path: 'terms', lazy: termini },
  { path: 'privacy', lazy: privacy },
  { path: 'cookies', lazy: cookie },
  { path: 'sales', lazy: condizioniVendita },
  { path: 'shipping', lazy: spedizioni },
  { path: 'warranty', lazy: garanziaResi },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', lazy: login },
      { path: 'registrazione', lazy: registrazione },
      { path: 'reset-password', lazy: resetPassword },
      { path: 'update-password', lazy: updatePassword },
      { path: 'inserzione/:id', lazy: dettaglioInserzione },
      { path: 'venditore/:id/profilo', lazy: vetrina },
      { path: 'buyer-benefits', lazy: vantaggiAcquirenti },
      { path: 'seller-benefits', lazy: vantaggiVenditori },
      { path: 'policies', children: POLICY },
      // Art. 49-bis Codice del Consumo: the ranking parameters the search really uses.
      { path: 'come-ordiniamo', lazy: comeOrdiniamo },
      // docs/rules.md §3.20: the board and a request are public; publishing one takes a buyer.
      { path: 'cerco', lazy: bachecaRichieste },
      { path: 'cerco/nuova', element: <RequireRole ruolo="acquirente" />, children: [{ index: true, lazy: nuovaRichiesta }] },
      { path: 'cerco/:id', lazy: richiesta },
      // An alert e-mail's unsubscribe link: no login, the token is the permission.
      { path: 'avvisi/disattiva', lazy: disattivaAvvisi },
      {
        path: 'venditore',
        element: <RequireRole ruolo="venditore" />,
        children: [
          {
            lazy: dashboardLayout,
            handle: AREA_PERSONALE,
            children: [
              { index: true, lazy: venditoreDashboard },
              // docs/rules.md §3: listings and orders are tabs of the dashboard screen.
              { path: 'inserzioni', lazy: venditoreDashboard },
              { path: 'ordini', lazy: venditoreDashboard },
              { path: 'guida', lazy: guidaVenditore },
              { path: 'parco-macchine', lazy: parcoMacchine },
              { path: 'nuova-inserzione', lazy: nuovaInserzione },
              { path: 'modifica-inserzione/:id', lazy: modificaInserzione },
              { path: 'importa', lazy: importa },
              { path: 'verifiche', lazy: verificheRicevute },
              { path: 'statistiche', lazy: statistiche },
              { path: 'richieste', lazy: richiesteVenditore },
              { path: 'profilo', lazy: impostazioniProfilo },
              { path: 'dati-vendita', lazy: datiVendita },
              { path: 'acquista-gettoni', lazy: acquistaGettoni },
              { path: 'acquista-gettoni/success', lazy: esitoAcquisto },
            ],
          },
        ],
      },
      {
        // Not in the route table of docs/rules.md §3.1: our stand-in for Stripe's hosted page when no Stripe keys are set.
        path: 'sviluppo/checkout/:sessionId',
        element: <RequireRole ruolo="venditore" />,
        children: [{ index: true, lazy: checkoutSviluppo }],
      },
      {
        path: 'acquirente',
        element: <RequireRole ruolo="acquirente" />,
        children: [
          {
            lazy: dashboardLayout,
            handle: AREA_PERSONALE,
            children: [
              { index: true, lazy: acquirenteDashboard },
              { path: 'ordini', lazy: acquirenteDashboard },
              { path: 'profilo', lazy: profiloAcquirente },
              { path: 'ricerche', lazy: ricercheSalvate },
              { path: 'richieste', lazy: mieRichieste },
            ],
          },
        ],
      },
      // docs/rules.md §3.21: the operator's console, a chunk of its own.
      { path: 'operatore', element: <RequireRole ruolo="operatore" />, children: [{ index: true, lazy: consoleOperatore }] },
      {
        // docs/rules.md §3.22: the statements of reasons issued to the user, in their own area's frame.
        path: 'provvedimenti',
        element: <RequireRole />,
        children: [
          {
            lazy: dashboardLayout,
            handle: AREA_PERSONALE,
            children: [
              { index: true, lazy: provvedimenti },
              { path: ':id', lazy: provvedimento },
            ],
          },
        ],
      },
      {
        // docs/rules.md §3.18: both roles, each in their own area's frame.
        path: 'messaggi',
        element: <RequireRole />,
        children: [
          {
            lazy: dashboardLayout,
            handle: AREA_PERSONALE,
            children: [
              { index: true, lazy: messaggi },
              { path: ':id', lazy: messaggi },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
