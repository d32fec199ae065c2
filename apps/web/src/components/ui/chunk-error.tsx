import { IconCloudOff, IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import type { ChunkLoadReason } from '#web/lib/chunk.ts';

export function ChunkError({ reason }: { reason: ChunkLoadReason }) {
  const { t } = useTranslation();
  const Icon = reason === 'timeout' ? IconHourglassHigh : IconCloudOff;
  return (
    <ErrorPanel
      testId="chunk-error"
      icon={<Icon size={32} aria-hidden />}
      title={t('chunkError.title')}
      message={t(`chunkError.${reason}`)}
    />
  );
}
