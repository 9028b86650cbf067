import './styles.css';
import { sectionLifecycles } from '@site/shared/page';
import { formsSection } from './section';

/** mf-forms in the browser (its container's `./spa`): single-spa's lifecycles over the content slot. */
export const { bootstrap, mount, unmount } = sectionLifecycles(formsSection);
