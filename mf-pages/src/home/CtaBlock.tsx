import { chatLink, MessageCircle, Send, useT } from '@site/shared';

/** The services grid's call to action: two chat links (spec section 2, Home 4). */
export function CtaBlock() {
  const t = useT();
  return (
    <div className="mt-16 overflow-hidden rounded-3xl bg-primary px-8 py-12 text-on-primary sm:px-12">
      <div className="flex flex-col items-start justify-between gap-8 md:flex-row md:items-center">
        <div className="max-w-xl">
          <h2 className="text-2xl font-bold sm:text-3xl">{t.home.ctaTitle}</h2>
          <p className="mt-3 text-lg opacity-90">{t.home.ctaText}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={chatLink()} target="_blank" rel="noopener noreferrer" className="btn bg-on-primary text-primary hover:opacity-90">
            <MessageCircle aria-hidden="true" className="size-5" />
            {t.home.ctaChat}
          </a>
          <a
            href={chatLink(undefined, t.home.ctaQuote)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn border-on-primary/40 text-on-primary hover:bg-on-primary/10"
          >
            <Send aria-hidden="true" className="size-5" />
            {t.home.ctaQuote}
          </a>
        </div>
      </div>
    </div>
  );
}
