import { NativeSelect } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@lineup/contract/languages';
import { errorText } from '#web/lib/error-text.ts';
import { updateProfile } from '#web/features/user/api/update-profile.ts';
import { applyMe } from '#web/lib/me/apply-me.ts';
import { changeLanguage, currentLanguage } from '#web/lib/i18n.ts';
import { languageName } from '#web/lib/language-names.ts';
import { showError } from '#web/lib/toast.ts';

/**
 * The account's language, kept for its e-mails and messages; choosing one also applies it to the
 * interface at once (cookie). It shows what the account has saved, not what this browser shows.
 */
export function LanguageField({ saved }: { saved: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (language: Language) => {
      await changeLanguage(language);
      return updateProfile({ language });
    },
    onSuccess: (me) => applyMe(queryClient, me),
    onError: (error) => showError(errorText(error, t)),
  });
  const options = LANGUAGES.map((language) => ({ value: language, label: languageName(language) }));
  return (
    <NativeSelect
      label={t('user.profile.language')}
      description={t('user.profile.languageHint')}
      data={options}
      value={save.isPending && save.variables ? save.variables : isLanguage(saved) ? saved : currentLanguage()}
      onChange={({ currentTarget: { value } }) => {
        if (isLanguage(value)) save.mutate(value);
      }}
      disabled={save.isPending}
    />
  );
}
