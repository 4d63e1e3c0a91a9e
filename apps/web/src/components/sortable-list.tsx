import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, Group, Paper, Stack, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { dragHandleProps, useDragSensors } from './sortable-drag';

export interface SortableListProps<T extends { key: string }> {
  items: readonly T[];
  /** Lower-case name of one item for control names: "Move section 2 up", "Remove section 2". */
  noun: string;
  /** Heading of an item card, e.g. "Section 2". */
  heading: (item: T, index: number) => ReactNode;
  renderItem: (item: T, index: number) => ReactNode;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  canRemove: (index: number) => boolean;
  disabled?: boolean;
  headingOrder?: 3 | 4;
}

type PendingFocus = { key: string; control: 'up' | 'down' } | { key: null; control: 'after-remove'; index: number };

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function SortableCard({
  id,
  index,
  count,
  noun,
  heading,
  headingOrder,
  removable,
  disabled,
  onMove,
  onRemove,
  children,
}: {
  id: string;
  index: number;
  count: number;
  noun: string;
  heading: ReactNode;
  headingOrder: 3 | 4;
  removable: boolean;
  disabled: boolean;
  onMove: (control: 'up' | 'down') => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const position = index + 1;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="md"
      data-sortable-key={id}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 10 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-lg)' : undefined,
      }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          {count > 1 ? (
            <Tooltip label="Drag to reorder (or focus and press Space, then the arrow keys)" openDelay={500}>
              <ActionIcon
                {...dragHandleProps({ attributes, listeners, setActivatorNodeRef }, disabled)}
                aria-label={`Drag ${noun} ${position}`}
              >
                <IconGripVertical size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <Title order={headingOrder} size="h5">
            {heading}
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            onClick={() => onMove('up')}
            disabled={disabled || index === 0}
            aria-label={`Move ${noun} ${position} up`}
            data-move="up"
          >
            <IconArrowUp size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            onClick={() => onMove('down')}
            disabled={disabled || index === count - 1}
            aria-label={`Move ${noun} ${position} down`}
            data-move="down"
          >
            <IconArrowDown size={16} aria-hidden="true" />
          </ActionIcon>
          {removable ? (
            <Button
              variant="subtle"
              color="red"
              c="var(--masthead-danger)"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={onRemove}
              disabled={disabled}
              aria-label={`Remove ${noun} ${position}`}
            >
              Remove
            </Button>
          ) : null}
        </Group>
      </Group>
      {children}
    </Paper>
  );
}

/** Cards that can be reordered by dragging (pointer or keyboard) and by Move up / Move down buttons. */
export function SortableList<T extends { key: string }>({
  items,
  noun,
  heading,
  renderItem,
  onMove,
  onRemove,
  canRemove,
  disabled = false,
  headingOrder = 3,
}: SortableListProps<T>) {
  const sensors = useDragSensors();
  const containerRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);

  // After a move by button, focus stays on the moved card's control (or its other one at either end).
  useEffect(() => {
    const pending = pendingFocus.current;
    const container = containerRef.current;
    if (!pending || !container) return;
    pendingFocus.current = null;
    if (pending.key === null) {
      const cards = container.querySelectorAll<HTMLElement>('[data-sortable-key]');
      const card = cards[Math.min(pending.index, cards.length - 1)];
      // The card now in the removed one's place (or the one before): its first control that can take focus.
      card
        ?.querySelector<HTMLElement>('[data-move]:not(:disabled), input:not(:disabled), button:not(:disabled)')
        ?.focus();
      return;
    }
    const card = container.querySelector<HTMLElement>(`[data-sortable-key="${globalThis.CSS.escape(pending.key)}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-move="${pending.control}"]`);
    const other = card?.querySelector<HTMLButtonElement>(`[data-move="${pending.control === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });

  const dragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.key === active.id);
    const to = items.findIndex((item) => item.key === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  const label = capitalize(noun);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${noun} ${items.findIndex((item) => item.key === active.id) + 1}.`,
          onDragOver: ({ over }) =>
            over ? `Over position ${items.findIndex((item) => item.key === over.id) + 1}.` : 'Not over a position.',
          onDragEnd: ({ over }) =>
            over ? `${label} dropped at position ${items.findIndex((item) => item.key === over.id) + 1}.` : 'Dropped.',
          onDragCancel: () => 'Moving cancelled.',
        },
      }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <Stack gap="md" ref={containerRef}>
          {items.map((item, index) => (
            <SortableCard
              key={item.key}
              id={item.key}
              index={index}
              count={items.length}
              noun={noun}
              heading={heading(item, index)}
              headingOrder={headingOrder}
              removable={canRemove(index)}
              disabled={disabled}
              onMove={(control) => {
                const to = control === 'up' ? index - 1 : index + 1;
                pendingFocus.current = { key: item.key, control };
                onMove(index, to);
              }}
              onRemove={() => {
                pendingFocus.current = { key: null, control: 'after-remove', index: Math.max(0, index - 1) };
                onRemove(index);
              }}
            >
              {renderItem(item, index)}
            </SortableCard>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
