import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AdDay } from '@masthead/contract';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

const numberFormat = new Intl.NumberFormat();
export const percent = (fraction: number) => `${(fraction * 100).toFixed(fraction > 0 && fraction < 0.001 ? 3 : 2)}%`;
export const count = (value: number) => numberFormat.format(value);

/** One figure of a report, large, with what it means. */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="var(--masthead-muted)">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="var(--masthead-muted)">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

export function Figures({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" mb="lg">
      {children}
    </SimpleGrid>
  );
}

/** Views and clicks per day as bars, and the same numbers as a table for keyboards and screen readers. */
export function DailyChart({ days }: { days: AdDay[] }) {
  const data = days.map((day) => ({ day: dayjs(day.day).format('DD/MM'), Views: day.views, Clicks: day.clicks }));
  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Title order={2} size="h4" mb="sm">
        Views and clicks per day
      </Title>
      {days.length === 0 ? (
        <Text c="var(--masthead-muted)">
          Nothing counted yet: views and clicks show here from the first day the advertisement is seen.
        </Text>
      ) : (
        <>
          <BarChart
            h={260}
            data={data}
            dataKey="day"
            series={[
              { name: 'Views', color: 'blue.7' },
              { name: 'Clicks', color: 'orange.7' },
            ]}
            withLegend
            tickLine="y"
            aria-label="Views and clicks per day"
            role="img"
          />
          <VisuallyHidden component="table">
            <caption>Views and clicks per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Views</th>
                <th scope="col">Clicks</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{dayjs(day.day).format('DD/MM/YYYY')}</th>
                  <td>{day.views}</td>
                  <td>{day.clicks}</td>
                </tr>
              ))}
            </tbody>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
