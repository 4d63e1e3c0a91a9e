import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type Editor, useEditorState } from '@tiptap/react';
import {
  acceptAll,
  acceptSuggestion,
  rejectAll,
  rejectSuggestion,
  type Suggestion,
  suggestionsIn,
} from './suggestions';

const same = (a: Suggestion[], b: Suggestion[] | null) => JSON.stringify(a) === JSON.stringify(b);

function describe(suggestion: Suggestion): string {
  if (suggestion.deletes === '¶' && !suggestion.inserts) return 'join the paragraphs';
  if (suggestion.inserts === '¶' && !suggestion.deletes) return 'start a new paragraph';
  if (suggestion.inserts && suggestion.deletes) return `replace “${suggestion.deletes}” with “${suggestion.inserts}”`;
  if (suggestion.inserts) return `add “${suggestion.inserts}”`;
  if (suggestion.deletes) return `delete “${suggestion.deletes}”`;
  return 'change the formatting';
}

/**
 * The open suggestions of one rich text, each with its author and what it would do; whoever may
 * review accepts or rejects each, or all. Accepting and rejecting are edits of the shared text:
 * everyone in the item sees them at once.
 */
export function SuggestionList({
  editor,
  label,
  nameOf,
  mayReview,
}: {
  editor: Editor;
  label: string;
  nameOf: (userId: string) => string;
  mayReview: boolean;
}) {
  const suggestions =
    useEditorState({
      editor,
      selector: ({ editor: current }) => (current ? suggestionsIn(current.state.doc) : []),
      equalityFn: same,
    }) ?? [];
  if (suggestions.length === 0) return null;
  const run = (command: (state: Editor['state'], dispatch: Editor['view']['dispatch']) => boolean) =>
    command(editor.state, editor.view.dispatch);
  return (
    <Paper withBorder radius="md" p="sm" mt="xs" aria-label={`Suggestions in ${label}`} component="section">
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={600}>
          Suggestions ({suggestions.length})
        </Text>
        {mayReview ? (
          <Group gap={6}>
            <Button size="compact-xs" variant="default" onClick={() => run(acceptAll)}>
              Accept all
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => run(rejectAll)}>
              Reject all
            </Button>
          </Group>
        ) : null}
      </Group>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {suggestions.map((suggestion) => {
          const text = `${nameOf(suggestion.authorId)} suggests to ${describe(suggestion)}`;
          return (
            <Group component="li" key={suggestion.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">{text}</Text>
              {mayReview ? (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    onClick={() => run((state, dispatch) => acceptSuggestion(state, dispatch, suggestion.id))}
                    aria-label={`Accept: ${text}`}
                  >
                    Accept
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => run((state, dispatch) => rejectSuggestion(state, dispatch, suggestion.id))}
                    aria-label={`Reject: ${text}`}
                  >
                    Reject
                  </Button>
                </Group>
              ) : null}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
