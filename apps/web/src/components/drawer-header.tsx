import { Drawer } from '@mantine/core';

/** A side panel's heading and its close button, for a `Drawer.Root` made of parts. */
export function DrawerHeader({ title, closeLabel }: { title: string; closeLabel: string }) {
  return (
    // role="none": a panel's header is not the page's banner landmark.
    <Drawer.Header role="none">
      <Drawer.Title fw={600} fz="lg">
        {title}
      </Drawer.Title>
      <Drawer.CloseButton aria-label={closeLabel} />
    </Drawer.Header>
  );
}
