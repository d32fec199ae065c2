import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSISTANT_ACTION_TTL_MINUTES,
  assistantAnswerSchema,
  assistantConfirmationSchema,
  assistantHistorySchema,
  assistantMessageInputSchema,
} from '@lineup/contract/assistant';
import { idParamsSchema, noContentSchema } from '@lineup/contract/http';
import { callContext } from '#src/http/request-context.ts';
import { routeKit } from '#src/http/route-kit.ts';
import { cancelAction, confirmAction, deleteMessages, listMessages, postMessage } from './assistant.service.ts';

/**
 * SmartBot (decision 014). Any member of the current school may talk to it; each answer and each
 * change is bounded by the permission its own screen needs, checked again by the service it calls.
 */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routeKit(app, { tag: 'assistant' });
  r.post(
    '/api/v1/assistant/messages',
    {
      id: 'askAssistant',
      summary: 'Ask SmartBot about the current school, or ask it to make a change',
      description: `The answer names the intent understood and what the text names (a day, a time, a customer, a staff member, a place, a type), says it in the caller's language, links to the screens that show its rows, and may offer choices when a name matches several records. A change comes as \`action\`: its preview and the conflict engine's verdict; nothing changes until \`confirmAssistantAction\`, within ${ASSISTANT_ACTION_TTL_MINUTES} minutes. Answers only what the caller's permissions show.`,
      access: 'login',
      body: assistantMessageInputSchema,
      response: assistantAnswerSchema,
      rateLimit: { max: 30, timeWindow: 60_000 },
    },
    (request) => postMessage(callContext(request), request.body.text, request.server),
  );
  r.get(
    '/api/v1/assistant/messages',
    {
      id: 'listAssistantMessages',
      summary: "The caller's own conversation with SmartBot in the current school",
      access: 'login',
      response: assistantHistorySchema,
    },
    (request) => listMessages(callContext(request)),
  );
  r.delete(
    '/api/v1/assistant/messages',
    {
      id: 'deleteAssistantMessages',
      summary:
        "Delete the caller's own conversation with SmartBot, and the changes it proposed that were not confirmed",
      access: 'login',
      response: noContentSchema,
      status: 204,
    },
    async (request) => {
      await deleteMessages(callContext(request));
      return null;
    },
  );
  r.post(
    '/api/v1/assistant/actions/:id/confirm',
    {
      id: 'confirmAssistantAction',
      summary: 'Make the change SmartBot proposed, exactly as previewed',
      description:
        'Only the account it was proposed to, once, before it expires (409 otherwise). The change goes through the same service, permissions, conflict engine and activity log as the screens (the log entry carries `via: smartbot`); a refusal of the engine is its usual problem answer.',
      access: 'login',
      params: idParamsSchema,
      response: assistantConfirmationSchema,
    },
    (request) => confirmAction(callContext(request), request.params.id),
  );
  r.post(
    '/api/v1/assistant/actions/:id/cancel',
    {
      id: 'cancelAssistantAction',
      summary: 'Turn down a change SmartBot proposed',
      description:
        'Only the account it was proposed to, while it can still be confirmed (409 otherwise). Nothing changes but the proposal, which the history then shows as cancelled.',
      access: 'login',
      params: idParamsSchema,
      response: noContentSchema,
      status: 204,
    },
    async (request) => {
      await cancelAction(callContext(request), request.params.id);
      return null;
    },
  );
};
