import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  can,
  type Dashboard,
  type DashboardItem,
  editPathByType,
  endpoints,
  messages,
  paths,
  pathTo,
} from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { readKey } from '../../api/read-key';
import { useRead } from '../../api/use-read';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { formatDateTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useMe } from '../../session/session';
import { useCreateCms } from '../cms';

/** Text as HTML text: the five characters that would be markup, written as entities. */
const asHtmlText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function ItemList({ items, empty, when }: { items: DashboardItem[]; empty: string; when: string }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="var(--masthead-muted)">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item._id}>
          <Anchor component={Link} to={pathTo(editPathByType[item.type], { id: item._id })} size="sm" fw={500}>
            {item.title}
          </Anchor>
          <Text size="xs" c="var(--masthead-muted)">
            {item.type} · {when} {formatDateTime(item.at)}
            {item.author ? ` · ${item.author}` : ''}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A title and a few lines: a draft article in two keystrokes from the dashboard. */
function QuickDraft() {
  const create = useCreateCms();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setError(messages.titleRequired);
      return;
    }
    setError(null);
    try {
      const paragraphs = text
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => `<p>${asHtmlText(paragraph)}</p>`)
        .join('');
      await create.mutateAsync({
        title: title.trim(),
        type: 'Article',
        status: 'Draft',
        body: paragraphs ? [{ title: '', body: paragraphs }] : [],
      });
      notifySuccess(messages.articleAdded);
      setTitle('');
      setText('');
      await queryClient.invalidateQueries({ queryKey: readKey(endpoints.dashboard.get, {}) });
    } catch (failure) {
      notifyError(failure);
    }
  };
  return (
    <Panel title="Quick draft">
      <form onSubmit={submit} aria-label="Quick draft">
        <Stack gap="xs">
          <TextInput
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={error}
            maxLength={300}
          />
          <Textarea
            label="Text"
            autosize
            minRows={3}
            maxRows={8}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Save draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}

/** What waits for this editor's review, oldest first: new items and changes to live ones. */
function ReviewQueue({ review }: { review: NonNullable<Dashboard['review']> }) {
  return (
    <Panel title={`Waiting for your review${review.total > 0 ? ` (${review.total})` : ''}`}>
      {review.items.length === 0 ? (
        <Text size="sm" c="var(--masthead-muted)">
          Nothing waits for review.
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Waiting for your review">
          {review.items.map((item) => (
            <li key={`${item._id}-${item.change}`}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <Badge
                  variant="light"
                  color={item.change ? 'violet' : 'blue'}
                  size="sm"
                  style={{ flexShrink: 0 }}
                  mt={2}
                >
                  {item.change ? 'Change' : 'New'}
                </Badge>
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={pathTo(editPathByType[item.type], { id: item._id })} size="sm" fw={500}>
                    {item.title}
                  </Anchor>
                  <Text size="xs" c="var(--masthead-muted)">
                    {item.type} · {item.author ?? 'No author'} · waiting since {formatDateTime(item.since)}
                  </Text>
                </div>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {review.total > review.items.length ? (
        <Anchor
          component={Link}
          to={`${paths.articles}?status=${encodeURIComponent('Need Review')}`}
          size="sm"
          mt="xs"
          display="inline-block"
        >
          All {review.total} in Need Review
        </Anchor>
      ) : null}
    </Panel>
  );
}

/** What readers see on the site now: breaking news and the home page's last arrangement. */
function SiteState({ dashboard }: { dashboard: Dashboard }) {
  const { breakingNews, homePage } = dashboard;
  if (!breakingNews && !homePage) return null;
  return (
    <Panel title="On the site now">
      <Stack gap="xs">
        {breakingNews ? (
          <div>
            <Anchor component={Link} to={paths.breakingNews} size="sm" fw={500}>
              Breaking news: {breakingNews.active === 0 ? 'none shown' : `${breakingNews.active} shown`}
            </Anchor>
            {breakingNews.latest ? (
              <Text size="xs" c="var(--masthead-muted)">
                Newest: “{breakingNews.latest.title}” · {formatDateTime(breakingNews.latest.at)}
              </Text>
            ) : null}
          </div>
        ) : null}
        {homePage ? (
          <div>
            <Anchor component={Link} to={paths.homeSections} size="sm" fw={500}>
              Home page
            </Anchor>
            <Text size="xs" c="var(--masthead-muted)">
              {homePage.at
                ? `Arranged ${formatDateTime(homePage.at)}${homePage.by ? ` by ${homePage.by}` : ''}`
                : 'Not arranged yet'}
            </Text>
          </div>
        ) : null}
      </Stack>
    </Panel>
  );
}

/** The desk's figures and lists (one call); the dashboard waits for it before it draws anything below. */
export function useDesk() {
  return useRead(endpoints.dashboard.get, {});
}

/** The editor's desk on the dashboard: the review queue, drafts, counts, the site, what is scheduled and what went out. */
export function EditorDesk() {
  const me = useMe();
  const dashboard = useDesk();
  if (dashboard.isPending) return <LoadingBlock />;
  if (dashboard.isError) return <ErrorBlock error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const content = dashboard.data.content;
  if (!content) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="lg" maw={1100}>
        <SiteState dashboard={dashboard.data} />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="lg" maw={1100}>
      {dashboard.data.review ? <ReviewQueue review={dashboard.data.review} /> : null}
      <Panel title="My drafts">
        <ItemList items={content.myDrafts} empty="No drafts of yours." when="saved" />
      </Panel>
      <Panel title="Where items stand">
        {content.counts.length === 0 ? (
          <Text size="sm" c="var(--masthead-muted)">
            Nothing written yet.
          </Text>
        ) : (
          <Group gap="xs">
            {content.counts.map((count) => (
              <Badge
                key={count.status}
                component={Link}
                to={`${paths.articles}?status=${encodeURIComponent(count.status)}`}
                variant="default"
                size="lg"
                style={{ cursor: 'pointer', textTransform: 'none' }}
                aria-label={`${count.total} ${count.status}`}
              >
                {count.status} · {count.total}
              </Badge>
            ))}
            {content.pendingChanges > 0 ? (
              <Badge
                component={Link}
                to={`${paths.articles}?status=${encodeURIComponent('Need Review')}`}
                variant="default"
                size="lg"
                style={{ cursor: 'pointer', textTransform: 'none' }}
                aria-label={`${content.pendingChanges} live items with changes pending`}
              >
                Changes pending · {content.pendingChanges}
              </Badge>
            ) : null}
          </Group>
        )}
      </Panel>
      <SiteState dashboard={dashboard.data} />
      <Panel title="Scheduled">
        <ItemList items={content.scheduled} empty="Nothing is scheduled." when="goes live" />
      </Panel>
      <Panel title="Recently published">
        <ItemList items={content.recentlyPublished} empty="Nothing published yet." when="published" />
      </Panel>
      {can(me, 'Cms', ['Write']) ? <QuickDraft /> : null}
    </SimpleGrid>
  );
}
