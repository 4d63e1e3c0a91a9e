import '@mantine/dates/styles.css';
import { Button } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useId } from 'react';
import { parseDay } from '../../lib/day-input';

export interface DayFilterProps {
  label: string;
  /** The day as YYYY-MM-DD, or null for any day. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** The clear button's accessible name: "Clear the date". */
  clearLabel: string;
  w: number;
}

/** A filter form's day, typed as DD/MM/YYYY or picked in a calendar named by the field's label. */
export function DayFilter({ label, value, onChange, clearLabel, w }: DayFilterProps) {
  const id = useId();
  return (
    <DateInput
      id={id}
      label={label}
      placeholder="DD/MM/YYYY"
      valueFormat="DD/MM/YYYY"
      dateParser={parseDay}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      w={w}
      popoverProps={{ withinPortal: true, id: `${id}-label` }}
      hideOutsideDates
      weekendDays={[]}
      nextLabel="Next month"
      previousLabel="Previous month"
    />
  );
}

/** A filter form's Apply (its submit) and Reset. */
export function FilterButtons({ onReset }: { onReset: () => void }) {
  return (
    <>
      <Button type="submit">Apply</Button>
      <Button variant="default" onClick={onReset}>
        Reset
      </Button>
    </>
  );
}
