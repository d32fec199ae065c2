import { Button, Menu, Text } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@lineup/contract/languages';
import { Flag } from '#web/components/ui/flag.tsx';
import { changeLanguage, currentLanguage } from '#web/lib/i18n.ts';
import { languageName } from '#web/lib/language-names.ts';

interface LanguageMenuProps {
  /** The Start page offers all six; the side bar offers SIDEBAR_LANGUAGES (spec section 9). */
  readonly languages?: readonly Language[];
}

/** A flag menu listing every language by its own name, read from that language's locale. */
export function LanguageMenu({ languages = LANGUAGES }: LanguageMenuProps) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const nameOf = languageName;
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          size="compact-md"
          leftSection={<Flag language={active} width={22} />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`${t('language.label')}: ${nameOf(active)}`}
          data-testid="language-menu"
        >
          <Text component="span" fw={600} fz="sm" visibleFrom="sm">
            {nameOf(active)}
          </Text>
          <Text component="span" fw={600} fz="sm" hiddenFrom="sm">
            {active.toUpperCase()}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            leftSection={<Flag language={language} width={22} />}
            rightSection={language === active ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={language === active ? 'true' : undefined}
            fw={language === active ? 600 : undefined}
            onClick={() => void changeLanguage(language)}
          >
            {nameOf(language)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
