import { useScreenTexts } from '@site/shared';
import { SectionHeading } from '../common/SectionHeading';
import { WhyUsPoints } from '../common/WhyUsPoints';

/** Home, section 5 (spec section 2): why choose us. */
export default function WhyUs() {
  const t = useScreenTexts().whyUs;
  return (
    <section aria-labelledby="why-title" className="bg-surface py-16 sm:py-24" data-testid="home-why">
      <div className="container-page">
        <SectionHeading id="why-title" title={t.title} text={t.subtitle} />
        <div className="mt-12">
          <WhyUsPoints points={['professionalTeam', 'fastDelivery', 'highQuality', 'support']} />
        </div>
      </div>
    </section>
  );
}
