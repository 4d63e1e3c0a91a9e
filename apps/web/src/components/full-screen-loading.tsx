import { Center, Loader, Stack, Text } from '@mantine/core';
import { messages } from '@masthead/contract';

/** What the app shows while the stored session is checked at start-up. */
export function FullScreenLoading() {
  return (
    <main>
      <Center mih="100vh">
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader aria-hidden="true" />
          <Text fw={500}>{messages.loading}</Text>
        </Stack>
      </Center>
    </main>
  );
}
