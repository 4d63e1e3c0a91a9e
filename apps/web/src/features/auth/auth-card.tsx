import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteLogo } from '../site';

/** The signed-out screens' frame: the site's logo and the page's heading on a card in the middle of the page. */
export function AuthCard({ title, maxWidth, children }: { title: string; maxWidth: number; children: ReactNode }) {
  return (
    <main>
      <Center mih="100vh" p="md" bg="var(--masthead-page)">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={maxWidth}>
          <Stack gap="md">
            <Center>
              <SiteLogo />
            </Center>
            <Title order={1} size="h2" ta="center">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Center>
    </main>
  );
}
