import './styles.css';
import { sectionLifecycles } from '@site/shared/page';
import { portfolioSection } from './section';

/** mf-portfolio in the browser (its container's `./spa`): single-spa's lifecycles over the content slot. */
export const { bootstrap, mount, unmount } = sectionLifecycles(portfolioSection);
