import clsx from 'clsx';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSessione } from '../../auth/hooks/useSessione';
import { InserzioniTab } from '../../inserzioni/components/InserzioniTab';
import { useRitardato } from '../../inserzioni/hooks/useRitardato';
import { OrdiniRicevutiTab } from '../../ordini/components/OrdiniRicevutiTab';
import { buttonClasses } from '../../ui/components/Button';
import { CampoRicerca } from '../../ui/components/CampoRicerca';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { IntestazioneVenditore } from '../../vetrina/components/IntestazioneVenditore';
import { StatisticheVenditore } from './StatisticheVenditore';

const schedaClasses = (attiva: boolean) =>
  clsx(
    '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors',
    attiva ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-500 hover:text-slate-800',
  );

export function VenditoreDashboardPage() {
  const { utente } = useSessione();
  const { pathname } = useLocation();
  const [testo, setTesto] = useState('');
  const ricerca = useRitardato(testo.trim());
  if (!utente) return null;
  // docs/rules.md §3: /venditore and /venditore/inserzioni open the listings tab, /venditore/ordini the orders tab.
  const scheda = pathname.startsWith('/venditore/ordini') ? 'ordini' : 'inserzioni';
  // docs/rules.md §3: the header falls back to the person's name until the business name is set.
  const intestazione = utente.nomeAttivita ?? utente.nome;

  return (
    <div className="space-y-6">
      <TitoloPagina titolo="Dashboard venditore" />
      <IntestazioneVenditore
        nome={intestazione}
        bannerImage={utente.bannerImage}
        logoImage={utente.logoImage}
        azione={
          <Link to="/venditore/profilo" className={buttonClasses('secondary', 'self-start sm:self-auto')}>
            <Pencil aria-hidden className="size-4" />
            Modifica Profilo
          </Link>
        }
      />
      <StatisticheVenditore />
      <section aria-label="Inserzioni e ordini">
        <div className="flex flex-col gap-3 border-b border-slate-200 sm:flex-row sm:items-end sm:justify-between">
          <nav aria-label="Schede della dashboard" className="flex">
            <Link to="/venditore/inserzioni" aria-current={scheda === 'inserzioni' ? 'page' : undefined} className={schedaClasses(scheda === 'inserzioni')}>
              Inserzioni
            </Link>
            <Link to="/venditore/ordini" aria-current={scheda === 'ordini' ? 'page' : undefined} className={schedaClasses(scheda === 'ordini')}>
              Ordini
            </Link>
          </nav>
          <CampoRicerca
            valore={testo}
            onCambia={setTesto}
            placeholder={scheda === 'ordini' ? 'Cerca cliente, ricambio o codice…' : 'Cerca per marca o modello…'}
            className="mb-2 sm:w-72"
          />
        </div>
        <div className="pt-5">
          {scheda === 'inserzioni' ? <InserzioniTab ricerca={ricerca} /> : <OrdiniRicevutiTab ricerca={ricerca} />}
        </div>
      </section>
    </div>
  );
}
