/** The two ways to start an ad, side by side in page headers: the AI-first entry (/ad/create-enhanced) and the wizard. */
import { Button } from '@mantine/core';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';

export function NewAdButtons() {
  return (
    <>
      <Button
        component={Link}
        to="/ad/create-enhanced"
        variant="light"
        leftSection={<IconSparkles size={16} />}
        title="AI-powered ad creation"
      >
        Create with AI
      </Button>
      <Button component={Link} to="/ad/create" leftSection={<IconPlus size={16} />}>
        New Ad
      </Button>
    </>
  );
}
