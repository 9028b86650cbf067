import './styles.css';
import { reactApp } from '@site/shared/react';
import { PortfolioRoot } from './app/PortfolioRoot';

/** The props root-config gives a content app (see root-config/src/applications.ts). */
interface ContentProps {
  domElement: HTMLElement;
}

export const { bootstrap, mount, unmount } = reactApp<ContentProps>('mf-portfolio', PortfolioRoot, 'main', (props) => props.domElement);
