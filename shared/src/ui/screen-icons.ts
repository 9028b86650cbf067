/**
 * Icons of the screens after the first one and of the home page's sections below the fold: a
 * chunk of '@site/shared' of its own, loaded with the first screen or block that asks for it
 * (`const { Star } = use(screenIcons())`, with `screenIcons()` in the route's `preload` so the
 * server renders them). Through '@site/shared', so the page keeps one copy of lucide-react's
 * icon base (see icons.ts); not in icons.ts, so the first page does not download them.
 */
export {
  Award,
  Ban,
  BookOpen,
  Briefcase,
  Building2,
  Calendar,
  CalendarCheck,
  ChartColumn,
  Database,
  ExternalLink,
  Eye,
  FileText,
  FolderOpen,
  Headphones,
  Images,
  Info,
  Lightbulb,
  Lock,
  Megaphone,
  Palette,
  Receipt,
  Scale,
  Search,
  Send,
  Share2,
  Shield,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Star,
  Target,
  Trash2,
  TriangleAlert,
  Trophy,
  UserCheck,
  Zap,
} from 'lucide-react';
