import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { initials } from '../lib/format';
import type { Peer } from './presence-model';

/**
 * Who else has the item open: an avatar each in the header (idle ones faded), and beside them
 * the same as a list in words with the field each one is in (not colours alone).
 */
export function PresenceBar({ peers }: { peers: Peer[] }) {
  if (peers.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Avatar.Group spacing="sm" aria-hidden="true">
        {peers.map((peer) => (
          <Tooltip
            key={peer.clientId}
            label={`${peer.user.name}${peer.field ? ` — in ${peer.field}` : ''}${peer.idle ? ' (idle)' : ''}`}
            withArrow
          >
            <Avatar
              radius="xl"
              size={30}
              styles={{ placeholder: { background: peer.user.color, color: '#fff' } }}
              style={{ opacity: peer.idle ? 0.45 : 1, border: `2px solid ${peer.user.color}` }}
            >
              {initials(peer.user.name)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      <Group component="ul" aria-label="Also editing this item" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {peers.map((peer, index) => (
          <Text
            component="li"
            key={peer.clientId}
            size="xs"
            c="var(--masthead-muted)"
            style={{ opacity: peer.idle ? 0.8 : 1 }}
          >
            {peer.user.name}
            {peer.field ? ` (${peer.field})` : ''}
            {peer.idle ? ' (idle)' : ''}
            {index < peers.length - 1 ? ',' : ''}
          </Text>
        ))}
      </Group>
    </Group>
  );
}
