/**
 * The campaign analytics table (spec 2 §2): 10 rows a page, sorted and paged by the server (default
 * campaignName ascending; options campaignName, impressions, clicks, ctr, spent, roi), status and
 * objective filters that go back to page 1, and the CSV of every matching row built in the browser.
 */
import {
  type AnalyticsCampaignsQuery,
  CAMPAIGN_TABLE_PAGE_SIZE,
  type CampaignAnalyticsRow,
  type CampaignSortField,
  campaignSortFields,
  DEFAULT_CAMPAIGN_SORT,
  type SortDirection,
} from '@ads-creative/contracts/analytics';
import { type CampaignObjective, type CampaignStatus, campaignObjectives } from '@ads-creative/contracts/campaigns';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { ActionIcon, Anchor, Button, Select, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ListPaginator } from '../../../components/list-paginator.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { humanizeCode } from '../../../lib/labels.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { formatCount, formatPercent, formatRoi, formatUsd, formatUsdCents } from '../analytics-format.ts';
import { fetchAllCampaignRows, useAnalyticsCampaigns } from '../api/analytics-campaigns-query.ts';
import { campaignCsv, campaignCsvFileName } from '../campaign-csv.ts';
import { SectionCard } from './section-card.tsx';

/** Spec 2 §2: the status filter offers these three. */
const STATUS_FILTERS = ['ACTIVE', 'PAUSED', 'DRAFT'] as const satisfies readonly CampaignStatus[];
const ALL = 'ALL';

const SORT_LABELS: Record<CampaignSortField, string> = {
  campaignName: 'Campaign Name',
  impressions: 'Impressions',
  clicks: 'Clicks',
  ctr: 'CTR',
  spent: 'Spent',
  roi: 'ROI',
};

const columns: { label: string; sort?: CampaignSortField; numeric?: boolean }[] = [
  { label: 'Campaign Name', sort: 'campaignName' },
  { label: 'Status' },
  { label: 'Budget', numeric: true },
  { label: 'Spent', sort: 'spent', numeric: true },
  { label: 'Impressions', sort: 'impressions', numeric: true },
  { label: 'Clicks', sort: 'clicks', numeric: true },
  { label: 'CTR', sort: 'ctr', numeric: true },
  { label: 'CPC', numeric: true },
  { label: 'ROI', sort: 'roi', numeric: true },
];

interface TableState {
  status: CampaignStatus | undefined;
  objective: CampaignObjective | undefined;
  sortBy: CampaignSortField;
  sortDirection: SortDirection;
  /** 0-based, like the API. */
  page: number;
}

const initialState: TableState = { status: undefined, objective: undefined, sortBy: DEFAULT_CAMPAIGN_SORT, sortDirection: 'asc', page: 0 };

