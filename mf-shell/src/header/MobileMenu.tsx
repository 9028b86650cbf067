import { chatLink } from '@site/shared/site';
import { Menu, MessageCircle, SiteLink, X } from '@site/shared/ui';
import { useT } from '@site/shared/react';
import { useEffect, useId, useRef } from 'react';
import { isCurrent, type NavItem } from '../navigation/links';
import { OfflineToggle } from '../offline/OfflineToggle';

interface Props {
  links: NavItem[];
  location: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** on a portfolio detail page before the scroll: the toggle is not shown */
  hidden?: boolean;
  /** the menu's offline toggle was pressed: the header mounts the offline dialog's host */
  onOfflinePress?: () => void;
}

/**
 * The small-screen menu (below the `lg` breakpoint): a disclosure button with
 * `aria-expanded`. It closes on a link click, on Escape and on a click outside; focus moves
 * into it on open and back to the toggle on close (not after a click outside, where the
 * visitor already put focus somewhere else).
 */
export function MobileMenu({ links, location, open, onOpenChange, hidden = false, onOfflinePress }: Props) {
  const t = useT();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (hidden && open) onOpenChange(false);
  }, [hidden, open, onOpenChange]);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) onOpenChange(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onOpenChange]);

  const closeAndReturn = () => {
    onOpenChange(false);
    toggleRef.current?.focus();
  };

  return (
    <div className={`lg:hidden ${hidden ? 'invisible' : ''}`}>
      <button
        ref={toggleRef}
        type="button"
        className="icon-btn"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t.header.closeMenu : t.header.openMenu}
        onClick={() => onOpenChange(!open)}
        data-testid="menu-toggle"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="menu-panel absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-line bg-bg shadow-xl"
        data-testid="mobile-menu"
      >
        <nav aria-label={t.nav.label} className="container-page pb-6 pt-3">
          <ul className="grid gap-1">
            {links.map((link) => (
              <li key={link.path}>
                <SiteLink
                  href={link.href}
                  aria-current={isCurrent(link.path, location) ? 'page' : undefined}
                  onClick={closeAndReturn}
                  className="focus-ring flex min-h-12 items-center rounded-xl px-4 text-base font-medium text-fg transition-colors hover:bg-surface aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary"
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          <div className="mt-2 border-t border-line pt-2">
            <OfflineToggle variant="menu" onPress={onOfflinePress} />
          </div>
          <a href={chatLink()} target="_blank" rel="noopener noreferrer" className="btn btn-primary mt-5 w-full" onClick={closeAndReturn}>
            <MessageCircle aria-hidden="true" className="size-4" />
            {t.header.startProject}
            <span className="sr-only">{t.header.opensInNewTab}</span>
          </a>
        </nav>
      </div>
    </div>
  );
}
