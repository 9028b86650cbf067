/**
 * The page's layout slots from index.html. The shell owns the header and footer slots;
 * each content app gets its own element inside `<main>` (only one is active at a time).
 */
function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`index.html has no #${id}`);
  return element;
}

export function shellSlots(): { header: HTMLElement; footer: HTMLElement } {
  return { header: byId('shell-header'), footer: byId('shell-footer') };
}

export function contentSlot(app: string): HTMLElement {
  const id = `app-${app}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  byId('main').append(element);
  return element;
}
