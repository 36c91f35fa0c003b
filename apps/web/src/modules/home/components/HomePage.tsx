import { RicercaVeicoliForm } from '../../catalogo/components/RicercaVeicoliForm';
import { VeicoliDisponibili } from '../../catalogo/components/VeicoliDisponibili';
import { useFiltriRicerca } from '../../catalogo/hooks/useFiltriRicerca';
import { TitoloPagina } from '../../ui/components/TitoloPagina';
import { ComeFunziona } from './ComeFunziona';
import { HeroSection } from './HeroSection';
import { VenditoreCta } from './VenditoreCta';

export function HomePage() {
  const { filtri, imposta, chiave } = useFiltriRicerca();
  return (
    <>
      <TitoloPagina />
      {/* Keyed by the URL so the form shows what a reset, a back step or a shared link put there. */}
      <HeroSection ricerca={<RicercaVeicoliForm key={chiave} filtri={filtri} onCerca={imposta} />} />
      <VeicoliDisponibili filtri={filtri} onCambiaFiltri={imposta} />
      <ComeFunziona />
      <VenditoreCta />
    </>
  );
}
