// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STORED_COPY_META } from '@site/shared/worker';
import { answeredFromStore, markAnswered, notePageFromStore } from './served';

afterEach(() => {
  document.head.innerHTML = '';
  for (const path of ['/v1/services', '/v1/social-media/slug/a']) for (const lang of ['ar', 'en'] as const) markAnswered(path, lang, false);
});

describe('a page the service worker served from the stored pages', () => {
  it('counts its replies as answered from the store, in its language', () => {
    document.head.innerHTML = `<meta charset="utf-8"><meta name="${STORED_COPY_META}" content="">`;
    notePageFromStore(document, ['/v1/services', '/v1/social-media/slug/a'], 'en');
    expect(answeredFromStore('/v1/social-media/slug/a', 'en')).toBe(true);
    expect(answeredFromStore('/v1/services', 'en')).toBe(true);
    expect(answeredFromStore('/v1/services', 'ar')).toBe(false);
  });

  it('leaves a page from the network as it is', () => {
    document.head.innerHTML = '<meta charset="utf-8">';
    notePageFromStore(document, ['/v1/services'], 'en');
    expect(answeredFromStore('/v1/services', 'en')).toBe(false);
  });
});
