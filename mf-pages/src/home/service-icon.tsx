import { isServiceIconName, type ServiceIconName } from '@site/shared/contract';
import { Code, contentIcons, Smartphone, Sparkles, Users, type ContentIcons, type LucideIcon } from '@site/shared/ui';
import { use } from 'react';

/** Each service icon name (shared/src/contract/service-icons.ts) as an icon; an unknown name gets a neutral one. */
function iconsByName(icons: ContentIcons): Record<ServiceIconName, LucideIcon> {
  return {
    code: Code,
    smartphone: Smartphone,
    'shopping-cart': icons.ShoppingCart,
    megaphone: icons.Megaphone,
    database: icons.Database,
    shield: icons.Shield,
    palette: icons.Palette,
    receipt: icons.Receipt,
    users: Users,
  };
}

export function ServiceIcon({ name, className }: { name: string | null; className?: string }) {
  const icons = use(contentIcons());
  const Icon = isServiceIconName(name) ? iconsByName(icons)[name] : Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
