import { act } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The footer's module as a page loads it on `iso`: the build's prerender, or the reader's browser. */
async function footerLoadedOn(iso: string) {
  vi.setSystemTime(new Date(iso));
  vi.resetModules();
  return (await import('#web/features/start/components/start-footer.tsx')).StartFooter;
}

describe('the Start page footer', () => {
  afterEach(() => vi.useRealTimers());

  it('is taken over as it was prerendered, in the year of the build, then shows this year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const Prerendered = await footerLoadedOn(`${__BUILD_YEAR__}-12-31T12:00:00Z`);
    const html = renderToString(
      <MantineProvider>
        <Prerendered onOpenPrivacy={() => undefined} />
      </MantineProvider>,
    );
    expect(html).toContain(`© ${__BUILD_YEAR__} Lineup`);
    // A visit in the new year, to the page written the year before.
    const Visited = await footerLoadedOn(`${__BUILD_YEAR__ + 1}-01-02T12:00:00Z`);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const mismatches = vi.fn();
    await act(async () => {
      hydrateRoot(
        root,
        <MantineProvider>
          <Visited onOpenPrivacy={() => undefined} />
        </MantineProvider>,
        { onRecoverableError: mismatches },
      );
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(root.textContent).toContain(`© ${__BUILD_YEAR__ + 1} Lineup`);
  });
});
