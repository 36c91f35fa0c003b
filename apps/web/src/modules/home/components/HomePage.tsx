import { useCallback } from 'react';
import { RicercaVeicoliForm } from '../../catalogo/components/RicercaVeicoliForm';
import { VeicoliDisponibili } from '../../catalogo/components/VeicoliDisponibili';
import type { FiltriRicerca } from '../../catalogo/api/filtri-ricerca';
import { useFiltriRicerca } from '../../catalogo/hooks/useFiltriRicerca';
import { useRisultatiInVista } from '../../catalogo/hooks/useRisultatiInVista';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { ComeFunziona } from './ComeFunziona';
import { HeroSection } from './HeroSection';
import { VenditoreCta } from './VenditoreCta';

export function HomePage() {
  const { filtri, imposta, chiave } = useFiltriRicerca();
  const { titolo, richiedi } = useRisultatiInVista<HTMLHeadingElement>();
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
      <HeroSection ricerca={<RicercaVeicoliForm key={chiave} filtri={filtri} onCerca={cerca} />} />
      <VeicoliDisponibili filtri={filtri} onCambiaFiltri={cerca} titoloRef={titolo} />
      <ComeFunziona />
      <VenditoreCta />
    </>
  );
}
