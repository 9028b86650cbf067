import { useT } from '@site/shared/react';
import { paths } from '@site/shared/site';
import { MessagePage } from './MessagePage';
import { SiteLink } from './SiteLink';
import * as lucide from '@lucide/icons';
import { lucideIcon } from './lucide-icon';

const Compass = /* @__PURE__ */ lucideIcon(lucide.Compass);

/** The bilingual 404 page, with a link home. */
export function NotFoundPage() {
  const t = useT();
  return (
    <MessagePage eyebrow={t.notFound.code} title={t.notFound.title} text={t.notFound.text} icon={<Compass aria-hidden="true" />}>
      <SiteLink href={paths.home} className="btn btn-primary" data-testid="not-found-home">
        {t.notFound.home}
      </SiteLink>
    </MessagePage>
  );
}
