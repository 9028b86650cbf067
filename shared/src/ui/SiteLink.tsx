import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { isModifiedClick, navigate } from '../navigation';

/** An anchor's props (its `ref` included: React 19 passes it as a prop), with the `href` required. */
export type SiteLinkProps = ComponentPropsWithRef<'a'> & { href: string };

/** An in-site link: a real `<a href>` (works without JavaScript, opens in new tabs) that navigates client-side. */
export function SiteLink({ href, onClick, target, ...rest }: SiteLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || isModifiedClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} target={target} onClick={handleClick} {...rest} />;
}
