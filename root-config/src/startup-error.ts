import { bootTexts } from '@site/shared/i18n';
import { language } from '@site/shared/state';

/**
 * The error page shown when the site cannot start at all (no usable remote manifest):
 * never a blank page. Plain DOM, because no remote (and so no React) could be loaded.
 */
export function showStartupError(): void {
  const t = bootTexts[language.value].errorPage;
  const main = document.getElementById('main') ?? document.body;
  const page = document.createElement('section');
  page.className = 'container-page grid min-h-[70vh] place-items-center py-28 text-center';
  page.dataset['testid'] = 'startup-error';
  page.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.className = 'text-3xl font-bold';
  title.textContent = t.title;
  const text = document.createElement('p');
  text.className = 'mt-4 text-lg text-muted';
  text.textContent = t.text;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn-primary mt-8';
  reload.textContent = t.reload;
  reload.addEventListener('click', () => window.location.reload());
  const inner = document.createElement('div');
  inner.append(title, text, reload);
  page.append(inner);
  main.replaceChildren(page);
}
