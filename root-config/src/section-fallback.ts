import { bootTexts } from '@site/shared/i18n';
import { language } from '@site/shared/state';
import { effect } from '@preact/signals-core';

/**
 * What stands in a section's place when its remote cannot be loaded. Plain DOM (no React:
 * the host must be able to say this even when the remotes that bring React failed), in the
 * current language, following language switches. Returns a function that removes it.
 */
export function renderSectionFallback(slot: HTMLElement, retry: () => void): () => void {
  const box = document.createElement('section');
  box.className = 'container-page py-16';
  box.dataset['testid'] = 'section-fallback';
  box.setAttribute('role', 'alert');

  const card = document.createElement('div');
  card.className = 'card mx-auto max-w-xl p-8 text-center';
  const title = document.createElement('h2');
  title.className = 'text-xl font-bold';
  const text = document.createElement('p');
  text.className = 'mt-3 text-muted';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-primary mt-6';
  button.addEventListener('click', retry);
  card.append(title, text, button);
  box.append(card);
  slot.append(box);

  const stop = effect(() => {
    const t = bootTexts[language.value].remote;
    title.textContent = t.unavailableTitle;
    text.textContent = t.unavailableText;
    button.textContent = t.retry;
  });
  return () => {
    stop();
    box.remove();
  };
}
