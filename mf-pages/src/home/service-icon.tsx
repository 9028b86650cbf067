import { Code, Database, Megaphone, Palette, Receipt, Shield, ShoppingCart, Smartphone, Sparkles, Users, type LucideIcon } from '@site/shared';

/** Icon names used in content/services map to icons; unknown names get a neutral one. */
const icons: Record<string, LucideIcon> = {
  code: Code,
  smartphone: Smartphone,
  'shopping-cart': ShoppingCart,
  megaphone: Megaphone,
  database: Database,
  shield: Shield,
  palette: Palette,
  receipt: Receipt,
  users: Users,
};

export function ServiceIcon({ name, className }: { name: string | null; className?: string }) {
  const Icon = (name && icons[name]) || Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
