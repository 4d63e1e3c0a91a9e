import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { dragHandleProps, useDragSensors } from '../../components/sortable-drag';
import {
  canIndent,
  depths,
  dropAt,
  entryKey,
  indent,
  type MenuValues,
  moveAmongSiblings,
  outdent,
  projectDrop,
  removeEntry,
  subtreeEnd,
  type TreeEntry,
} from './menu-tree';

/** How far in one level of the tree is drawn, and how far sideways a drag goes to change level. */
const INDENT = 28;

function TreeRow({
  entry,
  index,
  depth,
  shift,
  count,
  disabled,
  form,
  onChange,
  dropLine,
}: {
  entry: TreeEntry;
  index: number;
  depth: number;
  shift: number;
  count: number;
  disabled: boolean;
  form: UseFormReturnType<MenuValues>;
  onChange: (items: TreeEntry[]) => void;
  /** While another entry is dragged over this one: where it would land, drawn as a line. */
  dropLine?: DropLine | null;
}) {
  const items = form.values.items;
  const key = entryKey(entry);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: key,
    disabled,
  });
  // Sideways moves show as the depth the entry would take (`shift` levels from its own), not as a
  // slide; drawn by the transform, so the measured place of the row (and the drag's delta) stays.
  const label = entry.title.trim() || 'entry';
  const siblings = items.filter((item) => item.parent === entry.parent);
  const position = siblings.indexOf(entry);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      ml={(depth - 1) * INDENT}
      data-menu-entry={key}
      style={{
        transform: CSS.Translate.toString(
          transform || shift ? { scaleX: 1, scaleY: 1, y: 0, ...transform, x: shift * INDENT } : null,
        ),
        transition,
        position: 'relative',
        zIndex: isDragging ? 10 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-lg)' : undefined,
      }}
    >
      {dropLine ? (
        <div
          aria-hidden="true"
          data-drop-line={dropLine.edge}
          style={{
            position: 'absolute',
            left: dropLine.levels * INDENT,
            right: 0,
            [dropLine.edge === 'above' ? 'top' : 'bottom']: -7,
            height: 3,
            borderRadius: 2,
            background: 'var(--mantine-primary-color-filled)',
            pointerEvents: 'none',
          }}
        />
      ) : null}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        {count > 1 ? (
          <ActionIcon
            {...dragHandleProps({ attributes, listeners, setActivatorNodeRef }, disabled)}
            aria-label={`Drag ${label}`}
            title="Drag up or down to move, sideways to nest"
            mb={4}
          >
            <IconGripVertical size={18} aria-hidden="true" />
          </ActionIcon>
        ) : null}
        <TextInput
          label={`Title (${entry.menuType})`}
          style={{ flex: 1 }}
          disabled={disabled}
          {...form.getInputProps(`items.${index}.title`)}
        />
        <TextInput
          label="URL"
          placeholder="Its own address"
          style={{ flex: 1 }}
          disabled={disabled}
          {...form.getInputProps(`items.${index}.url`)}
        />
        <Group gap={4} wrap="nowrap" mb={4}>
          <ActionIcon
            variant="default"
            aria-label={`Move ${label} up`}
            disabled={disabled || position <= 0}
            onClick={() => onChange(moveAmongSiblings(items, index, -1))}
          >
            <IconArrowUp size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={`Move ${label} down`}
            disabled={disabled || position === siblings.length - 1}
            onClick={() => onChange(moveAmongSiblings(items, index, 1))}
          >
            <IconArrowDown size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={`Move ${label} out one level`}
            disabled={disabled || entry.parent === null}
            onClick={() => onChange(outdent(items, index))}
          >
            <IconArrowLeft size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={`Move ${label} in under the entry above`}
            disabled={disabled || !canIndent(items, index)}
            onClick={() => onChange(indent(items, index))}
          >
            <IconArrowRight size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${label}`}
            disabled={disabled}
            onClick={() => onChange(removeEntry(items, index))}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/** The line a drop would land on: above or below the entry under the pointer, `levels` in from it. */
interface DropLine {
  edge: 'above' | 'below';
  levels: number;
}

/** A drag under way: the entry held, the one it is over, and how many levels it has moved sideways. */
interface Drag {
  key: string;
  over: string;
  levels: number;
}

/**
 * The menu's entries as a tree: dragged (pointer, or keyboard with Space and the arrows) up and
 * down to move and sideways to nest, what hangs under an entry moving with it; or moved with each
 * entry's arrows. The entry held shows at the depth it would take.
 */
export function MenuTreeEditor({
  form,
  disabled,
  onChange,
}: {
  form: UseFormReturnType<MenuValues>;
  disabled: boolean;
  onChange: (items: TreeEntry[]) => void;
}) {
  const items = form.values.items;
  const depth = depths(items);
  const [drag, setDrag] = useState<Drag | null>(null);
  const sensors = useDragSensors();
  const indexOf = (key: string) => items.findIndex((item) => entryKey(item) === key);
  const from = drag ? indexOf(drag.key) : -1;
  // While an entry is held, what hangs under it travels with it, out of sight.
  const hidden = from >= 0 ? new Set(items.slice(from + 1, subtreeEnd(items, from)).map(entryKey)) : new Set<string>();
  const projection = drag && from >= 0 ? projectDrop(items, from, indexOf(drag.over), drag.levels) : null;
  // The rows make room where the entry would land: the line goes on the edge of that gap.
  const overIndex = drag ? indexOf(drag.over) : -1;
  const dropLine: DropLine | null =
    projection && overIndex >= 0 && overIndex !== from
      ? { edge: overIndex < from ? 'above' : 'below', levels: projection.depth - depth[overIndex] }
      : null;

  const start = ({ active }: DragStartEvent) => setDrag({ key: String(active.id), over: String(active.id), levels: 0 });
  const move = ({ delta }: DragMoveEvent) =>
    setDrag((current) => (current ? { ...current, levels: Math.round(delta.x / INDENT) } : current));
  const over = ({ over: target }: DragOverEvent) =>
    setDrag((current) => (current && target ? { ...current, over: String(target.id) } : current));
  const end = ({ active, over: target, delta }: DragEndEvent) => {
    const levels = Math.round(delta.x / INDENT);
    setDrag(null);
    if (!target) return;
    const at = indexOf(String(active.id));
    const to = indexOf(String(target.id));
    if (at >= 0 && to >= 0) onChange(dropAt(items, at, to, levels));
  };

  const shown = items.map((entry, index) => ({ entry, index })).filter(({ entry }) => !hidden.has(entryKey(entry)));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={start}
      onDragMove={move}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={() => setDrag(null)}
    >
      <SortableContext items={shown.map(({ entry }) => entryKey(entry))} strategy={verticalListSortingStrategy}>
        <Stack gap="xs">
          {shown.map(({ entry, index }) => (
            <TreeRow
              key={entryKey(entry)}
              entry={entry}
              index={index}
              depth={depth[index]}
              shift={index === from && projection ? projection.depth - depth[index] : 0}
              count={items.length}
              disabled={disabled}
              form={form}
              onChange={onChange}
              dropLine={index === overIndex ? dropLine : null}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
