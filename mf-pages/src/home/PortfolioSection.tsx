import { ArrowRight, contentIcons, SiteLink } from '@site/shared/ui';
import { paths, withLang } from '@site/shared/site';
import { RemoteBlock } from '@site/shared/blocks';
import { useLanguage, useScreenTexts } from '@site/shared/react';
import { use } from 'react';
import { HomeSection } from './HomeSection';

/**
 * Home, section 8 (docs/product.md#home): the design portfolio teaser. This section owns the heading,
 * the intro and the 'view all' link; the cards of the first six designs are mf-portfolio's
 * (`mf_portfolio/teaser`, which reads its own data). If that section is down, its place shows a
 * card that leads to the portfolio, and the rest of the page works.
 */
export default function PortfolioSection() {
  const t = useScreenTexts();
  const lang = useLanguage();
  const portfolio = withLang(paths.portfolio, lang);
  return (
    <HomeSection
      id="portfolio-title"
      title={t.portfolio.teaserTitle}
      text={t.portfolio.teaserSubtitle}
      action={{ href: portfolio, label: t.portfolio.viewAll, testId: 'home-portfolio-all' }}
      testId="home-portfolio"
    >
      <RemoteBlock id="mf_portfolio/teaser" className="mt-12" fallback={<PortfolioTeaserFallback href={portfolio} />} />
    </HomeSection>
  );
}

function PortfolioTeaserFallback({ href }: { href: string }) {
  const t = useScreenTexts();
  const { Images } = use(contentIcons());
  return (
    <div className="card flex flex-col items-center gap-5 px-6 py-12 text-center" data-testid="portfolio-teaser-fallback">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <Images className="size-7" />
      </span>
      <p className="max-w-xl text-lg text-muted">{t.homeSections.portfolioFallback}</p>
      <SiteLink href={href} className="btn btn-primary">
        {t.portfolio.viewAll}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </SiteLink>
    </div>
  );
}
