import { contentServerApp } from '@site/shared/server';
import { formsSection } from './section';

/** mf-forms on the server (its server container's `./ssr`). */
export const serverApp = contentServerApp(formsSection);
