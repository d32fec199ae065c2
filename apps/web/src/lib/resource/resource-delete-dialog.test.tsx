import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { kitTexts } from '#web/components/kit-texts.ts';
import { i18n } from '#web/lib/i18n.ts';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';
import type { ListQuerySchema, ResourceApi, SchoolRecord } from '#web/lib/resource/resource-api.ts';
import { ResourceDeleteDialog } from '#web/lib/resource/resource-delete-dialog.tsx';
import { SCHOOL_ID, locker, lockersApi, pass, passesApi, testTexts } from '#web/lib/resource/test-resources.ts';
import { mockApi, noContent, ok, problem, refusal } from '#web/testing/mock-api.ts';
import { renderWithRouter } from '#web/testing/render-with-router.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

const LOCKER_PATH = '/api/v1/lockers/00000000-0000-4000-8000-000000000007';
const PASS_PATH = '/api/v1/passes/00000000-0000-4000-8000-000000000010';

function openDialog<Item extends SchoolRecord, Input, List extends ListQuerySchema>(
  api: ResourceApi<Item, Input, List>,
  record: Item,
) {
  const onClose = vi.fn();
  renderWithRouter(
    <ScreenTexts texts={{ kit: kitTexts }}>
      <ResourceDeleteDialog
        api={api}
        texts={testTexts()}
        opened
        record={record}
        schoolId={SCHOOL_ID}
        onClose={onClose}
      />
    </ScreenTexts>,
  );
  return onClose;
}

async function confirmDelete(name: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Delete' });
  expect(dialog).toHaveTextContent(`Are you sure you want to delete “${name}”?`);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('ResourceDeleteDialog', () => {
  it('deletes a record nothing uses, says so and closes', async () => {
    const calls = mockApi({ [`DELETE ${LOCKER_PATH}`]: () => noContent() });
    const onClose = openDialog(lockersApi, locker());
    await confirmDelete('Locker 7');
    expect(await screen.findByText('“Locker 7” deleted.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('turns an in_use refusal into the offer to deactivate, which writes the whole record inactive', async () => {
    const calls = mockApi({
      [`DELETE ${LOCKER_PATH}`]: () => refusal(409, 'in_use', 'This locker is rented.'),
      [`PUT ${LOCKER_PATH}`]: (call) => ok(locker(call.body as object)),
    });
    const onClose = openDialog(lockersApi, locker());
    await confirmDelete('Locker 7');
    const refused = await screen.findByRole('dialog', { name: '“Locker 7” is in use' });
    expect(refused).toHaveTextContent('Deactivate it instead');
    expect(within(refused).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(refused).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('“Locker 7” retired.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Locker 7',
      size: 'board',
      notes: 'By the showers',
      active: false,
    });
  });

  it('offers to archive a record whose kind is archived, named as its kind names it', async () => {
    const calls = mockApi({
      [`DELETE ${PASS_PATH}`]: () => refusal(409, 'in_use', 'This pass is sold.'),
      [`PUT ${PASS_PATH}`]: (call) => ok(pass(call.body as object)),
    });
    openDialog(passesApi, pass());
    await confirmDelete('Ten lessons');
    const refused = await screen.findByRole('dialog', { name: '“Ten lessons” is in use' });
    expect(refused).toHaveTextContent('Archive it instead');
    await userEvent.click(within(refused).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('“Ten lessons” retired.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Ten lessons',
      credits: 10,
      status: 'archived',
    });
  });

  it('offers nothing for a record in use that is already inactive', async () => {
    const calls = mockApi({ [`DELETE ${LOCKER_PATH}`]: () => refusal(409, 'in_use', 'This locker is rented.') });
    openDialog(lockersApi, locker({ active: false }));
    await confirmDelete('Locker 7');
    const refused = await screen.findByRole('dialog', { name: '“Locker 7” is in use' });
    expect(
      within(refused)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).not.toContain('Deactivate');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('keeps the question and says why when the delete fails for another reason', async () => {
    mockApi({ [`DELETE ${LOCKER_PATH}`]: () => problem(500, 'internal', 'The server failed.') });
    const onClose = openDialog(lockersApi, locker());
    await confirmDelete('Locker 7');
    const dialog = screen.getByRole('dialog', { name: 'Delete' });
    await waitFor(() => expect(dialog).toHaveTextContent('The server failed.'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
