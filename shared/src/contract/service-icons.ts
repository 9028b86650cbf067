/**
 * The icons a service can name (its `icon`: content/README.md), as one table: the content's files
 * use these names, the API sends them, the pages draw each (mf-pages/src/home/service-icon.tsx)
 * and the image maker gives each a motif (api/src/seed/load-content.ts). Each of those maps every
 * name (a `Record<ServiceIconName, ...>`), so a name added here is a type error until it is drawn
 * everywhere. A name that is not here (another API's) is drawn with the neutral icon.
 */
export const serviceIconNames = ['code', 'smartphone', 'shopping-cart', 'megaphone', 'database', 'shield', 'palette', 'receipt', 'users'] as const;

export type ServiceIconName = (typeof serviceIconNames)[number];

export function isServiceIconName(value: unknown): value is ServiceIconName {
  return (serviceIconNames as readonly unknown[]).includes(value);
}
