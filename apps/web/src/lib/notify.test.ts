import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { clearSuccessToasts, notifyError, notifySuccess } from './notify';

const shown = () => notificationsStore.getState().notifications.map((n) => String(n.message));

describe('toasts', () => {
  it('takes an earlier success away when an error shows, so the two never sit side by side', () => {
    notifySuccess('Redirection Added Successfully');
    expect(shown()).toEqual(['Redirection Added Successfully']);
    notifyError('This redirect would loop');
    expect(shown()).toEqual(['This redirect would loop']);
  });

  it('takes successes away when a form is sent again, and leaves errors', () => {
    notificationsStore.setState({ notifications: [], queue: [], limit: 5, defaultPosition: 'top-center' });
    notifyError('Refused');
    notifySuccess('Saved');
    clearSuccessToasts();
    expect(shown()).toEqual(['Refused']);
  });
});
