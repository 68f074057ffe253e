/**
 * The frame of the public legal pages: readable line length, the effective date, links between the
 * legal pages and back home. It works signed in or out, so it uses no part of the app shell.
 */
import { LEGAL_EFFECTIVE_DATE } from '@ads-creative/contracts/constants';
import { Anchor, Box, Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  title: string;
  /** The Vietnamese data-deletion page labels its chrome in Vietnamese too. */
  lang?: 'en' | 'vi';
  children: ReactNode;
}

const chrome = {
  en: {
    effective: 'Effective date',
    home: 'Back to home',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    deletion: 'Data deletion',
  },
  vi: {
    effective: 'Ngày hiệu lực',
    home: 'Về trang chủ',
    privacy: 'Chính sách quyền riêng tư',
    terms: 'Điều khoản dịch vụ',
    deletion: 'Xóa dữ liệu',
  },
};

export function LegalLayout({ title, lang = 'en', children }: Props) {
  const t = chrome[lang];
  useDocumentTitle(`${title} | Ads Creative`);
  return (
    <Box py={{ base: 'md', sm: 'xl' }}>
      <Container size="md" px={{ base: 'sm', sm: 'md' }}>
        <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
          Ads Creative
        </Anchor>
        <Paper component="article" lang={lang} withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="md">
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2">
                {title}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {t.effective}: {LEGAL_EFFECTIVE_DATE}
              </Text>
            </div>
            {children}
          </Stack>
        </Paper>
        <Divider my="lg" />
        <Group justify="space-between" gap="sm">
          <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t.home}
          </Button>
          <Group gap="md">
            <Anchor component={Link} to="/privacy-policy" size="sm">
              {t.privacy}
            </Anchor>
            <Anchor component={Link} to="/terms-of-service" size="sm">
              {t.terms}
            </Anchor>
            <Anchor component={Link} to="/data-deletion" size="sm">
              {t.deletion}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/** One numbered heading and its paragraphs or lists. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The operator's contact address as a mail link; the subject pre-fills what the request is about. */
export function ContactLink({ email, subject }: { email: string; subject?: string }) {
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return <Anchor href={href}>{email}</Anchor>;
}
