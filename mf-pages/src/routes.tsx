import { NotFoundPage, PendingPage, useT } from '@site/shared';
import { Route, Switch } from 'wouter';
import { HomePage } from './home/HomePage';

/** mf-pages owns every route except /portfolio and /consultation; unknown paths get the 404 page. */
export function PagesRoutes() {
  const t = useT();
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/about">{() => <PendingPage title={t.nav.about} />}</Route>
      <Route path="/services">{() => <PendingPage title={t.nav.services} />}</Route>
      <Route path="/services/:id">{() => <PendingPage title={t.nav.services} />}</Route>
      <Route path="/projects">{() => <PendingPage title={t.nav.projects} />}</Route>
      <Route path="/projects/:id">{() => <PendingPage title={t.nav.projects} />}</Route>
      <Route path="/blog">{() => <PendingPage title={t.nav.blog} />}</Route>
      <Route path="/blog/:slug">{() => <PendingPage title={t.nav.blog} />}</Route>
      <Route path="/clients">{() => <PendingPage title={t.nav.clients} />}</Route>
      <Route path="/contact">{() => <PendingPage title={t.nav.contact} />}</Route>
      <Route path="/privacy-policy">{() => <PendingPage title={t.nav.privacy} />}</Route>
      <Route path="/terms-of-service">{() => <PendingPage title={t.nav.terms} />}</Route>
      <Route path="/sitemap">{() => <PendingPage title={t.nav.sitemap} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
