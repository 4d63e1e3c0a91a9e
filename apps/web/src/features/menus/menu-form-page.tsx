import { Button, Checkbox, Group, Paper, ScrollArea, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CategoryNode,
  can,
  endpoints,
  type Menu,
  type MenuName,
  type MenuType,
  mayRead,
  menuNameLabels,
  menuNames,
  messages,
  paths,
  pathTo,
} from '@masthead/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRead } from '../../api/use-read';
import { Dialog } from '../../components/dialog';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { RecordLoader } from '../../components/record-loader';
import { SubmitButton } from '../../components/submit-button';
import { useFormFailure } from '../../lib/form-failure';
import { notifySuccess } from '../../lib/notify';
import { useUnsavedGuard } from '../../lib/use-unsaved-guard';
import { useMe } from '../../session/session';
import { useCategoryTree } from '../categories';
import { addEntry, type MenuValues, removeEntry, type TreeEntry } from './menu-tree';
import { MenuTreeEditor } from './menu-tree-editor';
import { useCreateMenu, useMenu, useUpdateMenu } from './menus-api';

/** Published pages or blogs a menu can point at (for users who may read content). */
function usePublished(type: 'Page' | 'Blog', enabled: boolean) {
  return useRead(endpoints.cms.list, { query: { type, status: 'Published', pageSize: 100 } }, { enabled });
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

/** Each category's parent, by id, from the category tree. */
function categoryParents(
  nodes: readonly CategoryNode[],
  parent: string | null = null,
  into = new Map<string, string | null>(),
) {
  for (const node of nodes) {
    into.set(node._id, parent);
    categoryParents(node.children, node._id, into);
  }
  return into;
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
  const mayReadContent = mayRead(me, 'Cms');
  const pages = usePublished('Page', mayReadContent);
  const blogs = usePublished('Blog', mayReadContent);
  const readOnly = menu ? !can(me, 'Menu', ['Edit']) : !can(me, 'Menu', ['Write']);
  const saving = create.isPending || update.isPending;
  const busy = readOnly || saving;
  const items = form.values.items;

  const setItems = (next: TreeEntry[]) => form.setFieldValue('items', next);
  const has = (type: MenuType, id: string) => items.some((item) => item.menuType === type && item.itemId === id);
  // A ticked subcategory goes under its category when that is in the menu.
  const parentOf = categoryParents(categories.data ?? []);
  const toggle = (type: MenuType, id: string, title: string, on: boolean) => {
    if (on && !has(type, id)) {
      const entry = { itemId: id, menuType: type, title, url: '', parent: null, expanded: true };
      const parent = type === 'Category' ? (parentOf.get(id) ?? null) : null;
      setItems(addEntry(items, entry, parent !== null && has('Category', parent) ? parent : null));
    } else if (!on) {
      const index = items.findIndex((item) => item.menuType === type && item.itemId === id);
      if (index >= 0) setItems(removeEntry(items, index));
    }
  };
  // A new menu's first save asks whether readers get it now: otherwise it waits, inactive.
  const [asking, setAsking] = useState(false);
  const save = async (makeLive?: boolean) => {
    clearFailure();
    if (form.validate().hasErrors) return;
    if (!menu && makeLive === undefined) {
      setAsking(true);
      return;
    }
    setAsking(false);
    const values = form.getValues();
    const body = { name: values.name as MenuName, items: values.items };
    try {
      if (menu) {
        await update.mutateAsync({ id: menu._id, body: { ...body, updatedAt: menu.updatedAt } });
        form.resetDirty(values);
        notifySuccess(messages.menuUpdated);
      } else {
        const created = await create.mutateAsync(body);
        if (makeLive)
          await update.mutateAsync({ id: created._id, body: { active: true, updatedAt: created.updatedAt } });
        form.resetDirty(values);
        leaving.current = true;
        navigate(pathTo(paths.menuEdit, { id: created._id }), { replace: true });
        notifySuccess(makeLive ? messages.menuUpdated : messages.menuSavedInactive);
      }
    } catch (error) {
      showFailure(error);
    }
  };
  const place = form.values.name ? menuNameLabels[form.values.name] : 'menu';

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
        <Text size="sm" c="var(--masthead-muted)">
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
          <Text size="sm" c="var(--masthead-muted)">
            Drag an entry up or down to move it, and sideways to put it in under the entry above or take it out a level;
            or use its arrows. At most three levels; what hangs under an entry moves with it.
          </Text>
          {items.length === 0 ? (
            <Paper withBorder radius="md" p="lg">
              <Text c="var(--masthead-muted)">
                Nothing in the menu yet: tick categories, pages or blogs on the left.
              </Text>
            </Paper>
          ) : (
            <MenuTreeEditor form={form} disabled={busy} onChange={setItems} />
          )}
        </Stack>
      </SimpleGrid>
      {staleDialog}
      <Dialog opened={asking} onClose={() => setAsking(false)} title={`Make this the live ${place}?`}>
        <Text>
          Readers see the live {place} on the site; a menu that is not live waits in Menu Management until someone
          activates it. If another {place} is live, this one replaces it.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => void save(false)}>
            Save, not live
          </Button>
          <Button onClick={() => void save(true)} data-autofocus>
            Save and make live
          </Button>
        </Group>
      </Dialog>
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
