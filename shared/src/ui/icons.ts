/**
 * The icons of the first page: the shared UI, the shell and the home page. Every container
 * that imports lucide-react bundles its own copy of the icon base (the component, its
 * attribute and class helpers: about 1.2 KB gzip), so the apps on the first page take their
 * icons from here and the page holds one copy. A screen's own chunk may import lucide-react
 * directly; `build/icon-imports.test.ts` keeps the first page's apps to this list. Icons only a
 * screen or a block below the fold uses are in content-icons.ts, which the first page does not load.
 */
export {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  CheckCircle2,
  ChevronRight,
  Clock,
  Code,
  Languages,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Moon,
  Phone,
  Send,
  Smartphone,
  Sparkles,
  Sun,
  TrendingUp,
  Users,
  WifiOff,
  X,
  type LucideIcon,
} from 'lucide-react';
