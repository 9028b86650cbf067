import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NasaqConsultation, NasaqPortfolio } from './react';

describe('the React components on a server', () => {
  it('render with no window, the element with its attributes and the height its widget will take', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <main>
        <NasaqPortfolio
          site="https://nasaq.example"
          lang="en"
          limit={3}
          theme="dark"
          onReady={() => undefined}
          style={{ ['--nasaq-accent' as string]: '#e11d48' }}
        />
        <NasaqConsultation site="https://nasaq.example" lang="ar" service="4" email="sara@example.com" source="pricing" className="partner-form" />
      </main>,
    );
    expect(html).toContain(
      '<nasaq-portfolio lang="en" limit="3" theme="dark" style="display:block;min-block-size:min(100vh, 2056px);--nasaq-accent:#e11d48"></nasaq-portfolio>',
    );
    expect(html).toContain(
      '<nasaq-consultation lang="ar" service="4" email="sara@example.com" source="pricing" class="partner-form" style="display:block;min-block-size:min(100vh, 1130px)"></nasaq-consultation>',
    );
    // No callback and no `site` reaches the element.
    expect(html).not.toContain('onReady');
    expect(html).not.toContain('site=');
  });
});
