import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A page, or with `part` a part of one (a tab's content), whose code or data is on its way. */
export function PageLoader({ part = false }: { readonly part?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center
      {...(part ? { py: 'xl' } : { mih: '60vh' })}
      role="status"
      aria-label={t('common.loading')}
      data-testid="page-loader"
    >
      <Loader />
    </Center>
  );
}
