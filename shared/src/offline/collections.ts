import type { CollectionName, ItemKind } from './reads';
import { field, isObject, type Json } from './shape';

/**
 * The lists of a stored copy, made from the items it keeps rather than downloaded: a kept
 * item's reply holds everything its list item does. Each list item is what the API's lists
 * carry (a project without its description and gallery, an article without its body, a design
 * with an empty gallery and its count), so a screen reads a stored list with the same contract.
 */
export const COLLECTION_OF: Partial<Record<ItemKind, CollectionName>> = { project: 'projects', blog: 'blogs', design: 'designs' };

export function listItemOf(kind: ItemKind, body: unknown): Json | null {
  if (kind === 'project') {
    const project = field(body, 'data', 'project');
    if (!isObject(project)) return null;
    const { description: _description, gallaries: _gallery, ...item } = project;
    return item;
  }
  if (kind === 'blog') {
    const post = field(body, 'data', 'blog');
    if (!isObject(post)) return null;
    const { content: _content, quote: _quote, ...item } = post;
    return item;
  }
  if (kind === 'design') {
    const design = field(body, 'data');
    if (!isObject(design)) return null;
    const { related: _related, galleries: _galleries, ...item } = design;
    return { ...item, galleries: [] };
  }
  return null;
}
