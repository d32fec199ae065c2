import type { APIRequestContext } from '@playwright/test';
import { customerInputOf } from '../../packages/contract/src/customers.ts';
import { zonedToday } from '../../apps/web/src/lib/zoned-time.ts';
import { createByApi, lessonTypeInput, signInByApi } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { shoot } from '../support/screens.ts';
import { signInAs } from '../support/sign-in.ts';

// The question is in Portuguese: the browser asks for it, and SmartBot answers in it.
test.use({ locale: 'pt-PT' });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Tomorrow on the school's clocks (Lisbon). */
function tomorrow(): string {
  const today = new Date(`${zonedToday('Europe/Lisbon')}T12:00:00Z`);
  return new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** A place, a lesson type, a customer not yet booked, and tomorrow morning's lesson with nobody in it. */
async function lessonTomorrow(request: APIRequestContext, token: string) {
  const create = (path: string, data: Record<string, unknown>) => createByApi(request, token, path, data);
  const placeId = await create('/api/v1/places', {
    name: 'Praia do Guincho',
    type: 'beach',
    country: 'PT',
    address: '',
    latitude: 38.73,
    longitude: -9.47,
    capacity: null,
    notes: '',
    active: true,
  });
  const typeId = await create('/api/v1/event-types', lessonTypeInput('Iniciação'));
  const customer = 'Marta Quintela';
  await create('/api/v1/customers', customerInputOf(customer, { country: 'PT' }));
  const title = 'Surf da manhã';
  const day = tomorrow();
  const lessonId = await create('/api/v1/events', {
    eventTypeId: typeId,
    title,
    placeId,
    roomId: null,
    startsAt: `${day}T10:00:00Z`,
    durationMinutes: 90,
    color: null,
    capacity: null,
    comments: '',
    notes: '',
  });
  return { customer, title, day, lessonId };
}

test('the Owner asks SmartBot in Portuguese who has lessons tomorrow, opens the answer’s screen, and books a customer through the preview and Confirm', async ({
  page,
  school,
}) => {
  test.slow();
  const { access_token: token } = await signInByApi(page.request, school.owner);
  const plan = await lessonTomorrow(page.request, token);
  await signInAs(page, school.owner, '/chatbot');
  await expect(page.getByRole('heading', { level: 1, name: 'SmartBot' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Conversa com o SmartBot' });
  const box = page.getByRole('textbox', { name: 'Mensagem para o SmartBot' });

  // A new conversation offers first questions.
  await expect(page.getByRole('group', { name: 'Perguntas sugeridas' })).toBeVisible();
  await shoot(page, 'chatbot-empty', [375, 1280]);

  // The question, sent with Enter; the answer lists tomorrow's lesson and links to the screens.
  await box.fill('quem tem aulas amanhã?');
  await box.press('Enter');
  const answer = log.getByTestId('message').nth(1);
  await expect(answer).toContainText('Aulas e eventos a ');
  await expect(answer.getByRole('link', { name: new RegExp(plan.title) })).toHaveAttribute(
    'href',
    `/lesson/${plan.lessonId}`,
  );
  const lessons = answer.getByRole('link', { name: 'Aulas', exact: true });
  await expect(lessons).toHaveAttribute('href', `/lesson?from=${plan.day}&to=${plan.day}`);
  await expect(box).toHaveValue('');
  await shoot(page, 'chatbot');

  await lessons.click();
  await expect(page).toHaveURL(new RegExp(`/lesson\\?from=${plan.day}&to=${plan.day}$`));
  await expect(page.getByRole('link', { name: plan.title }).first()).toBeVisible();
  await page.goBack();
  await expect(log.getByTestId('message')).toHaveCount(2);

  // A change: previewed with the engine's word, made only on Confirm.
  await box.fill(`marca a ${plan.customer} na aula de amanhã`);
  await box.press('Enter');
  const card = log.getByRole('region', { name: 'Alteração proposta' });
  await expect(card).toContainText(plan.customer);
  await expect(card.getByTestId('action-facts')).toContainText('0 → 1');
  await expect(card.getByTestId('action-verdict')).toContainText('Nada entra em conflito');
  const before = await page.request.get(`/api/v1/events/${plan.lessonId}`, { headers: bearer(token) });
  expect(((await before.json()) as { customers: unknown[] }).customers).toHaveLength(0);
  await shoot(page, 'chatbot-proposal');

  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(card).toContainText('Confirmado: a alteração foi feita.');
  await expect(card.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
  const done = log.getByTestId('message').last();
  await expect(done).toContainText(`${plan.customer} ficou marcado em ${plan.title}`);

  // The customer is on the lesson, as its page shows it.
  await done.getByRole('link', { name: 'Aula', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/lesson/${plan.lessonId}$`));
  await expect(page.getByRole('heading', { level: 1, name: plan.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Clientes' })).toContainText(plan.customer);
});
