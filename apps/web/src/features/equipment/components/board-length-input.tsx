import { TextInput, type TextInputProps } from '@mantine/core';
import { formatBoardLength, parseBoardLength } from '@lineup/contract/equipment';

interface BoardLengthInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The length as typed (7'6", 7 6, 90"); the form turns it into inches. */
  readonly value: string;
  readonly onChange: (typed: string) => void;
}

/**
 * A board's length typed in feet and inches the way surfers write it; leaving the box writes
 * what it read in the one notation (7 6 → 7'6"), so the reader sees how it was understood.
 */
export function BoardLengthInput({ value, onChange, onBlur, ...props }: BoardLengthInputProps) {
  return (
    <TextInput
      autoComplete="off"
      spellCheck={false}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const inches = parseBoardLength(value);
        if (inches !== null) onChange(formatBoardLength(inches));
        onBlur?.(event);
      }}
    />
  );
}
