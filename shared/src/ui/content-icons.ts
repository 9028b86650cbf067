/**
 * Icons of the content screens after the first page (projects, blog, ...), in a chunk of their
 * own: '@site/shared' is one shared module, so an icon exported from icons.ts is downloaded by
 * every page, and `/` has no room for them (README, "Performance"). A screen reads them with
 * `const icons = use(contentIcons())` and its route preloads them (`preload: () => contentIcons()`).
 * They come from this container's lucide-react, so the page still holds one copy of the icon base.
 */
export {
  BookOpen,
  Building2,
  Calendar,
  Check,
  Images,
  Layers,
  Link2,
  Newspaper,
  Quote,
  Search,
  Share2,
  Tag,
  User,
  ZoomIn,
} from 'lucide-react';
