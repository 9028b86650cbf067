import { Code, contentIcons, Smartphone, Sparkles, Users, type ContentIcons, type LucideIcon } from '@site/shared/ui';
import { use } from 'react';

/** Icon names used in content/services, mapped to icons; unknown names get a neutral one. */
function iconsByName(icons: ContentIcons): Record<string, LucideIcon> {
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
  const Icon = (name && iconsByName(icons)[name]) || Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
