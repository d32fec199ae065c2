import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@lineup/contract/languages';
import { changeLanguage, currentLanguage } from '#web/lib/i18n.ts';

/** Every language listed by its own name, read from that language's locale. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('language.label')}
        >
          {active.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void changeLanguage(language)}
            rightSection={language === active ? <IconCheck size={14} aria-hidden /> : null}
          >
            {i18n.getFixedT(language)('language.name')}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
