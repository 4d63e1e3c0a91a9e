import { ActionIcon, Badge, Box, Button, Group, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { type Category, type CategoryNode, can, messages } from '@masthead/contract';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { RowDeleteButton } from '../../components/row-actions';
import { runWithToast } from '../../lib/notify';
import { useMe } from '../../session/session';
import { useCategoryTree, useRemoveCategory } from './categories-api';
import { CategoryDialog } from './category-dialog';
import { branchIds } from './category-tree';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; category: Category };

interface NodeActions {
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  onEdit: ((category: Category) => void) | null;
  onRemove: ((category: Category) => Promise<void>) | null;
}

function TreeLevel({ nodes, actions, level }: { nodes: CategoryNode[]; actions: NodeActions; level: number }) {
  return (
    <Box component="ul" m={0} p={0} pl={level === 0 ? 0 : 28} style={{ listStyle: 'none' }}>
      {nodes.map((node) => (
        <TreeItem key={node._id} node={node} actions={actions} level={level} />
      ))}
    </Box>
  );
}

function TreeItem({ node, actions, level }: { node: CategoryNode; actions: NodeActions; level: number }) {
  const hasChildren = node.children.length > 0;
  const open = actions.expanded.has(node._id);
  const childListId = `category-children-${node._id}`;
  const { children: _children, ...category } = node;
  return (
    <li>
      <Group
        gap="xs"
        wrap="nowrap"
        py={6}
        px="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        data-level={level}
      >
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => actions.toggle(node._id)}
            aria-expanded={open}
            aria-controls={childListId}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${node.name}`}
          >
            {open ? (
              <IconChevronDown size={16} aria-hidden="true" />
            ) : (
              <IconChevronRight size={16} aria-hidden="true" />
            )}
          </ActionIcon>
        ) : (
          <Box w={28} aria-hidden="true" />
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={500} truncate>
              {node.name}
            </Text>
            {node.active ? null : (
              <Badge color="gray" variant="light" c="var(--masthead-muted)" size="sm">
                Inactive
              </Badge>
            )}
            {hasChildren ? (
              <Text size="xs" c="var(--masthead-muted)">
                {node.children.length} {node.children.length === 1 ? 'subcategory' : 'subcategories'}
              </Text>
            ) : null}
          </Group>
          <Text size="xs" c="var(--masthead-muted)" truncate>
            /{node.slug}
          </Text>
        </Box>
        <Group gap={6} wrap="nowrap">
          {actions.onEdit ? (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => actions.onEdit?.(category)}
              aria-label={`Edit ${node.name}`}
            >
              Edit
            </Button>
          ) : null}
          {actions.onRemove && hasChildren ? (
            <>
              <Tooltip label={messages.categoryHasSubcategories} multiline w={260} withArrow>
                <Button
                  size="compact-sm"
                  variant="default"
                  data-disabled
                  aria-disabled="true"
                  aria-describedby={`${childListId}-why`}
                  onClick={(event) => event.preventDefault()}
                  aria-label={`Remove ${node.name}`}
                >
                  Remove
                </Button>
              </Tooltip>
              <VisuallyHidden id={`${childListId}-why`}>{messages.categoryHasSubcategories}</VisuallyHidden>
            </>
          ) : actions.onRemove ? (
            <RowDeleteButton
              aria-label={`Remove ${node.name}`}
              title="Remove category"
              message={`Remove ${node.name}? A category with subcategories or content cannot be removed.`}
              confirmLabel="Remove"
              onConfirm={() => actions.onRemove?.(category) ?? Promise.resolve()}
            >
              Remove
            </RowDeleteButton>
          ) : null}
        </Group>
      </Group>
      {hasChildren && open ? (
        <div id={childListId}>
          <TreeLevel nodes={node.children} actions={actions} level={level + 1} />
        </div>
      ) : null}
    </li>
  );
}

/** Manage Category: the category tree (no dragging) with Add, Edit and, for empty categories, Remove. */
export function CategoryPage() {
  const me = useMe();
  const tree = useCategoryTree();
  const removeCategory = useRemoveCategory();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  // Undefined until the user folds something: everything starts open.
  const [expandedByUser, setExpanded] = useState<Set<string> | null>(null);
  const allBranches = branchIds(tree.data ?? []);
  const expanded = expandedByUser ?? new Set(allBranches);

  const mayWrite = can(me, 'Category', ['Write']);
  const mayEdit = can(me, 'Category', ['Edit']);
  const mayRemove = can(me, 'Category', ['Remove']);

  const actions: NodeActions = {
    expanded,
    toggle: (id) => {
      const next = new Set(expanded);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setExpanded(next);
    },
    onEdit: mayEdit ? (category) => setDialog({ mode: 'edit', category }) : null,
    onRemove: mayRemove
      ? (category) => runWithToast(() => removeCategory.mutateAsync(category._id), messages.categoryRemoved)
      : null,
  };

  let content = null;
  if (tree.isPending) content = <LoadingBlock />;
  else if (tree.error) content = <ErrorBlock error={tree.error} onRetry={() => void tree.refetch()} />;
  else if (tree.data.length === 0)
    content = (
      <Text c="var(--masthead-muted)" ta="center" py="xl">
        {messages.noCategories}
      </Text>
    );
  else content = <TreeLevel nodes={tree.data} actions={actions} level={0} />;

  // The header shares the tree's width, so 'Add Category' lines up with the list it adds to.
  return (
    <Box maw={960}>
      <PageHeader
        title="Manage Category"
        actions={
          mayWrite ? (
            <Button onClick={() => setDialog({ mode: 'add' })} leftSection={<IconPlus size={16} aria-hidden="true" />}>
              Add Category
            </Button>
          ) : null
        }
      />
      <Paper withBorder radius="md" p="sm">
        {tree.data && allBranches.length > 0 ? (
          <Group gap="xs" mb="xs" justify="flex-end">
            <Button size="compact-sm" variant="subtle" onClick={() => setExpanded(new Set(allBranches))}>
              Expand all
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setExpanded(new Set())}>
              Collapse all
            </Button>
          </Group>
        ) : null}
        <div>{content}</div>
      </Paper>
      <CategoryDialog
        opened={dialog.mode !== 'closed'}
        category={dialog.mode === 'edit' ? dialog.category : null}
        onClose={() => setDialog({ mode: 'closed' })}
      />
    </Box>
  );
}
