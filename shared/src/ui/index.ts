export { SiteLink, type SiteLinkProps } from './SiteLink';
export { ErrorBoundary } from './ErrorBoundary';
export { Spinner } from './Spinner';
export { MessagePage } from './MessagePage';
export { NotFoundPage } from './NotFoundPage';
export { PendingPage } from './PendingPage';
export { ErrorPage } from './ErrorPage';
