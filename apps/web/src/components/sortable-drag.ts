import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, type useSortable } from '@dnd-kit/sortable';

/**
 * How a sortable list is moved: by pointer once it has travelled 4px (so a click on a row's
 * buttons is still a click), or by keyboard from place to place.
 */
export function useDragSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

type Sortable = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;

/** The grip an item is dragged by, for an `ActionIcon`: only it starts a drag; no touch scrolling on it. */
export function dragHandleProps({ attributes, listeners, setActivatorNodeRef }: Sortable, disabled: boolean) {
  return {
    ref: setActivatorNodeRef,
    variant: 'subtle',
    color: 'gray',
    style: { cursor: disabled ? undefined : 'grab', touchAction: 'none' },
    ...attributes,
    ...listeners,
    disabled,
  } as const;
}
