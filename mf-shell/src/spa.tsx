import './styles.css';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { HeaderRoot } from './header/HeaderRoot';
import { FooterRoot } from './footer/FooterRoot';

/** The slots root-config passes to the shell (see root-config/src/applications.ts). */
interface ShellProps {
  slots: { header: HTMLElement; footer: HTMLElement };
}

// Two React roots, one per slot, so the header and footer sit around whichever content
// app is active without the shell owning <main>.
const header = singleSpaReact<ShellProps>({
  React,
  ReactDOMClient,
  rootComponent: HeaderRoot,
  domElementGetter: (props) => props.slots.header,
  // Last resort only: HeaderRoot has its own boundary. A broken header shows nothing.
  errorBoundary: () => <></>,
});

const footer = singleSpaReact<ShellProps>({
  React,
  ReactDOMClient,
  rootComponent: FooterRoot,
  domElementGetter: (props) => props.slots.footer,
  errorBoundary: () => <></>,
});

export const bootstrap = [header.bootstrap, footer.bootstrap];
export const mount = [header.mount, footer.mount];
export const unmount = [header.unmount, footer.unmount];
