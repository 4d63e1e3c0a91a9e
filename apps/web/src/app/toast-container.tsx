import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { clearSuccessToasts } from '../lib/notify';
import classes from './toast-container.module.css';

/**
 * The toasts' container, loaded once someone is signed in (`Providers`), with what every form
 * shares: sending one again takes away the success toasts of before. Toasts sit where nothing is
 * used next: on a wide screen in the header band between the logo and the header's right-hand
 * group (above page titles, Create buttons, filters and a dialog's close button); on a phone,
 * whose header is full, at the bottom.
 */
export function ToastContainer() {
  const phone = useMediaQuery('(max-width: 48em)');
  useEffect(() => {
    document.addEventListener('submit', clearSuccessToasts, true);
    return () => document.removeEventListener('submit', clearSuccessToasts, true);
  }, []);
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'top-center'}
      containerWidth={phone ? 340 : 380}
      limit={3}
      classNames={{ root: classes.root }}
    />
  );
}
