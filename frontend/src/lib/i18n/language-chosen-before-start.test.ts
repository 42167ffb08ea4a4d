import { afterEach, describe, expect, it } from 'vitest';
import { languageChosenBeforeStart } from './language-chosen-before-start';

/** A prerendered page's root (served in `served`) with the language select showing `showing`. */
function prerenderedRoot(served: string | null, showing: string): HTMLElement {
  const root = document.createElement('div');
  if (served) root.dataset.prerendered = served;
  root.innerHTML = `<header><select data-language-select=""><option value="en">English</option><option value="am">አማርኛ</option><option value="sw">Kiswahili</option><option value="xx">?</option></select></header>`;
  root.querySelector('select')!.value = showing;
  document.body.append(root);
  return root;
}

describe('languageChosenBeforeStart', () => {
  afterEach(() => document.body.replaceChildren());

  it('answers the language a visitor picked in the prerendered page before the app started', () => {
    expect(languageChosenBeforeStart(prerenderedRoot('en', 'am'))).toBe('am');
  });

  it('answers nothing while the select shows the language the page was rendered in', () => {
    expect(languageChosenBeforeStart(prerenderedRoot('sw', 'sw'))).toBeNull();
  });

  it('answers nothing for a page the app renders itself (not prerendered), or a value that is no language of the app', () => {
    expect(languageChosenBeforeStart(prerenderedRoot(null, 'am'))).toBeNull();
    expect(languageChosenBeforeStart(prerenderedRoot('en', 'xx'))).toBeNull();
  });
});
