import { Alert, Button, Menu, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdPosition,
  adPositionOptions,
  type Layout,
  type LayoutItem,
  type LayoutSectionWrite,
  layoutSectionWriteSchema,
  messages,
  type SectionTemplate,
  type SectionType,
  sectionTypes,
} from '@masthead/contract';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { RecordLoader } from '../../components/record-loader';
import { SortableList } from '../../components/sortable-list';
import { categoryOptions, useCategoryList } from '../categories';
import { ColourField } from './colour-field';
import { useHomeLayout } from './layout-api';
import { TemplatePicker } from './template-picker';
import { useLayoutSave } from './use-layout-save';

/** A section as the form edits it; `key` tells cards apart while a new one has no id yet. */
interface SectionDraft {
  key: string;
  _id?: string;
  type: SectionType;
  name: string;
  color: string;
  template: SectionTemplate;
  category: string | null;
  articles: LayoutItem[];
  position: AdPosition | null;
}

const swatches = ['#c92a2a', '#d9480f', '#e67700', '#2b8a3e', '#0b7285', '#1864ab', '#5f3dc4', '#212529'];

const typeLabels: Record<SectionType, string> = {
  Category: 'Category',
  Video: 'Video',
  Gallery: 'Gallery',
  Advertisement: 'Advertisement slot',
};

function draftsOf(layout: Layout): SectionDraft[] {
  return layout.body.sections.map((section) => ({
    key: section._id,
    _id: section._id,
    type: section.type,
    name: section.name,
    color: section.color,
    template: section.template,
    category: section.category?._id ?? null,
    articles: section.articles,
    position: section.position,
  }));
}

function writeOf(section: SectionDraft): LayoutSectionWrite {
  return {
    _id: section._id,
    type: section.type,
    name: section.name,
    color: section.color,
    template: section.template,
    category: section.category,
    articles: section.articles.map((item) => item._id),
    position: section.position,
  };
}

