/** An accessible loading indicator; the label is read by screen readers. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-3 text-muted ${className}`}>
      <span aria-hidden="true" className="size-5 rounded-full border-2 border-line border-t-primary motion-safe:animate-spin" />
      <span>{label}</span>
    </span>
  );
}
