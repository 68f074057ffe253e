/**
 * Budget (spec 2 §2, §9): allocated and spent, the utilization message by its thresholds, the days
 * until the budget runs out ('N/A' without spend, 'Budget exhausted'), a pie of the budget by
 * objective and a line of the last 30 days of spending.
 */
import { type BudgetAnalytics, SPENDING_TREND_POINTS } from '@ads-creative/contracts/analytics';
import { LineChart, PieChart } from '@mantine/charts';
import { Box, ColorSwatch, Grid, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { humanizeCode } from '../../../lib/labels.ts';
import { formatDay, formatPercent, formatUsd } from '../analytics-format.ts';
import { depletionText, type UtilizationLevel, utilizationLevel, utilizationMessage } from '../analytics-rules.ts';
import { ScreenReaderTable } from './screen-reader-table.tsx';
import { SectionCard } from './section-card.tsx';
import { Stat } from './stat.tsx';

const levelColors: Record<UtilizationLevel, string> = { high: 'red', medium: 'yellow', low: 'green' };
const sliceColors = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.6', 'blue.6', 'yellow.6', 'red.6'];

export function BudgetChart({ budget }: { budget: BudgetAnalytics }) {
  const level = utilizationLevel(budget.budgetUtilizationRate);
  const slices = budget.budgetBreakdown.map((b, i) => ({
    name: humanizeCode(b.category),
    value: b.amount,
    color: sliceColors[i % sliceColors.length] as string,
    percentage: b.percentage,
  }));
  const spending = budget.spendingTrends.slice(-SPENDING_TREND_POINTS).map((p) => ({ day: formatDay(p.timestamp), Spend: p.amount }));

  return (
    <SectionCard title="Budget">
      <SimpleGrid cols={{ base: 2, sm: 3 }} mb="md">
        <Stat label="Allocated" value={formatUsd(budget.totalBudgetAllocated)} />
        <Stat label="Spent" value={formatUsd(budget.totalBudgetSpent)} />
        <Stat label="Utilization" value={formatPercent(budget.budgetUtilizationRate, 1)} />
        <Stat label="Average Daily Spend" value={formatUsd(budget.averageDailySpend)} />
        <Stat label="Projected Monthly Spend" value={formatUsd(budget.projectedMonthlySpend)} />
        <Stat
          label="Budget Depletion"
          value={depletionText(budget.daysUntilDepletion)}
          hint="Remaining budget divided by the average daily spend"
        />
      </SimpleGrid>
      <Stack gap={4} mb="md">
        <Progress
          value={Math.min(budget.budgetUtilizationRate ?? 0, 100)}
          color={level ? levelColors[level] : 'gray'}
          aria-label="Budget utilization"
        />
        <Text size="sm" c={level ? levelColors[level] : 'dimmed'} fw={500} data-testid="utilization-message">
          {utilizationMessage(budget.budgetUtilizationRate)}
        </Text>
      </Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Text size="sm" fw={600} mb="xs">
            Budget by objective
          </Text>
          {slices.length === 0 ? (
            <Text size="sm" c="dimmed">
              No budget allocated in this period.
            </Text>
          ) : (
            <Group align="center" gap="md" wrap="nowrap">
              <Box aria-hidden>
                <PieChart data={slices} size={120} withTooltip valueFormatter={formatUsd} tooltipDataSource="segment" />
              </Box>
              <Stack gap={4} style={{ minWidth: 0 }}>
                {slices.map((s) => (
                  <Group key={s.name} gap={6} wrap="nowrap">
                    <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={10} aria-hidden />
                    <Text size="xs" truncate>
                      {s.name}: {formatUsd(s.value)} ({formatPercent(s.percentage, 1)})
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Group>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Text size="sm" fw={600} mb="xs">
            Daily spending
          </Text>
          <div aria-hidden>
            <LineChart
              h={180}
              data={spending}
              dataKey="day"
              series={[{ name: 'Spend', color: 'teal.6' }]}
              curveType="monotone"
              withDots={false}
              valueFormatter={formatUsd}
              gridAxis="y"
              tickLine="none"
            />
          </div>
          <ScreenReaderTable
            caption="Daily spending"
            columns={['Day', 'Spend']}
            rows={budget.spendingTrends.slice(-SPENDING_TREND_POINTS).map((p) => [formatDay(p.timestamp), formatUsd(p.amount)])}
          />
        </Grid.Col>
      </Grid>
    </SectionCard>
  );
}
