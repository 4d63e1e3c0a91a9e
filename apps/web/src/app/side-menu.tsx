import { NavLink, ScrollArea } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMe } from '../session/session';
import { activeMenuPath, isMenuGroup, type MenuGroup, type MenuLink, menuEntries, visibleMenu } from './menu';

function LinkItem({
  link,
  activePath,
  onNavigate,
}: {
  link: MenuLink;
  activePath: string | null;
  onNavigate: () => void;
}) {
  const active = link.path === activePath;
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
  activePath,
  onNavigate,
}: {
  group: MenuGroup;
  activePath: string | null;
  onNavigate: () => void;
}) {
  const containsActive = group.children.some((child) => child.path === activePath);
  const [opened, setOpened] = useState(containsActive);
  // Arriving on one of its screens (e.g. from a link elsewhere) opens the group.
  useEffect(() => {
    if (containsActive) setOpened(true);
  }, [containsActive]);
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
          <LinkItem key={child.path} link={child} activePath={activePath} onNavigate={onNavigate} />
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
  const activePath = activeMenuPath(entries, pathname);

  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      {entries.map((entry) => {
        if (!isMenuGroup(entry)) {
          return <LinkItem key={entry.path} link={entry} activePath={activePath} onNavigate={onNavigate} />;
        }
        return <GroupItem key={entry.label} group={entry} activePath={activePath} onNavigate={onNavigate} />;
      })}
    </ScrollArea>
  );
}
