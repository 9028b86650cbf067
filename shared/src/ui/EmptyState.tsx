import type { ReactNode } from 'react';
import * as lucide from '@lucide/icons';
import { lucideIcon } from './lucide-icon';

const Inbox = /* @__PURE__ */ lucideIcon(lucide.Inbox);

interface Props {
  text: string;
  title?: string;
  icon?: ReactNode;
  /** an optional action, e.g. a link back to a list */
  children?: ReactNode;
}

/** What a list shows when it has nothing ('No projects available', ...: docs/product.md#error-catalogue). */
export function EmptyState({ text, title, icon, children }: Props) {
  return (
    <div className="card grid justify-items-center gap-3 px-6 py-12 text-center" data-testid="empty-state">
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-2xl bg-surface-2 text-muted">
        {icon ?? <Inbox className="size-6" />}
      </span>
      {title ? <p className="text-lg font-semibold text-fg">{title}</p> : null}
      <p className="max-w-md text-muted">{text}</p>
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
