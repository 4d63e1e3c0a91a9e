import type { CmsItem } from '@masthead/contract';
import { useState } from 'react';
import type * as Y from 'yjs';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { openSuggestionCount } from '../../../components/rich-text-editor/rich-text-copy';
import { sharedSections } from '../../../live/working-copy';
import { LiveChangesSummary } from './live-changes-summary';
import type { SaveAction } from './use-content-save';

/**
 * Update and Publish of a live item put the working copy live: `act` says what first (a
 * confirmation listing the changes) when there is anything to put live, else runs the action.
 */
export function usePutLiveConfirm({
  putsLive,
  changes,
  doc,
  item,
  run,
}: {
  putsLive: boolean;
  changes: string[];
  doc: Y.Doc | null;
  item: CmsItem | null;
  run: (action: SaveAction) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState<SaveAction | null>(null);
  const openSuggestions = () =>
    doc ? sharedSections(doc).reduce((sum, section) => sum + openSuggestionCount(section.body), 0) : 0;
  const act = (action: SaveAction) => {
    if (putsLive && action !== 'retract' && (changes.length > 0 || openSuggestions() > 0)) setConfirming(action);
    else void run(action);
  };
  const confirmDialog =
    confirming && item ? (
      <ConfirmDialog
        opened
        onClose={() => setConfirming(null)}
        title="Put these changes live?"
        confirmLabel="Update the live story"
        onConfirm={() => run(confirming)}
        message={<LiveChangesSummary changes={changes} suggestions={openSuggestions()} item={item} />}
      />
    ) : null;
  return { act, confirmDialog };
}
