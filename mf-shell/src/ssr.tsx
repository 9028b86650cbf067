import { contactPageQuery } from '@site/shared/request';
import type { ServerApp } from '@site/shared/page';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { FooterRoot } from './footer/FooterRoot';
import { HeaderRoot } from './header/HeaderRoot';

/**
 * The shell on the server (its server container's `./ssr`): the header and the footer at the
 * request's address, with the contact data the footer and the chooser show, and the
 * newsletter box of mf-forms in the footer.
 */
export const serverApp: ServerApp = {
  load(request) {
    const at = (children: ReactNode) => (
      <Router ssrPath={request.path} ssrSearch={request.search}>
        {children}
      </Router>
    );
    return Promise.resolve({
      reads: () => [contactPageQuery],
      blocks: ['mf_forms/newsletter'],
      slots: () => ({ header: at(<HeaderRoot />), footer: at(<FooterRoot />) }),
    });
  },
};
