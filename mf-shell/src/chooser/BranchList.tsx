import { ChevronRight } from '@site/shared/ui';
import { useT } from '@site/shared/react';
import { branchChatLink, type Branch } from './branches';

/** The chooser's three entries: flag, country, branch, phone (`<bdi>`: left to right in Arabic) and chat link. */
export function BranchList({ branches }: { branches: Branch[] }) {
  const t = useT();
  return (
    <ul className="grid gap-1 p-2" data-testid="branch-list">
      {branches.map((branch) => {
        const city = t.chooser[branch.city];
        return (
          <li key={branch.id}>
            <a
              href={branchChatLink(branch)}
              target="_blank"
              rel="noopener noreferrer"
              className="focus-ring group flex items-center gap-3 rounded-2xl px-3 py-3 transition-colors hover:bg-surface"
              data-testid={`branch-${branch.id}`}
              title={t.chooser.chatWith.replace('{branch}', city)}
            >
              <img src={branch.flag} alt="" width={40} height={30} className="h-[30px] w-10 shrink-0 rounded-md object-cover shadow-[0_0_0_1px_var(--line)]" />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-bold text-fg">{t.chooser[branch.country]}</span>
                  {branch.main ? <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">{t.chooser.main}</span> : null}
                </span>
                <span className="block text-sm text-muted">{city}</span>
                <span className="mt-0.5 block text-sm font-medium tabular-nums text-fg">
                  <bdi dir="ltr" data-testid="branch-phone">
                    {branch.phone}
                  </bdi>
                </span>
                <span className="sr-only">{t.header.opensInNewTab}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-5 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
