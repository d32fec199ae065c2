import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconHelpCircle, IconId, IconListCheck, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@lineup/contract/roles';
import { FeatureList } from '#web/features/help/components/feature-list.tsx';
import { HelpSection } from '#web/features/help/components/help-section.tsx';
import { QuestionList } from '#web/features/help/components/question-list.tsx';
import { QuickStart } from '#web/features/help/components/quick-start.tsx';
import { RoleCard } from '#web/features/help/components/role-card.tsx';
import { FAQ, isFor, TASKS } from '#web/features/help/help-content.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import { useSession } from '#web/lib/session.ts';

const helpTexts = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

const SECTIONS = ['role', 'quickStart', 'features', 'tasks', 'faq'] as const;

/** The help centre, written for the signed-in role (spec sections 1 and 6). */
function HelpCentre() {
  const { t } = useTranslation();
  const session = useSession();
  // The guard lets only signed-in visitors here; without a session there is no role to explain.
  const role: Role = session?.profile ?? 'user';
  const tasks = TASKS.filter((task) => isFor(role, task.audience)).map(({ key }) => ({
    key,
    question: t(`help.tasks.${key}.title`),
    answer: t(`help.tasks.${key}.text`),
  }));
  const faq = FAQ.filter((item) => isFor(role, item.audience)).map(({ key }) => ({
    key,
    question: t(`help.faq.${key}.question`),
    answer: t(`help.faq.${key}.answer`),
  }));
  return (
    <Stack gap={40} maw={1040} data-testid="help-page">
      <Stack gap="xs">
        <Title order={1} c="ocean.9">
          {t('help.title')}
        </Title>
        <Text fz="lg" c="gray.8">
          {session ? t('help.greeting', { name: session.name || session.email }) : t('help.intro')}
        </Text>
        <Group component="nav" aria-label={t('help.contents')} gap="md" mt="xs">
          {SECTIONS.map((section) => (
            <Anchor key={section} href={`#help-${section}-section`} fw={600} fz="sm">
              {t(`help.sections.${section}`)}
            </Anchor>
          ))}
        </Group>
      </Stack>
      <HelpSection id="help-role" title={t('help.sections.role')} icon={<IconId size={20} aria-hidden />}>
        <RoleCard role={role} />
      </HelpSection>
      <HelpSection
        id="help-quickStart"
        title={t('help.sections.quickStart')}
        icon={<IconRocket size={20} aria-hidden />}
      >
        <QuickStart role={role} />
      </HelpSection>
      <HelpSection id="help-features" title={t('help.sections.features')} icon={<IconBulb size={20} aria-hidden />}>
        <FeatureList role={role} />
      </HelpSection>
      <HelpSection id="help-tasks" title={t('help.sections.tasks')} icon={<IconListCheck size={20} aria-hidden />}>
        <QuestionList items={tasks} testId="help-tasks" />
      </HelpSection>
      <HelpSection id="help-faq" title={t('help.sections.faq')} icon={<IconHelpCircle size={20} aria-hidden />}>
        <QuestionList items={faq} testId="help-faq" />
      </HelpSection>
    </Stack>
  );
}

export default function HelpScreen() {
  return (
    <ScreenTexts texts={{ help: helpTexts }}>
      <HelpCentre />
    </ScreenTexts>
  );
}
