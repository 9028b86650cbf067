import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { isModifiedClick, navigate } from '@site/shared/site';
import { usePreferenceScope } from '@site/shared/react';

/** An anchor's props (its `ref` included: React 19 passes it as a prop), with the `href` required. */
export type SiteLinkProps = ComponentPropsWithRef<'a'> & { href: string };

/**
 * An in-site link: a real `<a href>` (works without JavaScript, opens in new tabs) that navigates
 * client-side. Inside an embedded widget (a preference scope) the site is not this page: the link
 * opens the site's page in a new tab and never touches the partner page's history.
 */
export function SiteLink({ href, onClick, target, ...rest }: SiteLinkProps) {
  const scope = usePreferenceScope();
  if (scope) {
    return <a href={new URL(href, scope.siteOrigin).href} target="_blank" rel="noopener" onClick={onClick} {...rest} />;
  }
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || isModifiedClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} target={target} onClick={handleClick} {...rest} />;
}
