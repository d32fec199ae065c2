import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserData } from '#web/features/privacy/components/browser-data.tsx';
import { changeLanguage, clearLanguage, i18n } from '#web/lib/i18n.ts';
import { readLanguageCookie } from '#web/lib/language-cookie.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

beforeEach(async () => {
  await clearLanguage();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('data in this browser', () => {
  it('offers nothing to clear when nothing is stored', async () => {
    renderWithRouter(<BrowserData />);
    // The texts of the language load first: on a busy machine, not at once.
    expect(await screen.findByTestId('browser-data-empty')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('forgets the remembered e-mail and says so', async () => {
    await changeLanguage('en');
    const show = vi.spyOn(notifications, 'show');
    window.localStorage.setItem('rememberedEmail', 'ana@example.com');
    renderWithRouter(<BrowserData />);
    expect(screen.getByText(/ana@example.com/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Forget remembered e-mail' }));
    expect(window.localStorage.getItem('rememberedEmail')).toBeNull();
    expect(show).toHaveBeenCalledWith({
      color: 'green',
      message: 'Remembered email has been cleared from your browser',
    });
    expect(screen.queryByRole('button', { name: 'Forget remembered e-mail' })).not.toBeInTheDocument();
  });

  it('clears the language cookie, returns to Portuguese and confirms in Portuguese', async () => {
    await changeLanguage('de');
    const show = vi.spyOn(notifications, 'show');
    renderWithRouter(<BrowserData />);
    expect(screen.queryByRole('button', { name: 'Gespeicherte E-Mail vergessen' })).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sprach-Cookie löschen' })));
    expect(readLanguageCookie()).toBeNull();
    expect(i18n.language).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
    expect(show).toHaveBeenCalledWith({ color: 'green', message: i18n.getFixedT('pt')('privacy.languageCleared') });
    expect(screen.getByTestId('browser-data-empty')).toBeInTheDocument();
  });
});