/** Each section checked by the contract's rule, its messages under its fields. */
function validateSections(values: { sections: SectionDraft[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  values.sections.forEach((section, index) => {
    const at = (field: string) => `sections.${index}.${field}`;
    // The schema checks a section's needs only once its fields are well formed: said here at once.
    if (section.type === 'Category' && !section.category) errors[at('category')] = messages.sectionCategoryRequired;
    if (section.type === 'Advertisement' && !section.position)
      errors[at('position')] = messages.sectionPositionRequired;
    const checked = layoutSectionWriteSchema.safeParse(writeOf(section));
    if (checked.success) return;
    for (const issue of checked.error.issues) errors[at(String(issue.path[0] ?? 'name'))] ??= issue.message;
  });
  return errors;
}

function newSection(type: SectionType): SectionDraft {
  return {
    key: crypto.randomUUID(),
    type,
    name: type === 'Category' ? '' : type === 'Advertisement' ? 'Advertisement' : `${type}s`,
    color: '#1864ab',
    template: 'template-1',
    category: null,
    articles: [],
    position: null,
  };
}

function SectionsForm({ layout, reload }: { layout: Layout; reload: () => Promise<void> }) {
  const form = useForm<{ sections: SectionDraft[] }>({
    mode: 'controlled',
    initialValues: { sections: draftsOf(layout) },
    validate: validateSections,
  });
  const { saving, readOnly, failure, actions, dialogs } = useLayoutSave({
    layout,
    form,
    toBody: (values) => ({ sections: values.sections.map(writeOf) }),
    success: messages.sectionsUpdated,
    reload,
  });
  const categories = useCategoryList();
  const options = categoryOptions(categories.data ?? []);
  const [removing, setRemoving] = useState<number | null>(null);
  const sections = form.values.sections;
  const busy = readOnly || saving;

  const addMenu = readOnly ? null : (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          disabled={saving}
        >
          Add section
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {sectionTypes.map((type) => (
          <Menu.Item key={type} onClick={() => form.insertListItem('sections', newSection(type))}>
            {typeLabels[type]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <>
      <PageHeader
        title="Home Page Sections"
        actions={
          <>
            {addMenu}
            {actions}
          </>
        }
      />
      <FormAlert failure={failure} />
      <Title order={2} size="h4" mb={4}>
        Sections: {sections.length}
      </Title>
      <Text size="sm" c="var(--masthead-muted)" mb="md">
        The home page shows these sections below the headlines and top stories, in this order. Drag a card, or use its
        arrows, to change the order.
      </Text>
      {sections.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="var(--masthead-muted)">No sections yet: add one with Add section.</Text>
        </Paper>
      ) : (
        <SortableList
          items={sections}
          noun="section"
          heading={(section, index) =>
            `${index + 1}. ${section.name.trim() || 'New section'} · ${typeLabels[section.type]}`
          }
          onMove={(from, to) => form.reorderListItem('sections', { from, to })}
          onRemove={(index) => setRemoving(index)}
          canRemove={() => !readOnly}
          disabled={busy}
          renderItem={(section, index) => (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label="Name"
                  withAsterisk
                  disabled={busy}
                  {...form.getInputProps(`sections.${index}.name`)}
                />
                <ColourField
                  label="Colour"
                  withAsterisk
                  format="hex"
                  swatches={swatches}
                  eyeDropperButtonProps={{ 'aria-label': 'Pick the colour from the screen' }}
                  disabled={busy}
                  {...form.getInputProps(`sections.${index}.color`)}
                />
                {section.type === 'Advertisement' ? (
                  <Select
                    label="Position"
                    withAsterisk
                    data={adPositionOptions}
                    disabled={busy}
                    {...form.getInputProps(`sections.${index}.position`)}
                  />
                ) : (
                  <Select
                    label={section.type === 'Category' ? 'Category' : 'Only from category'}
                    withAsterisk={section.type === 'Category'}
                    description="Its subcategories' stories are included"
                    placeholder={section.type === 'Category' ? 'Choose a category' : 'Any category'}
                    data={options}
                    searchable
                    clearable={section.type !== 'Category'}
                    nothingFoundMessage="No category matches"
                    disabled={busy}
                    {...form.getInputProps(`sections.${index}.category`)}
                  />
                )}
              </SimpleGrid>
              {section.type === 'Advertisement' ? (
                <Text size="sm" c="var(--masthead-muted)">
                  An advertisement slot: the public site shows the running advertisement for this position here.
                </Text>
              ) : (
                <TemplatePicker
                  value={section.template}
                  onChange={(template) => form.setFieldValue(`sections.${index}.template`, template)}
                  error={form.errors[`sections.${index}.template`] as string | undefined}
                  disabled={busy}
                />
              )}
              {section.articles.length > 0 ? (
                <Text size="sm" c="var(--masthead-muted)">
                  Pinned first: {section.articles.map((item) => item.title).join(', ')}
                </Text>
              ) : null}
            </Stack>
          )}
        />
      )}
      {readOnly ? (
        <Alert color="blue" variant="light" mt="md">
          You may look at the home page layout; changing it needs the Home Layout Edit right.
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Delete section"
        message={`Delete the section “${removing === null ? '' : sections[removing]?.name.trim() || 'New section'}”? It leaves the home page when you save.`}
        confirmLabel="Delete"
        color="red"
        onConfirm={() => {
          if (removing !== null) form.removeListItem('sections', removing);
        }}
      />
      {dialogs}
    </>
  );
}

/** Home Page Sections (SPEC §2): add by Category, Video, Gallery or an advertisement slot; settings; order; Save. */
export function HomeSectionsPage() {
  const layout = useHomeLayout();
  return (
    <RecordLoader query={layout} title="Home Page Sections">
      {(loaded, reload) => <SectionsForm layout={loaded} reload={reload} />}
    </RecordLoader>
  );
}
