import { Divider, Stack, TextInput } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@lineup/contract/me';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { LanguageField } from '#web/features/user/components/language-field.tsx';
import { NameForm } from '#web/features/user/components/name-form.tsx';
import { OwnStaffLink } from '#web/features/user/components/own-staff-link.tsx';
import { PhoneForm } from '#web/features/user/components/phone-form.tsx';

/**
 * Who the account is: name, sign-in e-mail, their staff record at the current school (when one is
 * linked to them), phone (checked by a code) and the language.
 */
export function ProfileSection({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="user-profile" title={t('user.profile.title')} icon={<IconUserCircle size={20} aria-hidden />}>
      <Stack gap="md">
        <NameForm name={me.name} />
        <TextInput
          label={t('user.profile.email')}
          value={me.email}
          readOnly
          description={t('user.profile.emailHint')}
          variant="filled"
        />
        {me.school ? <OwnStaffLink school={me.school} /> : null}
        <Divider />
        <PhoneForm phone={me.phone} />
        <Divider />
        <LanguageField saved={me.language} />
      </Stack>
    </SectionCard>
  );
}
