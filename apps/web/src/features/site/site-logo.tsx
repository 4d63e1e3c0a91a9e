import { Box, Group, Image, Text } from '@mantine/core';
import { DEFAULT_SITE_TITLE } from '@masthead/contract';
import { IconNews } from '@tabler/icons-react';
import { useSiteDetail } from './site-detail';

/** The header logo: a placeholder mark until site details load, then the site's logo or name. */
export function SiteLogo() {
  const { data } = useSiteDetail();
  const name = data?.siteName.trim() || DEFAULT_SITE_TITLE;
  if (data?.siteLogo?.url) {
    return <Image src={data.siteLogo.url} alt={name} h={36} w="auto" maw={{ base: 120, xs: 180 }} fit="contain" />;
  }
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <Box c="var(--masthead-link)" display="flex" aria-hidden="true">
        <IconNews size={28} stroke={1.6} />
      </Box>
      <Text fw={700} size="lg" c="var(--mantine-color-text)" truncate>
        {name}
      </Text>
    </Group>
  );
}
