import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteBlock } from './RemoteBlock';
import { remoteModule, setRemoteLoader } from './remote-modules';

function Teaser({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

afterEach(() => setRemoteLoader(() => Promise.reject(new Error('no loader in this test'))));

describe('RemoteBlock on the server', () => {
  it('renders a block the server loaded before rendering, inside its holder', async () => {
    const loader = vi.fn(async () => ({ default: Teaser }));
    setRemoteLoader(loader);
    await remoteModule('mf_portfolio/teaser');
    const html = renderToString(<RemoteBlock id="mf_portfolio/teaser" props={{ title: 'Designs' }} />);
    expect(html).toContain('data-block="mf_portfolio/teaser"');
    expect(html).toContain('<h2>Designs</h2>');
    expect(loader).toHaveBeenCalledOnce();
  });

  it('leaves a block that failed to the browser (a client-rendered boundary), and the rest of the page renders', async () => {
    setRemoteLoader(async () => {
      throw new Error('container missing');
    });
    await remoteModule('mf_forms/newsletter').catch(() => undefined);
    const html = renderToString(
      <main>
        <p>before</p>
        <RemoteBlock id="mf_forms/newsletter" fallback={<span>soon</span>} />
      </main>,
    );
    expect(html).toContain('<p>before</p>');
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('<span>soon</span>');
  });
});
