import type { ReactNode } from 'react';
import { Anchor, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '#web/lib/public-config.ts';

/** The controller's contact details, from the server's configuration. */
export function PolicyContact() {
  const { t } = useTranslation();
  const { data, isError } = usePublicConfig();
  const item = (label: string, value: ReactNode) => (
    <li>
      <strong>{label}</strong> {value}
    </li>
  );
  const loading = <Skeleton component="span" display="inline-block" h={16} w={160} />;
  const missing = <Text span>{t('policy.contact.unavailable')}</Text>;
  const fallback = isError ? missing : loading;
  return (
    <>
      <ul>
        {item(
          t('policy.contact.email'),
          data ? <Anchor href={`mailto:${data.contactEmail}`}>{data.contactEmail}</Anchor> : fallback,
        )}
        {item(
          t('policy.contact.phone'),
          data ? (
            <Anchor href={`tel:${data.contactPhone.replace(/[^\d+]/g, '')}`}>{data.contactPhone}</Anchor>
          ) : (
            fallback
          ),
        )}
        {item(t('policy.contact.address'), t('policy.contact.city'))}
      </ul>
      <p>{t('policy.contact.changes')}</p>
    </>
  );
}
