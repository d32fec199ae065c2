import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { AppLayout, type NavbarOptions } from '#web/components/layouts/app-layout.tsx';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';
import { setWindowWidth } from '#web/testing/window-width.ts';

function FakeNavbar({ collapsed, onToggle, onNavigate }: NavbarOptions) {
  return (
    <nav aria-label={onToggle ? 'side bar' : 'drawer menu'} data-collapsed={collapsed}>
      {onToggle ? <button onClick={onToggle}>toggle</button> : null}
      {onNavigate ? <button onClick={onNavigate}>follow</button> : null}
    </nav>
  );
}

function renderLayout() {
  renderWithRouter(
    <AppLayout navbar={(options) => <FakeNavbar {...options} />} menuLabel="Open menu">
      <p>content</p>
    </AppLayout>,
  );
}

describe('app layout', () => {
  it('starts collapsed below laptop width and lets the user expand and collapse the side bar', async () => {
    renderLayout();
    const sideBar = await screen.findByRole('navigation', { name: 'side bar' });
    expect(sideBar).toHaveAttribute('data-collapsed', 'true');
    await userEvent.click(within(sideBar).getByRole('button', { name: 'toggle' }));
    expect(sideBar).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByRole('main')).toHaveTextContent('content');
  });

  it('opens the side bar, expanded, in a drawer from the phone header’s burger and closes it after following an item', async () => {
    renderLayout();
    // The phone header and drawer are hidden by CSS at jsdom's width; they are in the page all the same.
    const burger = await screen.findByRole('button', { name: 'Open menu', hidden: true });
    await userEvent.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Open menu', hidden: true });
    const menu = within(drawer).getByRole('navigation', { name: 'drawer menu', hidden: true });
    expect(menu).toHaveAttribute('data-collapsed', 'false');
    await userEvent.click(within(menu).getByRole('button', { name: 'follow', hidden: true }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws no side bar beside the content on a phone, where the menu is the drawer', async () => {
    setWindowWidth(375);
    renderLayout();
    // Mantine's responsive styles are not applied in jsdom: the phone header is found though hidden.
    const burger = await screen.findByRole('button', { name: 'Open menu', hidden: true });
    expect(screen.queryByRole('navigation', { name: 'side bar', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Open menu', hidden: true });
    const menu = within(drawer).getByRole('navigation', { name: 'drawer menu', hidden: true });
    expect(menu).toHaveAttribute('data-collapsed', 'false');
  });

  it('draws the side bar expanded beside the content on a laptop', async () => {
    setWindowWidth(1280);
    renderLayout();
    expect(await screen.findByRole('navigation', { name: 'side bar' })).toHaveAttribute('data-collapsed', 'false');
  });

  it('keeps its frame as it is once drawn: nothing slides, and no mark comes or goes to restyle the whole page', async () => {
    renderLayout();
    const frame = (await screen.findByRole('main')).parentElement;
    expect(frame).toHaveStyle({ '--app-shell-transition-duration': '0ms' });
    const marks = () => [...(frame?.attributes ?? [])].map(({ name, value }) => `${name}=${value}`).sort();
    const drawn = marks();
    // Mantine drops its resizing mark once its transition time has passed after mounting, and after each resize.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    window.dispatchEvent(new Event('resize'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(marks()).toEqual(drawn);
    // The mark that holds Mantine's transitions back is there for good.
    expect(frame).toHaveAttribute('data-resizing');
  });
});
