import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyClick } from '#web/lib/early-click.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(): { button: HTMLButtonElement; label: HTMLSpanElement } {
  document.body.innerHTML = '<main><button type="button"><span>Entrar</span></button><p>text</p></main>';
  const button = document.querySelector('button') as HTMLButtonElement;
  return { button, label: button.querySelector('span') as HTMLSpanElement };
}

describe('keepEarlyClick', () => {
  it('gives a click made before the handlers existed to its button once they do', () => {
    const { button, label } = page();
    const early = keepEarlyClick(document);
    label.click();
    const handler = vi.fn();
    button.addEventListener('click', handler);
    early.replay();
    expect(handler).toHaveBeenCalledTimes(1);
    // No longer keeping: later clicks reach the button once.
    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('holds back the browser’s own action meanwhile, and ignores clicks on plain text', () => {
    const { label } = page();
    const early = keepEarlyClick(document);
    const onButton = new MouseEvent('click', { bubbles: true, cancelable: true });
    label.dispatchEvent(onButton);
    expect(onButton.defaultPrevented).toBe(true);
    const onText = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('p')?.dispatchEvent(onText);
    expect(onText.defaultPrevented).toBe(false);
    early.drop();
  });

  it('gives nothing when dropped, or when the element left the page', () => {
    const { button } = page();
    const dropped = keepEarlyClick(document);
    button.click();
    const handler = vi.fn();
    button.addEventListener('click', handler);
    dropped.drop();
    expect(handler).not.toHaveBeenCalled();
    const { button: other } = page();
    const gone = keepEarlyClick(document);
    other.click();
    other.remove();
    const otherHandler = vi.fn();
    other.addEventListener('click', otherHandler);
    gone.replay();
    expect(otherHandler).not.toHaveBeenCalled();
  });
});
