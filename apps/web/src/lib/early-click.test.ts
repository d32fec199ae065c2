import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyClick } from '#web/lib/early-click.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const MARKUP = '<main><p>text</p><button type="button"><span>Entrar</span></button><a href="#x">Mais</a></main>';

function page(markup = MARKUP): { root: HTMLElement; button: HTMLButtonElement; label: HTMLSpanElement } {
  document.body.innerHTML = `<div id="root">${markup}</div><button type="button" id="outside">Fora</button>`;
  const root = document.getElementById('root') as HTMLElement;
  const button = root.querySelector('button') as HTMLButtonElement;
  return { root, button, label: button.querySelector('span') as HTMLSpanElement };
}

describe('keepEarlyClick', () => {
  it('gives a click made before the handlers existed to its button once they do', () => {
    const { root, button, label } = page();
    const early = keepEarlyClick(root);
    label.click();
    const handler = vi.fn();
    button.addEventListener('click', handler);
    early.replay();
    expect(handler).toHaveBeenCalledTimes(1);
    // No longer keeping: later clicks reach the button once.
    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('holds back the browser’s own action meanwhile, and ignores clicks on plain text or outside the page', () => {
    const { root, label } = page();
    const early = keepEarlyClick(root);
    const onButton = new MouseEvent('click', { bubbles: true, cancelable: true });
    label.dispatchEvent(onButton);
    expect(onButton.defaultPrevented).toBe(true);
    const onText = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('p')?.dispatchEvent(onText);
    expect(onText.defaultPrevented).toBe(false);
    const outside = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('outside')?.dispatchEvent(outside);
    expect(outside.defaultPrevented).toBe(false);
    early.drop();
  });

  it('gives the click to the element in its place when the page was drawn anew', () => {
    // As sent, the page carries a preload React moves to the head when it draws the page itself.
    const { root, label } = page(`<link rel="preload" as="image" href="/flags/pt.svg">${MARKUP}`);
    const early = keepEarlyClick(root);
    label.click();
    // The app replaces the markup with its own, here in another language.
    root.innerHTML = MARKUP.replace('Entrar', 'Login');
    const redrawn = root.querySelector('button') as HTMLButtonElement;
    const handler = vi.fn();
    redrawn.addEventListener('click', handler);
    early.replay();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('gives nothing when dropped, or when nothing of the same kind stands in its place', () => {
    const { root, button } = page();
    const dropped = keepEarlyClick(root);
    button.click();
    const handler = vi.fn();
    button.addEventListener('click', handler);
    dropped.drop();
    expect(handler).not.toHaveBeenCalled();

    const { root: other, button: gone } = page();
    const early = keepEarlyClick(other);
    gone.click();
    gone.remove();
    // The link moved up into the button's place: it was not what was clicked.
    const link = other.querySelector('a') as HTMLAnchorElement;
    const linkHandler = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', linkHandler);
    const goneHandler = vi.fn();
    gone.addEventListener('click', goneHandler);
    early.replay();
    expect(goneHandler).not.toHaveBeenCalled();
    expect(linkHandler).not.toHaveBeenCalled();
  });
});
