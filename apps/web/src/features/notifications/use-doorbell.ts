import { endpoints, type InboxSignal } from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readKey } from '../../api/read-key';
import { useMe } from '../../session/session';

/**
 * While signed in, the header listens at the user's doorbell (issue 30): a decision on her work
 * or a note naming her reads her notifications and mentions again at once, and a move of the
 * review queue its count and the dashboard. The connection's code loads after the screen.
 */
export function useDoorbell(): void {
  const me = useMe();
  const queryClient = useQueryClient();
  useEffect(() => {
    let hangUp: (() => void) | null = null;
    let left = false;
    const read = (signal: InboxSignal) => {
      if (signal === 'notifications') {
        void queryClient.invalidateQueries({ queryKey: readKey(endpoints.notification.list, {}) });
        void queryClient.invalidateQueries({ queryKey: readKey(endpoints.note.mentions, {}) });
      } else {
        void queryClient.invalidateQueries({ queryKey: readKey(endpoints.cms.notification, {}) });
        void queryClient.invalidateQueries({ queryKey: readKey(endpoints.dashboard.get, {}) });
      }
    };
    void import('../../live/doorbell-connection').then(({ connectDoorbell }) => {
      if (left) return;
      hangUp = connectDoorbell(me._id, read, () => {
        read('notifications');
        read('review');
      });
    });
    return () => {
      left = true;
      hangUp?.();
    };
  }, [me._id, queryClient]);
}
