import { servicesQuery } from '@site/shared/request';
import { textsIfLoaded } from '@site/shared/i18n';
import { useQuery } from '@site/shared/react';
import type { ServerRoute } from '@site/shared/page';
import { ErrorBox } from '@site/shared/ui';
import { remoteModuleTable } from '@site/shared/blocks';
import { afterEach, describe, expect, it } from 'vitest';
import type { PreparedRoutes } from './prepare-routes';
import { renderSlots } from './render-slots';
import { testRun } from '../testing/test-run';

function Services() {
  const state = useQuery(servicesQuery);
  return <p>{state.status === 'ready' ? `${state.data.length} services` : 'loading'}</p>;
}

const route = (overrides: Partial<ServerRoute>): ServerRoute => ({
  reads: () => [],
  blocks: [],
  slots: () => ({}),
  ...overrides,
});
const meta = textsIfLoaded('en', 'meta')!.meta;
const blocks = remoteModuleTable(null);
const services = { success: true, data: { data: [], total: 0, current_page: 1, last_page: 1, per_page: 50 } };

let finish = () => undefined as void;
afterEach(() => finish());

describe('renderSlots', () => {
  it("renders each slot with the replies in scope, and takes the owner's head and status", () => {
    const { run } = testRun();
    finish = () => run.finish();
    const routes: PreparedRoutes = {
      owner: 'mf-pages',
      contentRemote: 'mf_pages',
      shell: route({ slots: () => ({ header: <header>head</header>, footer: <footer>foot</footer> }) }),
      content: route({ slots: () => ({ main: <Services /> }), head: () => ({ title: 'Services', description: 'd' }), status: () => 404 }),
    };
    const slots = renderSlots(run, routes, [{ path: '/v1/services', status: 200, body: services }], meta, blocks);
    expect(slots).toMatchObject({ header: '<header>head</header>', footer: '<footer>foot</footer>', main: '<p>0 services</p>', status: 404 });
    expect(slots.head.title).toBe('Services');
    expect(run.complete).toBe(true);
  });

  it("leaves a slot that throws to the browser, with the home page's head when it is the main one", () => {
    const { run, warnings } = testRun();
    finish = () => run.finish();
    const throwing = () => {
      throw new Error('boom');
    };
    const slots = renderSlots(run, { owner: 'mf-pages', contentRemote: 'mf_pages', shell: null, content: route({ slots: throwing }) }, [], meta, blocks);
    expect(slots).toMatchObject({ header: null, footer: null, main: null, status: 200, head: { title: meta.home.title } });
    expect(warnings).toEqual(["[ssr] mf_pages's main failed to render on the server; the browser renders it."]);
    expect([...run.failedSections]).toEqual(['mf_pages']);
  });

  it('counts a slot that shows an error fallback against its section, and keeps the page whole', () => {
    const { run } = testRun();
    finish = () => run.finish();
    const content = route({ slots: () => ({ main: <ErrorBox text="The designs could not be loaded" /> }) });
    const slots = renderSlots(run, { owner: 'mf-portfolio', contentRemote: 'mf_portfolio', shell: null, content }, [], meta, blocks);
    expect(slots.main).toContain('data-error-fallback=""');
    expect([...run.failedSections]).toEqual(['mf_portfolio']);
    expect(run.complete).toBe(true);
  });
});
