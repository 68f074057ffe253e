/**
 * The login form's password field: Mantine's TextInput with a show/hide button in its right section, as Mantine's
 * PasswordInput has (same label, `aria-pressed`, kept out of the tab order, focus left in the field). Not
 * PasswordInput itself: it brings ActionIcon and its groups, about 4 KB gzip, into /login's first download, the one
 * with a 150 KB budget (decision 173). The register and reset forms, which load later, keep PasswordInput.
 */
import { TextInput, UnstyledButton } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';

interface Props {
  label: string;
  name: string;
  autoComplete: string;
}

export function PasswordField({ label, name, autoComplete }: Props) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? IconEyeOff : IconEye;
  return (
    <TextInput
      label={label}
      name={name}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      rightSectionPointerEvents="all"
      rightSection={
        <UnstyledButton
          aria-label="Toggle password visibility"
          aria-pressed={visible}
          tabIndex={-1}
          c="dimmed"
          display="flex"
          // A mouse press must not take the focus (and the caret) out of the field.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon size={18} aria-hidden />
        </UnstyledButton>
      }
    />
  );
}
