/**
 * `@nasaq/embed/react`: `<NasaqPortfolio>` and `<NasaqConsultation>`, the widget elements for
 * React 18 and 19 apps. Their props are the elements' attributes as the site's contract types
 * them, and their events typed callbacks. Safe on the server: rendering touches no `window` and
 * writes the element with the height its widget will take, so nothing moves when it hydrates. Safe
 * in a single-page app: the loader is added once per page whatever mounts, and an unmounted
 * widget leaves no listener behind (the loader ends its own observers when its element goes).
 */
import { createElement, forwardRef, useEffect, useRef, type CSSProperties, type DetailedHTMLProps, type ForwardedRef, type HTMLAttributes } from 'react';
import { parseAttributes, snippetMinHeight } from '@site/shared/contract';
import type { ConsultationElementAttributes, PortfolioElementAttributes, WidgetKind } from '@site/shared/widget-public';
import type { NasaqConsultationElement, NasaqPortfolioElement } from './elements';
import { EVENT_PROPS, type NasaqEventDetails } from './events';
import { loadWidgets } from './load';

export type { NasaqConsultationElement, NasaqPortfolioElement, NasaqPrefill } from './elements';
export type { NasaqEventDetails } from './events';

interface CommonProps {
  /** the Nasaq site serving the widgets: `https://nasaq.example` */
  site: string;
  id?: string;
  className?: string;
  /** the element's own style (its reserved height and `display: block` come first; the brand's custom properties go here) */
  style?: CSSProperties;
  /** `nasaq:ready`: the widget first shows its content */
  onReady?: (detail: NasaqEventDetails['nasaq:ready']) => void;
}

export interface NasaqPortfolioProps extends PortfolioElementAttributes, CommonProps {
  /** `nasaq:open-design`: the visitor opened a design in the widget */
  onOpenDesign?: (detail: NasaqEventDetails['nasaq:open-design']) => void;
}

export interface NasaqConsultationProps extends ConsultationElementAttributes, CommonProps {
  /** `nasaq:submitted`: the request was stored; its id, no personal data */
  onSubmitted?: (detail: NasaqEventDetails['nasaq:submitted']) => void;
}

type Callbacks = Partial<Record<(typeof EVENT_PROPS)[keyof typeof EVENT_PROPS], (detail: never) => void>>;

const CALLBACKS = new Set<string>(Object.values(EVENT_PROPS));

/** The props that are the element's attributes, as strings (none of ours is a property of the element). */
function attributesOf(props: Readonly<Record<string, unknown>>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'site' || name === 'id' || name === 'className' || name === 'style' || CALLBACKS.has(name)) continue;
    if (typeof value === 'string' || typeof value === 'number') attributes[name] = String(value);
  }
  return attributes;
}

function useWidget<E extends HTMLElement>(kind: WidgetKind, props: CommonProps & Callbacks, ref: ForwardedRef<E>) {
  const element = useRef<E | null>(null);
  const callbacks = useRef<Callbacks>(props);
  useEffect(() => {
    callbacks.current = props;
  });
  const { site } = props;
  useEffect(() => {
    loadWidgets({ site }).catch((error: unknown) => console.error(error));
  }, [site]);
  // One listener per event for the element's life, calling the latest callback.
  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    const listeners = Object.entries(EVENT_PROPS).map(([event, prop]) => {
      const listener = (fired: Event) => (callbacks.current[prop] as ((detail: unknown) => void) | undefined)?.((fired as CustomEvent).detail);
      target.addEventListener(event, listener);
      return [event, listener] as const;
    });
    return () => {
      for (const [event, listener] of listeners) target.removeEventListener(event, listener);
    };
  }, []);
  const attributes = attributesOf(props as unknown as Readonly<Record<string, unknown>>);
  const parsed = parseAttributes(kind, (name) => attributes[name] ?? null).attributes;
  return createElement(`nasaq-${kind}`, {
    ...attributes,
    ref: (node: E | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    id: props.id,
    // React 18 writes `className` of a custom element as `class` too.
    className: props.className,
    // The space the widget will take, from the first paint (the snippet's own, docs/embedding.md).
    style: { display: 'block', minBlockSize: snippetMinHeight(kind, parsed), ...props.style },
  } as HTMLAttributes<E>);
}

/** `<nasaq-portfolio>`: the design portfolio (docs/embedding.md). */
export const NasaqPortfolio = forwardRef<NasaqPortfolioElement, NasaqPortfolioProps>(function NasaqPortfolio(props, ref) {
  return useWidget('portfolio', props as NasaqPortfolioProps & Callbacks, ref);
});

/** `<nasaq-consultation>`: the free consultation request; its ref's `prefill()` fills the form later. */
export const NasaqConsultation = forwardRef<NasaqConsultationElement, NasaqConsultationProps>(function NasaqConsultation(props, ref) {
  return useWidget('consultation', props as NasaqConsultationProps & Callbacks, ref);
});

/** The raw elements in JSX (`<nasaq-portfolio lang="en" />`), with the attributes the contract gives them, for React 18 and 19. */
type ElementProps<E extends HTMLElement, A> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof A> & A;
interface NasaqIntrinsicElements {
  'nasaq-portfolio': ElementProps<NasaqPortfolioElement, PortfolioElementAttributes>;
  'nasaq-consultation': ElementProps<NasaqConsultationElement, ConsultationElementAttributes>;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // React 19's JSX (and React 18's automatic runtime, whose JSX extends this one).
    interface IntrinsicElements {
      'nasaq-portfolio': NasaqIntrinsicElements['nasaq-portfolio'];
      'nasaq-consultation': NasaqIntrinsicElements['nasaq-consultation'];
    }
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // React 18's classic runtime.
    interface IntrinsicElements {
      'nasaq-portfolio': NasaqIntrinsicElements['nasaq-portfolio'];
      'nasaq-consultation': NasaqIntrinsicElements['nasaq-consultation'];
    }
  }
}
