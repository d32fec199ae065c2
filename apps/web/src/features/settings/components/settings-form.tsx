import { useMemo } from 'react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { IconAdjustments, IconBuilding, IconDeviceFloppy, IconMap } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CREDITS_PER_LESSON_MAX,
  currencies,
  MAP_ZOOM_MAX,
  MAP_ZOOM_MIN,
  OVERDUE_DAYS_MAX,
  settingsInputSchema,
  timeZones,
  type Settings,
} from '@lineup/contract/settings';
import { ADDRESS_MAX, EMAIL_MAX, PHONE_MAX } from '@lineup/contract/fields';
import { SCHOOL_NAME_MAX } from '@lineup/contract/schools';
import { CountrySelect } from '#web/components/ui/country-select.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { LocationPicker } from '#web/components/ui/location-picker.tsx';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { useContractForm } from '#web/lib/forms/use-contract-form.ts';
import { meQuery } from '#web/lib/me/get-me.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { saveSettings, settingsKeys } from '#web/features/settings/api/settings-api.ts';
import { LogoField } from '#web/features/settings/components/logo-field.tsx';

type Blank<T> = { [K in keyof T]: T[K] extends number ? number | '' : T[K] };

/** The form's values: the settings as saved, numbers possibly emptied while typing. */
interface SettingsValues extends Record<string, unknown> {
  profile: Settings['profile'];
  defaults: Blank<Settings['defaults']>;
}

const blankToMissing = (defaults: SettingsValues['defaults']) =>
  Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, value === '' ? undefined : value]));

const toInput = (values: SettingsValues) => ({ profile: values.profile, defaults: blankToMissing(values.defaults) });

function useChoices(language: string) {
  return useMemo(() => {
    const currencyNames = new Intl.DisplayNames([language], { type: 'currency' });
    return {
      timeZones: timeZones().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
      currencies: currencies().map((code) => ({ value: code, label: `${code} · ${currencyNames.of(code) ?? code}` })),
    };
  }, [language]);
}

