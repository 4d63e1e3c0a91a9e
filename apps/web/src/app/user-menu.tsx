import {
  Avatar,
  Box,
  Group,
  type MantineColorScheme,
  Menu,
  NavLink,
  Text,
  UnstyledButton,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { endpoints, paths } from '@masthead/contract';
import {
  IconCheck,
  IconChevronDown,
  IconDeviceDesktop,
  IconKey,
  IconLogout,
  IconMoon,
  IconSun,
  IconUser,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../api/call';
import { initials } from '../lib/format';
import { useMe, useSession } from '../session/session';

const schemes: { value: MantineColorScheme; label: string; icon: typeof IconSun }[] = [
  { value: 'auto', label: 'Theme: as the system', icon: IconDeviceDesktop },
  { value: 'light', label: 'Theme: light', icon: IconSun },
  { value: 'dark', label: 'Theme: dark', icon: IconMoon },
];

/** Signs out: the server ends this session's token, the browser forgets it, the login page shows. */
export function useLogout(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    // The server ends this session's token first, so a copy of it is useless from now on;
    // the browser forgets it whatever the answer (offline, already expired).
    await callApi(endpoints.auth.logout, {}).catch(() => {});
    signOut();
    navigate(paths.login, { replace: true });
  };
}

/**
 * The header's user dropdown: Profile, Change Password, the colour scheme (the system's by
 * default; a choice is kept in this browser), Logout.
 */
export function UserMenu() {
  const me = useMe();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const logout = useLogout();

  return (
    <Menu position="bottom-end" width={230} shadow="md" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={`User menu for ${me.name}`} px="xs" py={4} style={{ borderRadius: 8 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={me.image?.url ?? null} alt="" radius="xl" size={32} color="blue">
              {initials(me.name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs">
              {me.name}
            </Text>
            <IconChevronDown size={16} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser size={16} aria-hidden="true" />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to={paths.changePassword} leftSection={<IconKey size={16} aria-hidden="true" />}>
          Change Password
        </Menu.Item>
        <Menu.Divider />
        {schemes.map((scheme) => (
          <Menu.Item
            key={scheme.value}
            closeMenuOnClick={false}
            onClick={() => setColorScheme(scheme.value)}
            leftSection={<scheme.icon size={16} aria-hidden="true" />}
            rightSection={colorScheme === scheme.value ? <IconCheck size={16} aria-hidden="true" /> : null}
          >
            {scheme.label}
            {/* Mantine's items are plain menu items (no radio role): the choice is said in words. */}
            {colorScheme === scheme.value ? <VisuallyHidden> (chosen)</VisuallyHidden> : null}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => void logout()} leftSection={<IconLogout size={16} aria-hidden="true" />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The foot of the side menu on a phone: the signed-in user's own links and Logout, beside the rest of the menu. */
export function PhoneUserLinks({ onNavigate }: { onNavigate: () => void }) {
  const logout = useLogout();
  return (
    <Box hiddenFrom="sm" pt="xs" mt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <NavLink
        component={Link}
        to={paths.profile}
        label="Profile"
        leftSection={<IconUser size={18} stroke={1.6} aria-hidden="true" />}
        onClick={onNavigate}
      />
      <NavLink
        component="button"
        type="button"
        label="Logout"
        leftSection={<IconLogout size={18} stroke={1.6} aria-hidden="true" />}
        onClick={() => void logout()}
      />
    </Box>
  );
}
