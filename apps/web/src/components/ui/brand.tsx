import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function WaveMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-ocean-8)" />
      <path d="M6 40c6 0 9-6 15-6s9 6 15 6 9-6 15-6 7 3 7 3v13H6z" fill="var(--mantine-color-ocean-3)" />
      <path
        d="M6 30c5 0 8-12 19-12 8 0 12 6 12 11-4-3-9-2-10 3 3 5 8 6 13 6 6 0 9-4 12-4 2 0 4 1 6 2v6c-2-1-4-2-6-2-3 0-6 4-12 4-9 0-13-5-19-5-6 0-9 4-15 4z"
        fill="#fff"
      />
    </svg>
  );
}

/** The product's mark and name. */
export function Brand({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <WaveMark size={size} />
      <Text component="span" fw={800} fz={size * 0.65} c="ocean.9" lh={1}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
