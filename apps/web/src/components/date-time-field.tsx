import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { type FocusEvent, type MouseEvent, useId } from 'react';

/** Selects a time field's text whenever it is entered, by mouse or keyboard. */
const selectOnEntry = {
  onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
  onMouseUp: (event: MouseEvent<HTMLInputElement>) => {
    // The click that focused the field would otherwise drop the selection at the caret.
    event.preventDefault();
    event.currentTarget.select();
  },
};

export interface DateTimeFieldProps
  extends Omit<DateTimePickerProps, 'valueFormat' | 'timePickerProps' | 'submitButtonProps' | 'popoverProps'> {
  label: string;
  /** What the time part and the confirm button are called to a screen reader: "Publish" → "Publish time". */
  subject: string;
}

/**
 * A date and a time (yyyy-MM-dd HH:mm) from a calendar and two typed fields; the value is the
 * form's local 'YYYY-MM-DD HH:mm:ss' (lib/day-input converts it to and from ISO).
 */
export function DateTimeField({ label, subject, ...props }: DateTimeFieldProps) {
  const id = useId();
  return (
    <DateTimePicker
      id={id}
      label={label}
      placeholder="yyyy-MM-dd HH:mm"
      valueFormat="YYYY-MM-DD HH:mm"
      clearButtonProps={{ 'aria-label': `Clear the ${subject.toLowerCase()} date` }}
      // The calendar dialog is named by the field's label.
      popoverProps={{ withinPortal: true, id: `${id}-label` }}
      hideOutsideDates
      weekendDays={[]}
      nextLabel="Next month"
      previousLabel="Previous month"
      timePickerProps={{
        'aria-label': `${subject} time`,
        hoursInputLabel: 'Hours',
        minutesInputLabel: 'Minutes',
        // A click or Tab into hours or minutes selects the two digits, so typing 1430 gives
        // 14:30; with the caret before '00', the first digit was pushed into '10'.
        hoursInputProps: selectOnEntry,
        minutesInputProps: selectOnEntry,
      }}
      submitButtonProps={{ 'aria-label': `Confirm the ${subject.toLowerCase()} date` }}
      {...props}
    />
  );
}
