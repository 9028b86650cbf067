import './styles.css';
import { reactApp, type ShellProps } from '@site/shared/react';
import { FooterRoot } from './footer/FooterRoot';
import { HeaderRoot } from './header/HeaderRoot';

// Two React roots, one per slot, so the header and footer sit around whichever content
// app is active without the shell owning <main>. Each hydrates its server HTML when there is some.
const header = reactApp<ShellProps>('mf-shell header', HeaderRoot, 'header', (props) => props.slots.header);
const footer = reactApp<ShellProps>('mf-shell footer', FooterRoot, 'footer', (props) => props.slots.footer);

export const bootstrap = [header.bootstrap, footer.bootstrap];
export const mount = [header.mount, footer.mount];
export const unmount = [header.unmount, footer.unmount];
