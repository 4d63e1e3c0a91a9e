import { Button, Group, Table, Text } from '@mantine/core';
import { adPositionLabels, paths, pathTo } from '@masthead/contract';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { RecordLoader } from '../../components/record-loader';
import { formatDateTime } from '../../lib/format';
import { useAdvertisement, useAdvertisementReport, useClientReport } from './advertisements-api';
import { count, DailyChart, Figure, Figures, percent } from './report-parts';

/** One advertisement's report: views and clicks per day, click-through rate, the cap used and the days left. */
export function AdvertisementReportPage() {
  const { id = '' } = useParams();
  const report = useAdvertisementReport(id);
  const ad = useAdvertisement(id);
  return (
    <RecordLoader query={report} title="Advertisement report">
      {(data) => (
        <>
          <PageHeader
            title={`Report: ${data.advertisement.title}`}
            actions={
              <Button component={Link} to={paths.advertisements} variant="default">
                Back to the list
              </Button>
            }
          />
          <Text c="var(--masthead-muted)" mb="md">
            {data.advertisement.client ? `For ${data.advertisement.client}` : null}
            {ad.data
              ? ` · ${adPositionLabels[ad.data.position]} · ${formatDateTime(ad.data.startDate)} to ${formatDateTime(ad.data.endDate)}`
              : null}
          </Text>
          <Figures>
            <Figure label="Views" value={count(data.views)} hint={`of ${count(data.maxImpressionAllowed)} allowed`} />
            <Figure label="Clicks" value={count(data.clicks)} />
            <Figure label="Click-through rate" value={percent(data.ctr)} hint="clicks per view" />
            <Figure
              label="Cap used"
              value={percent(data.capUsed)}
              hint={data.daysLeft > 0 ? `${data.daysLeft} day${data.daysLeft === 1 ? '' : 's'} left` : 'Ended'}
            />
          </Figures>
          <DailyChart days={data.days} />
        </>
      )}
    </RecordLoader>
  );
}

/** A client's report across its advertisements. */
export function ClientReportPage() {
  const { id = '' } = useParams();
  const report = useClientReport(id);
  return (
    <RecordLoader query={report} title="Client report">
      {(data) => (
        <>
          <PageHeader
            title={`Report: ${data.client.name}`}
            actions={
              <Button component={Link} to={paths.clients} variant="default">
                Back to the clients
              </Button>
            }
          />
          <Figures>
            <Figure label="Advertisements" value={count(data.advertisements.length)} />
            <Figure label="Views" value={count(data.views)} />
            <Figure label="Clicks" value={count(data.clicks)} />
            <Figure label="Click-through rate" value={percent(data.ctr)} hint="clicks per view" />
          </Figures>
          <DailyChart days={data.days} />
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder>
              <Table.Caption>The client's advertisements</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Advertisement</Table.Th>
                  <Table.Th>Views</Table.Th>
                  <Table.Th>Clicks</Table.Th>
                  <Table.Th>Click-through rate</Table.Th>
                  <Table.Th>Impression Allowed</Table.Th>
                  <Table.Th>End Date</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.advertisements.map((ad) => (
                  <Table.Tr key={ad._id}>
                    <Table.Td>
                      <Group gap={6}>
                        <Link to={pathTo(paths.advertisementReport, { id: ad._id })}>{ad.title}</Link>
                      </Group>
                    </Table.Td>
                    <Table.Td>{count(ad.views)}</Table.Td>
                    <Table.Td>{count(ad.clicks)}</Table.Td>
                    <Table.Td>{percent(ad.ctr)}</Table.Td>
                    <Table.Td>{count(ad.maxImpressionAllowed)}</Table.Td>
                    <Table.Td>{formatDateTime(ad.endDate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </RecordLoader>
  );
}