/** The school's profile and defaults, saved together. */
export function SettingsForm({ schoolId, settings }: { readonly schoolId: string; readonly settings: Settings }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const choices = useChoices(i18n.language);
  const { form, formError, onSubmit, onServerError, reset } = useContractForm({
    schema: settingsInputSchema,
    initialValues: { profile: settings.profile, defaults: settings.defaults } as SettingsValues,
    toInput,
  });
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: async (saved) => {
      // The form starts again from what was saved (the screen keys it by the save's time).
      queryClient.setQueryData(settingsKeys.detail(schoolId, 'current'), saved);
      showSuccess(t('settings.saved'));
      // The school's name, time zone and currency show everywhere: read them again.
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
    onError: onServerError,
  });
  const { defaults } = form.values;
  const fitToPlaces = defaults.mapLatitude === null;
  const money = (
    path:
      | 'defaults.payPerLessonCents'
      | 'defaults.payPerEventCents'
      | 'defaults.overdueMediumCents'
      | 'defaults.overdueHighCents',
  ) => {
    const props = form.getInputProps(path);
    return {
      value: props.value as number | '',
      onChange: (cents: number | '') => form.setFieldValue(path, cents),
      error: props.error as string | undefined,
      onBlur: props.onBlur as () => void,
    };
  };

  return (
    <form onSubmit={onSubmit((input) => save.mutate(input))} noValidate data-testid="settings-form">
      <Stack gap="lg">
        <SectionCard
          id="settings-profile"
          title={t('settings.profile.title')}
          description={t('settings.profile.text')}
          icon={<IconBuilding size={20} aria-hidden />}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('settings.fields.name')}
              required
              maxLength={SCHOOL_NAME_MAX}
              {...form.getInputProps('profile.name')}
            />
            <CountrySelect label={t('settings.fields.country')} clearable {...form.getInputProps('profile.country')} />
            <Select
              label={t('settings.fields.timeZone')}
              description={t('settings.fields.timeZoneHint')}
              required
              searchable
              data={choices.timeZones}
              allowDeselect={false}
              nothingFoundMessage={t('settings.nothingFound')}
              {...form.getInputProps('profile.timeZone')}
            />
            <Select
              label={t('settings.fields.currency')}
              description={t('settings.fields.currencyHint')}
              required
              searchable
              data={choices.currencies}
              allowDeselect={false}
              nothingFoundMessage={t('settings.nothingFound')}
              {...form.getInputProps('profile.currency')}
            />
            <TextInput
              type="email"
              label={t('settings.fields.contactEmail')}
              maxLength={EMAIL_MAX}
              {...form.getInputProps('profile.contactEmail')}
            />
            <TextInput
              type="tel"
              label={t('settings.fields.contactPhone')}
              maxLength={PHONE_MAX}
              {...form.getInputProps('profile.contactPhone')}
            />
          </SimpleGrid>
          <TextInput
            label={t('settings.fields.address')}
            maxLength={ADDRESS_MAX}
            {...form.getInputProps('profile.address')}
          />
          <LogoField
            value={form.values.profile.logo}
            onChange={(logo) => form.setFieldValue('profile.logo', logo)}
            error={form.errors['profile.logo'] as string | undefined}
          />
        </SectionCard>

        <SectionCard
          id="settings-defaults"
          title={t('settings.defaults.title')}
          description={t('settings.defaults.text')}
          icon={<IconAdjustments size={20} aria-hidden />}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <MoneyInput label={t('settings.fields.payPerLesson')} required {...money('defaults.payPerLessonCents')} />
            <MoneyInput label={t('settings.fields.payPerEvent')} required {...money('defaults.payPerEventCents')} />
            <NumberInput
              label={t('settings.fields.creditsPerLesson')}
              required
              min={0}
              max={CREDITS_PER_LESSON_MAX}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('defaults.creditsPerLesson')}
            />
          </SimpleGrid>
          <Switch
            label={t('settings.fields.noShowUsesCredit')}
            description={t('settings.fields.noShowUsesCreditHint')}
            {...form.getInputProps('defaults.noShowUsesCredit', { type: 'checkbox' })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t('settings.fields.overdueMediumDays')}
              description={t('settings.fields.overdueMediumHint')}
              required
              min={1}
              max={OVERDUE_DAYS_MAX - 1}
              allowDecimal={false}
              allowNegative={false}
              suffix={` ${t('settings.days')}`}
              {...form.getInputProps('defaults.overdueMediumDays')}
            />
            <NumberInput
              label={t('settings.fields.overdueHighDays')}
              description={t('settings.fields.overdueHighHint')}
              required
              min={2}
              max={OVERDUE_DAYS_MAX}
              allowDecimal={false}
              allowNegative={false}
              suffix={` ${t('settings.days')}`}
              {...form.getInputProps('defaults.overdueHighDays')}
            />
            <MoneyInput
              label={t('settings.fields.overdueMediumCents')}
              description={t('settings.fields.overdueMediumCentsHint')}
              required
              {...money('defaults.overdueMediumCents')}
            />
            <MoneyInput
              label={t('settings.fields.overdueHighCents')}
              description={t('settings.fields.overdueHighCentsHint')}
              required
              {...money('defaults.overdueHighCents')}
            />
          </SimpleGrid>
        </SectionCard>

        <SectionCard
          id="settings-map"
          title={t('settings.map.title')}
          description={t('settings.map.text')}
          icon={<IconMap size={20} aria-hidden />}
        >
          <Switch
            label={t('settings.fields.fitToPlaces')}
            description={t('settings.fields.fitToPlacesHint')}
            checked={fitToPlaces}
            onChange={(event) => {
              const fit = event.currentTarget.checked;
              form.setFieldValue('defaults.mapLatitude', fit ? null : 38.7);
              form.setFieldValue('defaults.mapLongitude', fit ? null : -9.3);
            }}
          />
          {fitToPlaces ? null : (
            <LocationPicker
              value={{ latitude: defaults.mapLatitude, longitude: defaults.mapLongitude }}
              onChange={({ latitude, longitude }) => {
                form.setFieldValue('defaults.mapLatitude', latitude);
                form.setFieldValue('defaults.mapLongitude', longitude);
              }}
              errors={{
                latitude: form.errors['defaults.mapLatitude'],
                longitude: form.errors['defaults.mapLongitude'],
              }}
              defaultZoom={typeof defaults.mapZoom === 'number' ? defaults.mapZoom : undefined}
            />
          )}
          <NumberInput
            label={t('settings.fields.mapZoom')}
            description={t('settings.fields.mapZoomHint')}
            required
            min={MAP_ZOOM_MIN}
            max={MAP_ZOOM_MAX}
            allowDecimal={false}
            allowNegative={false}
            maw={240}
            {...form.getInputProps('defaults.mapZoom')}
          />
        </SectionCard>

        <FormError>{formError}</FormError>
        {form.values.profile.currency !== settings.profile.currency ? (
          <Alert color="orange" variant="light" title={t('settings.currencyChange.title')}>
            {t('settings.currencyChange.text')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!form.isDirty() || save.isPending}
            onClick={() => reset({ profile: settings.profile, defaults: settings.defaults })}
          >
            {t('settings.discard')}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
