import { Hammer } from 'lucide-react';
import { useT } from '@site/shared/react';
import { paths } from '@site/shared/site';
import { MessagePage } from './MessagePage';
import { SiteLink } from './SiteLink';

/** Shown on a route of the site whose screen is not built yet: honest, not a fake page. */
export function PendingPage({ title }: { title: string }) {
  const t = useT();
  return (
    <MessagePage eyebrow={title} title={t.pending.title} text={t.pending.text} icon={<Hammer aria-hidden="true" />}>
      <SiteLink href={paths.home} className="btn btn-ghost">
        {t.pending.home}
      </SiteLink>
    </MessagePage>
  );
}
