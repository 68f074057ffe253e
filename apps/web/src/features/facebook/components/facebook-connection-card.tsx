/**
 * Settings → Facebook: connect, reconnect (when Facebook refused the token or it expires within 7
 * days) and disconnect; the ad account and page to publish with; Sync now and the last sync; who benefits
 * from and pays for ads shown in the EU, per ad account (eu-ads-section.tsx). Sandbox
 * connections (FACEBOOK_SANDBOX) are labelled as such. Reads `?facebook=connected|error` after the dialog.
 */
import { Alert, Badge, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { useAdAccounts, usePages } from '../../../lib/api/facebook-choices.ts';
import { useFacebookConnection } from '../../../lib/api/facebook-connection.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { useChooseConnection, useConnectFacebook, useDisconnectFacebook } from '../api/connection-mutations.ts';
import { useLastSync, useSyncNow } from '../api/sync.ts';
import { syncSummary } from '../sync-summary.ts';
import { EuAdsSection } from './eu-ads-section.tsx';

const REASONS: Record<string, string> = {
  already_linked: 'This Facebook account is already linked to another Ads Creative account.',
  no_token: 'Facebook did not return an access token. Please try again.',
};

function useDialogOutcome() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const outcome = params.get('facebook');
    if (!outcome) return;
    if (outcome === 'connected') toast.success('Facebook connected. Choose the ad account and page to publish with.');
    else toast.error(REASONS[params.get('reason') ?? ''] ?? 'Connecting Facebook failed. Please try again.');
    setParams({}, { replace: true });
  }, [params, setParams]);
}

export function FacebookConnectionCard() {
  useDialogOutcome();
  const connection = useFacebookConnection();
  const connect = useConnectFacebook();
  const disconnect = useDisconnectFacebook();
  const data = connection.data;

  let body: React.ReactNode;
  if (connection.isError) {
    body = (
      <LoadErrorAlert
        title="Failed to load the Facebook connection"
        message={errorMessage(connection.error)}
        retryLabel="Try Again"
        onRetry={() => void connection.refetch()}
      />
    );
  } else if (!data) {
    body = <Skeleton h={120} radius="md" aria-busy />;
  } else if (!data.connected) {
    body = (
      <Stack gap="sm">
        <Text size="sm">Connect a Facebook account to publish ads, read their results and import from the Ad Library.</Text>
        <Button
          style={{ alignSelf: 'flex-start' }}
          loading={connect.isPending}
          onClick={() => connect.mutate(undefined, { onError: (e) => toast.error(errorMessage(e)) })}
        >
          Connect Facebook
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm">
            Connected as <strong>{data.facebookName ?? 'your Facebook account'}</strong>
            {data.tokenExpiresAt ? `, access valid until ${new Date(data.tokenExpiresAt).toLocaleDateString()}` : ''}.
          </Text>
        </Group>
        {data.needsReconnect && (
          <Alert color="yellow" title="Reconnect Facebook">
            Facebook needs you to sign in again (the access has expired, expires within 7 days, or was revoked).
            <Button mt="sm" size="xs" loading={connect.isPending} onClick={() => connect.mutate()}>
              Reconnect
            </Button>
          </Alert>
        )}
        <AccountAndPage selectedAccount={data.adAccount?.id ?? null} selectedPage={data.page?.id ?? null} />
        {data.adAccount && <SyncStatus />}
        <EuAdsSection connection={data} />
        <Button
          variant="subtle"
          color="red"
          style={{ alignSelf: 'flex-start' }}
          loading={disconnect.isPending}
          onClick={() =>
            disconnect.mutate(undefined, {
              onSuccess: () => toast.success('Facebook disconnected.'),
              onError: (e) => toast.error(errorMessage(e)),
            })
          }
        >
          Disconnect Facebook
        </Button>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>Facebook</Title>
          {data?.sandbox && (
            <Badge color="orange" variant="light">
              Sandbox: simulated Facebook
            </Badge>
          )}
        </Group>
        {body}
      </Stack>
    </Card>
  );
}

function AccountAndPage({ selectedAccount, selectedPage }: { selectedAccount: string | null; selectedPage: string | null }) {
  const accounts = useAdAccounts(true);
  const pages = usePages(true);
  const choose = useChooseConnection();
  const [account, setAccount] = useState(selectedAccount);
  const [page, setPage] = useState(selectedPage);
  if (accounts.isError || pages.isError) return <Alert color="red">{errorMessage(accounts.error ?? pages.error)}</Alert>;
  return (
    // A group of its own: Settings has several Save buttons (this one, and one per ad account's EU names).
    <Stack gap="sm" role="group" aria-label="Default ad account and page">
      <Select
        label="Ad account"
        placeholder="Choose an ad account"
        data={(accounts.data ?? []).map((a) => ({
          value: a.id,
          label: `${a.name} (${a.currency}, ${a.timezone})${a.usable ? '' : ` — ${a.status}`}`,
          disabled: !a.usable,
        }))}
        value={account}
        onChange={setAccount}
        disabled={accounts.isPending}
      />
      <Select
        label="Page"
        placeholder="Choose a page"
        data={(pages.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        value={page}
        onChange={setPage}
        disabled={pages.isPending}
      />
      <Button
        style={{ alignSelf: 'flex-start' }}
        disabled={!account || !page || (account === selectedAccount && page === selectedPage)}
        loading={choose.isPending}
        onClick={() =>
          account &&
          page &&
          choose.mutate(
            { adAccountId: account, pageId: page },
            { onSuccess: () => toast.success('Ad account and page saved.'), onError: (e) => toast.error(errorMessage(e)) },
          )
        }
      >
        Save
      </Button>
    </Stack>
  );
}

function SyncStatus() {
  const last = useLastSync(true);
  const sync = useSyncNow();
  const queryClient = useQueryClient();
  const run = last.data?.lastRun;
  useEffect(() => {
    if (run?.status === 'succeeded') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.ads });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    }
  }, [run?.status, queryClient]);
  const busy = run?.status === 'queued' || run?.status === 'running';
  const summary = syncSummary(run);
  return (
    <Group justify="space-between" align="center">
      <Text size="sm" c={run?.status === 'failed' ? 'red' : undefined} role="status">
        {summary}
      </Text>
      <Button
        variant="light"
        loading={sync.isPending || busy}
        onClick={() => sync.mutate(undefined, { onError: (e) => toast.error(errorMessage(e)) })}
      >
        Sync now
      </Button>
    </Group>
  );
}
