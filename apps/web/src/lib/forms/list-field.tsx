import type { ReactNode } from 'react';
import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

interface ListFieldProps<Row extends { readonly key: string }> {
  readonly legend: string;
  /** What the rows are for, under the legend. */
  readonly hint: string;
  /** Said in place of the rows while there are none. */
  readonly empty: string;
  readonly rows: readonly Row[];
  /** The list's own error (too many rows, say); each row's fields show their own. */
  readonly error: ReactNode;
  readonly addLabel: string;
  /** Below the list's limit. */
  readonly canAdd: boolean;
  readonly onAdd: () => void;
  /** The accessible name of a row's remove button, by its place in the list. */
  readonly removeLabel: (index: number) => string;
  readonly onRemove: (index: number) => void;
  readonly rowTestId: string;
  /** A row's fields; the remove button follows them. */
  readonly children: (row: Row, index: number) => ReactNode;
}

/**
 * A list inside a form, edited in place (certifications, weekly hours): its rows of fields, each
 * with its remove button, the list's own error and an Add button, in a fieldset.
 */
export function ListField<Row extends { readonly key: string }>({
  legend,
  hint,
  empty,
  rows,
  error,
  addLabel,
  canAdd,
  onAdd,
  removeLabel,
  onRemove,
  rowTestId,
  children,
}: ListFieldProps<Row>) {
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Group key={row.key} gap="xs" align="flex-start" wrap="wrap" data-testid={rowTestId}>
            {children(row, index)}
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={removeLabel(index)}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {typeof error === 'string' ? (
          // The theme's red.9: the plain red on white is below WCAG AA's contrast for small text.
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!canAdd}
            onClick={onAdd}
          >
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
