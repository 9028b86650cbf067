import './styles.css';
import { reactApp } from '@site/shared/react';
import { FooterRoot } from './footer/FooterRoot';
import { HeaderRoot } from './header/HeaderRoot';

/** The slots root-config passes to the shell (see root-config/src/applications.ts). */
interface ShellProps {
  slots: { header: HTMLElement; footer: HTMLElement };
}

// Two React roots, one per slot, so the header and footer sit around whichever content
// app is active without the shell owning <main>. Each hydrates its server HTML when there is some.
const header = reactApp<ShellProps>('mf-shell header', HeaderRoot, 'header', (props) => props.slots.header);
const footer = reactApp<ShellProps>('mf-shell footer', FooterRoot, 'footer', (props) => props.slots.footer);

export const bootstrap = [header.bootstrap, footer.bootstrap];
export const mount = [header.mount, footer.mount];
export const unmount = [header.unmount, footer.unmount];
