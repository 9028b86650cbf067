import { aboutPageQuery, type AboutView } from '@site/shared/request';
import { aboutStats, COMPANY_FOUNDED_YEAR, type StatCard } from '@site/shared/format';
import { ArrowRight, CheckCircle2, Clock, contentIcons, MessageCircle, SiteLink, TrendingUp, Users, type LucideIcon } from '@site/shared/ui';
import { chatLink, paths, withLang } from '@site/shared/site';
import { interpolate } from '@site/shared/i18n';
import { useLanguage, useQuery, useScreenTexts, useT } from '@site/shared/react';
import { use } from 'react';
import { CtaBand, ctaButton, ctaOutlineButton } from '../common/CtaBand';
import { PageHero } from '../common/PageHero';
import { PageError, PageLoading } from '../common/PageStates';
import { StatCards } from '../common/StatCards';

/**
 * /about (docs/product.md#about): the hero with the business name and description, four statistics,
 * our story (founded 2020), mission and vision, the four values, the free-consultation promo and
 * a call to action; loading, and an error whose retry reloads the page.
 */
export default function AboutPage() {
  const t = useT();
  const about = useQuery(aboutPageQuery);
  if (about.status === 'loading') return <PageLoading />;
  if (about.status === 'error') return <PageError text={t.blocks.data} />;
  return <About data={about.data} />;
}

const statIcons: Record<StatCard['key'], LucideIcon> = {
  happyClients: Users,
  completedProjects: CheckCircle2,
  satisfactionRate: TrendingUp,
  support: Clock,
  teamMembers: Users,
  yearsOfExperience: TrendingUp,
};

function About({ data }: { data: AboutView }) {
  const t = useScreenTexts();
  const lang = useLanguage();
  const stats = aboutStats(data.statistics, lang).filter((stat): stat is StatCard & { value: string } => stat.value !== null);
  return (
    <>
      <PageHero eyebrow={t.about.title} title={data.businessName} text={data.businessDescription} />
      <section aria-labelledby="about-stats-title" className="container-page">
        <h2 id="about-stats-title" className="sr-only">
          {t.stats.title}
        </h2>
        <StatCards wide items={stats.map((stat) => ({ key: stat.key, value: stat.value, label: t.stats[stat.key], Icon: statIcons[stat.key] }))} />
      </section>
      <Story message={data.businessMessage} />
      <Values />
      <Consultation />
      <section aria-labelledby="about-cta-title" className="container-page pb-20 sm:pb-28">
        <AboutCta />
      </section>
    </>
  );
}

function Story({ message }: { message: string | null }) {
  const t = useScreenTexts().about;
  const { BookOpen, Target, Eye } = use(contentIcons());
  return (
    <section aria-labelledby="story-title" className="py-16 sm:py-24">
      <div className="container-page grid items-start gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
            <BookOpen aria-hidden="true" className="size-4" />
            <bdi dir="ltr">{COMPANY_FOUNDED_YEAR}</bdi>
          </p>
          <h2 id="story-title" className="mt-3 text-3xl font-bold tracking-tight text-fg sm:text-4xl">
            {t.storyTitle}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-muted" data-testid="about-story">
            {interpolate(t.storyText, { year: COMPANY_FOUNDED_YEAR })}
          </p>
        </div>
        <div className="grid gap-6">
          {message ? (
            <div className="card p-6 sm:p-7" data-testid="about-mission">
              <h3 className="flex items-center gap-3 text-lg font-bold text-fg">
                <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary">
                  <Target className="size-5" />
                </span>
                {t.missionTitle}
              </h3>
              <p className="mt-4 leading-relaxed text-muted">{message}</p>
            </div>
          ) : null}
          <div className="card p-6 sm:p-7" data-testid="about-vision">
            <h3 className="flex items-center gap-3 text-lg font-bold text-fg">
              <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-accent-soft text-accent">
                <Eye className="size-5" />
              </span>
              {t.visionTitle}
            </h3>
            <p className="mt-4 leading-relaxed text-muted">{t.visionText}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

const values = ['innovation', 'quality', 'teamwork', 'excellence'] as const;

function Values() {
  const t = useScreenTexts().about;
  const { Lightbulb, Award, Trophy } = use(contentIcons());
  const icons: Record<(typeof values)[number], LucideIcon> = { innovation: Lightbulb, quality: Award, teamwork: Users, excellence: Trophy };
  return (
    <section aria-labelledby="values-title" className="bg-surface py-16 sm:py-24">
      <div className="container-page">
        <h2 id="values-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
          {t.valuesTitle}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="about-values">
          {values.map((value) => {
            const Icon = icons[value];
            return (
              <li key={value} className="card p-6">
                <span aria-hidden="true" className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-fg">{t[value]}</h3>
                <p className="mt-2 leading-relaxed text-muted">{t[`${value}Text`]}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Consultation() {
  const t = useScreenTexts().about;
  const lang = useLanguage();
  const { CalendarCheck } = use(contentIcons());
  return (
    <section aria-labelledby="consultation-title" className="container-page py-16 sm:py-24">
      <div className="card flex flex-col items-start gap-6 border-primary/30 bg-primary-soft p-8 sm:flex-row sm:items-center sm:p-10">
        <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-2xl bg-bg text-primary">
          <CalendarCheck className="size-7" />
        </span>
        <div className="flex-1">
          <h2 id="consultation-title" className="text-2xl font-bold text-fg">
            {t.consultationTitle}
          </h2>
          <p className="mt-2 text-lg text-muted">{t.consultationText}</p>
        </div>
        <SiteLink href={withLang(paths.consultation, lang)} className="btn btn-primary shrink-0" data-testid="about-consultation">
          {t.consultationButton}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </SiteLink>
      </div>
    </section>
  );
}

function AboutCta() {
  const t = useScreenTexts().about;
  const lang = useLanguage();
  return (
    <CtaBand title={t.ctaTitle} text={t.ctaText} headingId="about-cta-title">
      <a href={chatLink()} target="_blank" rel="noopener noreferrer" className={ctaButton} data-testid="about-chat">
        <MessageCircle aria-hidden="true" className="size-5" />
        {t.ctaChat}
      </a>
      <SiteLink href={withLang(paths.services, lang)} className={ctaOutlineButton} data-testid="about-services">
        {t.ctaServices}
      </SiteLink>
      <SiteLink href={`${withLang(paths.home, lang)}#contact`} className={ctaOutlineButton} data-testid="about-contact">
        {t.ctaContact}
      </SiteLink>
    </CtaBand>
  );
}
