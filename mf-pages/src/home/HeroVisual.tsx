import { Code, Smartphone, TrendingUp, Users } from '@site/shared/ui';

/**
 * The bars of the chart, as classes: the server-rendered page has no `style` attributes
 * (the Content-Security-Policy allows no inline styles). Heights in %, opacity rising.
 */
const bars = [
  'h-[38%] opacity-45',
  'h-[52%] opacity-50',
  'h-[45%] opacity-60',
  'h-[68%] opacity-65',
  'h-[60%] opacity-75',
  'h-[82%] opacity-80',
  'h-[74%] opacity-90',
  'h-[96%] opacity-95',
];

/**
 * The hero's illustration: a stylised product dashboard drawn with CSS, so it costs no
 * image download and follows the theme. Purely decorative, hidden from assistive tech.
 */
export function HeroVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md max-lg:hidden">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-primary/25 via-transparent to-accent/25 blur-2xl" />
      <div className="card relative p-6">
        <div className="flex items-center gap-2">
          <span className="size-3 rounded-full bg-danger/70" />
          <span className="size-3 rounded-full bg-accent/70" />
          <span className="size-3 rounded-full bg-primary/70" />
          <span className="ms-auto h-2.5 w-24 rounded-full bg-surface-2" />
        </div>
        <div className="mt-6 flex h-36 items-end gap-2.5">
          {bars.map((bar) => (
            <span key={bar} className={`flex-1 rounded-t-lg bg-gradient-to-t from-primary to-accent ${bar}`} />
          ))}
        </div>
        <div className="mt-6 grid grid-cols-3 gap-3">
          {[Code, Smartphone, Users].map((Icon, index) => (
            <div key={index} className="rounded-2xl bg-surface p-3">
              <Icon className="size-5 text-primary" />
              <span className="mt-3 block h-2 w-3/4 rounded-full bg-surface-2" />
              <span className="mt-2 block h-2 w-1/2 rounded-full bg-surface-2" />
            </div>
          ))}
        </div>
      </div>
      <div className="card absolute -bottom-8 -start-10 flex items-center gap-3 px-5 py-4">
        <span className="grid size-10 place-items-center rounded-xl bg-accent-soft text-accent">
          <TrendingUp className="size-5" />
        </span>
        <span>
          <span className="block h-2.5 w-20 rounded-full bg-surface-2" />
          <span className="mt-2 block h-2 w-12 rounded-full bg-surface-2" />
        </span>
      </div>
    </div>
  );
}
