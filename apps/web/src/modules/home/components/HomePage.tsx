import { ComeFunziona } from './ComeFunziona';
import { HeroSection } from './HeroSection';
import { VenditoreCta } from './VenditoreCta';

export function HomePage() {
  return (
    <>
      <HeroSection />
      <ComeFunziona />
      <VenditoreCta />
    </>
  );
}
