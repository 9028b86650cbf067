import { describe, expect, it } from 'vitest';
import { paths } from '@site/shared/site';
import { routePaths } from './route-paths';

describe('routePaths', () => {
  it('lists every route once, each detail route with its sample, and ends with a path no route owns', () => {
    const listed = routePaths({ service: 3, project: 7, article: 'a-post', design: 'a-design' });
    expect(listed).toHaveLength(Object.keys(paths).length + 1);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(expect.arrayContaining(['/services/3', '/projects/7', '/blog/a-post', '/portfolio/a-design']));
    expect(listed.at(-1)).toBe('/no-such-page');
  });

  it('leaves out a detail route the site holds no item of', () => {
    const listed = routePaths({ service: null, project: 7, article: null, design: null });
    expect(listed).toHaveLength(Object.keys(paths).length + 1 - 3);
    expect(listed.filter((path) => path.startsWith('/services/'))).toEqual([]);
  });
});