function CampaignRow({ row }: { row: CampaignAnalyticsRow }) {
  const roiColor = row.roi === null || row.roi === 0 ? undefined : row.roi > 0 ? 'green' : 'red';
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/campaigns/${row.campaignId}`} fw={500}>
          {row.campaignName}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={row.status} size="sm" />
      </Table.Td>
      <Table.Td ta="right">{formatUsd(row.budget)}</Table.Td>
      <Table.Td ta="right">
        {formatUsd(row.spent)}
        {row.budgetUtilization !== null && (
          <Text size="xs" c="dimmed">
            {formatPercent(row.budgetUtilization, 0)} of budget
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" title={String(row.impressions)}>
        {formatCount(row.impressions)}
      </Table.Td>
      <Table.Td ta="right" title={String(row.clicks)}>
        {formatCount(row.clicks)}
      </Table.Td>
      <Table.Td ta="right">{formatPercent(row.ctr)}</Table.Td>
      <Table.Td ta="right">{formatUsdCents(row.cpc)}</Table.Td>
      <Table.Td ta="right" c={roiColor}>
        {formatRoi(row.roi)}
      </Table.Td>
    </Table.Tr>
  );
}

export function CampaignTable({ range }: { range: TimeRange }) {
  const [state, setState] = useState<TableState>(initialState);
  const [exporting, setExporting] = useState(false);
  const query: AnalyticsCampaignsQuery = {
    timeRange: range,
    status: state.status,
    objective: state.objective,
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
    page: state.page,
    size: CAMPAIGN_TABLE_PAGE_SIZE,
  };
  const campaigns = useAnalyticsCampaigns(query);
  const data = campaigns.data;
  // A filter, sort or range that leaves fewer pages: back to the last one.
  if (data && state.page > 0 && state.page >= data.totalPages && !campaigns.isPlaceholderData)
    setState((s) => ({ ...s, page: Math.max(0, data.totalPages - 1) }));

  /** Spec 2 §2: changing a filter (or the order) goes back to page 1. */
  const change = (patch: Partial<TableState>) => setState((s) => ({ ...s, ...patch, page: 0 }));
  const chooseSort = (field: CampaignSortField) =>
    // Names read A to Z; measures read best first.
    change({ sortBy: field, sortDirection: field === 'campaignName' ? 'asc' : 'desc' });

  async function exportCsv() {
    setExporting(true);
    try {
      const rows = await fetchAllCampaignRows(query);
      saveFile(new Blob([campaignCsv(rows)], { type: 'text/csv;charset=utf-8' }), campaignCsvFileName(range));
    } catch (error) {
      console.warn('Campaign CSV export failed', error);
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  const controls = (
    <>
      <Select
        aria-label="Status"
        size="xs"
        w={140}
        data={[{ value: ALL, label: 'All statuses' }, ...STATUS_FILTERS.map((s) => ({ value: s, label: s }))]}
        value={state.status ?? ALL}
        onChange={(v) => change({ status: v && v !== ALL ? (v as CampaignStatus) : undefined })}
        allowDeselect={false}
      />
      <Select
        aria-label="Objective"
        size="xs"
        w={180}
        data={[{ value: ALL, label: 'All objectives' }, ...campaignObjectives.map((o) => ({ value: o, label: humanizeCode(o) }))]}
        value={state.objective ?? ALL}
        onChange={(v) => change({ objective: v && v !== ALL ? (v as CampaignObjective) : undefined })}
        allowDeselect={false}
      />
      <Select
        aria-label="Sort by"
        size="xs"
        w={150}
        data={campaignSortFields.map((f) => ({ value: f, label: SORT_LABELS[f] }))}
        value={state.sortBy}
        onChange={(v) => v && chooseSort(v as CampaignSortField)}
        allowDeselect={false}
      />
      <Tooltip label={state.sortDirection === 'asc' ? 'Ascending' : 'Descending'}>
        <ActionIcon
          variant="default"
          size="md"
          aria-label={state.sortDirection === 'asc' ? 'Sort ascending (switch to descending)' : 'Sort descending (switch to ascending)'}
          onClick={() => change({ sortDirection: state.sortDirection === 'asc' ? 'desc' : 'asc' })}
        >
          {state.sortDirection === 'asc' ? <IconSortAscending size={16} /> : <IconSortDescending size={16} />}
        </ActionIcon>
      </Tooltip>
      <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} loading={exporting} onClick={() => void exportCsv()}>
        CSV
      </Button>
    </>
  );

  let body: ReactNode;
  if (campaigns.isError && !data) {
    body = (
      <LoadErrorAlert
        title="Failed to load analytics"
        message={errorMessage(campaigns.error)}
        retryLabel="Retry"
        onRetry={() => void campaigns.refetch()}
      />
    );
  } else if (!data) {
    body = <Skeleton height={240} aria-label="Loading campaigns" />;
  } else {
    const filtered = state.status !== undefined || state.objective !== undefined;
    body = (
      <>
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label="Campaign analytics" aria-busy={campaigns.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th
                    key={c.label}
                    ta={c.numeric ? 'right' : undefined}
                    aria-sort={c.sort === state.sortBy ? (state.sortDirection === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.content.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text c="dimmed" ta="center" py="md">
                      {filtered ? 'No campaigns match these filters.' : 'No campaigns yet.'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                data.content.map((row) => <CampaignRow key={row.campaignId} row={row} />)
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPaginator
          page={state.page}
          totalPages={data.totalPages}
          totalElements={data.totalElements}
          noun="campaigns"
          onChange={(page) => setState((s) => ({ ...s, page }))}
        />
      </>
    );
  }

  return (
    <SectionCard title="Campaign Analytics" actions={controls}>
      {body}
    </SectionCard>
  );
}
