/** A click kept while the page is not yet interactive. */
export interface EarlyClick {
  /**
   * Gives the kept click again and stops keeping: to the element clicked, or, when the app drew the
   * page anew (another language, or markup it could not take over), to the element in its place.
   */
  replay(): void;
  /** Forgets the kept click and stops keeping. */
  drop(): void;
}

const CLICKABLE = 'button, a, [role="button"], [role="menuitem"]';

/** What a page carries besides its content (React hoists or preloads these): not counted in a path. */
const NOT_CONTENT = new Set(['LINK', 'META', 'NOSCRIPT', 'SCRIPT', 'STYLE', 'TEMPLATE', 'TITLE']);

function contentChildren(element: Element): Element[] {
  return Array.from(element.children).filter((child) => !NOT_CONTENT.has(child.tagName));
}

/** Where `element` sits under `root`: its ancestors' places among their content siblings, from the top. */
function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(contentChildren(node.parentElement).indexOf(node));
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node && contentChildren(node)[index];
  return node;
}

/**
 * Keeps the last click made on server-rendered markup under `root` before its handlers exist (a
 * button that would otherwise do nothing), holding back what the browser would do with it meanwhile.
 */
export function keepEarlyClick(root: HTMLElement): EarlyClick {
  const document = root.ownerDocument;
  let kept: { element: HTMLElement; path: number[] } | null = null;
  const keep = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !root.contains(event.target)) return;
    const element = event.target.closest<HTMLElement>(CLICKABLE);
    if (!element || !root.contains(element)) return;
    kept = { element, path: pathOf(root, element) };
    event.preventDefault();
  };
  document.addEventListener('click', keep, true);
  const stop = () => document.removeEventListener('click', keep, true);
  return {
    replay() {
      stop();
      if (kept) {
        const { element, path } = kept;
        const target = element.isConnected ? element : elementAt(root, path);
        // Only the same kind of element stands in for it: anything else is not what was clicked.
        if (target instanceof HTMLElement && target.tagName === element.tagName && target.matches(CLICKABLE)) {
          target.click();
        }
      }
      kept = null;
    },
    drop() {
      stop();
      kept = null;
    },
  };
}
