import { NotFoundPage, PendingPage, useT } from '@site/shared';
import { Route, Switch } from 'wouter';

/** The design portfolio's routes: /portfolio and /portfolio/{slug}. */
export function PortfolioRoutes() {
  const t = useT();
  return (
    <Switch>
      <Route path="/portfolio">{() => <PendingPage title={t.nav.portfolio} />}</Route>
      <Route path="/portfolio/:slug">{() => <PendingPage title={t.nav.portfolio} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
