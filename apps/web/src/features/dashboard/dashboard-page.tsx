import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { can, endpoints, type Me, mayRead, messages, type WebVitalSummary } from '@masthead/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRead } from '../../api/use-read';
import { PageHeader } from '../../components/page-header';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { formatVital } from '../../lib/format';
import { useMe } from '../../session/session';
import { MentionsPanel, useMentions } from '../notes';
import { NotificationsPanel, useNotifications } from '../notifications';
import { EditorDesk, useDesk } from './editor-desk';

const vitalNames: Record<WebVitalSummary[number]['name'], string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

function greeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Telemetry of the admin portal is for whoever runs the site, not for the newsroom's desks. */
const mayReadTelemetry = (me: Me) => can(me, 'Site', ['Edit']);

/** Each role's desk (issue 30): what happened to one's work, the notes naming one, the review queue, the site; telemetry for admins. */
export function DashboardPage() {
  const me = useMe();
  const mayReadContent = mayRead(me, 'Cms');
  const telemetry = mayReadTelemetry(me);
  const summary = useRead(endpoints.metrics.webVitalSummary, {}, { enabled: telemetry });
  const desk = useDesk();
  const notifications = useNotifications();
  const mentions = useMentions(mayReadContent);
  // The panels appear together once every one has its answer (or its failure), whatever order
  // those come in: one drawn before the panel above it has loaded would be pushed down (a layout shift).
  const ready =
    !(telemetry && summary.isPending) &&
    !desk.isPending &&
    !notifications.isPending &&
    !(mayReadContent && mentions.isPending);

  return (
    <>
      <PageHeader title="Dashboard" />
      <Text size="lg" mb="xl">
        {greeting(new Date())}, {me.name}.
      </Text>
      {ready ? null : <LoadingBlock />}
      {ready ? <NotificationsPanel /> : null}
      {ready && mayReadContent ? <MentionsPanel /> : null}
      {ready ? <EditorDesk /> : null}
      {ready && telemetry ? <WebVitals summary={summary} /> : null}
    </>
  );
}

function WebVitals({ summary }: { summary: UseQueryResult<WebVitalSummary> }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={820}>
      <Title order={2} size="h4" mb={4}>
        Web vitals
      </Title>
      <Text size="sm" c="var(--masthead-muted)" mb="md">
        75th percentile of what visitors' browsers measured on this admin portal.
      </Text>
      {summary.isPending ? <LoadingBlock /> : null}
      {summary.isError ? <ErrorBlock error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      {summary.data && summary.data.length === 0 ? <Text c="var(--masthead-muted)">{messages.noWebVitals}</Text> : null}
      {summary.data && summary.data.length > 0 ? (
        <Table striped verticalSpacing="xs">
          <caption>
            <VisuallyHidden>Web vitals, 75th percentile per metric</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Metric</Table.Th>
              <Table.Th scope="col">p75</Table.Th>
              <Table.Th scope="col">Samples</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.data.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Th scope="row" fw={500}>
                  {vitalNames[row.name]} ({row.name})
                </Table.Th>
                <Table.Td>{formatVital(row.name, row.p75)}</Table.Td>
                <Table.Td>{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Paper>
  );
}
