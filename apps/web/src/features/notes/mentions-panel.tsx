import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { type ContentType, editPathByType, pathTo } from '@masthead/contract';
import { Link } from 'react-router';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { formatDateTime } from '../../lib/format';
import { useMentions } from './notes-api';

/** Where a mention leads: the item's form, its notes open at that thread. */
export function mentionPath(item: { _id: string; type: string }, threadId: string): string {
  return `${pathTo(editPathByType[item.type as ContentType], { id: item._id })}?note=${encodeURIComponent(threadId)}`;
}

/** The dashboard's list of open notes that mention the signed-in user, newest first. */
export function MentionsPanel() {
  const mentions = useMentions(true);
  return (
    <Paper withBorder radius="md" p="md" mb="lg" maw={1100} id="mentions">
      <Title order={2} size="h5" mb="sm">
        Notes mentioning you{mentions.data ? ` (${mentions.data.total})` : ''}
      </Title>
      {mentions.isPending ? (
        <LoadingBlock />
      ) : mentions.isError ? (
        <ErrorBlock error={mentions.error} onRetry={() => void mentions.refetch()} />
      ) : mentions.data.items.length === 0 ? (
        <Text size="sm" c="var(--masthead-muted)">
          No open notes mention you.
        </Text>
      ) : (
        <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {mentions.data.items.map((mention) => (
            <li key={mention.threadId}>
              <Anchor component={Link} to={mentionPath(mention.item, mention.threadId)} size="sm" fw={500}>
                {mention.item.title}
              </Anchor>
              <Text size="sm" lineClamp={2}>
                {mention.body}
              </Text>
              <Text size="xs" c="var(--masthead-muted)">
                On “{mention.quote}” · {mention.by?.name ?? 'Someone'} · {formatDateTime(mention.createdAt)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
