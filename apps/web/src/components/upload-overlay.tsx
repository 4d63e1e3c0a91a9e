import { LoadingOverlay } from '@mantine/core';
import type { ReactNode } from 'react';

/** The pale cover over a field while a file uploads, with what to say about it in the middle. */
export function UploadOverlay({ visible, children }: { visible: boolean; children: ReactNode }) {
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={5}
      overlayProps={{ radius: 'md', backgroundOpacity: 0.85, color: '#fff' }}
      loaderProps={{ children }}
    />
  );
}
