import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ownStaffQuery } from '#web/lib/me/own-staff.ts';
import { ownStaffPath } from '#web/features/user/api/get-own-staff.ts';

interface OwnStaffLinkProps {
  readonly school: { readonly id: string; readonly name: string };
}

/** The way to one's own staff record at the current school, when one is linked to the account. */
export function OwnStaffLink({ school }: OwnStaffLinkProps) {
  const { t } = useTranslation();
  const own = useQuery(ownStaffQuery(school.id));
  const record = own.data?.staff;
  if (!record) return null;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="own-staff">
      <IconId size={20} aria-hidden style={{ flex: 'none', marginTop: 12 }} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={ownStaffPath(record.id)}
          fw={600}
          style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}
        >
          {t('user.profile.staffRecord')}
        </Anchor>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('user.profile.staffRecordHint', { school: school.name })}
        </Text>
      </Stack>
    </Group>
  );
}
