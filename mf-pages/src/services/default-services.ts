import type { ServiceIconName } from '@site/shared/contract';
import type { ScreenTexts } from '@site/shared/i18n';
import type { ServiceCardData } from '../home/ServiceCard';

/** The six built-in services of /services (docs/product.md#services), shown when the list is empty or fails, with their icons. */
const defaultServiceIds = ['website-development', 'app-development', 'digital-marketing', 'database', 'cybersecurity', 'ui-ux-design'] as const;

const icons: Record<(typeof defaultServiceIds)[number], ServiceIconName> = {
  'website-development': 'code',
  'app-development': 'smartphone',
  'digital-marketing': 'megaphone',
  database: 'database',
  cybersecurity: 'shield',
  'ui-ux-design': 'palette',
};

export function defaultServices(texts: ScreenTexts['services']['defaults']): ServiceCardData[] {
  return defaultServiceIds.map((id) => ({ id, name: texts[id].name, description: texts[id].description, icon: icons[id], image_url: null }));
}
