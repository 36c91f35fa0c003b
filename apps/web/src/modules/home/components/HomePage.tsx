import { compatibilitaAuto } from '@ricambiamo/contracts';
import { useCallback } from 'react';
import type { AutoCard } from '../../catalogo/api/auto-card';
import type { FiltriRicerca } from '../../catalogo/api/filtri-ricerca';
import { RicercaVeicoliForm } from '../../catalogo/components/RicercaVeicoliForm';
import { VeicoliDisponibili } from '../../catalogo/components/VeicoliDisponibili';
import { useFiltriRicerca } from '../../catalogo/hooks/useFiltriRicerca';
import { useRisultatiInVista } from '../../catalogo/hooks/useRisultatiInVista';
import { BadgeCompatibilita } from '../../garage/components/BadgeCompatibilita';
import { useVeicoloAttivo } from '../../garage/hooks/useVeicoloAttivo';
import { SalvaRicerca } from '../../ricerche/components/SalvaRicerca';
import { SuggerimentoCercoRicambio } from '../../richieste/components/SuggerimentoCercoRicambio';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { ComeFunziona } from './ComeFunziona';
import { HeroSection } from './HeroSection';
import { VenditoreCta } from './VenditoreCta';

export function HomePage() {
  const { filtri, imposta, chiave } = useFiltriRicerca();
  const { titolo, richiedi } = useRisultatiInVista<HTMLHeadingElement>();
  // The vehicle the cards' fit is judged for and "Solo compatibili" narrows to (docs/rules.md §3.14).
  const veicoloAttivo = useVeicoloAttivo();
  const { veicolo } = veicoloAttivo;
  const compatibilita = veicolo ? (auto: AutoCard) => <BadgeCompatibilita compatibilita={compatibilitaAuto(veicolo, auto)} /> : undefined;
  // Cerca, Applica Filtri, Reset Filtri and the pages all show the results they asked for.
  const cerca = useCallback(
    (nuovi: FiltriRicerca) => {
      richiedi();
      imposta(nuovi);
    },
    [richiedi, imposta],
  );
  return (
    <>
      <TitoloPagina />
      {/* Keyed by the URL so the form shows what a reset, a back step or a shared link put there. */}
      <HeroSection ricerca={<RicercaVeicoliForm key={chiave} filtri={filtri} onCerca={cerca} veicoloAttivo={veicoloAttivo} />} />
      <VeicoliDisponibili
        filtri={filtri}
        onCambiaFiltri={cerca}
        titoloRef={titolo}
        veicoloAttivo={veicoloAttivo}
        compatibilita={compatibilita}
        azioni={<SalvaRicerca filtri={filtri} veicoloAttivo={veicoloAttivo} />}
        seVuoto={<SuggerimentoCercoRicambio />}
      />
      <ComeFunziona />
      <VenditoreCta />
    </>
  );
}
