import { act, fireEvent, screen, within } from '@testing-library/react';
import { Drawer, Modal, Notification, Select } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

describe('AppProvider', () => {
  it('names every dialog, drawer and notification close button in the interface language', async () => {
    renderWithRouter(
      <>
        <Modal opened onClose={() => undefined} title="A dialog">
          body
        </Modal>
        <Drawer opened onClose={() => undefined} title="A drawer">
          body
        </Drawer>
        <Notification title="Saved">A notification</Notification>
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'A dialog' });
    const drawer = await screen.findByRole('dialog', { name: 'A drawer' });
    expect(within(dialog).getByRole('button', { name: 'Dismiss dialog' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Dismiss dialog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pt'));
    expect(within(dialog).getByRole('button', { name: 'Fechar janela' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar notificação' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('keeps no list of a closed select in the page, and shows it once opened', async () => {
    renderWithRouter(<Select label="Board" data={['Longboard', 'Fish']} />);
    const select = await screen.findByLabelText('Board');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    fireEvent.click(select);
    expect(await screen.findByRole('option', { name: 'Fish' })).toBeInTheDocument();
  });

  it('brings the toasts after the page has drawn, a toast asked for before then shown as they come', async () => {
    renderWithRouter(<p>The page</p>);
    showSuccess('Saved before the toasts came');
    // The first commit has the page and no toasts' container, so none of its code or styles.
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    expect(screen.queryByText('Saved before the toasts came')).toBeNull();
    expect(await screen.findByText('Saved before the toasts came')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
