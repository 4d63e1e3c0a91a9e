import { Button, Menu } from '@mantine/core';
import { paths } from '@masthead/contract';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePreloadWritingScreens } from '../screens/preload-writing-screens';

const createEntries: { label: string; path: string }[] = [
  { label: 'Article', path: paths.articleCreate },
  { label: 'Video', path: paths.videoCreate },
  { label: 'Gallery', path: paths.galleryCreate },
  { label: 'Page', path: paths.pageCreate },
  { label: 'Blog', path: paths.blogCreate },
];

// On the way to a create link, the forms and their option lists load if the idle preload has not done it yet.

/** Create, for the article list: one entry per content type. */
export function CreateMenu() {
  const preload = usePreloadWritingScreens();
  return (
    // In place (inside the main landmark) and without Mantine's focus placeholder, which a menu may not contain.
    <Menu position="bottom-end" shadow="md" width={180} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          onMouseEnter={preload}
          onFocus={preload}
        >
          Create
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {createEntries.map((entry) => (
          <Menu.Item key={entry.path} component={Link} to={entry.path}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Create Blog, for the blog list. */
export function CreateBlogButton() {
  const preload = usePreloadWritingScreens();
  return (
    <Button
      component={Link}
      to={paths.blogCreate}
      leftSection={<IconPlus size={16} aria-hidden="true" />}
      onMouseEnter={preload}
      onFocus={preload}
    >
      Create Blog
    </Button>
  );
}
