import { lazy, Suspense, useState } from 'react';
import type { FailureDialogProps } from '../consultation/FailureDialog';

/**
 * The consultation widget's views that are never on its first screen: the thank-you view and the
 * failure dialog. A partner's page does not download them with the widget; they load when the
 * visitor first moves into the form (`preloadViews`), long before a request can be sent or
 * fail, so they are there when needed, with the network or without.
 */
const loadSuccess = () => import('../consultation/ConsultationSuccess');
const loadFailure = () => import('../consultation/FailureDialog');

export function preloadViews(): void {
  // A view that could not be loaded now is asked for again when it is shown.
  loadSuccess().catch(() => undefined);
  loadFailure().catch(() => undefined);
}

export const ConsultationSuccess = lazy(() => loadSuccess().then((module) => ({ default: module.ConsultationSuccess })));
const FailureDialogView = lazy(() => loadFailure().then((module) => ({ default: module.FailureDialog })));

/**
 * The failure dialog, rendered from the first time it opens (before that there is nothing to
 * show), and kept then, so it closes as the form's own does (focus back to the submit button).
 */
export function FailureDialogWhenUsed(props: FailureDialogProps) {
  const [used, setUsed] = useState(props.open);
  // Opened for the first time: render it from now on (an update during render, as React allows for state derived from props).
  if (props.open && !used) setUsed(true);
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <FailureDialogView {...props} />
    </Suspense>
  );
}
