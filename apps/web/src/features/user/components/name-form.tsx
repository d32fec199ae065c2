import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateProfileSchema } from '@lineup/contract/me';
import { errorText, fieldError, schemaError } from '#web/lib/error-text.ts';
import { updateProfile } from '#web/features/user/api/update-profile.ts';
import { applyMe } from '#web/lib/me/apply-me.ts';
import { showSuccess } from '#web/lib/toast.ts';

const NAME_MAX = 120;

export function NameForm({ name }: { name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(name);
  const save = useMutation({
    mutationFn: (next: string) => updateProfile({ name: next }),
    onSuccess: async (me) => {
      await applyMe(queryClient, me);
      showSuccess(t('user.profile.nameSaved'));
    },
  });
  const trimmed = value.trim();
  const invalid = schemaError(updateProfileSchema.shape.name.unwrap(), value, t);
  const changed = trimmed !== name && invalid === undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed && !save.isPending) save.mutate(trimmed);
  };
  const error = invalid ?? (save.isError ? (fieldError(save.error, 'name', t) ?? errorText(save.error, t)) : undefined);
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label={t('user.profile.name')}
          value={value}
          maxLength={NAME_MAX}
          autoComplete="name"
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} variant="light" disabled={!changed} loading={save.isPending}>
          {t('user.profile.save')}
        </Button>
      </Group>
    </form>
  );
}
