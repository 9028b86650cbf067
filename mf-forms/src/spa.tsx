import './styles.css';
import { reactApp } from '@site/shared/react';
import { FormsRoot } from './app/FormsRoot';

/** The props root-config gives a content app (see root-config/src/applications.ts). */
interface ContentProps {
  domElement: HTMLElement;
}

export const { bootstrap, mount, unmount } = reactApp<ContentProps>('mf-forms', FormsRoot, 'main', (props) => props.domElement);
