/** Stand-in body for a page whose feature lands in a later issue: its title and a short notice. */
import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { PageHeader } from './page-header.tsx';

export function ComingSoonPage({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Alert icon={<IconHourglass size={18} />} title="Coming soon" color="blue" variant="light">
        This page is being built and will be available shortly.
      </Alert>
    </>
  );
}
