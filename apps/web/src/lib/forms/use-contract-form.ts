import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver } from '#web/lib/forms/contract-resolver.ts';
import { applyServerError } from '#web/lib/forms/server-errors.ts';

interface ContractFormOptions<Values, Schema extends z.ZodType> {
  /** The contract's request schema: the one truth about what is valid. */
  readonly schema: Schema;
  readonly initialValues: Values;
  /**
   * The form's values as the request (an empty number box is `''` in the form, `null` in the
   * request); what is still missing (no country chosen) is left for the schema to refuse.
   */
  readonly toInput: (values: Values) => unknown;
}

/**
 * Lineup's one way to write a form: a Mantine form checked by the contract's schema, worded in
 * the reader's language; a failed save puts the server's field errors on their fields and keeps
 * one form-level message.
 */
export function useContractForm<Values extends Record<string, unknown>, Schema extends z.ZodType>({
  schema,
  initialValues,
  toInput,
}: ContractFormOptions<Values, Schema>) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: contractResolver(schema, t, toInput),
    validateInputOnBlur: true,
  });
  const fields = Object.keys(initialValues);
  return {
    form,
    formError,
    /** Validates, then hands over the request as the schema reads it (trimmed, typed). */
    onSubmit: (send: (body: z.output<Schema>) => void) =>
      form.onSubmit(
        (values) => {
          setFormError(null);
          send(schema.parse(toInput(values)));
        },
        () => setFormError(t('form.fixFields')),
      ),
    /** A failed save: field errors on their fields, the rest above the buttons. */
    onServerError: (error: unknown) => setFormError(applyServerError(form, error, fields, t)),
    /** Starts again from these values (a dialog opened on another record). */
    reset: (values: Values) => {
      form.setInitialValues(values);
      form.setValues(values);
      form.clearErrors();
      setFormError(null);
    },
  };
}
