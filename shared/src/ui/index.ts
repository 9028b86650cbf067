/**
 * '@site/shared/ui': the primitives every section draws with (links, buttons, dialogs, error and
 * empty states, the image with its fallback, skeletons), the first page's icons (below), the
 * content icons and the lightbox, each in a chunk of its own loaded on use.
 */
export { SiteLink, type SiteLinkProps } from './SiteLink';
export { ErrorBoundary } from './ErrorBoundary';
export { Spinner } from './Spinner';
export { MessagePage } from './MessagePage';
export { NotFoundPage } from './NotFoundPage';
export { ErrorPage } from './ErrorPage';
export { Button, buttonClass, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Dialog } from './Dialog';
export { keepFocusInside } from './keep-focus-inside';
export { useModalDialog } from './use-modal-dialog';
export { Skeleton, SkeletonText } from './Skeleton';
export { ERROR_FALLBACK_ATTRIBUTE, ErrorBox } from './ErrorBox';
export { SectionError } from './SectionError';
export { EmptyState } from './EmptyState';
export { ImageWithFallback, placeholderUrl } from './ImageWithFallback';
/**
 * The icons of the first page (the shared UI, the shell and the home page), drawn once in
 * icons.ts, where the list lives. Every icon here is part of every page: one only a screen or a
 * block below the fold uses goes into content-icons.ts, which the first page does not load, or
 * beside the screen that draws it (`lucideIcon(lucide.Heart)`).
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
} from './icons';
export { lucideIcon } from './lucide-icon';
export { Lightbox, preloadLightbox, type LightboxImage, type LightboxProps } from './lightbox/index';
export { contentIcons, type ContentIcons } from './content-icons-loader';
