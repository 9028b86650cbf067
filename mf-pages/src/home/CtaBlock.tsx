import { chatLink } from '@site/shared/site';
import { MessageCircle, Send } from '@site/shared/ui';
import { useScreenTexts } from '@site/shared/react';
import { CtaBand, ctaButton, ctaOutlineButton } from '../common/CtaBand';

/** The services grid's call to action: two chat links (docs/product.md#home, section 4). */
export function CtaBlock() {
  const t = useScreenTexts().services;
  return (
    <div className="mt-16">
      <CtaBand title={t.ctaTitle} text={t.ctaText}>
        <a href={chatLink()} target="_blank" rel="noopener noreferrer" className={ctaButton}>
          <MessageCircle aria-hidden="true" className="size-5" />
          {t.ctaChat}
        </a>
        <a href={chatLink(undefined, t.ctaQuote)} target="_blank" rel="noopener noreferrer" className={ctaOutlineButton}>
          <Send aria-hidden="true" className="size-5" />
          {t.ctaQuote}
        </a>
      </CtaBand>
    </div>
  );
}
