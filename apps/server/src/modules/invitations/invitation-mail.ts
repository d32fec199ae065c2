import type { Language } from '@lineup/contract/languages';
import type { SchoolRole } from '@lineup/contract/roles';
import type { CallContext } from '#src/http/request-context.ts';
import { translate } from '#src/i18n/messages.ts';

/** The invitation e-mail, in the language given (the invitee's); its link opens Lineup with the token. */
export function sendInvitationMail(
  call: CallContext,
  input: { to: string; school: string; role: SchoolRole; token: string; language: Language },
): Promise<void> {
  const link = `${call.config.PUBLIC_URL}/?invitation=${input.token}`;
  const params = {
    school: input.school,
    inviter: call.auth.name || call.auth.email,
    role: translate(input.language, `role.${input.role}`),
    link,
  };
  return call.mailer.send({
    to: input.to,
    subject: translate(input.language, 'invitation.subject', params),
    text: translate(input.language, 'invitation.body', params),
  });
}
