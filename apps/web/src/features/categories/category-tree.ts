import type { Category, CategoryNode } from '@masthead/contract';

function findNode(nodes: readonly CategoryNode[], id: string): CategoryNode | null {
  for (const node of nodes) {
    if (node._id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}

/** The id of a category and of everything below it: none of them can become its parent. */
export function selfAndDescendantIds(tree: readonly CategoryNode[], id: string): Set<string> {
  const ids = new Set<string>([id]);
  const walk = (node: CategoryNode) => {
    for (const child of node.children) {
      ids.add(child._id);
      walk(child);
    }
  };
  const node = findNode(tree, id);
  if (node) walk(node);
  return ids;
}

/** Ids of every node that has children: what "Expand all" opens. */
export function branchIds(tree: readonly CategoryNode[]): string[] {
  const ids: string[] = [];
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      if (node.children.length > 0) {
        ids.push(node._id);
        walk(node.children);
      }
    }
  };
  walk(tree);
  return ids;
}

/** How a category reads in a select: 'Parent › Child' (SPEC: the parent name before the category name). */
export function categoryLabel(category: Pick<Category, 'name' | 'parent'>): string {
  const parent = category.parent[0];
  return parent ? `${parent.name} › ${category.name}` : category.name;
}

/** Select options from the flat list, sorted by how they read, leaving out the excluded ids. */
export function categoryOptions(
  list: readonly Category[],
  exclude: ReadonlySet<string> = new Set(),
): { value: string; label: string }[] {
  return list
    .filter((category) => !exclude.has(category._id))
    .map((category) => ({ value: category._id, label: categoryLabel(category) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
