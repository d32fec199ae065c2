import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#web/lib/error-text.ts';
import { download } from '#web/lib/download.ts';
import type { Query } from '#web/lib/http.ts';
import { showError } from '#web/lib/toast.ts';

interface ExportButtonProps {
  /** The server's export of the list (`/api/v1/places/export`). */
  readonly path: string;
  /** The list's current query: the file holds what the table shows, every page of it. */
  readonly query: Query;
  /** The file's name when the server does not give one. */
  readonly fileName: string;
}

/** Downloads the list as CSV from the server, signed in with the session's token. */
export function ExportButton({ path, query, fileName }: ExportButtonProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={pending}
      onClick={() => {
        setPending(true);
        download(path, { query: rest, fileName })
          .catch((error: unknown) => showError(`${t('list.exportFailed')} ${errorText(error, t)}`))
          .finally(() => setPending(false));
      }}
    >
      {t('list.export')}
    </Button>
  );
}
