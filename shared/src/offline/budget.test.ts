import { describe, expect, it } from 'vitest';
import { KEEP_WHEN_OVER, OFFLINE_STORE_LIMIT_BYTES, totalBytes, trimToBudget, type StoredItem } from './budget';

const MB = 1024 * 1024;
function items(group: StoredItem['group'], count: number, bytes: number): StoredItem[] {
  return Array.from({ length: count }, (_, rank) => ({ key: `${group}-${rank}`, kind: group === 'image' ? 'image' : 'reply', group, rank, bytes }));
}

describe('the 50 MB rule', () => {
  it('keeps everything up to 50 MB', () => {
    const all = [...items('project', 30, MB), ...items('image', 20, MB)];
    expect(totalBytes(all)).toBe(OFFLINE_STORE_LIMIT_BYTES);
    expect(trimToBudget(all)).toEqual({ over: false, drop: [], keepInCollections: null });
  });

  it('past 50 MB keeps only the 5 newest posts, 10 newest projects and 3 first images', () => {
    const all = [...items('project', 30, MB), ...items('blog', 12, 100), ...items('image', 21, MB), ...items('core', 4, 10), ...items('design', 5, 10)];
    const trim = trimToBudget(all);
    expect(trim.over).toBe(true);
    const kept = all.filter((item) => !trim.drop.includes(item));
    expect(kept.filter((item) => item.group === 'project').map((item) => item.rank)).toEqual([...Array(KEEP_WHEN_OVER.projects).keys()]);
    expect(kept.filter((item) => item.group === 'blog')).toHaveLength(5);
    expect(kept.filter((item) => item.group === 'image').map((item) => item.key)).toEqual(['image-0', 'image-1', 'image-2']);
    expect(kept.filter((item) => item.group === 'core' || item.group === 'design')).toHaveLength(9);
    expect(trim.keepInCollections).toEqual({ projects: 10, blogs: 5 });
  });

  it('measures the bytes stored, not the number of items', () => {
    expect(trimToBudget(items('image', 2, 26 * MB)).over).toBe(true);
    expect(trimToBudget(items('image', 500, 1000)).over).toBe(false);
  });

  it('takes a smaller limit (the forced case of the figures)', () => {
    expect(trimToBudget(items('project', 11, 10), 100).drop.map((item) => item.key)).toEqual(['project-10']);
  });
});
