import { Group, Input, Select, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY } from '@lineup/contract/countries';
import { callingCode, nationalToE164, splitPhone, toE164, TYPED_PHONE_MAX } from '@lineup/contract/phones';
import { countryOptions } from '#web/components/ui/country-select.tsx';

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** A country by its name, accents aside, or by its calling code ("351", "+351"). */
const findCountries: OptionsFilter = ({ options, search }) => {
  const wanted = folded(search.trim()).replace(/^\+/, '');
  return (options as ComboboxItem[]).filter((option) => folded(option.label).replace('+', '').includes(wanted));
};

/** The number the two boxes hold, as the contract reads it: E.164 when it is one, else as typed. */
export function phoneValue(country: string, typed: string): string {
  const number = typed.trim();
  if (number === '') return '';
  if (/^(\+|00)/.test(number)) return toE164(number) ?? number;
  return nationalToE164(number, country) ?? `${callingCode(country) ?? ''} ${number}`;
}

export interface PhoneInputProps {
  /** E.164 ("+351912345678"), what is being typed, or empty. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly error?: ReactNode;
  readonly required?: boolean;
  /** The country a new number starts in: the school's own. */
  readonly defaultCountry?: string;
  readonly 'data-testid'?: string;
}

/**
 * A phone number, its country chosen first (+351 by default) and the number typed as people
 * write it there; the form gets it in E.164. A number typed with its own + code keeps it.
 */
export function PhoneInput({
  value,
  onChange,
  label,
  description,
  error,
  required,
  defaultCountry = DEFAULT_COUNTRY,
  'data-testid': testId,
}: PhoneInputProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const split = useMemo(() => (value.startsWith('+') ? splitPhone(value) : null), [value]);
  const [country, setCountry] = useState(split?.country ?? defaultCountry);
  const [typed, setTyped] = useState(split ? split.national : value);
  // A new value from outside (the form reset for another record) replaces what the boxes hold.
  const [shown, setShown] = useState(value);
  if (value !== shown && value !== phoneValue(country, typed)) {
    setShown(value);
    setCountry(split?.country ?? defaultCountry);
    setTyped(split ? split.national : value);
  }
  const countries = useMemo(
    () =>
      countryOptions(i18n.language).flatMap((option) => {
        const code = callingCode(option.value);
        return code ? [{ value: option.value, label: `${code} ${option.label}` }] : [];
      }),
    [i18n.language],
  );
  const change = (nextCountry: string, nextTyped: string) => {
    setCountry(nextCountry);
    setTyped(nextTyped);
    const next = phoneValue(nextCountry, nextTyped);
    setShown(next);
    onChange(next);
  };
  return (
    <Input.Wrapper id={id} label={label} description={description} error={error} required={required}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Select
          aria-label={t('form.phoneCountry')}
          data={countries}
          value={country}
          searchable
          filter={findCountries}
          allowDeselect={false}
          onChange={(next) => change(next ?? defaultCountry, typed)}
          w={136}
          comboboxProps={{ width: 280, position: 'bottom-start' }}
          error={Boolean(error)}
        />
        <TextInput
          id={id}
          style={{ flex: 1 }}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={TYPED_PHONE_MAX}
          value={typed}
          onChange={(event) => change(country, event.currentTarget.value)}
          error={Boolean(error)}
          aria-describedby={
            [description ? `${id}-description` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
          }
          data-testid={testId}
        />
      </Group>
    </Input.Wrapper>
  );
}
