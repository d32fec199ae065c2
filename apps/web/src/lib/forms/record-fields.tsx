import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { NAME_MAX, NOTES_MAX } from '@lineup/contract/fields';

/** A record's name: required, as long as the contract allows, and the field a new dialog starts in. */
export function NameInput(props: TextInputProps) {
  return <TextInput required maxLength={NAME_MAX} data-autofocus {...props} />;
}

/** Free notes on several lines, growing with what is written up to six lines. */
export function NotesInput(props: TextareaProps) {
  return <Textarea autosize minRows={2} maxRows={6} maxLength={NOTES_MAX} {...props} />;
}
