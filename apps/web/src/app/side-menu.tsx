import { NavLink, ScrollArea } from '@mantine/core';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMe } from '../features/auth/session';
import { isActivePath, isMenuGroup, type MenuGroup, type MenuLink, menuEntries, visibleMenu } from './menu';

function LinkItem({ link, currentPath, onNavigate }: { link: MenuLink; currentPath: string; onNavigate: () => void }) {
  const active = isActivePath(link.path, currentPath);
  const Icon = link.icon;
  return (
    <NavLink
      component={Link}
      to={link.path}
      label={link.label}
      leftSection={Icon ? <Icon size={18} stroke={1.6} aria-hidden="true" /> : null}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

/** A group heading is a real button (keyboard-focusable, announces expanded state) over its links. */
function GroupItem({
  group,
  currentPath,
  onNavigate,
}: {
  group: MenuGroup;
  currentPath: string;
  onNavigate: () => void;
}) {
  const containsActive = group.children.some((child) => isActivePath(child.path, currentPath));
  const [opened, setOpened] = useState(containsActive);
  const listId = useId();
  const Icon = group.icon;
  return (
    <NavLink
      component="button"
      type="button"
      label={group.label}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden="true" />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={listId}
      childrenOffset={28}
    >
      <div id={listId}>
        {group.children.map((child) => (
          <LinkItem key={child.path} link={child} currentPath={currentPath} onNavigate={onNavigate} />
        ))}
      </div>
    </NavLink>
  );
}

/** The side menu: entries the signed-in user may read, groups open when one of their screens is shown. */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const me = useMe();
  const { pathname } = useLocation();
  const entries = visibleMenu(menuEntries, me);

  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      {entries.map((entry) => {
        if (!isMenuGroup(entry)) {
          return <LinkItem key={entry.path} link={entry} currentPath={pathname} onNavigate={onNavigate} />;
        }
        return <GroupItem key={entry.label} group={entry} currentPath={pathname} onNavigate={onNavigate} />;
      })}
    </ScrollArea>
  );
}
