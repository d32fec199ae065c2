import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@lineup/contract/languages';
import { meResponseSchema } from '@lineup/contract/me';
import { patch } from '#web/lib/http.ts';
import { changeLanguage } from '#web/lib/i18n.ts';
import { applyMe } from '#web/lib/me/apply-me.ts';

/**
 * A signed-in member's choice of language: the interface takes it at once (cookie), and the
 * account keeps it, so that its e-mails and messages are written in it too.
 */
export async function chooseLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  await changeLanguage(language);
  const me = await patch('/api/v1/me', { language }, { schema: meResponseSchema });
  await applyMe(queryClient, me);
}
