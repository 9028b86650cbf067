/**
 * What a widget shows when it throws (the frame's error boundary): short, in both languages, with
 * a retry. A chunk of its own, loaded only then: no widget carries it on its first load.
 */
export function Crashed({ reset }: { reset: () => void }) {
  return (
    <div role="alert" className="error-box" data-testid="widget-crashed">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg" lang="ar" dir="rtl">
          حدث خطأ في هذا الجزء.
        </p>
        <p className="text-fg" lang="en" dir="ltr">
          Something went wrong in this part.
        </p>
        <button type="button" part="button" className="btn btn-soft btn-sm mt-4" onClick={reset}>
          <span lang="ar">إعادة المحاولة</span> · <span lang="en">Retry</span>
        </button>
      </div>
    </div>
  );
}
