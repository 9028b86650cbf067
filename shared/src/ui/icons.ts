/**
 * The icons of the first page: the shared UI, the shell and the home page, each Lucide's drawing
 * (`@lucide/icons`) with the one component that draws them all (lucide-icon.ts). '@site/shared/ui'
 * is one shared module, so every icon here is downloaded by every page: icons only a screen or a
 * block below the fold uses are in content-icons.ts, which the first page does not load, or beside
 * the screen that draws them (`lucideIcon(lucide.Heart)`).
 */
import * as lucide from '@lucide/icons';
import { lucideIcon } from './lucide-icon';

export type { LucideIcon } from './lucide-icon';

// Each marked pure: a bundle that imports the door but not the icon (a widget) leaves it out.
export const ArrowDown = /* @__PURE__ */ lucideIcon(lucide.ArrowDown);
export const ArrowLeft = /* @__PURE__ */ lucideIcon(lucide.ArrowLeft);
export const ArrowRight = /* @__PURE__ */ lucideIcon(lucide.ArrowRight);
export const CheckCircle2 = /* @__PURE__ */ lucideIcon(lucide.CheckCircle2);
export const ChevronRight = /* @__PURE__ */ lucideIcon(lucide.ChevronRight);
export const Clock = /* @__PURE__ */ lucideIcon(lucide.Clock);
export const Code = /* @__PURE__ */ lucideIcon(lucide.Code);
export const Languages = /* @__PURE__ */ lucideIcon(lucide.Languages);
export const Mail = /* @__PURE__ */ lucideIcon(lucide.Mail);
export const MapPin = /* @__PURE__ */ lucideIcon(lucide.MapPin);
export const Menu = /* @__PURE__ */ lucideIcon(lucide.Menu);
export const MessageCircle = /* @__PURE__ */ lucideIcon(lucide.MessageCircle);
export const Moon = /* @__PURE__ */ lucideIcon(lucide.Moon);
export const Phone = /* @__PURE__ */ lucideIcon(lucide.Phone);
export const Send = /* @__PURE__ */ lucideIcon(lucide.Send);
export const Smartphone = /* @__PURE__ */ lucideIcon(lucide.Smartphone);
export const Sparkles = /* @__PURE__ */ lucideIcon(lucide.Sparkles);
export const Sun = /* @__PURE__ */ lucideIcon(lucide.Sun);
export const TrendingUp = /* @__PURE__ */ lucideIcon(lucide.TrendingUp);
export const Users = /* @__PURE__ */ lucideIcon(lucide.Users);
export const WifiOff = /* @__PURE__ */ lucideIcon(lucide.WifiOff);
export const X = /* @__PURE__ */ lucideIcon(lucide.X);
