import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useFormat } from '#web/lib/format.ts';

/** How the reader writes an amount in the school's currency: separators, symbol and its place, decimals. */
export function moneyNotation(language: string, currency: string) {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const parts = format.formatToParts(12345.67);
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  const symbolAt = parts.findIndex((part) => part.type === 'currency');
  const symbol = parts[symbolAt]?.value ?? currency;
  const before = symbolAt === 0;
  return {
    decimals,
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
    prefix: before ? `${symbol} ` : undefined,
    suffix: before ? undefined : ` ${symbol}`,
  };
}

interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale'> {
  /** The amount in cents (minor units), or '' while empty. */
  readonly value: number | '';
  readonly onChange: (cents: number | '') => void;
}

/**
 * An amount typed as a decimal in the school's currency and the reader's notation (12,50 €),
 * kept as integer cents, as the server stores money.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const format = useFormat();
  const notation = moneyNotation(format.language, format.currency);
  const scale = 10 ** notation.decimals;
  return (
    <NumberInput
      min={0}
      allowNegative={false}
      decimalScale={notation.decimals}
      fixedDecimalScale
      decimalSeparator={notation.decimalSeparator}
      thousandSeparator={notation.thousandSeparator}
      prefix={notation.prefix}
      suffix={notation.suffix}
      inputMode="decimal"
      {...props}
      value={value === '' ? '' : value / scale}
      // With fixed decimals the box reports its value as text in plain notation ("29.90").
      onChange={(amount) => {
        const number = typeof amount === 'number' ? amount : amount.trim() === '' ? Number.NaN : Number(amount);
        onChange(Number.isFinite(number) ? Math.round(number * scale) : '');
      }}
    />
  );
}
