import { useScreenTexts } from '@site/shared/react';
import { HomeSection } from './HomeSection';
import { WhyUsPoints } from '../common/WhyUsPoints';

/** Home, section 5 (docs/product.md#home): why choose us. */
export default function WhyUs() {
  const t = useScreenTexts().whyUs;
  return (
    <HomeSection id="why-title" title={t.title} text={t.subtitle} surface testId="home-why">
      <div className="mt-12">
        <WhyUsPoints points={['professionalTeam', 'fastDelivery', 'highQuality', 'support']} />
      </div>
    </HomeSection>
  );
}
