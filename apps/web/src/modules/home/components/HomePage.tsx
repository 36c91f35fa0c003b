import { ComeFunziona } from './ComeFunziona';
import { HeroSection } from './HeroSection';
import { VenditoreCta } from './VenditoreCta';
import { TitoloPagina } from '../../ui/components/TitoloPagina';

export function HomePage() {
  return (
    <>
      <TitoloPagina />
      <HeroSection />
      <ComeFunziona />
      <VenditoreCta />
    </>
  );
}
