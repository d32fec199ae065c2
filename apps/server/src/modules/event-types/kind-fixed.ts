import type { EventTypeInput, EventTypeKind } from '@lineup/contract/event-types';
import { AppError } from '#src/http/app-error.ts';
import type { CallContext } from '#src/http/request-context.ts';
import { translate } from '#src/i18n/messages.ts';

/**
 * A type's kind is fixed at creation: packages point at lesson types by (id, kind), and a
 * lesson type that became an event type would leave its packages paying for an event. So a
 * change that sends the other kind is refused on the `kind` field (400), whether or not
 * anything uses the type yet, which keeps the rule the same for every type.
 */
export function refuseChangeOfKind(call: CallContext, before: { kind: EventTypeKind } | null, input: EventTypeInput) {
  if (!before || before.kind === input.kind) return;
  const message = translate(call.language, 'eventType.kindFixed');
  throw new AppError('validation_failed', message, [
    { path: 'body.kind', message, code: 'kind_fixed', params: { kind: before.kind } },
  ]);
}
