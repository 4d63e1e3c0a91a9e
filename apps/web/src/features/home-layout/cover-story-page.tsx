import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Layout, type LayoutItem, messages } from '@masthead/contract';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { RecordLoader } from '../../components/record-loader';
import { ItemPicker } from './item-picker';
import { ItemSummary } from './item-summary';
import { useHomeLayout } from './layout-api';
import { useLayoutSave } from './use-layout-save';

function CoverStoryForm({ layout, reload }: { layout: Layout; reload: () => Promise<void> }) {
  const form = useForm<{ item: LayoutItem | null }>({
    mode: 'controlled',
    initialValues: { item: layout.body.coverStory },
  });
  const { saving, readOnly, failure, actions, dialogs } = useLayoutSave({
    layout,
    form,
    toBody: (values) => ({ coverStory: values.item?._id ?? null }),
    success: messages.coverStoryUpdated,
    reload,
  });
  const chosen = form.values.item;

  return (
    <>
      <PageHeader title="Cover Story" actions={actions} />
      <FormAlert failure={failure} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            The cover story
          </Title>
          <Text size="sm" c="var(--masthead-muted)">
            The one story the home page opens with. Choosing another replaces it.
          </Text>
          {chosen ? (
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Title order={3} size="h5" mb={4}>
                    {chosen.title}
                  </Title>
                  <ItemSummary item={chosen} />
                </div>
                {readOnly ? null : (
                  <Button
                    variant="subtle"
                    color="red"
                    c="var(--masthead-danger)"
                    size="compact-sm"
                    onClick={() => form.setFieldValue('item', null)}
                    disabled={saving}
                  >
                    Remove
                  </Button>
                )}
              </Group>
            </Paper>
          ) : (
            <Paper withBorder radius="md" p="lg">
              <Text c="var(--masthead-muted)">No cover story: choose a published item from the list.</Text>
            </Paper>
          )}
          {chosen && !chosen.live ? (
            <Alert color="red" variant="light">
              The cover story is {messages.noLongerPublished}: the public site shows none until you choose another.
            </Alert>
          ) : null}
        </Stack>
        <ItemPicker
          chosen={new Set(chosen ? [chosen._id] : [])}
          full={null}
          actionLabel="Choose"
          onPick={(item) => form.setFieldValue('item', item)}
          disabled={readOnly || saving}
        />
      </SimpleGrid>
      {dialogs}
    </>
  );
}

/** Cover Story (SPEC §2): category filter and search, pick one, Save. */
export function CoverStoryPage() {
  const layout = useHomeLayout();
  return (
    <RecordLoader query={layout} title="Cover Story">
      {(loaded, reload) => <CoverStoryForm layout={loaded} reload={reload} />}
    </RecordLoader>
  );
}
