import { Menu, NavLink } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_LANGUAGES, type Language } from '@lineup/contract/languages';
import { navItemProps } from '#web/features/navigation/components/nav-item.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { currentLanguage } from '#web/lib/i18n.ts';
import { chooseLanguage } from '#web/lib/me/choose-language.ts';
import { showError } from '#web/lib/toast.ts';
import { languageName } from '#web/lib/language-names.ts';
import { Hint } from '#web/components/ui/hint.tsx';

/**
 * The side bar's language switch: en, pt, fr, de, es (spec section 2), each named in its own
 * language. The choice is the account's too, kept for its e-mails.
 */
export function LanguageSwitch({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const choose = (language: Language) =>
    chooseLanguage(queryClient, language).catch((error: unknown) => showError(errorText(error, t)));
  const active = currentLanguage();
  const label = `${t('navigation.language')}: ${t('language.name')}`;
  return (
    <Menu position="right-end" shadow="md" width={180} withinPortal>
      <Hint label={label} position="right" withArrow disabled={!collapsed}>
        <Menu.Target>
          <NavLink
            {...navItemProps({
              label: t('language.name'),
              description: collapsed ? undefined : t('navigation.language'),
              ariaLabel: label,
              collapsed,
              icon: <IconLanguage size={20} stroke={1.6} aria-hidden />,
            })}
            component="button"
            type="button"
          />
        </Menu.Target>
      </Hint>
      <Menu.Dropdown>
        <Menu.Label>{t('navigation.language')}</Menu.Label>
        {SIDEBAR_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void choose(language)}
            rightSection={language === active ? <IconCheck size={14} aria-hidden /> : null}
          >
            {languageName(language)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
