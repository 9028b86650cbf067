import { registerApplication } from 'single-spa';
import type { ContentProps, ShellProps } from '@site/shared/react';
import { ownerOf, remoteOfApp, type AppName } from '@site/shared/site';
import { resilientApp } from './resilient-app';
import { contentSlot, shellSlots } from './slots';

/** The shell on every route; each content app on the routes it owns (shared/src/routes.ts). */
export function registerSiteApplications(): void {
  registerApplication<ShellProps>({
    name: 'mf-shell',
    app: async () => resilientApp<ShellProps>('mf_shell', (props) => props.slots.header),
    activeWhen: () => true,
    customProps: { slots: shellSlots() },
  });
  for (const [name, remote] of Object.entries(remoteOfApp) as [AppName, (typeof remoteOfApp)[AppName]][]) {
    registerApplication<ContentProps>({
      name,
      app: async () => resilientApp<ContentProps>(remote, (props) => props.domElement),
      activeWhen: (location) => ownerOf(location.pathname) === name,
      customProps: { domElement: contentSlot(name) },
    });
  }
}
