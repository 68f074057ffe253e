/**
 * AI providers (spec 2 §2): most used and best performing provider, total AI cost (two decimals),
 * estimated savings, and per provider its selection rate, content count, success rate, average
 * response time and total cost, with its score class (the selection rate: 80 excellent, 60 good,
 * 40 average, else poor).
 */
import type { AiProviderAnalytics } from '@ads-creative/contracts/analytics';
import { BarChart } from '@mantine/charts';
import { Badge, SimpleGrid, Table, Text } from '@mantine/core';
import { formatCount, formatPercent, formatResponseTime, formatUsd, formatUsdCents } from '../analytics-format.ts';
import { providerName } from '../analytics-labels.ts';
import { type ProviderScoreClass, providerScoreClass } from '../analytics-rules.ts';
import { ScreenReaderTable } from './screen-reader-table.tsx';
import { SectionCard } from './section-card.tsx';
import { Stat } from './stat.tsx';

const classColors: Record<ProviderScoreClass, string> = { excellent: 'green', good: 'teal', average: 'yellow', poor: 'red' };

function ScoreClassBadge({ score }: { score: number | null }) {
  const scoreClass = providerScoreClass(score);
  if (!scoreClass) return <Text span>—</Text>;
  return (
    <Badge color={classColors[scoreClass]} variant="light" size="sm" tt="capitalize">
      {scoreClass}
    </Badge>
  );
}

export function AiProviderChart({ ai }: { ai: AiProviderAnalytics }) {
  const providers = Object.entries(ai.providerMetrics);
  const chartData = providers.map(([id, m]) => ({
    provider: providerName(id),
    'Selection rate': m.selectionRate ?? 0,
    'Success rate': m.successRate ?? 0,
  }));
  return (
    <SectionCard title="AI Provider Performance">
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
        <Stat label="Most Used" value={providerName(ai.mostUsedProvider)} />
        <Stat
          label="Best Performing"
          value={providerName(ai.bestPerformingProvider)}
          hint="Highest CTR of its ads, adjusted for how many ads it has"
        />
        <Stat label="Total AI Cost" value={formatUsdCents(ai.totalAICost)} />
        <Stat
          label="Estimated Savings"
          value={formatUsd(ai.estimatedSavings)}
          hint="Copywriter cost of the generated content minus the AI cost"
        />
      </SimpleGrid>
      {providers.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No AI provider was used in this period.
        </Text>
      ) : (
        <>
          <div aria-hidden>
            <BarChart
              h={220}
              data={chartData}
              dataKey="provider"
              series={[
                { name: 'Selection rate', color: 'indigo.6' },
                { name: 'Success rate', color: 'teal.6' },
              ]}
              valueFormatter={(v) => formatPercent(v, 1)}
              withLegend
              gridAxis="y"
              tickLine="none"
              yAxisProps={{ domain: [0, 100] }}
            />
          </div>
          <ScreenReaderTable
            caption="Selection and success rate per provider"
            columns={['Provider', 'Selection rate', 'Success rate']}
            rows={providers.map(([id, m]) => [providerName(id), formatPercent(m.selectionRate), formatPercent(m.successRate)])}
          />
          <Table.ScrollContainer minWidth={640} mt="md">
            <Table verticalSpacing="xs" aria-label="AI providers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Provider</Table.Th>
                  <Table.Th ta="right">Selection rate</Table.Th>
                  <Table.Th ta="right">Content</Table.Th>
                  <Table.Th ta="right">Success rate</Table.Th>
                  <Table.Th ta="right">Avg response</Table.Th>
                  <Table.Th ta="right">Total cost</Table.Th>
                  <Table.Th>Score</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {providers.map(([id, m]) => (
                  <Table.Tr key={id}>
                    <Table.Td fw={500}>{providerName(id)}</Table.Td>
                    <Table.Td ta="right">{formatPercent(m.selectionRate, 1)}</Table.Td>
                    <Table.Td ta="right">{formatCount(m.contentCount)}</Table.Td>
                    <Table.Td ta="right">{formatPercent(m.successRate, 1)}</Table.Td>
                    <Table.Td ta="right">{formatResponseTime(m.averageResponseTime)}</Table.Td>
                    <Table.Td ta="right">{formatUsdCents(m.totalCost)}</Table.Td>
                    <Table.Td>
                      <ScoreClassBadge score={m.selectionRate} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </SectionCard>
  );
}
