import { Group, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@lineup/contract/staff';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { CertificationBadge } from '#web/features/staff/components/staff-badges.tsx';
import { useDayFormat } from '#web/lib/day-words.ts';

/** Each certification with its last valid day and where it stands on the school's day; the first to lapse first. */
export function StaffCertifications({ member }: { readonly member: Staff }) {
  const { t } = useTranslation();
  const day = useDayFormat();
  // Those that never expire last, the rest by days left.
  const sorted = [...member.certifications].sort(
    (a, b) => (a.daysLeft ?? Number.POSITIVE_INFINITY) - (b.daysLeft ?? Number.POSITIVE_INFINITY),
  );
  return (
    <SectionCard
      id="staff-certifications"
      title={t('staff.view.certifications.title')}
      icon={<IconCertificate size={20} aria-hidden />}
    >
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('staff.view.certifications.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {sorted.map((certification, index) => (
            <Group
              key={`${certification.name}-${index}`}
              component="li"
              justify="space-between"
              gap="xs"
              wrap="wrap"
              data-testid="certification"
            >
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 180px' }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {certification.name}
                </Text>
                {certification.expiresOn ? (
                  <Text size="xs" c="dimmed">
                    {t('staff.view.certifications.until', { date: day(certification.expiresOn) })}
                  </Text>
                ) : null}
              </Stack>
              <CertificationBadge status={certification.status} daysLeft={certification.daysLeft} />
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
