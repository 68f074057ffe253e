/**
 * Settings → Facebook, 'Ads shown in the EU' (decision 180): for the default ad account and each other active
 * account Facebook lists, who benefits from and who pays for its ads shown in the EU (`dsa_beneficiary`,
 * `dsa_payor`). Names not saved yet are prefilled with the chosen page's name, editable; Save sends the PUT.
 */
import type { FacebookConnection } from '@ads-creative/contracts/facebook';
import { type AdAccountDsa, type DsaBody, dsaBody, publishingRulesMessages as m } from '@ads-creative/contracts/publishing-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAdAccounts } from '../../../lib/api/facebook-choices.ts';
import { useAdAccountsDsa, useSaveAdAccountDsa } from '../../../lib/api/facebook-dsa.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveForm } from '../../../lib/save-form.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';

interface EuAccount {
  id: string;
  name: string;
  isDefault: boolean;
}

/** The accounts the section lists: the default one first, then every other active one Facebook lists. */
export function euAccounts(
  defaultAccount: { id: string; name: string } | null,
  listed: readonly { id: string; name: string; usable: boolean }[],
): EuAccount[] {
  const others = listed.filter((a) => a.usable && a.id !== defaultAccount?.id).map((a) => ({ id: a.id, name: a.name, isDefault: false }));
  return defaultAccount ? [{ ...defaultAccount, isDefault: true }, ...others] : others;
}

/** What the fields start with: the saved names, else the page's name (empty without a page). */
export const dsaFormValues = (saved: AdAccountDsa | undefined, pageName: string | null): DsaBody => ({
  beneficiary: saved?.beneficiary ?? pageName ?? '',
  payor: saved?.payor ?? pageName ?? '',
});

function AccountNames({ account, saved, pageName }: { account: EuAccount; saved: AdAccountDsa | undefined; pageName: string | null }) {
  const save = useSaveAdAccountDsa();
  const form = useForm<DsaBody>({ resolver: zodResolver(dsaBody), defaultValues: dsaFormValues(saved, pageName), mode: 'onTouched' });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isDirty, isSubmitting } = form.formState;
  const isSaved = !!saved?.beneficiary && !!saved.payor;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    const ok = await saveForm(
      () =>
        save.mutateAsync({ adAccountId: account.id, body }).catch((e: unknown) => {
          setFailure(serverMessageOr(e, m.dsaSaveFailed));
          throw e;
        }),
      { fields: ['beneficiary', 'payor'], setError: form.setError, failed: m.dsaSaveFailed, succeeded: m.dsaSaved },
    );
    if (ok) form.reset(body);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`EU names of ${account.name}`}>
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {account.name}
          </Text>
          {account.isDefault && (
            <Badge size="sm" variant="light">
              Default
            </Badge>
          )}
        </Group>
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Beneficiary"
            description="Who the ads are for"
            miw={200}
            {...form.register('beneficiary')}
            error={errors.beneficiary?.message}
          />
          <TextInput label="Payer" description="Who pays for the ads" miw={200} {...form.register('payor')} error={errors.payor?.message} />
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c={isSaved && !isDirty ? 'green.8' : 'orange.8'} role="status">
            {isSaved && !isDirty ? m.dsaSaved : isSaved ? m.dsaChanged : m.dsaNotSet}
            {!isSaved && pageName && !isDirty ? ` ${m.dsaPrefilled(pageName)}` : ''}
          </Text>
          <Button type="submit" variant="light" disabled={isSaved && !isDirty} loading={isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EuAdsSection({ connection }: { connection: FacebookConnection }) {
  const accounts = useAdAccounts(true);
  const dsa = useAdAccountsDsa(true);
  const list = euAccounts(connection.adAccount, accounts.data ?? []);
  let body: React.ReactNode;
  if (dsa.isError) body = <Alert color="red">{errorMessage(dsa.error)}</Alert>;
  else if (!dsa.data || accounts.isPending) body = <Skeleton h={80} radius="md" aria-busy />;
  else if (list.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        Choose an ad account above first.
      </Text>
    );
  else
    body = list.map((a) => (
      <AccountNames key={a.id} account={a} saved={dsa.data.find((d) => d.adAccountId === a.id)} pageName={connection.page?.name ?? null} />
    ));
  return (
    <Stack gap="sm" aria-label="Ads shown in the EU">
      <Title order={4}>Ads shown in the EU</Title>
      <Text size="sm" c="dimmed">
        {m.dsaHelp}
      </Text>
      {body}
    </Stack>
  );
}
