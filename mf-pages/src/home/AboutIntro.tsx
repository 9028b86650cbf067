import { aboutPageQuery } from '@site/shared/request';
import { ArrowRight, CheckCircle2, Clock, SiteLink, SkeletonText, TrendingUp, Users, type LucideIcon } from '@site/shared/ui';
import { homeStats, type StatCard } from '@site/shared/format';
import { paths, withLang } from '@site/shared/site';
import { useLanguage, useQuery, useT } from '@site/shared/react';
import { StatCards } from '../common/StatCards';

const statIcons: Partial<Record<StatCard['key'], LucideIcon>> = {
  happyClients: Users,
  completedProjects: CheckCircle2,
  satisfactionRate: TrendingUp,
  support: Clock,
};

/**
 * Home, section 3 (docs/product.md#home): who we are, from the about data (its description), and the
 * four figures of its statistics with the defaults for what is missing (150+ happy
 * clients, 200+ projects, 95% satisfaction, 24/7 support). If the about data cannot be loaded the
 * section still reads well: the company's line from the footer and the default figures.
 * Just below the first screen, it is part of the page's first chunk (as a block of its own it
 * would load at once anyway, and cost a chunk more): core texts and first-page icons only.
 */
export function AboutIntro() {
  const t = useT();
  const lang = useLanguage();
  const about = useQuery(aboutPageQuery);
  const loading = about.status === 'loading';
  const stats = homeStats(about.status === 'ready' ? about.data.statistics : null, lang);

  return (
    <section id="intro" aria-labelledby="intro-title" className="below-fold border-y border-line bg-surface py-16 sm:py-20" data-testid="home-intro">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <div aria-busy={loading}>
          <p className="text-sm font-semibold text-primary">{t.nav.about}</p>
          <h2 id="intro-title" className="mt-3 text-3xl font-bold tracking-tight text-fg sm:text-4xl">
            {t.home.introTitle}
          </h2>
          {loading ? (
            <SkeletonText lines={4} className="mt-6" />
          ) : (
            <p className="mt-5 text-lg leading-relaxed text-muted" data-testid="home-intro-text">
              {about.status === 'ready' ? about.data.businessDescription : t.footer.about}
            </p>
          )}
          <SiteLink href={withLang(paths.about, lang)} className="btn btn-ghost mt-8" data-testid="home-about-link">
            {t.home.aboutLink}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </SiteLink>
        </div>
        <div>
          <StatCards
            items={stats.map((stat) => ({
              key: stat.key,
              value: loading ? null : stat.value,
              label: t.home.stats[stat.key as keyof typeof t.home.stats],
              Icon: statIcons[stat.key] ?? Users,
            }))}
          />
        </div>
      </div>
    </section>
  );
}
