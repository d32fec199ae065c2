import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SCHOOL_NAME_MAX, schoolRequestSchema } from '@lineup/contract/schools';
import { errorText, fieldError, schemaError } from '#web/lib/error-text.ts';
import { requestSchool } from '#web/features/user/api/request-school.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { accountQueryKeys } from '#web/lib/query-keys.ts';

/** The plain User's way in: ask for a new school, which a Master approves. */
export function RequestSchoolForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const ask = useMutation({
    mutationFn: requestSchool,
    onSuccess: async (school) => {
      setName('');
      showSuccess(t('user.request.sent', { school: school.name }));
      await queryClient.invalidateQueries({ queryKey: accountQueryKeys.mySchools.all() });
    },
  });
  // The contract's rule for the name, checked here first and worded in the interface's language.
  const nameError = name === '' ? undefined : schemaError(schoolRequestSchema.shape.name, name, t);
  const valid = name.trim() !== '' && nameError === undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !ask.isPending) ask.mutate(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="request-school-title">
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={600} id="request-school-title">
            {t('user.request.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('user.request.text')}
          </Text>
        </Stack>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('user.request.name')}
            placeholder={t('user.request.placeholder')}
            value={name}
            maxLength={SCHOOL_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError ?? fieldError(ask.error, 'name', t)}
            style={{ flex: '1 1 220px' }}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={!valid}
            loading={ask.isPending}
          >
            {t('user.request.submit')}
          </Button>
        </Group>
        {ask.isError && !fieldError(ask.error, 'name', t) ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            {errorText(ask.error, t)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
