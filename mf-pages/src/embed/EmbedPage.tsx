import {
  consultationServiceIds,
  DEFAULT_ATTRIBUTES,
  DEFAULT_WIDGET_STYLE,
  type WidgetAttributes,
  type WidgetFont,
  type WidgetKind,
  type WidgetStyle,
  type WidgetTheme,
} from '@site/shared/contract';
import { useLanguage, useTextPack } from '@site/shared/react';
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PageHero } from '../common/PageHero';
import { PreviewFrame } from './PreviewFrame';
import { embedSnippet, previewPath, type SnippetChoice } from './snippet';

const noSubscription = () => () => undefined;

/** The site's own accent (the light palette's `--primary`): the colour control starts there, and choosing it again means none. */
const SITE_ACCENT = '#3b36c4';
/** The corner radii offered, in pixels (the site's own is 20). */
const RADII = [0, 4, 8, 12, 28] as const;

/** The site's origin in the browser; root-relative on the server (which renders the same page for every host). */
function useSiteOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

const controlClass =
  'mt-2 block w-full rounded-xl border border-line bg-bg px-4 py-3 text-base text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * /embed (for partners, not indexed): the snippet with a copy button, every attribute and event,
 * how a site is allowed, and a live preview of the widget that follows the choices of a small
 * form. The preview is a page of its own in a frame (`/embed/preview`): the widget runs there as
 * on a partner's page, with its own runtime, and never shares this page's React. The frame
 * starts when the visitor nears it (`PreviewFrame`).
 */
