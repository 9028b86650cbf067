/**
 * What a widget's build gives for `wouter` (build/widget-build.ts): on a partner's page a widget
 * has no routes and reads or writes no URL (docs/embedding.md#how-it-works). The one name the
 * code a widget shares with the site takes from it is `useLocation`, for the `action` of a form
 * that posts itself to its page without JavaScript (mf-forms/src/form/use-submission.tsx), which
 * an embedded form has not: the path it answers is never used, and there is nowhere to go. The
 * widget's build fails on any other name of wouter (`exportsPresence`), so a route never comes
 * into a widget unnoticed.
 */
export function useLocation(): [string, (to: string) => void] {
  return [
    '',
    () => {
      throw new Error('a widget on a partner page has no routes to navigate to');
    },
  ];
}
