/** A small 'Back to …' link above a page's header. */
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" mb="sm" display="inline-block">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {children}
      </Group>
    </Anchor>
  );
}
