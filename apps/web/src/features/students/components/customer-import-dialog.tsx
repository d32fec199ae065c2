import { useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_IMPORT_FIELDS,
  CUSTOMER_IMPORT_ROWS_MAX,
  type CustomerImportCheck,
  type CustomerImportField,
  type CustomerImportRow,
} from '@lineup/contract/customers';
import { FormError } from '#web/components/ui/form-error.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { errorText } from '#web/lib/error-text.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { checkCustomerImport, customerApi, importCustomers } from '#web/features/students/api/customers-api.ts';
import {
  guessMapping,
  mappedRows,
  readSheet,
  type ColumnMapping,
  type Sheet,
} from '#web/features/students/import-columns.ts';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

const SKIP = 'skip';
/** Errors listed at once; the count says how many there are. */
const ERRORS_SHOWN = 100;

/** "rows.12.email" → row 12 (from 0) and its field. */
function placeOf(path: string): { row: number; field: CustomerImportField } | null {
  const match = /^rows\.(\d+)\.(\w+)$/.exec(path);
  const field = CUSTOMER_IMPORT_FIELDS.find((known) => known === match?.[2]);
  return match && field ? { row: Number(match[1]), field } : null;
}

interface CustomerImportDialogProps {
  readonly opened: boolean;
  readonly schoolId: string;
  readonly onClose: () => void;
}

/**
 * Import customers from a CSV file: choose it, say which column holds each field (guessed from
 * its header), check every row on the server, then import them all, or none while any is wrong.
 */
export function CustomerImportDialog({ opened, schoolId, onClose }: CustomerImportDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const phone = useWindowMatches('(max-width: 36em)');
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [check, setCheck] = useState<CustomerImportCheck | null>(null);
  const rows: CustomerImportRow[] = sheet ? mappedRows(sheet, mapping) : [];

  const reset = () => {
    setFile(null);
    setSheet(null);
    setMapping({});
    setProblem(null);
    setCheck(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const checking = useMutation({
    mutationFn: () => checkCustomerImport(rows),
    onSuccess: setCheck,
    onError: (error) => setProblem(errorText(error, t)),
  });
  const importing = useMutation({
    mutationFn: () => importCustomers(rows),
    onSuccess: async ({ imported }) => {
      showSuccess(t('students.import.done', { count: imported }));
      await queryClient.invalidateQueries({ queryKey: customerApi.keys.all(schoolId) });
      close();
    },
    onError: (error) => {
      // Someone added a customer meanwhile: the server's errors are the new check.
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setCheck({
          rows: rows.length,
          errors: error.fieldErrors.map(({ path, message, code }) => ({ path, message, code })),
        });
      } else setProblem(t('students.import.failed'));
    },
  });

  const choose = async (chosen: File | null) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    const read = readSheet(await chosen.text());
    if (!read) return setProblem(t('students.import.unreadable'));
    if (read.rows.length === 0) return setProblem(t('students.import.noRows'));
    if (read.rows.length > CUSTOMER_IMPORT_ROWS_MAX) {
      return setProblem(t('students.import.tooMany', { max: CUSTOMER_IMPORT_ROWS_MAX, count: read.rows.length }));
    }
    setSheet(read);
    setMapping(guessMapping(read.header));
  };
  const remap = (field: CustomerImportField, column: string | null) => {
    setCheck(null);
    const next = { ...mapping };
    if (column === null || column === SKIP) delete next[field];
    else next[field] = Number(column);
    setMapping(next);
  };

  const columns = [
    { value: SKIP, label: t('students.import.skip') },
    ...(sheet?.header.map((heading, index) => ({ value: String(index), label: heading || `#${index + 1}` })) ?? []),
  ];
  const errors = check?.errors ?? [];
  const ready = check !== null && errors.length === 0;
  const busy = checking.isPending || importing.isPending;

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : close}
      title={t('students.import.title')}
      size="xl"
      fullScreen={phone}
      centered
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 750 } }}
    >
      <Stack gap="md" data-testid="customer-import">
        <Text size="sm">{t('students.import.intro')}</Text>
        <FileInput
          label={t('students.import.file')}
          placeholder={t('students.import.filePlaceholder')}
          accept=".csv,text/csv"
          value={file}
          onChange={(chosen) => void choose(chosen)}
          leftSection={<IconFileUpload size={16} aria-hidden />}
          clearable
        />
        {sheet ? (
          <Stack gap="xs">
            <Text fw={600}>{t('students.import.mapping')}</Text>
            <Text size="sm" c="dimmed">
              {t('students.import.mappingIntro')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              {CUSTOMER_IMPORT_FIELDS.map((field) => (
                <Select
                  key={field}
                  label={t(`students.fields.${field}`)}
                  data={columns}
                  value={mapping[field] === undefined ? SKIP : String(mapping[field])}
                  onChange={(column) => remap(field, column)}
                  allowDeselect={false}
                  required={field === 'name'}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
        {check ? (
          ready ? (
            <Alert
              color="green"
              variant="light"
              icon={<IconCircleCheck size={18} aria-hidden />}
              data-testid="import-ready"
            >
              {t('students.import.allGood', { count: check.rows })}
            </Alert>
          ) : (
            <Stack gap="xs" data-testid="import-errors">
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
                {t('students.import.errors', { count: errors.length })}
              </Alert>
              <ScrollArea.Autosize mah={320} type="auto">
                <Table striped withTableBorder fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('students.import.row')}</Table.Th>
                      <Table.Th>{t('students.import.field')}</Table.Th>
                      <Table.Th>{t('students.import.value')}</Table.Th>
                      <Table.Th>{t('students.import.problem')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {errors.slice(0, ERRORS_SHOWN).map((error) => {
                      const place = placeOf(error.path);
                      return (
                        <Table.Tr key={error.path}>
                          <Table.Td>{place ? place.row + 1 : ''}</Table.Td>
                          <Table.Td>{place ? t(`students.fields.${place.field}`) : error.path}</Table.Td>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>
                            {place ? rows[place.row]?.[place.field] : ''}
                          </Table.Td>
                          <Table.Td>{error.message}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
              {errors.length > ERRORS_SHOWN ? (
                <Text size="xs" c="dimmed">
                  {t('students.import.moreRows', { shown: ERRORS_SHOWN, count: errors.length })}
                </Text>
              ) : null}
            </Stack>
          )
        ) : null}
        <FormError>{problem ?? (sheet && mapping.name === undefined ? t('students.import.needName') : null)}</FormError>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('form.cancel')}
          </Button>
          {ready ? (
            <Button onClick={() => importing.mutate()} loading={importing.isPending}>
              {t('students.import.confirm', { count: rows.length })}
            </Button>
          ) : (
            <Button
              onClick={() => {
                setProblem(null);
                checking.mutate();
              }}
              loading={checking.isPending}
              disabled={!sheet || mapping.name === undefined}
            >
              {t('students.import.check')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
