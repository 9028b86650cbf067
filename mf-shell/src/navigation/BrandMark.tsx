/**
 * The company's mark and name, as drawn in the header and the footer: a gradient tile with
 * the name's first letter, the name, and (optionally) the tagline under it.
 */
export function BrandMark({ name, tagline }: { name: string; tagline?: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <span aria-hidden="true" className="brand-tile grid size-10 shrink-0 place-items-center rounded-xl text-lg font-bold text-white">
        {name.charAt(0)}
      </span>
      <span className="grid leading-tight">
        <span className="text-xl font-bold tracking-tight text-fg">{name}</span>
        {tagline ? <span className="text-xs font-medium text-muted">{tagline}</span> : null}
      </span>
    </span>
  );
}
