import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  AssistantAction,
  AssistantAnswer,
  AssistantConfirmation,
  AssistantMessage,
  AssistantPreview,
} from '@lineup/contract/assistant';
import ChatbotScreen from '#web/features/chatbot/chatbot-screen.tsx';
import { meOf } from '#web/testing/fixtures.ts';
import { callsTo, mockApi, noContent, ok, refusal, type Handler } from '#web/testing/mock-api.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';

const userEvent = events.setup({ delay: null });

const LESSON = '00000000-0000-4000-8000-0000000000e1';
const ANA = '00000000-0000-4000-8000-0000000000c1';
const MESSAGES = '/api/v1/assistant/messages';

function answerOf(change: Partial<AssistantAnswer> = {}): AssistantAnswer {
  return {
    intent: 'lessons_day',
    confidence: 0.9,
    entities: { day: null, time: null, customer: null, staff: null, place: null, eventType: null, package: null },
    reply: 'There are no lessons or events on Tuesday, 14 July 2026.',
    links: [],
    rows: [],
    choices: [],
    action: null,
    ...change,
  };
}

function previewOf(change: Partial<AssistantPreview> = {}): AssistantPreview {
  return {
    summary: 'Book Ana Silva into Morning group on 14 Jul 2026, 10:00 at Carcavelos: 2 → 3 customers.',
    eventId: LESSON,
    subjectId: ANA,
    customersBefore: ['c2', 'c3'],
    customersAfter: ['c2', 'c3', ANA],
    instructorsBefore: ['s1'],
    instructorsAfter: ['s1'],
    names: { c2: 'Rui Lopes', c3: 'Inês Dias', [ANA]: 'Ana Silva', s1: 'Carla Mendes' },
    payment: null,
    sale: null,
    plan: null,
    ...change,
  };
}

function proposal(change: Partial<AssistantAction> = {}): AssistantAnswer {
  const action: AssistantAction = {
    id: 'act-1',
    kind: 'book_customer',
    preview: previewOf(),
    verdict: { status: 'ok', reason: null, message: 'Nothing conflicts. Confirm to make the change.' },
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...change,
  };
  return answerOf({
    intent: 'book_customer',
    reply: action.preview.summary,
    links: [{ label: 'Lesson', path: `/lesson/${LESSON}` }],
    action,
  });
}

const LESSONS_TOMORROW = answerOf({
  reply: 'Lessons and events on Wednesday, 15 July 2026 (2):',
  links: [
    { label: 'Day', path: '/daily?date=2026-07-15' },
    { label: 'Lessons', path: '/lesson?from=2026-07-15&to=2026-07-15' },
  ],
  rows: [
    { label: '10:00 Morning group', value: 'Carcavelos · Rui Santos · 3 booked', path: `/lesson/${LESSON}` },
    { label: '15:00 Kids club', value: 'Carcavelos · no instructor yet · 0 booked', path: '/lesson/e2' },
  ],
});

function historyOf(...pairs: (readonly [string, AssistantAnswer])[]): { messages: AssistantMessage[] } {
  return {
    messages: pairs.flatMap(([question, answer], index) => [
      { id: `q${index}`, author: 'user', text: question, answer: null, createdAt: '2026-07-14T09:00:00.000Z' },
      { id: `a${index}`, author: 'assistant', text: answer.reply, answer, createdAt: '2026-07-14T09:00:00.001Z' },
    ]),
  };
}

function open(routes: Record<string, Handler> = {}) {
  mockApi({
    'GET /api/v1/me': () => ok(meOf('owner')),
    [`GET ${MESSAGES}`]: () => ok({ messages: [] }),
    ...routes,
  });
  renderScreen(
    <Routes>
      <Route path="/chatbot" element={<ChatbotScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: '/chatbot', session: { name: 'Ana', email: 'ana@example.com', profile: 'owner' } },
  );
}

const log = () => screen.findByRole('log', { name: 'Conversation with SmartBot' });
const box = () => screen.findByRole('textbox', { name: 'Message to SmartBot' });

/** Writes a question and sends it with Enter. */
async function ask(text: string) {
  await userEvent.type(await box(), `${text}{Enter}`);
}

