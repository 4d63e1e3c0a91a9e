import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { type SectionTemplate, sectionTemplateLabels, sectionTemplates } from '@masthead/contract';
import type { ReactNode } from 'react';

const box = (x: number, y: number, w: number, h: number, key: string) => (
  <rect key={key} x={x} y={y} width={w} height={h} rx={1.5} fill="currentColor" opacity={0.55} />
);
const line = (x: number, y: number, w: number, key: string) => (
  <rect key={key} x={x} y={y} width={w} height={2.5} rx={1} fill="currentColor" opacity={0.35} />
);
const lines = (x: number, from: number, count: number, w: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => line(x, from + i * 6, w, `${prefix}${i}`));

/** What each template puts on the page, drawn small: boxes are pictures, bars are headlines or text. */
const schematics: Record<SectionTemplate, ReactNode[]> = {
  'template-1': [
    box(2, 4, 17, 14, 'a'),
    box(21.5, 4, 17, 14, 'b'),
    box(41, 4, 17, 14, 'c'),
    ...lines(2, 22, 2, 17, 'a'),
    ...lines(21.5, 22, 2, 17, 'b'),
    ...lines(41, 22, 2, 17, 'c'),
  ],
  'template-2': [...lines(2, 4, 5, 17, 'a'), ...lines(21.5, 4, 5, 17, 'b'), ...lines(41, 4, 5, 17, 'c')],
  'template-3': [
    box(2, 4, 26, 18, 'a'),
    ...lines(2, 26, 2, 26, 'a'),
    ...lines(32, 4, 5, 12, 'b'),
    ...lines(46, 4, 5, 12, 'c'),
  ],
  'template-4': [box(2, 4, 30, 28, 'a'), ...lines(36, 4, 5, 22, 'b')],
  'template-5': [
    box(2, 4, 24, 20, 'a'),
    line(30, 4, 28, 't'),
    ...lines(30, 10, 4, 28, 'b'),
    ...lines(2, 28, 1, 24, 'c'),
  ],
  'template-6': [...lines(2, 4, 5, 26, 'a'), ...lines(32, 4, 5, 26, 'b')],
};

function Schematic({ template }: { template: SectionTemplate }) {
  return (
    <svg viewBox="0 0 60 36" width={72} height={43} aria-hidden="true" style={{ display: 'block' }}>
      <rect x={0.5} y={0.5} width={59} height={35} rx={3} fill="none" stroke="currentColor" opacity={0.3} />
      {schematics[template]}
    </svg>
  );
}

/** The six section templates (SPEC §3), each with its name and a small drawing of its arrangement. */
export function TemplatePicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: SectionTemplate;
  onChange: (template: SectionTemplate) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <Radio.Group
      label="Template"
      value={value}
      onChange={(next) => onChange(next as SectionTemplate)}
      error={error}
      withAsterisk
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={6}>
        {sectionTemplates.map((template) => (
          <Radio.Card key={template} value={template} radius="md" p="xs" disabled={disabled}>
            <Group gap="xs" wrap="nowrap" align="center">
              <Radio.Indicator size="xs" />
              <Schematic template={template} />
              <Text size="sm">{sectionTemplateLabels[template]}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
