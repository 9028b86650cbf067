import { Hero } from './Hero';
import { ServicesSection } from './ServicesSection';

/** Home (spec section 2): the sections built so far, in the spec's order. */
export function HomePage() {
  return (
    <>
      <Hero />
      <ServicesSection />
    </>
  );
}
