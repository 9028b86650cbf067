import type { WidgetAttributes, WidgetKind } from '../../../shared/src/embed/types';
/** The attributes a widget element watches: a change renders it again. */
export declare const WATCHED_ATTRIBUTES: readonly ["lang", "theme", "limit", "service"];
type Name = (typeof WATCHED_ATTRIBUTES)[number];
export declare const DEFAULT_ATTRIBUTES: WidgetAttributes;
export declare const LIMIT_RANGE: {
    readonly min: 1;
    readonly max: 24;
};
export interface ParsedAttributes {
    attributes: WidgetAttributes;
    /** one line per bad value, naming it and the default used instead */
    problems: string[];
}
/**
 * A widget element's attributes as the widget needs them. Missing means the default; a bad
 * value also means the default, and a problem to warn about (never an exception: a typo in a
 * partner's HTML must not break their page). `lang` and `theme` ignore case and spaces;
 * `limit` is a whole number 1–24; `service` one of the service ids (consultation only: the
 * portfolio ignores it, as the consultation ignores `limit`).
 */
export declare function parseAttributes(kind: WidgetKind, read: (name: Name) => string | null): ParsedAttributes;
export {};
