import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { messages, paths } from '@masthead/contract';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageHeader } from '../components/page-header';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title={messages.pageNotFound} />
      <Text mb="md">The address does not match any screen.</Text>
      <Button component={Link} to={paths.dashboard} variant="default">
        Go to the dashboard
      </Button>
    </>
  );
}

/** Shown when a screen crashes, instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main>
      <Center mih="100vh" p="md">
        <Stack align="center" gap="sm">
          <Title order={1} size="h2">
            {notFound ? messages.pageNotFound : messages.internalError}
          </Title>
          <Button onClick={() => window.location.assign(paths.dashboard)}>Reload the app</Button>
        </Stack>
      </Center>
    </main>
  );
}
