import { chatLink, SiteLink, useT } from '@site/shared';
import { Menu, MessageCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { isCurrent, type NavItem } from '../navigation/links';

/**
 * The small-screen menu: a disclosure button with `aria-expanded`. It closes on a link
 * click, on Escape and on a click outside; focus moves into it on open and back to the
 * toggle on close.
 */
export function MobileMenu({ links, location }: { links: NavItem[]; location: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const close = (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) toggleRef.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="icon-btn"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t.header.closeMenu : t.header.openMenu}
        onClick={() => setOpen((value) => !value)}
        data-testid="menu-toggle"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-bg shadow-lg"
        data-testid="mobile-menu"
      >
        <nav aria-label={t.nav.label} className="container-page py-4">
          <ul className="grid gap-1">
            {links.map((link) => (
              <li key={link.path}>
                <SiteLink
                  href={link.href}
                  aria-current={isCurrent(link.path, location) ? 'page' : undefined}
                  onClick={() => {
                    setOpen(false);
                    toggleRef.current?.focus();
                  }}
                  className="focus-ring block rounded-lg px-3 py-3 text-base font-medium text-fg hover:bg-surface-2 aria-[current=page]:text-primary"
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          <a href={chatLink()} target="_blank" rel="noopener noreferrer" className="btn btn-primary mt-4 w-full">
            <MessageCircle aria-hidden="true" className="size-4" />
            {t.header.startProject}
          </a>
        </nav>
      </div>
    </div>
  );
}
