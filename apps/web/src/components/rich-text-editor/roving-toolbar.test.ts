import { afterEach, describe, expect, it } from 'vitest';
import { attachRovingToolbar, targetIndex } from './roving-toolbar';

describe('targetIndex', () => {
  it('moves right and left with wrapping, Home and End to the ends', () => {
    expect(targetIndex('ArrowRight', 0, 3)).toBe(1);
    expect(targetIndex('ArrowRight', 2, 3)).toBe(0);
    expect(targetIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(targetIndex('Home', 2, 3)).toBe(0);
    expect(targetIndex('End', 0, 3)).toBe(2);
    expect(targetIndex('ArrowDown', 0, 3)).toBeNull();
    expect(targetIndex('ArrowRight', 0, 0)).toBeNull();
  });

  it('swaps the arrows right to left', () => {
    expect(targetIndex('ArrowLeft', 0, 3, true)).toBe(1);
    expect(targetIndex('ArrowRight', 0, 3, true)).toBe(2);
  });
});

let detach: () => void = () => undefined;
afterEach(() => {
  detach();
  document.body.innerHTML = '';
});

function toolbar(html: string): HTMLElement {
  document.body.innerHTML = `<div role="toolbar">${html}</div><div contenteditable="true" id="text"></div>`;
  const element = document.querySelector<HTMLElement>('[role="toolbar"]') as HTMLElement;
  detach = attachRovingToolbar(element);
  return element;
}

const button = (name: string) => document.querySelector<HTMLButtonElement>(`[aria-label="${name}"]`) as HTMLElement;
const tabStops = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[tabindex="0"]')).map((item) => item.getAttribute('aria-label'));
const press = (key: string) =>
  (document.activeElement as HTMLElement).dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  );
const focused = () => document.activeElement?.getAttribute('aria-label');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('attachRovingToolbar', () => {
  const controls =
    '<button tabindex="0" aria-label="Bold"></button><span><button tabindex="0" aria-label="Italic"></button></span>' +
    '<button tabindex="0" aria-label="Undo" disabled></button><button tabindex="0" aria-label="Alt text" aria-disabled="true"></button>';

  it('leaves one Tab stop, the first control', () => {
    const root = toolbar(controls);
    expect(tabStops(root)).toEqual(['Bold']);
    expect(button('Italic').getAttribute('tabindex')).toBe('-1');
  });

  it('moves focus with the arrows, wrapping and passing over disabled controls; Home and End', () => {
    const root = toolbar(controls);
    button('Bold').focus();
    press('ArrowRight');
    expect(focused()).toBe('Italic');
    press('ArrowRight');
    expect(focused()).toBe('Alt text');
    press('ArrowRight');
    expect(focused()).toBe('Bold');
    press('ArrowLeft');
    expect(focused()).toBe('Alt text');
    press('Home');
    expect(focused()).toBe('Bold');
    press('End');
    expect(focused()).toBe('Alt text');
    // The Tab stop follows, so Shift+Tab back into the toolbar returns to the control last used.
    expect(tabStops(root)).toEqual(['Alt text']);
  });

  it('leaves other keys and keys with modifiers alone', () => {
    toolbar(controls);
    button('Bold').focus();
    const event = new KeyboardEvent('keydown', { key: 'ArrowRight', ctrlKey: true, bubbles: true, cancelable: true });
    button('Bold').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    press('a');
    expect(focused()).toBe('Bold');
  });

  it('takes in controls added or enabled later, and moves the Tab stop off one that gets disabled', async () => {
    const root = toolbar(controls);
    button('Italic').focus();
    expect(tabStops(root)).toEqual(['Italic']);
    root.insertAdjacentHTML('beforeend', '<button tabindex="0" aria-label="Redo"></button>');
    button('Undo').removeAttribute('disabled');
    await settle();
    expect(tabStops(root)).toEqual(['Italic']);
    button('Italic').setAttribute('disabled', '');
    await settle();
    expect(tabStops(root)).toEqual(['Bold']);
    button('Bold').focus();
    press('End');
    expect(focused()).toBe('Redo');
  });
});