export default function EmbedPage() {
  const t = useTextPack('forms');
  const s = useTextPack('embed').embed;
  const lang = useLanguage();
  const origin = useSiteOrigin();
  const [choice, setChoice] = useState<SnippetChoice & { style: WidgetStyle }>({
    widget: 'portfolio',
    attributes: { ...DEFAULT_ATTRIBUTES, lang },
    style: DEFAULT_WIDGET_STYLE,
  });
  const snippet = embedSnippet(origin, choice);
  const set = (attributes: Partial<WidgetAttributes>) => setChoice((previous) => ({ ...previous, attributes: { ...previous.attributes, ...attributes } }));
  const brand = (style: Partial<WidgetStyle>) => setChoice((previous) => ({ ...previous, style: { ...previous.style, ...style } }));

  return (
    <>
      <PageHero title={s.pageTitle} text={s.pageIntro} />
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-8 pb-20 sm:pb-28" data-testid="embed-page">
        <Section id="embed-snippet" title={s.snippetTitle}>
          <p className="text-muted">{s.snippetText}</p>
          <Snippet snippet={snippet} />
        </Section>

        <Section id="embed-preview" title={s.previewTitle}>
          <form className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(event) => event.preventDefault()} data-testid="embed-form">
            <Choice
              label={s.previewWidget}
              value={choice.widget}
              onChange={(widget) => setChoice((previous) => ({ ...previous, widget: widget as WidgetKind }))}
            >
              <option value="portfolio">{s.previewPortfolio}</option>
              <option value="consultation">{s.previewConsultation}</option>
            </Choice>
            <Choice label={s.previewLanguage} value={choice.attributes.lang} onChange={(value) => set({ lang: value === 'en' ? 'en' : 'ar' })}>
              <option value="ar">العربية (ar)</option>
              <option value="en">English (en)</option>
            </Choice>
            <Choice label={s.previewTheme} value={choice.attributes.theme} onChange={(value) => set({ theme: value as WidgetTheme })}>
              <option value="auto">{s.themeAuto}</option>
              <option value="light">{s.themeLight}</option>
              <option value="dark">{s.themeDark}</option>
            </Choice>
            {choice.widget === 'portfolio' ? (
              <Choice label={s.previewLimit} value={String(choice.attributes.limit)} onChange={(value) => set({ limit: Number(value) })}>
                {Array.from({ length: 24 }, (_, index) => (
                  <option key={index} value={index + 1}>
                    {index + 1}
                  </option>
                ))}
              </Choice>
            ) : (
              <Choice label={s.previewService} value={choice.attributes.service ?? ''} onChange={(value) => set({ service: value || null })}>
                <option value="">{s.previewNone}</option>
                {consultationServiceIds.map((id) => (
                  <option key={id} value={id}>
                    {id} · {t.consultationServices[id]}
                  </option>
                ))}
              </Choice>
            )}
            <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-3 lg:col-span-5" data-testid="embed-brand">
              <legend className="mb-1 text-sm font-bold text-fg">{s.previewBrand}</legend>
              <ColourChoice
                label={s.previewAccent}
                value={choice.style.accent ?? SITE_ACCENT}
                onChange={(value) => brand({ accent: value === SITE_ACCENT ? null : value })}
              />
              <Choice
                label={s.previewRadius}
                value={choice.style.radius === null ? '' : String(choice.style.radius)}
                onChange={(value) => brand({ radius: value === '' ? null : Number(value) })}
              >
                <option value="">{s.radiusOurs}</option>
                {RADII.map((radius) => (
                  <option key={radius} value={radius}>
                    {radius} px
                  </option>
                ))}
              </Choice>
              <Choice label={s.previewFont} value={choice.style.font} onChange={(value) => brand({ font: value as WidgetFont })}>
                <option value="site">{s.fontSite}</option>
                <option value="system">{s.fontSystem}</option>
                <option value="serif">{s.fontSerif}</option>
              </Choice>
            </fieldset>
          </form>
          <p className="mt-4 text-sm text-muted">{s.brandNote}</p>
          <PreviewFrame
            src={previewPath(choice)}
            title={`${s.previewTitle}: ${choice.widget === 'portfolio' ? s.previewPortfolio : s.previewConsultation}`}
            tall={choice.widget === 'consultation'}
          />
        </Section>

        <Section id="embed-attributes" title={s.attributesTitle}>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-start text-sm" data-testid="embed-attributes">
              <thead>
                <tr className="border-b border-line text-muted">
                  <th scope="col" className="py-3 pe-4 text-start font-semibold">
                    {s.attributeName}
                  </th>
                  <th scope="col" className="py-3 pe-4 text-start font-semibold">
                    {s.attributeValues}
                  </th>
                  <th scope="col" className="py-3 text-start font-semibold">
                    {s.attributeMeaning}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    ['lang', 'ar | en', s.attrLang],
                    ['theme', 'light | dark | auto', s.attrTheme],
                    ['limit', '1–24', s.attrLimit],
                    ['service', '1–9', s.attrService],
                    ['name · email · phone · country · description', '"…"', s.attrPrefill],
                    ['source', '"…" (≤ 100)', s.attrSource],
                  ] as const
                ).map(([name, values, meaning]) => (
                  <tr key={name} className="border-b border-line align-top">
                    <th scope="row" className="py-3 pe-4 text-start font-mono font-semibold text-fg" dir="ltr">
                      {name}
                    </th>
                    <td className="py-3 pe-4 font-mono text-fg" dir="ltr">
                      {values}
                    </td>
                    <td className="py-3 text-muted">{meaning}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-muted">{s.attrNote}</p>
        </Section>

        <Section id="embed-events" title={s.eventsTitle}>
          <dl className="grid gap-4" data-testid="embed-events">
            <div>
              <dt className="font-mono font-semibold text-fg" dir="ltr">
                nasaq:ready
              </dt>
              <dd className="mt-1 text-muted">{s.eventReady}</dd>
            </div>
            <div>
              <dt className="font-mono font-semibold text-fg" dir="ltr">
                nasaq:submitted
              </dt>
              <dd className="mt-1 text-muted">{s.eventSubmitted}</dd>
            </div>
            <div>
              <dt className="font-mono font-semibold text-fg" dir="ltr">
                nasaq:open-design
              </dt>
              <dd className="mt-1 text-muted">{s.eventOpenDesign}</dd>
            </div>
          </dl>
          <p className="mt-4 text-muted">{s.eventsNote}</p>
          <pre className="mt-4 overflow-x-auto rounded-xl bg-surface-2 p-4 text-sm text-fg" dir="ltr">
            <code>{`document.addEventListener('nasaq:submitted', (event) => {\n  analytics.track('consultation', event.detail.id);\n});`}</code>
          </pre>
        </Section>

        <Section id="embed-origins" title={s.originsTitle}>
          <p className="text-muted">{s.originsText}</p>
        </Section>
      </div>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-6 sm:p-8">
      <h2 id={id} className="text-xl font-bold text-fg">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A control of the preview's form under its visible label. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function Choice({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={controlClass}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A colour control (the platform's picker), its value `#rrggbb`. */
function ColourChoice({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field label={label}>
      {(id) => (
        <input id={id} type="color" value={value} onChange={(event) => onChange(event.target.value)} className={`${controlClass} h-12 cursor-pointer p-1`} />
      )}
    </Field>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

function Snippet({ snippet }: { snippet: string }) {
  const s = useTextPack('embed').embed;
  const [copy, setCopy] = useState<{ state: CopyState; of: string }>({ state: 'idle', of: '' });
  // A copy of an older snippet says nothing about this one.
  const state = copy.of === snippet ? copy.state : 'idle';
  return (
    <div className="mt-4">
      {/* Focusable: a long snippet (the brand's properties) scrolls sideways, by keyboard too. */}
      <pre tabIndex={0} className="overflow-x-auto rounded-xl bg-surface-2 p-4 text-sm text-fg" dir="ltr" data-testid="embed-snippet">
        <code>{snippet}</code>
      </pre>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="button"
          className="btn btn-primary"
          data-testid="embed-copy"
          onClick={() => {
            navigator.clipboard.writeText(snippet).then(
              () => setCopy({ state: 'copied', of: snippet }),
              () => setCopy({ state: 'failed', of: snippet }),
            );
          }}
        >
          {s.copy}
        </button>
        <p role="status" className={state === 'failed' ? 'text-danger' : 'text-success'} data-testid="embed-copy-status">
          {state === 'copied' ? s.copied : state === 'failed' ? s.copyFailed : ''}
        </p>
      </div>
    </div>
  );
}
