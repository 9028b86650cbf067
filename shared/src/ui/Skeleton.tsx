/**
 * A placeholder block with a soft shimmer while content loads. Decorative: the loading
 * state is announced by whoever shows it (for example a `<Spinner>` or `aria-busy`).
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`skeleton ${className}`} />;
}

/** Lines of text placeholder: the last line shorter, as text usually is. */
export function SkeletonText({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={`grid gap-2.5 ${className}`}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={`skeleton h-3.5 ${index === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full'}`} />
      ))}
    </div>
  );
}
