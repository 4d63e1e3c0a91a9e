import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Checkbox,
  Group,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import {
  type CategoryNode,
  can,
  endpoints,
  type Menu,
  type MenuName,
  type MenuType,
  menuNameLabels,
  menuNames,
  messages,
  paths,
  pathTo,
} from '@masthead/contract';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../api/call';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { RecordLoader } from '../../components/record-loader';
import { SubmitButton } from '../../components/submit-button';
import { useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { useUnsavedGuard } from '../../lib/use-unsaved-guard';
import { useMe } from '../auth/session';
import { useCategoryTree } from '../categories/categories-api';
import {
  canIndent,
  depths,
  dropOnSibling,
  entryKey,
  indent,
  moveAmongSiblings,
  outdent,
  removeEntry,
  type TreeEntry,
} from './menu-tree';
import { useCreateMenu, useMenu, useUpdateMenu } from './menus-api';

interface MenuValues {
  name: MenuName | null;
  items: TreeEntry[];
}

/** Published pages or blogs a menu can point at (for users who may read content). */
function usePublished(type: 'Page' | 'Blog', enabled: boolean) {
  return useQuery({
    queryKey: ['cms', 'list', { type, status: 'Published', pageSize: 100, for: 'menu' }],
    queryFn: ({ signal }) =>
      callApi(endpoints.cms.list, { query: { type, status: 'Published', pageSize: 100 }, signal }),
    enabled,
  });
}

/** A category with its children as nested checkboxes. */
function CategoryChecks({
  nodes,
  checked,
  onToggle,
  disabled,
}: {
  nodes: readonly CategoryNode[];
  checked: (id: string) => boolean;
  onToggle: (node: CategoryNode, on: boolean) => void;
  disabled: boolean;
}) {
  return (
    <Stack gap={6}>
      {nodes.map((node) => (
        <div key={node._id}>
          <Checkbox
            label={node.name}
            checked={checked(node._id)}
            onChange={(event) => onToggle(node, event.currentTarget.checked)}
            disabled={disabled}
          />
          {node.children.length > 0 ? (
            <div style={{ paddingLeft: 24, paddingTop: 6 }}>
              <CategoryChecks nodes={node.children} checked={checked} onToggle={onToggle} disabled={disabled} />
            </div>
          ) : null}
        </div>
      ))}
    </Stack>
  );
}

function TreeRow({
  entry,
  index,
  depth,
  count,
  disabled,
  form,
  onChange,
}: {
  entry: TreeEntry;
  index: number;
  depth: number;
  count: number;
  disabled: boolean;
  form: UseFormReturnType<MenuValues>;
  onChange: (items: TreeEntry[]) => void;
}) {
  const items = form.values.items;
  const key = entryKey(entry);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: key,
    disabled,
  });
  const label = entry.title.trim() || 'entry';
  const siblings = items.filter((item) => item.parent === entry.parent);
  const position = siblings.indexOf(entry);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      ml={(depth - 1) * 28}
      data-menu-entry={key}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 10 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-lg)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        {count > 1 ? (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
            aria-label={`Drag ${label}`}
            disabled={disabled}
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

function MenuForm({ menu, reload }: { menu: Menu | null; reload?: () => Promise<void> }) {
  const me = useMe();
  const navigate = useNavigate();
  const form = useForm<MenuValues>({
    mode: 'controlled',
    initialValues: { name: menu?.name ?? null, items: menu?.items ?? [] },
    validate: {
      name: (value) => (value ? null : messages.menuNameRequired),
    },
  });
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const { leaving, leaveDialog } = useUnsavedGuard(() => form.isDirty());
  const { failure, clearFailure, showFailure, staleDialog } = useFormFailure(form, {
    reload: reload
      ? async () => {
          leaving.current = true;
          await reload();
        }
      : undefined,
  });
  const categories = useCategoryTree();
  const mayReadContent = can(me, 'Cms', ['Read', 'Write', 'Edit', 'EditOwn']);
  const pages = usePublished('Page', mayReadContent);
  const blogs = usePublished('Blog', mayReadContent);
  const readOnly = menu ? !can(me, 'Menu', ['Edit']) : !can(me, 'Menu', ['Write']);
  const saving = create.isPending || update.isPending;
  const busy = readOnly || saving;
  const items = form.values.items;
  const depth = depths(items);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const setItems = (next: TreeEntry[]) => form.setFieldValue('items', next);
  const has = (type: MenuType, id: string) => items.some((item) => item.menuType === type && item.itemId === id);
  const toggle = (type: MenuType, id: string, title: string, on: boolean) => {
    if (on && !has(type, id)) {
      setItems([...items, { itemId: id, menuType: type, title, url: '', parent: null, expanded: true }]);
    } else if (!on) {
      const index = items.findIndex((item) => item.menuType === type && item.itemId === id);
      if (index >= 0) setItems(removeEntry(items, index));
    }
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = items.findIndex((item) => entryKey(item) === active.id);
    const to = items.findIndex((item) => entryKey(item) === over.id);
    if (from >= 0 && to >= 0) setItems(dropOnSibling(items, from, to));
  };

  const save = async () => {
    clearFailure();
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    const body = { name: values.name as MenuName, items: values.items };
    try {
      if (menu) {
        await update.mutateAsync({ id: menu._id, body: { ...body, updatedAt: menu.updatedAt } });
        form.resetDirty(values);
      } else {
        const created = await create.mutateAsync(body);
        form.resetDirty(values);
        leaving.current = true;
        navigate(pathTo(paths.menuEdit, { id: created._id }), { replace: true });
      }
      notifySuccess(messages.menuUpdated);
    } catch (error) {
      showFailure(error);
    }
  };

  const contentList = (title: string, type: 'Page' | 'Blog', query: typeof pages) => (
    <div>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {query.data?.items.length ? (
        <Stack gap={6}>
          {query.data.items.map((item) => (
            <Checkbox
              key={item._id}
              label={item.title}
              checked={has(type, item._id)}
              onChange={(event) => toggle(type, item._id, item.title, event.currentTarget.checked)}
              disabled={busy}
            />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="gray.8">
          No published {title.toLowerCase()} yet
        </Text>
      )}
    </div>
  );

  return (
    <>
      <PageHeader
        title={menu ? 'Edit Menu' : 'Add Menu'}
        actions={
          readOnly ? null : (
            <SubmitButton type="button" onClick={() => void save()} loading={saving}>
              Save
            </SubmitButton>
          )
        }
      />
      <FormAlert failure={failure} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Add to the menu
          </Title>
          <ScrollArea.Autosize mah={560} type="auto">
            <Stack gap="md">
              <div>
                <Title order={3} size="h5" mb="xs">
                  Categories
                </Title>
                <CategoryChecks
                  nodes={categories.data ?? []}
                  checked={(id) => has('Category', id)}
                  onToggle={(node, on) => toggle('Category', node._id, node.name, on)}
                  disabled={busy}
                />
              </div>
              {mayReadContent ? contentList('Pages', 'Page', pages) : null}
              {mayReadContent ? contentList('Blogs', 'Blog', blogs) : null}
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
        <Stack gap="sm" style={{ gridColumn: 'span 2' }}>
          <Select
            label="Menu name"
            withAsterisk
            placeholder="Top Menu or Footer Menu"
            data={menuNames.map((name) => ({ value: name, label: menuNameLabels[name] }))}
            disabled={busy}
            maw={320}
            {...form.getInputProps('name')}
          />
          <Title order={2} size="h4">
            Entries: {items.length}
          </Title>
          <Text size="sm" c="gray.8">
            Drag an entry among its neighbours, or use its arrows: up and down, out one level, in under the entry above
            (at most three levels).
          </Text>
          {items.length === 0 ? (
            <Paper withBorder radius="md" p="lg">
              <Text c="gray.8">Nothing in the menu yet: tick categories, pages or blogs on the left.</Text>
            </Paper>
          ) : (
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
              <SortableContext items={items.map(entryKey)} strategy={verticalListSortingStrategy}>
                <Stack gap="xs">
                  {items.map((entry, index) => (
                    <TreeRow
                      key={entryKey(entry)}
                      entry={entry}
                      index={index}
                      depth={depth[index]}
                      count={items.length}
                      disabled={busy}
                      form={form}
                      onChange={setItems}
                    />
                  ))}
                </Stack>
              </SortableContext>
            </DndContext>
          )}
        </Stack>
      </SimpleGrid>
      {staleDialog}
      {leaveDialog}
    </>
  );
}

export function MenuCreatePage() {
  return <MenuForm menu={null} />;
}

export function MenuEditPage() {
  const { id = '' } = useParams();
  const menu = useMenu(id);
  return (
    <RecordLoader query={menu} title="Edit Menu">
      {(loaded, reload) => <MenuForm key={loaded._id} menu={loaded} reload={reload} />}
    </RecordLoader>
  );
}