describe('/chatbot', () => {
  it('shows the conversation so far, oldest first, each answer with its rows and the screens behind it', async () => {
    open({
      [`GET ${MESSAGES}`]: () =>
        ok(
          historyOf(
            ['hello', answerOf({ intent: 'greeting', reply: 'Hello!' })],
            ['lessons tomorrow', LESSONS_TOMORROW],
          ),
        ),
    });
    const conversation = await log();
    await waitFor(() => expect(within(conversation).getAllByTestId('message')).toHaveLength(4));
    const [first, , third, last] = within(conversation).getAllByTestId('message');
    expect(first).toHaveTextContent('hello');
    expect(first).toHaveAttribute('data-author', 'user');
    expect(third).toHaveTextContent('lessons tomorrow');
    expect(last).toHaveTextContent('Lessons and events on Wednesday, 15 July 2026 (2):');
    expect(within(last!).getByRole('link', { name: '10:00 Morning group' })).toHaveAttribute(
      'href',
      `/lesson/${LESSON}`,
    );
    expect(within(last!).getByText('Carcavelos · no instructor yet · 0 booked')).toBeVisible();
    expect(within(last!).getByRole('link', { name: 'Lessons' })).toHaveAttribute(
      'href',
      '/lesson?from=2026-07-15&to=2026-07-15',
    );
    // A conversation under way offers no first questions.
    expect(screen.queryByTestId('chatbot-suggestions')).toBeNull();
  });

  it('says which language model answered, when a configured one did', async () => {
    open({
      [`GET ${MESSAGES}`]: () =>
        ok(
          historyOf(
            ['hello', answerOf({ intent: 'greeting', reply: 'Hello!' })],
            ['who teaches?', answerOf({ reply: 'Rui teaches at ten.', model: 'llama3.1' })],
          ),
        ),
    });
    const conversation = await log();
    await waitFor(() => expect(within(conversation).getAllByTestId('message')).toHaveLength(4));
    const answers = within(conversation).getAllByTestId('answer-model');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toHaveTextContent('Answered by the language model llama3.1');
    expect(within(conversation).getAllByTestId('message')[3]).toContainElement(answers[0]!);
  });

  it('sends a question with Enter (Shift+Enter breaks the line), shows the answer as it forms, and its link opens the screen', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    open({ [`POST ${MESSAGES}`]: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByTestId('chatbot-suggestions')).toBeVisible();
    await userEvent.type(await box(), 'who has lessons{Shift>}{Enter}{/Shift}tomorrow?');
    expect(callsTo(`POST ${MESSAGES}`)).toHaveLength(0);
    expect(await box()).toHaveValue('who has lessons\ntomorrow?');
    await userEvent.keyboard('{Enter}');

    // The question shows at once; SmartBot types while the answer is on its way, and a second Send waits.
    const conversation = await log();
    expect(within(conversation).getByTestId('message')).toHaveTextContent('who has lessons tomorrow?');
    expect(await within(conversation).findByTestId('typing')).toHaveTextContent('SmartBot is writing…');
    expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();
    expect(callsTo(`POST ${MESSAGES}`).map((call) => call.body)).toEqual([{ text: 'who has lessons\ntomorrow?' }]);

    answer(ok(LESSONS_TOMORROW));
    await waitFor(() => expect(within(conversation).queryByTestId('typing')).toBeNull());
    const reply = within(conversation).getAllByTestId('message')[1]!;
    // A screen reader has the whole answer at once, while it types on for the eye.
    expect(reply).toHaveTextContent('Lessons and events on Wednesday, 15 July 2026 (2):');
    const link = await within(reply).findByRole('link', { name: 'Day' });
    expect(await box()).toHaveValue('');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/daily?date=2026-07-15');
  });

  it('sends a first question with one click', async () => {
    open({ [`POST ${MESSAGES}`]: () => ok(LESSONS_TOMORROW) });
    await userEvent.click(await screen.findByRole('button', { name: 'Who has lessons tomorrow?' }));
    expect(callsTo(`POST ${MESSAGES}`).map((call) => call.body)).toEqual([{ text: 'Who has lessons tomorrow?' }]);
    expect(await within(await log()).findByRole('link', { name: 'Lessons' })).toBeVisible();
  });

  it('sends the choice picked when SmartBot asks which one was meant', async () => {
    const which = answerOf({
      intent: 'customer_balance',
      reply: 'More than one customer matches. Which one?',
      choices: [
        { label: 'Ana Silva', text: 'credits of Ana (Ana Silva)' },
        { label: 'Ana Sousa', text: 'credits of Ana (Ana Sousa)' },
      ],
    });
    const balance = answerOf({
      intent: 'customer_balance',
      reply: 'Ana Sousa has 4 credits; owes €0.00, with €0.00 on account.',
      links: [{ label: 'Student', path: `/student/${ANA}` }],
    });
    open({ [`POST ${MESSAGES}`]: (call) => ok((call.body as { text: string }).text.includes('(') ? balance : which) });
    await ask('credits of Ana');
    const choices = await screen.findByRole('group', { name: 'Choose one' });
    await userEvent.click(within(choices).getByRole('button', { name: 'Ana Sousa' }));
    expect(callsTo(`POST ${MESSAGES}`).map((call) => call.body)).toEqual([
      { text: 'credits of Ana' },
      { text: 'credits of Ana (Ana Sousa)' },
    ]);
    expect(await within(await log()).findByRole('link', { name: 'Student' })).toHaveAttribute(
      'href',
      `/student/${ANA}`,
    );
    // The question is answered: its choices are not offered again.
    expect(screen.queryByRole('group', { name: 'Choose one' })).toBeNull();
  });

  it('shows a proposed change with the engine’s word, and Cancel changes nothing', async () => {
    open({
      [`POST ${MESSAGES}`]: () =>
        ok(
          proposal({
            verdict: {
              status: 'warning',
              reason: 'outside_daylight',
              message: 'The lesson ends after sunset (21:07).',
            },
          }),
        ),
      'POST /api/v1/assistant/actions/act-1/confirm': () => ok({}),
      'POST /api/v1/assistant/actions/act-1/cancel': () => noContent(),
    });
    await ask('book Ana Silva into the lesson tomorrow at 10');
    const card = await screen.findByRole('region', { name: 'Proposed change' });
    expect(card).toHaveTextContent('Book Ana Silva into Morning group');
    expect(within(card).getByTestId('action-facts')).toHaveTextContent('Customers booked2 → 3BookedAna Silva');
    expect(within(card).getByTestId('action-facts')).not.toHaveTextContent('Teaching');
    expect(within(card).getByTestId('action-verdict')).toHaveTextContent(
      'Check before confirmingThe lesson ends after sunset (21:07).',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(card).toHaveTextContent('Cancelled: nothing was changed.');
    expect(callsTo('POST /api/v1/assistant/actions/act-1/confirm')).toHaveLength(0);
    await waitFor(() => expect(callsTo('POST /api/v1/assistant/actions/act-1/cancel')).toHaveLength(1));
  });

  it('makes a proposed change only on Confirm, through the confirm route, and links to the record changed', async () => {
    const done: AssistantConfirmation = {
      id: 'act-1',
      kind: 'book_customer',
      reply: 'Ana Silva is booked into Morning group on 14 Jul 2026, 10:00.',
      result: previewOf(),
      links: [{ label: 'Lesson', path: `/lesson/${LESSON}` }],
    };
    open({
      [`POST ${MESSAGES}`]: () => ok(proposal()),
      'POST /api/v1/assistant/actions/act-1/confirm': () => ok(done),
    });
    await ask('book Ana Silva into the lesson tomorrow at 10');
    const card = await screen.findByRole('region', { name: 'Proposed change' });
    expect(within(card).getByTestId('action-verdict')).toHaveTextContent('Nothing conflicts');
    expect(callsTo('POST /api/v1/assistant/actions/act-1/confirm')).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(done.reply);
    expect(callsTo('POST /api/v1/assistant/actions/act-1/confirm')).toHaveLength(1);
    expect(card).toHaveTextContent('Confirmed: the change is made.');
    expect(within(card).queryByRole('button', { name: 'Confirm' })).toBeNull();
    const messages = within(await log()).getAllByTestId('message');
    const confirmation = messages.at(-1)!;
    expect(confirmation).toHaveTextContent(done.reply);
    expect(await within(confirmation).findByRole('link', { name: 'Lesson' })).toHaveAttribute(
      'href',
      `/lesson/${LESSON}`,
    );
  });

  it('says why Confirm failed in the app’s words and keeps the proposal', async () => {
    open({
      [`POST ${MESSAGES}`]: () => ok(proposal()),
      'POST /api/v1/assistant/actions/act-1/confirm': () =>
        refusal(409, 'event_full', 'Morning group is full.', { count: 8, capacity: 8 }),
    });
    await ask('book Ana Silva into the lesson tomorrow at 10');
    const card = await screen.findByRole('region', { name: 'Proposed change' });
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This event is full: 8 customers for 8 places.');
    expect(within(card).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(card).not.toHaveTextContent('Confirmed');
  });

  it('offers nothing to confirm when the engine refuses the change', async () => {
    open({
      [`POST ${MESSAGES}`]: () =>
        ok(
          proposal({
            id: null,
            expiresAt: null,
            verdict: { status: 'refused', reason: 'event_full', message: 'Morning group is full (8 of 8).' },
          }),
        ),
    });
    await ask('book Ana Silva into the lesson tomorrow at 10');
    const card = await screen.findByRole('region', { name: 'Proposed change' });
    expect(within(card).getByTestId('action-verdict')).toHaveTextContent(
      'This cannot be doneMorning group is full (8 of 8).',
    );
    expect(within(card).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('no longer offers a proposal from the history that was confirmed or has expired', async () => {
    const expired = proposal({ id: 'act-0', expiresAt: '2020-01-01T00:00:00.000Z' });
    open({ [`GET ${MESSAGES}`]: () => ok(historyOf(['book Ana', expired])) });
    const card = await screen.findByRole('region', { name: 'Proposed change' });
    expect(card).toHaveTextContent('This proposal is no longer open.');
    expect(within(card).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('shows a refund as money given back, not as a negative payment', async () => {
    const refund = proposal({
      kind: 'record_payment',
      preview: previewOf({
        summary: 'Give €20.00 back to Ana Silva by Cash on Tuesday, 14 July 2026.',
        payment: {
          customerId: ANA,
          amountCents: -2000,
          currency: 'EUR',
          method: 'cash',
          paidOn: '2026-07-14',
          settles: [],
          onAccountCents: -2000,
          owedBeforeCents: 0,
          owedAfterCents: 0,
        },
      }),
    });
    open({ [`GET ${MESSAGES}`]: () => ok(historyOf(['refund Ana 20 euros', refund])) });
    const facts = within(await screen.findByRole('region', { name: 'Proposed change' })).getByTestId('action-facts');
    expect(facts).toHaveTextContent('Given back€20.00');
    expect(facts).toHaveTextContent('Given back on');
    expect(facts).not.toHaveTextContent('-€20.00');
    expect(facts).not.toHaveTextContent('Left on account');
  });

  it('shows each proposal of the history as the server says it stands', async () => {
    open({
      [`GET ${MESSAGES}`]: () =>
        ok(
          historyOf(
            ['book Ana', proposal({ id: 'act-1', status: 'confirmed' })],
            ['book Ana again', proposal({ id: 'act-2', status: 'cancelled' })],
            ['book Ana once more', proposal({ id: 'act-3', status: 'expired' })],
            ['book Ana now', proposal({ id: 'act-4', status: 'proposed' })],
          ),
        ),
    });
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'Proposed change' })).toHaveLength(4));
    const [confirmed, cancelled, expired, open_] = screen.getAllByRole('region', { name: 'Proposed change' });
    for (const card of [confirmed, cancelled, expired]) {
      expect(within(card!).queryByRole('button', { name: 'Confirm' })).toBeNull();
    }
    expect(cancelled).toHaveTextContent('Cancelled: nothing was changed.');
    expect(expired).toHaveTextContent('This proposal is no longer open.');
    expect(within(open_!).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('puts a question that could not be sent back in the box, and says why', async () => {
    open({ [`POST ${MESSAGES}`]: () => refusal(422, 'unknown_reason', 'The text is too long.') });
    await ask('lessons tomorrow');
    expect(await screen.findByRole('alert')).toHaveTextContent('The text is too long.');
    await waitFor(async () => expect(await box()).toHaveValue('lessons tomorrow'));
    expect(within(await log()).queryAllByTestId('message')).toHaveLength(0);
  });

  it('deletes the conversation only after the question is confirmed', async () => {
    open({
      [`GET ${MESSAGES}`]: () => ok(historyOf(['lessons tomorrow', LESSONS_TOMORROW])),
      [`DELETE ${MESSAGES}`]: () => noContent(),
    });
    const conversation = await log();
    await waitFor(() => expect(within(conversation).getAllByTestId('message')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the conversation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(`DELETE ${MESSAGES}`)).toHaveLength(0);
    expect(within(conversation).getAllByTestId('message')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation' }));
    const again = await screen.findByRole('dialog', { name: 'Delete the conversation?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Conversation deleted.')).toBeVisible();
    expect(callsTo(`DELETE ${MESSAGES}`)).toHaveLength(1);
    expect(within(conversation).queryAllByTestId('message')).toHaveLength(0);
    expect(await screen.findByTestId('chatbot-suggestions')).toBeVisible();
  });
});
