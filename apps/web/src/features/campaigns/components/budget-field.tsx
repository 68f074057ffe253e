/** A budget amount in USD bound to a form field (spec 1 §5): '$' prefix, thousands separators, cents, minimum 1; checked on blur. */
import { MIN_BUDGET } from '@ads-creative/contracts/money-date';
import { NumberInput } from '@mantine/core';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** A field holding what NumberInput holds: a number, '' or the text being typed. */
  name: FieldPathByValue<T, number | string>;
  label: string;
  description: string;
  placeholder?: string;
  error?: string;
}

export function BudgetField<T extends FieldValues>({ control, name, label, description, placeholder, error }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          placeholder={placeholder}
          min={MIN_BUDGET}
          decimalScale={2}
          thousandSeparator=","
          prefix="$"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
