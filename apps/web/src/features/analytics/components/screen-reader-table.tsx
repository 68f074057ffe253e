/**
 * A chart's numbers as a table that only screen readers see: the chart itself is a picture, hidden
 * from them (spec: the numbers are also reachable as text).
 */
import { Table, VisuallyHidden } from '@mantine/core';

interface Props {
  caption: string;
  columns: string[];
  rows: string[][];
}

export function ScreenReaderTable({ caption, columns, rows }: Props) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c} scope="col">
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.join('|')}>
              {row.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                <Table.Td key={i}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
