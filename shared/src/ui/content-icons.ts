/**
 * Icons of the content screens after the first page (projects, blog, about, services, clients,
 * contact, the legal pages, ...) and of the home page's blocks below the fold, in a chunk of their
 * own: '@site/shared/ui' is one shared module, so an icon exported from icons.ts is downloaded by
 * every page, and `/` has no room for them (docs/performance.md). A screen reads them with
 * `const icons = use(contentIcons())` and its route's `load` awaits them (`contentIcons()`).
 */
import * as lucide from '@lucide/icons';
import { lucideIcon } from './lucide-icon';

export const Award = /* @__PURE__ */ lucideIcon(lucide.Award);
export const Ban = /* @__PURE__ */ lucideIcon(lucide.Ban);
export const BookOpen = /* @__PURE__ */ lucideIcon(lucide.BookOpen);
export const Briefcase = /* @__PURE__ */ lucideIcon(lucide.Briefcase);
export const Building2 = /* @__PURE__ */ lucideIcon(lucide.Building2);
export const Calendar = /* @__PURE__ */ lucideIcon(lucide.Calendar);
export const CalendarCheck = /* @__PURE__ */ lucideIcon(lucide.CalendarCheck);
export const ChartColumn = /* @__PURE__ */ lucideIcon(lucide.ChartColumn);
export const Check = /* @__PURE__ */ lucideIcon(lucide.Check);
export const Database = /* @__PURE__ */ lucideIcon(lucide.Database);
export const ExternalLink = /* @__PURE__ */ lucideIcon(lucide.ExternalLink);
export const Eye = /* @__PURE__ */ lucideIcon(lucide.Eye);
export const FileText = /* @__PURE__ */ lucideIcon(lucide.FileText);
export const FolderOpen = /* @__PURE__ */ lucideIcon(lucide.FolderOpen);
export const Headphones = /* @__PURE__ */ lucideIcon(lucide.Headphones);
export const Images = /* @__PURE__ */ lucideIcon(lucide.Images);
export const Info = /* @__PURE__ */ lucideIcon(lucide.Info);
export const Layers = /* @__PURE__ */ lucideIcon(lucide.Layers);
export const Lightbulb = /* @__PURE__ */ lucideIcon(lucide.Lightbulb);
export const Link2 = /* @__PURE__ */ lucideIcon(lucide.Link2);
export const Lock = /* @__PURE__ */ lucideIcon(lucide.Lock);
export const Megaphone = /* @__PURE__ */ lucideIcon(lucide.Megaphone);
export const Newspaper = /* @__PURE__ */ lucideIcon(lucide.Newspaper);
export const Palette = /* @__PURE__ */ lucideIcon(lucide.Palette);
export const Quote = /* @__PURE__ */ lucideIcon(lucide.Quote);
export const Receipt = /* @__PURE__ */ lucideIcon(lucide.Receipt);
export const Scale = /* @__PURE__ */ lucideIcon(lucide.Scale);
export const Search = /* @__PURE__ */ lucideIcon(lucide.Search);
export const Share2 = /* @__PURE__ */ lucideIcon(lucide.Share2);
export const Shield = /* @__PURE__ */ lucideIcon(lucide.Shield);
export const ShieldCheck = /* @__PURE__ */ lucideIcon(lucide.ShieldCheck);
export const ShoppingCart = /* @__PURE__ */ lucideIcon(lucide.ShoppingCart);
export const Star = /* @__PURE__ */ lucideIcon(lucide.Star);
export const Tag = /* @__PURE__ */ lucideIcon(lucide.Tag);
export const Target = /* @__PURE__ */ lucideIcon(lucide.Target);
export const Trash2 = /* @__PURE__ */ lucideIcon(lucide.Trash2);
export const TriangleAlert = /* @__PURE__ */ lucideIcon(lucide.TriangleAlert);
export const Trophy = /* @__PURE__ */ lucideIcon(lucide.Trophy);
export const User = /* @__PURE__ */ lucideIcon(lucide.User);
export const UserCheck = /* @__PURE__ */ lucideIcon(lucide.UserCheck);
export const Zap = /* @__PURE__ */ lucideIcon(lucide.Zap);
export const ZoomIn = /* @__PURE__ */ lucideIcon(lucide.ZoomIn);
