import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Layout, type LayoutItem, layoutCaps, messages } from '@masthead/contract';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { RecordLoader } from '../../components/record-loader';
import { SortableList } from '../../components/sortable-list';
import { ItemPicker } from './item-picker';
import { ItemSummary } from './item-summary';
import { useHomeLayout } from './layout-api';
import { useLayoutSave } from './use-layout-save';

type Part = 'headlines' | 'topStory';

interface PickManagerProps {
  part: Part;
  title: string;
  /** One chosen item, lower case: "headline", "top story". */
  noun: string;
  success: string;
}

const managers: Record<Part, PickManagerProps> = {
  headlines: { part: 'headlines', title: 'Top Headlines', noun: 'headline', success: messages.headlinesUpdated },
  topStory: { part: 'topStory', title: 'Top Stories', noun: 'top story', success: messages.topStoriesUpdated },
};

function PickManagerForm({
  layout,
  reload,
  part,
  title,
  noun,
  success,
}: PickManagerProps & { layout: Layout; reload: () => Promise<void> }) {
  const cap = layoutCaps[part];
  const form = useForm<{ items: LayoutItem[] }>({ mode: 'controlled', initialValues: { items: layout.body[part] } });
  const { saving, readOnly, failure, actions, dialogs } = useLayoutSave({
    layout,
    form,
    toBody: (values) => ({ [part]: values.items.map((item) => item._id) }),
    success,
    reload,
  });
  const items = form.values.items;
  const full = items.length >= cap ? `The ${cap} places are taken: remove one to add another.` : null;
  const notLive = items.filter((item) => !item.live).length;

  return (
    <>
      <PageHeader title={title} actions={actions} />
      <FormAlert failure={failure} />
      {readOnly ? (
        <Alert color="blue" variant="light" mb="md">
          You may look at the home page layout; changing it needs the Home Layout Edit right.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Chosen: {items.length} of {cap}
            </Title>
          </Group>
          <Text size="sm" c="var(--masthead-muted)">
            Shown on the home page in this order. Drag a card, or use its arrows, to change the order.
          </Text>
          {notLive > 0 ? (
            <Alert color="red" variant="light">
              {notLive === 1 ? 'One chosen item is' : `${notLive} chosen items are`} {messages.noLongerPublished}: the
              public site leaves {notLive === 1 ? 'it' : 'them'} out. Remove or replace {notLive === 1 ? 'it' : 'them'}.
            </Alert>
          ) : null}
          {items.length === 0 ? (
            <Paper withBorder radius="md" p="lg">
              <Text c="var(--masthead-muted)">Nothing chosen yet: add published items from the list.</Text>
            </Paper>
          ) : (
            <SortableList
              items={items.map((item) => ({ ...item, key: item._id }))}
              noun={noun}
              headingOrder={3}
              heading={(item, index) => `${index + 1}. ${item.title}`}
              renderItem={(item) => <ItemSummary item={item} />}
              onMove={(from, to) => form.reorderListItem('items', { from, to })}
              onRemove={(index) => form.removeListItem('items', index)}
              canRemove={() => !readOnly}
              disabled={readOnly || saving}
            />
          )}
        </Stack>
        <ItemPicker
          chosen={new Set(items.map((item) => item._id))}
          full={full}
          actionLabel="Add"
          onPick={(item) => form.insertListItem('items', item)}
          disabled={readOnly || saving}
        />
      </SimpleGrid>
      {dialogs}
    </>
  );
}

function PickManagerPage({ part }: { part: Part }) {
  const layout = useHomeLayout();
  const manager = managers[part];
  return (
    <RecordLoader query={layout} title={manager.title}>
      {(loaded, reload) => <PickManagerForm {...manager} layout={loaded} reload={reload} />}
    </RecordLoader>
  );
}

/** Top Headlines: at most 5 published items, in order. */
export function TopHeadlinesPage() {
  return <PickManagerPage part="headlines" />;
}

/** Top Stories: at most 7 published items, in order. */
export function TopStoriesPage() {
  return <PickManagerPage part="topStory" />;
}
