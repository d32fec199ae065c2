import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@lineup/contract/roles';
import { helpGroupOf, QUICK_START } from '#web/features/help/help-content.ts';

export function QuickStart({ role }: { role: Role }) {
  const { t } = useTranslation();
  const steps = QUICK_START[helpGroupOf(role)];
  return (
    <Timeline active={steps.length} bulletSize={30} lineWidth={2}>
      {steps.map((step, index) => (
        <Timeline.Item
          key={step}
          bullet={
            <Text fw={700} fz="sm" c="white">
              {index + 1}
            </Text>
          }
          title={
            <Text fw={700} c="ocean.9">
              {t(`help.quickStart.${step}.title`)}
            </Text>
          }
        >
          <Text c="gray.8" mt={2}>
            {t(`help.quickStart.${step}.text`)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
