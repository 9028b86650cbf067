import { ArrowDown, MessageCircle, SiteLink } from '@site/shared/ui';
import { chatLink, paths, withLang } from '@site/shared/site';
import { useLanguage, useT } from '@site/shared/react';
import { HeroVisual } from './HeroVisual';

export function Hero() {
  const t = useT();
  const lang = useLanguage();
  return (
    <section data-testid="home-hero" className="relative overflow-hidden bg-[image:var(--hero-glow)] pb-12 pt-32 sm:pb-20 sm:pt-40">
      <div className="container-page grid items-center gap-16 lg:grid-cols-[1.15fr_1fr]">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-bg/70 px-4 py-1.5 text-sm font-medium text-primary">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
            {t.home.heroEyebrow}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-fg sm:text-5xl lg:text-6xl">{t.home.heroTitle}</h1>
          <p className="mt-5 text-xl font-medium text-fg/85 sm:text-2xl">{t.home.heroSubtitle}</p>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{t.home.heroDescription}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <a href={chatLink()} target="_blank" rel="noopener noreferrer" className="btn btn-primary px-6 text-base" data-testid="hero-start">
              <MessageCircle aria-hidden="true" className="size-5" />
              {t.home.startNow}
            </a>
            <SiteLink href={withLang(paths.services, lang)} className="btn btn-ghost px-6 text-base">
              {t.home.learnServices}
            </SiteLink>
          </div>
          <a href="#intro" className="focus-ring mt-12 inline-flex items-center gap-2 rounded-lg text-sm font-medium text-muted hover:text-fg">
            <ArrowDown aria-hidden="true" className="size-4 motion-safe:animate-bounce" />
            {t.home.discoverMore}
          </a>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
