/**
 * A Select bound to a react-hook-form field holding a string ('' when nothing is chosen): no deselect,
 * checked on blur, its error shown under it. Other Select props pass through.
 */
import { Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface Props<T extends FieldValues> extends Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'name'> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
}

export function FormSelect<T extends FieldValues>({ control, name, ...select }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...select}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          allowDeselect={false}
        />
      )}
    />
  );
}
