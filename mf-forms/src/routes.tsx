import { NotFoundPage, PendingPage, useT } from '@site/shared';
import { Route, Switch } from 'wouter';

/** The forms app's full-page route: /consultation. */
export function FormsRoutes() {
  const t = useT();
  return (
    <Switch>
      <Route path="/consultation">{() => <PendingPage title={t.nav.consultation} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
