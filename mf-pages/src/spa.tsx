import './styles.css';
import { reactApp } from '@site/shared/react';
import { PagesRoot } from './app/PagesRoot';

/** The props root-config gives a content app (see root-config/src/applications.ts). */
interface ContentProps {
  domElement: HTMLElement;
}

export const { bootstrap, mount, unmount } = reactApp<ContentProps>('mf-pages', PagesRoot, 'main', (props) => props.domElement);
